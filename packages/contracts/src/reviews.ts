import { z } from 'zod';
import { idSchema, isoDateTime, listResponseSchema, pageQuerySchema } from './common.ts';
import { ratingAuthorSchema } from './ratings.ts';

export const reviewSortValues = ['newest', 'highest', 'lowest', 'photos'] as const;

export const reviewSchema = z.object({
  _id: idSchema,
  tourId: idSchema,
  title: z.string().nullable(),
  text: z.string(),
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
