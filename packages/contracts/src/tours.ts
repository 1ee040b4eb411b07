import { z } from 'zod';
import { localDateSchema } from './bookings.ts';
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
  /** The booking is confirmed when made, without waiting for the operator (the cards say so). */
  instantConfirmation: z.boolean(),
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

/**
 * The lengths the list filters by, chosen from the catalog's own (90 minutes to 12 hours; most last 2.5 to
 * 3 hours, the day trips 7 to 9): a walk or a tasting, a half day, a full day. A tour lasts more than
 * `above` minutes and at most `upTo`; one whose duration is not given yet is in none.
 */
export const tourDurationValues = ['up-to-3h', '3-to-5h', 'over-5h'] as const;
export type TourDuration = (typeof tourDurationValues)[number];
export const tourDurationRanges: Record<TourDuration, { above: number; upTo: number | null }> = {
  'up-to-3h': { above: 0, upTo: 180 },
  '3-to-5h': { above: 180, upTo: 300 },
  'over-5h': { above: 300, upTo: null },
};
export const tourDurationSchema = z.enum(tourDurationValues, {
  message: `duration must be one of ${tourDurationValues.join(', ')}`,
});

const optionalPrice = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .min(0, { message: `${name} must be 0 or more` })
    .max(limits.priceMax, { message: `${name} is too large` })
    .optional();

const booleanFlag = (name: string) =>
  z.enum(['true', 'false'], { message: `${name} must be true or false` }).transform((v) => v === 'true');

/**
 * What narrows the public catalog, shared by the list and its category counts. `date` keeps the tours
 * with a departure that can still be booked that day (a local date in the operator's zone, from today to
 * the end of the booking window, which the server checks against its clock).
 */
const catalogFilters = {
  search: z
    .string()
    .trim()
    .max(limits.searchMaxLength, { message: `search must be at most ${limits.searchMaxLength} characters` })
    .optional(),
  minPrice: optionalPrice('minPrice'),
  maxPrice: optionalPrice('maxPrice'),
  featured: booleanFlag('featured').optional(),
  date: localDateSchema.optional(),
  duration: tourDurationSchema.optional(),
};

const priceRangeInOrder = {
  check: (q: { minPrice?: number; maxPrice?: number }) =>
    q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice,
  issue: { message: 'minPrice must not be greater than maxPrice', path: ['minPrice'] },
};

export const tourListQuerySchema = pageQuerySchema
  .extend({
    ...catalogFilters,
    category: z
      .string()
      .trim()
      .max(limits.categoryMaxLength, {
        message: `category must be at most ${limits.categoryMaxLength} characters`,
      })
      .optional(),
    sort: tourSortSchema.optional(),
  })
  .refine(priceRangeInOrder.check, priceRangeInOrder.issue);
export type TourListQuery = z.infer<typeof tourListQuerySchema>;
/** The query as a client writes it (all strings in the URL). */
export type TourListParams = z.input<typeof tourListQuerySchema>;

export const tourListResponseSchema = listResponseSchema(tourSummarySchema);
export const tourResponseSchema = entityResponseSchema(tourSchema);

/**
 * `GET /api/categories` takes the list's filters (not its category, page or sort, which are ignored): each
 * count is then of the tours the list would show for that category, zero included; without filters, of
 * every public tour. The categories and their order (most tours first) are the catalog's either way.
 */
export const categoriesQuerySchema = z
  .object(catalogFilters)
  .refine(priceRangeInOrder.check, priceRangeInOrder.issue);
export type CategoriesQuery = z.infer<typeof categoriesQuerySchema>;
/** The query as a client writes it. */
export type CategoriesParams = z.input<typeof categoriesQuerySchema>;

export const categorySchema = z.object({ name: z.string(), count: z.number().int() });
export type Category = z.infer<typeof categorySchema>;
export const categoriesResponseSchema = z.object({ success: z.literal(true), data: z.array(categorySchema) });
