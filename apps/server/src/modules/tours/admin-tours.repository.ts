import type { AdminTourFilters, AdminTourSort, AdminTourStatus } from '@tabi/contracts';
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tourBookingTotals, tours } from '../../db/schema/index.ts';
import { containing } from '../../platform/like-pattern.ts';
import { offsetOf } from '../../platform/pagination.ts';
import { imagesJson, type TourRow, tourColumns } from './tours.repository.ts';
import { createUpcomingBookings } from './upcoming-bookings.ts';

export type AdminTourRow = TourRow & { upcomingBookings: number };

/**
 * Live bookings of the tour on departures from today (the operator's local date) on, as the delete refusal
 * counts them: kept per tour by the tally trigger (decision 89). Qualified by hand: in a one-table select
 * Drizzle writes its columns bare.
 */
const upcomingBookings = sql<number>`coalesce((SELECT t.upcoming_bookings FROM ${tourBookingTotals} t
  WHERE t.tour_id = "tours"."id"), 0)`;

const statusFilters: Record<AdminTourStatus, SQL | undefined> = {
  active: eq(tours.archived, false),
  featured: and(eq(tours.featured, true), eq(tours.archived, false)),
  archived: eq(tours.archived, true),
};

function orderOf(sort: AdminTourSort): SQL[] {
  // The id last: pages never repeat or skip a tour among equals.
  const newest = [desc(tours.createdAt), asc(tours.id)];
  switch (sort) {
    case 'title':
      return [asc(sql`lower(${tours.title})`), asc(tours.id)];
    case 'price-asc':
      return [asc(tours.priceMinor), ...newest];
    case 'price-desc':
      return [desc(tours.priceMinor), ...newest];
    case 'rating':
      return [desc(tours.averageRating), desc(tours.ratingsCount), ...newest];
    case 'bookings':
      return [sql`${upcomingBookings} DESC`, ...newest];
    case 'newest':
      return newest;
  }
}

/** Every tour, archived ones too, as the admin's tours table lists them. */
export function createAdminToursRepository(db: Db) {
  const upcoming = createUpcomingBookings(db);

  /** Every tour's id, most upcoming bookings first, the tours without any last. */
  const byUpcomingBookings = (where: SQL | undefined) =>
    db
      .select({ id: tours.id })
      .from(tours)
      .leftJoin(tourBookingTotals, eq(tourBookingTotals.tourId, tours.id))
      .where(where)
      .orderBy(
        sql`coalesce(${tourBookingTotals.upcomingBookings}, 0) DESC`,
        desc(tours.createdAt),
        asc(tours.id),
      );

  /**
   * The same page when it lies among the most booked tours and no filter applies, the common case: only the
   * tours with at least as many bookings as the page's last are looked up (for the tie-break), not all of
   * them, from `tour_booking_totals_upcoming_idx`. Undefined when the page reaches the tours without
   * bookings: then the whole order is needed.
   */
  async function pageAmongMostBooked(limit: number, offset: number) {
    const { rows } = await db.execute<{ id: string; complete: boolean }>(sql`
      WITH threshold AS (
        SELECT min(upcoming_bookings) AS bookings, count(*) = ${offset + limit} AS complete
        FROM (SELECT upcoming_bookings FROM ${tourBookingTotals} WHERE upcoming_bookings > 0
              ORDER BY upcoming_bookings DESC LIMIT ${offset + limit}) top
      )
      SELECT totals.tour_id AS id, threshold.complete
      FROM ${tourBookingTotals} totals CROSS JOIN threshold
      WHERE totals.upcoming_bookings > 0 AND totals.upcoming_bookings >= threshold.bookings
      ORDER BY totals.upcoming_bookings DESC,
        (SELECT t.created_at FROM ${tours} t WHERE t.id = totals.tour_id) DESC, totals.tour_id
      LIMIT ${limit} OFFSET ${offset}`);
    return rows.length > 0 && rows[0]!.complete ? rows.map((row) => row.id) : undefined;
  }

  return {
    /**
     * One page, chosen by a narrow subquery (ids only), then read whole with pictures and booking counts
     * and put back in order; the count of all matches beside it.
     */
    async list(filters: AdminTourFilters, today: string): Promise<{ rows: AdminTourRow[]; total: number }> {
      const where = and(
        filters.search ? ilike(tours.searchText, containing(filters.search)) : undefined,
        filters.status ? statusFilters[filters.status] : undefined,
      );
      const order = orderOf(filters.sort);
      const offset = offsetOf(filters);
      await upcoming.countFrom(today);
      const mostBooked =
        filters.sort === 'bookings' && !where ? await pageAmongMostBooked(filters.limit, offset) : undefined;
      const pageIds =
        mostBooked ??
        (filters.sort === 'bookings'
          ? byUpcomingBookings(where).limit(filters.limit).offset(offset)
          : db
              .select({ id: tours.id })
              .from(tours)
              .where(where)
              .orderBy(...order)
              .limit(filters.limit)
              .offset(offset));
      const [rows, [counted]] = await Promise.all([
        db
          .select({ ...tourColumns, images: imagesJson, upcomingBookings })
          .from(tours)
          .where(inArray(tours.id, pageIds))
          .orderBy(...order),
        db.select({ total: sql<number>`count(*)::int` }).from(tours).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type AdminToursRepository = ReturnType<typeof createAdminToursRepository>;
