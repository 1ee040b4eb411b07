import { z } from 'zod';
import { localDateSchema } from './bookings.ts';
import {
  entityResponseSchema,
  idSchema,
  isoDateTime,
  listResponseSchema,
  pageQuerySchema,
} from './common.ts';
import { limits, policy } from './constants.ts';
import {
  absoluteUrl,
  type KarvaanContext,
  karvaanTourSeatsVehicleId,
  karvaanWeekdayName,
  twelveHourTime,
} from './karvaan-client.ts';
import { tourFactSchema } from './tour-facts-schema.ts';

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

/*
 * The Karvaan Tours client (karvaan-client.ts). Its lists sort by its own field names; it finds a tour's
 * page by asking the list for `slug=<id>`; its cards, tour page and booking page read a tour under other
 * names, several of which only our tour page has (languages, the weekly pattern, the meeting point).
 */

const karvaanSorts: Record<string, TourSort> = {
  '-createdAt': 'newest',
  '-views': 'popular',
  priceNumber: 'price-asc',
  '-priceNumber': 'price-desc',
  '-rating.average': 'rating',
};
const karvaanListKeys = ['page', 'limit', 'search', 'minPrice', 'maxPrice', 'date', 'duration', 'category'];

/**
 * The client's list query in ours: its sorts mapped (we count no views: "most viewed" is our "popular",
 * seats booked lately), a sort we have no equivalent for (oldest first, by title) and any key we do not
 * know dropped rather than refused, since the client shows a refused list as an empty catalog. With a
 * `slug` the list answer is replaced by that one tour (`karvaanTourSlug`), so only one row is asked for.
 */
export function karvaanTourListQuery(query: Record<string, unknown>): Record<string, unknown> {
  if (karvaanTourSlug(query) !== undefined) return { limit: '1' };
  const ours: Record<string, unknown> = {};
  for (const key of karvaanListKeys) if (query[key] !== undefined) ours[key] = query[key];
  if (query.featured === 'true' || query.featured === 'false') ours.featured = query.featured;
  const sort = typeof query.sort === 'string' ? query.sort : undefined;
  const mapped = sort && ((tourSortValues as readonly string[]).includes(sort) ? sort : karvaanSorts[sort]);
  if (mapped) ours.sort = mapped;
  return ours;
}

/** The tour a list query names with `slug` (the client's way to open a tour's page: our id). */
export function karvaanTourSlug(query: Record<string, unknown>): string | undefined {
  const slug = query.slug;
  return typeof slug === 'string' && slug.trim() !== '' ? slug.trim() : undefined;
}

/** `{ data: [tour] }` when the slug is a tour's id, an empty page otherwise. */
export function karvaanTourBySlug<T>(tour: T | undefined) {
  const data = tour === undefined ? [] : [tour];
  return {
    success: true as const,
    data,
    count: data.length,
    total: data.length,
    page: 1,
    pages: data.length,
  };
}

/** A duration as the client prints it: "3 hours", "2.5 hours", "45 minutes", "1 hour 40 minutes". */
export function karvaanDurationText(minutes: number): string {
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  if (minutes % 30 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'} ${minutes % 60} minutes`;
}

/** The picture's file name without its extension: the key the client's gallery gives each picture. */
const karvaanPictureId = (url: string) =>
  url
    .split('/')
    .pop()
    ?.replace(/\.webp$/, '') ?? url;

/**
 * The client's "category" is the kind of product (Tour, Transport or Hotel: its admin form offers those
 * three only): everything we sell is a tour. Our category is what it calls a selling point, which its
 * tour list filters on (ignoring case) and its admin form edits.
 */
export const karvaanProductTypes = ['Tour', 'Transport', 'Hotel'];

/** The names every tour answer gains: a summary has all it needs. */
function karvaanTourNames(tour: TourSummary, context: KarvaanContext) {
  const [cover, ...rest] = tour.images.map((image) => absoluteUrl(image.url, context));
  return {
    slug: tour._id,
    category: 'Tour',
    selectedSellingPoints: [tour.category],
    ...(cover ? { imageUrl: cover, mainImage: { url: cover } } : {}),
    additionalImages: rest.map((url) => ({ url, public_id: karvaanPictureId(url) })),
    rating: { average: tour.averageRating, count: tour.ratingsCount },
    status: tour.archived ? 'archived' : 'published',
    ...(tour.durationMinutes === null
      ? {}
      : { durationHours: Math.round((tour.durationMinutes / 60) * 100) / 100 }),
  };
}

/** The facts a list item lacks and the client reads on its cards, its filters and its admin's form. */
export type KarvaanTourDetails = Pick<
  Tour,
  | 'languages'
  | 'highlights'
  | 'included'
  | 'excluded'
  | 'meetingPoint'
  | 'departureDays'
  | 'departureTime'
  | 'priceNumber'
  | 'currency'
  | 'durationMinutes'
>;

/**
 * The detail names: the weekly pattern as the client's one `pricingSchedule` (our departure days and
 * time, the duration as text, "" while unknown; our per-person price), what is included as the client's
 * text of one item per line (its admin form edits it as such). No `duration`: the client's list filters
 * it as a number of days (hours would hide every tour) and its tour page calls `duration.trim()`.
 */
function karvaanTourDetailNames(tour: KarvaanTourDetails) {
  return {
    languages: tour.languages,
    highlightsList: tour.highlights,
    includes: tour.included.join('\n'),
    excludes: tour.excluded.join('\n'),
    ...(tour.meetingPoint === null ? {} : { pickupLocation: tour.meetingPoint }),
    pricingSchedule: [
      {
        days: tour.departureDays.map(karvaanWeekdayName),
        timeSlots: [twelveHourTime(tour.departureTime)],
        duration: tour.durationMinutes === null ? '' : karvaanDurationText(tour.durationMinutes),
        actualPrice: tour.priceNumber,
        netPrice: tour.priceNumber,
        currency: tour.currency,
      },
    ],
  };
}

/**
 * A list item with the client's names. `details` is the same tour as `GET /api/posts/:id` answers it:
 * the client filters its list by language and its admin edits a tour from the list, so the items need
 * what only our tour page carries.
 */
export function karvaanTourSummary(
  summary: TourSummary,
  context: KarvaanContext,
  details?: KarvaanTourDetails,
) {
  return {
    ...summary,
    ...karvaanTourNames(summary, context),
    ...(details ? karvaanTourDetailNames(details) : {}),
  };
}
export const karvaanTourListAliases =
  'Also takes the Karvaan Tours query: `sort` -createdAt (newest), -views (popular), priceNumber (price-asc), -priceNumber (price-desc), -rating.average (rating); any other sort and any unknown key is dropped, not refused. `slug=<tour id>` answers that one tour, as `GET /api/posts/:id` with the aliases of a tour, in a one-item list (none when it is not a tour). Each item has `category` Tour (the kind of product, for the client), ours being `selectedSellingPoints[0]`; it also has `slug` (`_id`), `imageUrl`, `mainImage{url}`, `additionalImages[{url,public_id}]` (absolute, from `images`), `rating{average,count}`, `status` (published|archived), `durationHours`, and from the tour itself `languages`, `highlightsList` (`highlights`), `includes`/`excludes` (`included`/`excluded`, one per line), `pickupLocation` (`meetingPoint`) and `pricingSchedule[{days, timeSlots, duration, actualPrice, netPrice, currency}]` (the departure days and time, duration and per-person price).';

/** How the site takes payment, which the client's booking page asks of each tour. */
export type KarvaanSaleTerms = { paysAtMeetingPoint: boolean };

/**
 * The one "vehicle" the client's booking page offers (it shows its form only once one is chosen): the
 * tour as we sell it, seats of one departure at the per-person price, at most its group size. None while
 * the tour cannot be booked (archived, or a fact still missing): the page then says none is available.
 */
function karvaanTransportVehicles(tour: Tour) {
  if (tour.archived || tour.missingFacts.length > 0) return [];
  return [
    {
      id: karvaanTourSeatsVehicleId,
      transportType: '',
      transportModal: '',
      makeVariant: 'Seats on this tour, priced per person',
      capacity: tour.maxGroupSize,
      price: tour.priceNumber,
      isPopular: false,
    },
  ];
}

/** A whole tour (its page, and the answer to a write) with the client's names. */
export function karvaanTour(tour: Tour, context: KarvaanContext, terms: KarvaanSaleTerms) {
  return {
    ...tour,
    ...karvaanTourNames(tour, context),
    ...karvaanTourDetailNames(tour),
    transportVehicles: karvaanTransportVehicles(tour),
    reserveNowPayLater: terms.paysAtMeetingPoint,
    ...(terms.paysAtMeetingPoint
      ? { reserveNote: 'Nothing is paid online: you pay at the meeting point.' }
      : {}),
    freeCancellation: true,
    deadlineHours: policy.freeCancellationHours,
    totalReviews: tour.ratingsCount,
  };
}
export const karvaanTourAliases =
  "The tour also has the aliases of a list item (`slug`, `imageUrl`, `mainImage{url}`, `additionalImages[{url,public_id}]`, `rating{average,count}`, `status`, `durationHours`, `languages`, `highlightsList`, `includes`, `excludes`, `pickupLocation`, `pricingSchedule`), and `transportVehicles`: one entry, the tour's seats at the per-person price (`price` = `priceNumber`, `capacity` = `maxGroupSize`), none while it cannot be booked; `reserveNowPayLater` (true when bookings are paid at the meeting point, i.e. no online payment) with `reserveNote`; `freeCancellation: true`, `deadlineHours` (the free cancellation window); `totalReviews` (`ratingsCount`).";
