import { z } from 'zod';
import { listResponseSchema, pageQuerySchema, searchTermSchema } from './common.ts';
import { tourSummarySchema } from './tours.ts';

/**
 * `GET /api/admin/posts`: the admin's tours table. Unlike the public list it shows archived tours, and
 * each row says how many live bookings the tour has ahead, so the table can warn before a delete.
 */

/**
 * What the public sees of a tour: `active` tours are listed, `featured` ones are listed and on /featured
 * (a featured tour that is archived shows nowhere, so it counts as archived), `archived` ones are hidden.
 */
export const adminTourStatuses = ['active', 'featured', 'archived'] as const;
export type AdminTourStatus = (typeof adminTourStatuses)[number];

/** `bookings`: most upcoming bookings first; `title`: A to Z. */
export const adminTourSorts = ['newest', 'title', 'price-asc', 'price-desc', 'rating', 'bookings'] as const;
export type AdminTourSort = (typeof adminTourSorts)[number];

export const adminTourListQuerySchema = pageQuerySchema.extend({
  /** Part of a title, category, city or region, case-insensitive. */
  search: searchTermSchema('search'),
  status: z
    .enum(adminTourStatuses, { message: `status must be one of ${adminTourStatuses.join(', ')}` })
    .optional(),
  sort: z
    .enum(adminTourSorts, { message: `sort must be one of ${adminTourSorts.join(', ')}` })
    .default('newest'),
});
/** The query as a client writes it. */
export type AdminTourListQuery = z.input<typeof adminTourListQuerySchema>;
export type AdminTourFilters = z.output<typeof adminTourListQuerySchema>;

export const adminTourSummarySchema = tourSummarySchema.extend({
  /** Bookings not cancelled on departures from today (the operator's date) on. */
  upcomingBookings: z.number().int(),
});
export type AdminTourSummary = z.infer<typeof adminTourSummarySchema>;

export const adminTourListResponseSchema = listResponseSchema(adminTourSummarySchema);
