import { z } from 'zod';
import { idSchema, isoDateTime, listResponseSchema, nulMessage, withoutNul } from './common.ts';
import { limits } from './constants.ts';
import { absoluteUrl, type KarvaanContext } from './karvaan-client.ts';

export const ratingAuthorSchema = z.object({
  _id: idSchema,
  name: z.string(),
  avatar: z.string().nullable(),
});
export type RatingAuthor = z.infer<typeof ratingAuthorSchema>;

export const ratingSchema = z.object({
  _id: idSchema,
  tourId: idSchema,
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  user: ratingAuthorSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Rating = z.infer<typeof ratingSchema>;

export const ratingListResponseSchema = listResponseSchema(ratingSchema).extend({
  message: z.string().optional(),
});

/** One to five whole stars: the one rule every star input shares (ratings and reviews). */
export const starsSchema = z
  .number({ message: 'Choose from 1 to 5 stars' })
  .int({ message: 'Choose from 1 to 5 stars' })
  .min(1, { message: 'Choose from 1 to 5 stars' })
  .max(5, { message: 'Choose from 1 to 5 stars' });

/** An optional short remark; blank means none. */
const ratingCommentSchema = z
  .string()
  .trim()
  .max(limits.ratingCommentMax, { message: `Keep the comment under ${limits.ratingCommentMax} characters` })
  .refine(withoutNul, nulMessage)
  .nullish()
  .transform((value) => value || null);

export const ratingInputSchema = z.object({ rating: starsSchema, comment: ratingCommentSchema });
export type RatingInput = z.input<typeof ratingInputSchema>;

/** A rating's change: new stars, a new comment, or both. */
export const ratingUpdateSchema = z
  .object({ rating: starsSchema.optional(), comment: ratingCommentSchema.optional() })
  .refine((value) => value.rating !== undefined || value.comment !== undefined, {
    message: 'Send a rating or a comment to change',
    path: ['rating'],
  });
export type RatingUpdate = z.input<typeof ratingUpdateSchema>;

export const ratingParamsSchema = z.object({ id: z.string(), ratingId: z.string() });

export const ratingResponseSchema = z.object({ success: z.literal(true), data: ratingSchema });
/** The signed-in user's rating of a tour, or null when they have not rated it. */
export const myRatingResponseSchema = z.object({ success: z.literal(true), data: ratingSchema.nullable() });

/**
 * The Karvaan Tours client (karvaan-client.ts) reads a rating's author flat and its comment as text,
 * never null: the old names are added, the comment is "" when there is none.
 */
export function karvaanRating(rating: Rating, context: KarvaanContext) {
  return {
    ...rating,
    comment: rating.comment ?? '',
    userId: rating.user._id,
    userName: rating.user.name,
    userAvatar: rating.user.avatar ? absoluteUrl(rating.user.avatar, context) : null,
  };
}
export const karvaanRatingAliases =
  'Each rating also has `userId`, `userName`, `userAvatar` (from `user`); `comment` is "" instead of null.';
