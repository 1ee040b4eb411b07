import { z } from 'zod';
import { idSchema, isoDateTime, listResponseSchema } from './common.ts';

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
