import { and, asc, desc, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingCounts,
  bookingQuarterHours,
  bookings,
  departures,
  ratingStarCounts,
  tourBookingTotals,
  tours,
  users,
} from '../../db/schema/index.ts';

/**
 * The dashboard's figures, each one aggregate computed by PostgreSQL: no booking rows travel to
 * JavaScript except the few the short lists show. Money stays in minor units here.
 */

/** Sums of minor units can pass int4; float8 holds them exactly (up to 2^53) and arrives as a number. */
const minorSum = (amount: SQL, condition: SQL, currency: string) =>
  sql<number>`coalesce(sum(${amount}) FILTER (WHERE ${condition} AND ${bookingCounts.currency} = ${currency}), 0)::float8`;
/** Paid online (a Checkout Session): Stripe's amounts are the money; else the total paid on the spot. */
const online = sql`${bookingCounts.online}`;
/**
 * Seats held while the traveller pays online: no money yet and released unless paid, so not booked
 * revenue until paid. Only online bookings are ever `pending` in payment (on the spot they are `unpaid`).
 */
const notHeld = sql`${bookingCounts.paymentStatus} <> 'pending'`;
/** Money kept: online, what Stripe took less what it gave back (a partial refund keeps the rest). */
const keptMinor = sql`CASE WHEN ${online} THEN ${bookingCounts.paidMinor} ELSE ${bookingCounts.totalMinor} END`;
/** Money given back: online, what Stripe returned, in full or in part; on the spot, the refunded total. */
const returnedMinor = sql`CASE WHEN ${online} THEN ${bookingCounts.refundedMinor} ELSE ${bookingCounts.totalMinor} END`;
const countWhere = (condition: SQL) => sql<number>`(count(*) FILTER (WHERE ${condition}))::int`;
/** Bookings in the tallies' rows that match `condition`. */
const bookingsWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${bookingCounts.bookings}) FILTER (WHERE ${condition}), 0)::int`;

export type MonthRow = { month: string; bookings: number; revenueMinor: number };

export function createAdminStatsRepository(db: Db) {
  return {
    async userTotals() {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          admins: countWhere(sql`${users.role} = 'admin'`),
          disabled: countWhere(sql`${users.disabled}`),
        })
        .from(users);
      return row!;
    },

    async tourTotals() {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int`, archived: countWhere(sql`${tours.archived}`) })
        .from(tours);
      return row!;
    },

    /** Bookings by status, and the three revenue figures, from the tallies the bookings' triggers keep. */
    async bookingTotals(currency: string) {
      const [row] = await db
        .select({
          total: bookingsWhere(sql`true`),
          pending: bookingsWhere(sql`${bookingCounts.status} = 'pending'`),
          confirmed: bookingsWhere(sql`${bookingCounts.status} = 'confirmed'`),
          completed: bookingsWhere(sql`${bookingCounts.status} = 'completed'`),
          cancelled: bookingsWhere(sql`${bookingCounts.status} = 'cancelled'`),
          bookedMinor: minorSum(
            sql`${bookingCounts.totalMinor}`,
            sql`${bookingCounts.status} <> 'cancelled' AND ${notHeld}`,
            currency,
          ),
          paidMinor: minorSum(
            keptMinor,
            sql`(${online} OR ${bookingCounts.paymentStatus} = 'paid')`,
            currency,
          ),
          refundedMinor: minorSum(
            returnedMinor,
            sql`(${online} OR ${bookingCounts.paymentStatus} = 'refunded')`,
            currency,
          ),
        })
        .from(bookingCounts);
      return row!;
    },

    /**
     * Bookings made per calendar month in `timezone` (not cancelled) and their totals (a hold's only once
     * paid, as `booked`), for the `months` months ending with the one `now` falls in. generate_series
     * gives every month, so an empty one is 0. The tallies are by quarter hour, on which every zone's
     * months start; each quarter finds its month by a binary search in the months' first instants
     * (width_bucket).
     */
    async monthly({
      now,
      months,
      timezone,
      currency,
    }: {
      now: Date;
      months: number;
      timezone: string;
      currency: string;
    }): Promise<MonthRow[]> {
      const zone = sql`${timezone}::text`;
      const { rows } = await db.execute<{ month: string; bookings: number; revenue_minor: number }>(sql`
        WITH months AS MATERIALIZED (
          SELECT month, row_number() OVER (ORDER BY month)::int AS bucket
          FROM generate_series(
            date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE ${zone}) - make_interval(months => ${months - 1}::int),
            date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE ${zone}),
            interval '1 month') AS month
        ), edges AS MATERIALIZED (
          SELECT array_agg(month AT TIME ZONE ${zone} ORDER BY month)
                   || ((max(month) + interval '1 month') AT TIME ZONE ${zone}) AS at,
                 min(month) AT TIME ZONE ${zone} AS first,
                 (max(month) + interval '1 month') AT TIME ZONE ${zone} AS last
          FROM months
        ), made AS (
          SELECT width_bucket(q.quarter, edges.at) AS bucket,
                 sum(q.bookings)::int AS bookings,
                 coalesce(sum(q.revenue_minor) FILTER (WHERE q.currency = ${currency}), 0)::float8 AS revenue_minor
          FROM ${bookingQuarterHours} q, edges
          WHERE q.quarter >= edges.first
            AND q.quarter < edges.last
          GROUP BY 1
        )
        SELECT to_char(months.month, 'YYYY-MM') AS month,
               coalesce(made.bookings, 0)::int AS bookings,
               coalesce(made.revenue_minor, 0)::float8 AS revenue_minor
        FROM months LEFT JOIN made USING (bucket)
        ORDER BY months.month`);
      return rows.map((row) => ({
        month: row.month,
        bookings: row.bookings,
        revenueMinor: row.revenue_minor,
      }));
    },

    /** Tours with the most bookings that are not cancelled (then the most seats), all time. */
    topToursByBookings(limit: number) {
      return db
        .select({
          id: tours.id,
          title: tours.title,
          bookings: tourBookingTotals.bookings,
          seats: tourBookingTotals.seats,
        })
        .from(tourBookingTotals)
        .innerJoin(tours, eq(tours.id, tourBookingTotals.tourId))
        .where(sql`${tourBookingTotals.bookings} > 0`)
        .orderBy(
          desc(tourBookingTotals.bookings),
          desc(tourBookingTotals.seats),
          asc(tours.title),
          asc(tours.id),
        )
        .limit(limit);
    },

    /** Rated tours, best average first, then the most ratings (the summary columns the trigger keeps). */
    topToursByRating(limit: number) {
      return db
        .select({
          id: tours.id,
          title: tours.title,
          averageRating: tours.averageRating,
          ratingsCount: tours.ratingsCount,
        })
        .from(tours)
        .where(gte(tours.ratingsCount, 1))
        .orderBy(desc(tours.averageRating), desc(tours.ratingsCount), asc(tours.title), asc(tours.id))
        .limit(limit);
    },

    /** How many ratings give each number of stars, 1 to 5, every one present (the tally the trigger keeps). */
    async ratingDistribution(): Promise<{ stars: number; count: number }[]> {
      const { rows } = await db.execute<{ stars: number; count: number }>(sql`
        SELECT s.stars, coalesce(c.ratings, 0)::int AS count
        FROM generate_series(1, 5) AS s(stars)
        LEFT JOIN ${ratingStarCounts} c ON c.stars = s.stars
        ORDER BY s.stars`);
      return rows;
    },

    /**
     * Departures starting in [now, until) with seats sold: how many and their seats in all, and the first
     * `limit` of them, soonest first. Two reads: the page joins only its own rows to their tours.
     */
    async upcomingDepartures({
      now,
      until,
      limit,
      timezone,
    }: {
      now: Date;
      until: Date;
      limit: number;
      timezone: string;
    }) {
      const window = and(
        gte(departures.startsAt, now),
        lt(departures.startsAt, until),
        gt(departures.booked, 0),
      );
      const [items, [totals]] = await Promise.all([
        db
          .select({
            id: departures.id,
            tourId: tours.id,
            title: tours.title,
            date: departures.date,
            time: sql<string>`to_char(${departures.startsAt} AT TIME ZONE ${timezone}::text, 'HH24:MI')`,
            startsAt: departures.startsAt,
            seatsSold: departures.booked,
            capacity: departures.capacity,
          })
          .from(departures)
          .innerJoin(tours, eq(tours.id, departures.tourId))
          .where(window)
          .orderBy(asc(departures.startsAt), asc(tours.title), asc(departures.id))
          .limit(limit),
        db
          .select({
            total: sql<number>`count(*)::int`,
            seatsSold: sql<number>`coalesce(sum(${departures.booked}), 0)::int`,
          })
          .from(departures)
          .where(window),
      ]);
      return { items, total: totals?.total ?? 0, seatsSold: totals?.seatsSold ?? 0 };
    },

    /** The latest bookings (the admin bookings list's order: newest first). */
    recentBookings(limit: number) {
      return db
        .select({
          id: bookings.id,
          reference: bookings.reference,
          tourId: tours.id,
          title: tours.title,
          customerName: bookings.contactName,
          status: bookings.status,
          paymentStatus: bookings.paymentStatus,
          totalMinor: bookings.totalMinor,
          currency: bookings.currency,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(tours, eq(tours.id, bookings.tourId))
        .orderBy(desc(bookings.createdAt), asc(bookings.id))
        .limit(limit);
    },
  };
}

export type AdminStatsRepository = ReturnType<typeof createAdminStatsRepository>;
