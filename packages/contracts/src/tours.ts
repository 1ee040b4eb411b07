import { z } from 'zod';
import {
  entityResponseSchema,
  idSchema,
  isoDateTime,
  listResponseSchema,
  pageQuerySchema,
} from './common.ts';
import { limits } from './constants.ts';
import { tourFactSchema } from './tour-facts.ts';

export const tourImageSchema = z.object({
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type TourImage = z.infer<typeof tourImageSchema>;

export const tourSortValues = ['newest', 'price-asc', 'price-desc', 'rating', 'popular'] as const;
export const tourSortSchema = z.enum(tourSortValues, {
  message: `sort must be one of ${tourSortValues.join(', ')}`,
});
export type TourSort = z.infer<typeof tourSortSchema>;

/** What a tour card needs: the list answers carry this. */
export const tourSummarySchema = z.object({
  _id: idSchema,
  title: z.string(),
  category: z.string(),
  description: z.string(),
  priceNumber: z.number(),
  currency: z.string(),
  featured: z.boolean(),
  archived: z.boolean(),
  images: z.array(tourImageSchema),
  /** Null until an admin gives it, as are the duration and the meeting point (see `missingFacts`). */
  city: z.string().nullable(),
  region: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  /** What the tour still lacks before it can be booked (`missingTourFacts`); empty when bookable. */
  missingFacts: z.array(tourFactSchema),
  averageRating: z.number(),
  ratingsCount: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type TourSummary = z.infer<typeof tourSummarySchema>;

export const ratingDistributionSchema = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});
export type RatingDistribution = z.infer<typeof ratingDistributionSchema>;

export const tourSchema = tourSummarySchema.extend({
  maxGroupSize: z.number().int(),
  meetingPoint: z.string().nullable(),
  highlights: z.array(z.string()),
  included: z.array(z.string()),
  excluded: z.array(z.string()),
  languages: z.array(z.string()),
  instantConfirmation: z.boolean(),
  /** The share of the adult price a child pays; 0 on a tour open to children means they go free. */
  childPriceShare: z.number(),
  /** Children are not taken at all: a booking with children is refused (the share says nothing of it). */
  adultsOnly: z.boolean(),
  /** The weekly pattern: ISO weekdays (1 = Monday ... 7 = Sunday), ascending. */
  departureDays: z.array(z.number().int()),
  /** Local start time of every departure, `HH:MM` in the operator's time zone. */
  departureTime: z.string(),
  ratingDistribution: ratingDistributionSchema,
});
export type Tour = z.infer<typeof tourSchema>;

const optionalPrice = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .min(0, { message: `${name} must be 0 or more` })
    .max(limits.priceMax, { message: `${name} is too large` })
    .optional();

const booleanFlag = (name: string) =>
  z.enum(['true', 'false'], { message: `${name} must be true or false` }).transform((v) => v === 'true');

export const tourListQuerySchema = pageQuerySchema
  .extend({
    search: z
      .string()
      .trim()
      .max(limits.searchMaxLength, { message: `search must be at most ${limits.searchMaxLength} characters` })
      .optional(),
    category: z
      .string()
      .trim()
      .max(limits.categoryMaxLength, {
        message: `category must be at most ${limits.categoryMaxLength} characters`,
      })
      .optional(),
    minPrice: optionalPrice('minPrice'),
    maxPrice: optionalPrice('maxPrice'),
    featured: booleanFlag('featured').optional(),
    sort: tourSortSchema.optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be greater than maxPrice',
    path: ['minPrice'],
  });
export type TourListQuery = z.infer<typeof tourListQuerySchema>;
/** The query as a client writes it (all strings in the URL). */
export type TourListParams = z.input<typeof tourListQuerySchema>;

export const tourListResponseSchema = listResponseSchema(tourSummarySchema);
export const tourResponseSchema = entityResponseSchema(tourSchema);

export const categorySchema = z.object({ name: z.string(), count: z.number().int() });
export type Category = z.infer<typeof categorySchema>;
export const categoriesResponseSchema = z.object({ success: z.literal(true), data: z.array(categorySchema) });
