import { z } from 'zod';
import {
  idSchema,
  isoDateTime,
  listResponseSchema,
  nulMessage,
  pageQuerySchema,
  uploadedImageUrlSchema,
  withoutNul,
} from './common.ts';
import { limits } from './constants.ts';
import { ratingAuthorSchema, starsSchema } from './ratings.ts';

export const reviewSortValues = ['newest', 'highest', 'lowest', 'photos'] as const;

export const reviewSchema = z.object({
  _id: idSchema,
  tourId: idSchema,
  title: z.string().nullable(),
  text: z.string(),
  /** The author's current rating of the tour, if they gave one. */
  rating: z.number().int().min(1).max(5).nullable(),
  image: z.object({ url: z.string(), thumbUrl: z.string() }).nullable(),
  verifiedTraveler: z.boolean(),
  user: ratingAuthorSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = pageQuerySchema.extend({
  sort: z
    .enum(reviewSortValues, { message: `sort must be one of ${reviewSortValues.join(', ')}` })
    .default('newest'),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewListResponseSchema = listResponseSchema(reviewSchema);

const reviewTitleSchema = z
  .string()
  .trim()
  .max(limits.reviewTitleMax, { message: `Keep the title under ${limits.reviewTitleMax} characters` })
  .refine(withoutNul, nulMessage)
  .nullish()
  .transform((value) => value || null);

const reviewTextSchema = z
  .string({ message: 'Write your review' })
  .trim()
  .min(limits.reviewTextMin, { message: `Write at least ${limits.reviewTextMin} characters` })
  .max(limits.reviewTextMax, { message: `Keep the review under ${limits.reviewTextMax} characters` })
  .refine(withoutNul, nulMessage);

/**
 * A new review. `rating`, when given, becomes the author's rating of the tour (created or updated);
 * `image` is a url answered by `POST /api/upload/review`.
 */
export const reviewInputSchema = z.object({
  title: reviewTitleSchema,
  text: reviewTextSchema,
  rating: starsSchema.nullish(),
  image: uploadedImageUrlSchema.nullish(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** A review's change: only the fields sent change; `null` clears the title or the photo. */
export const reviewUpdateSchema = z
  .object({
    title: reviewTitleSchema.optional(),
    text: reviewTextSchema.optional(),
    rating: starsSchema.optional(),
    image: uploadedImageUrlSchema.nullable().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Send at least one field to change',
    path: ['text'],
  });
export type ReviewUpdate = z.input<typeof reviewUpdateSchema>;

export const reviewParamsSchema = z.object({ id: z.string(), reviewId: z.string() });

export const reviewResponseSchema = z.object({ success: z.literal(true), data: reviewSchema });
/** The signed-in user's review of a tour, or null when they have not written one. */
export const myReviewResponseSchema = z.object({ success: z.literal(true), data: reviewSchema.nullable() });
