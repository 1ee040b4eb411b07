import { type SQL, sql } from 'drizzle-orm';
import { departures, tourClosedDates } from './schema/bookings.ts';
import { tours } from './schema/tours.ts';

/**
 * Departures to look for: some local date from `from` to `to` (in `timezone`, the operator's zone) with
 * `seats` left, starting no earlier than `earliestStart` (now plus the booking cut-off).
 */
export type DepartureWindow = {
  from: string;
  to: string;
  seats: number;
  earliestStart: Date;
  timezone: string;
};

/**
 * The booking rule of the availability answer (`availabilityOn` in modules/bookings and its
 * `incomplete` and archived cases), in SQL over `tours`, for every tour of a query at once: the tour is
 * public and has every fact a traveller needs, its group takes `seats`, and some date of the window is one
 * of its weekdays, starts after the cut-off, is not closed and has `seats` left on its departure (a date
 * without a departure yet has the whole group free). The lists that filter by date (the catalog's, the
 * assistant's search) use this one predicate, so they cannot drift from the calendar apart from each other.
 *
 * The closed dates and the departures short of seats in the window are read once per query (NOT IN an
 * uncorrelated subquery is a hashed set: both tables are sparse), not looked up tour by tour. The days
 * are counted by an integer series, whose length the planner knows: a series of timestamps is guessed at
 * 1,000 rows on PostgreSQL 15, which priced a one-day search past JIT compilation (0.2 to 1 s where JIT
 * is on, as on most managed servers, instead of tens of milliseconds).
 */
export function hasBookableDeparture(window: DepartureWindow): SQL {
  return sql`(NOT ${tours.archived}
    AND ${tours.city} IS NOT NULL AND ${tours.region} IS NOT NULL
    AND ${tours.durationMinutes} IS NOT NULL AND ${tours.meetingPoint} IS NOT NULL
    AND ${tours.maxGroupSize} >= ${window.seats}
    AND EXISTS (
      SELECT 1 FROM (
        SELECT ${window.from}::date + n AS day FROM generate_series(0, ${window.to}::date - ${window.from}::date) AS n
      ) AS g
      WHERE extract(isodow FROM g.day)::smallint = ANY(${tours.departureDays})
        AND (g.day + ${tours.departureTime}::time) AT TIME ZONE ${window.timezone} >= ${window.earliestStart.toISOString()}::timestamptz
        AND (${tours.id}, g.day) NOT IN (
          SELECT c.tour_id, c.date FROM ${tourClosedDates} c WHERE c.date BETWEEN ${window.from} AND ${window.to}
          UNION ALL
          SELECT d.tour_id, d.date FROM ${departures} d
          WHERE d.date BETWEEN ${window.from} AND ${window.to} AND d.capacity - d.booked < ${window.seats}
        )
    ))`;
}
