import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, tourBookingTotals, upcomingBookingsFrom } from '../../db/schema/index.ts';

/**
 * Each tour's upcoming bookings are kept by the bookings' tally trigger from the date in
 * `upcoming_bookings_from` on (none: '-infinity'; decision 89). `countFrom(today)` moves that date to the
 * operator's today before they are read: once a day, the bookings of the days left behind are taken off
 * (or, if the clock or the zone went back, the days come back and are added). Other reads that day find
 * the date moved in one indexed row.
 */
export function createUpcomingBookings(db: Db) {
  /** The date the counts start from: one row at most. */
  const countedFrom = sql`coalesce(max(${upcomingBookingsFrom.date}), '-infinity')`;

  return {
    async countFrom(today: string): Promise<void> {
      const [current] = await db
        .select({ moves: sql<boolean>`${countedFrom} <> ${today}::date` })
        .from(upcomingBookingsFrom);
      if (!current?.moves) return;
      await db.transaction(async (tx) => {
        // One move at a time, across processes: the second finds the date moved and does nothing.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('upcoming_bookings_from'))`);
        const { rows } = await tx.execute<{ from: string; moves: boolean }>(sql`
          SELECT ${countedFrom}::text AS "from", ${countedFrom} <> ${today}::date AS moves
          FROM ${upcomingBookingsFrom}`);
        const moving = rows[0]!;
        if (!moving.moves) return;
        // The trigger reads the date in each writing statement: a booking changed while the days are
        // summed would be counted twice or not at all. SHARE lets readers in and waits for the writers
        // under way (their changes are then in the sums); new writers wait for this commit and read the
        // new date. It lasts as long as a day's bookings take to sum, once a day.
        await tx.execute(sql`LOCK TABLE ${bookings} IN SHARE MODE`);
        await tx.execute(sql`
          UPDATE ${tourBookingTotals} t SET upcoming_bookings = t.upcoming_bookings + moved.bookings
          FROM (
            SELECT ${bookings.tourId} AS tour_id,
                   sum(CASE WHEN ${bookings.departureDate} < ${today}::date THEN -1 ELSE 1 END)::int AS bookings
            FROM ${bookings}
            WHERE ${bookings.departureDate} >= least(${moving.from}::date, ${today}::date)
              AND ${bookings.departureDate} < greatest(${moving.from}::date, ${today}::date)
              AND ${bookings.status} <> 'cancelled'
            GROUP BY 1
          ) moved
          WHERE t.tour_id = moved.tour_id`);
        await tx.delete(upcomingBookingsFrom);
        await tx.insert(upcomingBookingsFrom).values({ date: today });
      });
    },
  };
}
