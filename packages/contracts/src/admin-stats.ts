import { z } from 'zod';
import { bookingStatuses, karvaanPaymentStatus, paymentStatuses } from './bookings.ts';
import { entityResponseSchema, idSchema, isoDateTime } from './common.ts';

/**
 * `GET /api/admin/stats`: the admin dashboard's figures. Money is in major units of `currency` (the
 * installation's CURRENCY); bookings made in another currency are counted but not summed.
 */

/** How many days ahead `upcomingDepartures` looks, and how many rows the short lists hold. */
export const adminStatsWindow = {
  upcomingDays: 7,
  upcomingItems: 20,
  topTours: 5,
  recentBookings: 8,
  months: 12,
} as const;

const count = z.number().int();

export const adminStatsTotalsSchema = z.object({
  users: z.object({ total: count, admins: count, disabled: count }),
  tours: z.object({ total: count, archived: count }),
  bookings: z.object({
    total: count,
    pending: count,
    confirmed: count,
    completed: count,
    cancelled: count,
  }),
  revenue: z.object({
    /**
     * Totals of every booking that is not cancelled (pending, confirmed, completed), paid or not. With
     * online payment, a booking whose seats are only held while its traveller pays (payment `pending`)
     * counts once paid: until then it is no commitment and is released unpaid.
     */
    booked: z.number(),
    /**
     * Totals of bookings whose payment is `paid` (collected and not refunded). For a booking paid
     * online, the money kept: what Stripe took less what it gave back (a partly refunded booking counts
     * the rest; a hold or a failed payment nothing).
     */
    paid: z.number(),
    /**
     * Totals of bookings whose refund was approved (payment `refunded`). For a booking paid online,
     * what Stripe gave back, in full or in part.
     */
    refunded: z.number(),
  }),
});

/** One calendar month in the operator's time zone, by when bookings were made. */
export const adminStatsMonthSchema = z.object({
  /** `YYYY-MM`. */
  month: z.string(),
  /** Bookings made in the month that are not cancelled. */
  bookings: count,
  /** Their totals (booked revenue of the month; a held online booking counts once paid, as `booked`). */
  revenue: z.number(),
});

const tourRef = z.object({ _id: idSchema, title: z.string() });

export const adminStatsTopBookedSchema = z.object({
  tour: tourRef,
  /** Bookings of the tour that are not cancelled, all time. */
  bookings: count,
  /** Their seats (adults + children). */
  seats: count,
});

export const adminStatsTopRatedSchema = z.object({
  tour: tourRef,
  averageRating: z.number(),
  ratingsCount: count,
});

export const adminStatsRatingBucketSchema = z.object({ stars: z.number().int().min(1).max(5), count });

export const adminStatsDepartureSchema = z.object({
  _id: idSchema,
  tour: tourRef,
  /** Local date and start time in the operator's time zone (`YYYY-MM-DD`, `HH:MM`). */
  date: z.string(),
  time: z.string(),
  startsAt: isoDateTime,
  seatsSold: count,
  capacity: count,
});

export const adminStatsRecentBookingSchema = z.object({
  _id: idSchema,
  reference: z.string(),
  tour: tourRef,
  /** The name the traveller gave on the booking's contact details. */
  customerName: z.string(),
  status: z.enum(bookingStatuses),
  paymentStatus: z.enum(paymentStatuses),
  /** Major units of `currency`. */
  total: z.number(),
  currency: z.string(),
  createdAt: isoDateTime,
});

export const adminStatsSchema = z.object({
  currency: z.string(),
  timezone: z.string(),
  generatedAt: isoDateTime,
  totals: adminStatsTotalsSchema,
  /** The last 12 months, oldest first, the current month last; a month without bookings is 0. */
  monthly: z.array(adminStatsMonthSchema),
  /** At most 5, most bookings first (then most seats). */
  topToursByBookings: z.array(adminStatsTopBookedSchema),
  /** At most 5 tours with at least one rating, best average first (then most ratings). */
  topToursByRating: z.array(adminStatsTopRatedSchema),
  /** Every rating of every tour, 1 to 5 stars, each present (0 when none). */
  ratingDistribution: z.array(adminStatsRatingBucketSchema),
  /** Departures starting within the next 7 days that have seats sold. */
  upcomingDepartures: z.object({
    /** How many there are, and their seats sold, in all. */
    total: count,
    seatsSold: count,
    /** The 20 soonest. */
    items: z.array(adminStatsDepartureSchema),
  }),
  /** The 8 latest bookings, newest first. */
  recentBookings: z.array(adminStatsRecentBookingSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
export type AdminStatsMonth = z.infer<typeof adminStatsMonthSchema>;
export type AdminStatsDeparture = z.infer<typeof adminStatsDepartureSchema>;
export type AdminStatsRecentBooking = z.infer<typeof adminStatsRecentBookingSchema>;

export const adminStatsResponseSchema = entityResponseSchema(adminStatsSchema);
export type AdminStatsResponse = z.infer<typeof adminStatsResponseSchema>;

/** What the catalog says of a tour the Karvaan Tours client lists as popular (`GET /api/posts/:id`). */
export type KarvaanTourFacts = { category: string; averageRating: number; ratingsCount: number };

/**
 * The dashboard as the Karvaan Tours client (karvaan-client.ts) reads it: flat totals, the latest bookings
 * with a `payment` object (it reads `payment.amount` unguarded), and its "popular tours", which are our
 * most booked ones. `completedRevenue` is the money collected and kept (`totals.revenue.paid`): we do not
 * sum paid bookings by their status. We count no page views: `popularPosts` carry none.
 */
export function karvaanAdminStats(stats: AdminStats, catalog: ReadonlyMap<string, KarvaanTourFacts>) {
  const rated = new Map(stats.topToursByRating.map((row) => [row.tour._id, row]));
  return {
    ...stats,
    totalPosts: stats.totals.tours.total,
    totalUsers: stats.totals.users.total,
    totalBookings: stats.totals.bookings.total,
    completedRevenue: stats.totals.revenue.paid,
    popularPosts: stats.topToursByBookings.map((row) => {
      const facts = catalog.get(row.tour._id);
      const top = rated.get(row.tour._id);
      // An archived tour is not in the catalog: its rating is known only if it is among the best rated.
      const rating = facts
        ? { average: facts.averageRating, count: facts.ratingsCount }
        : top
          ? { average: top.averageRating, count: top.ratingsCount }
          : undefined;
      return {
        _id: row.tour._id,
        title: row.tour.title,
        bookings: row.bookings,
        ...(facts ? { category: facts.category } : {}),
        ...(rating ? { rating } : {}),
      };
    }),
    recentBookings: stats.recentBookings.map((booking) => ({
      ...booking,
      bookingReference: booking.reference,
      post: { _id: booking.tour._id, title: booking.tour.title },
      user: { name: booking.customerName },
      payment: {
        amount: booking.total,
        currency: booking.currency,
        status: karvaanPaymentStatus(booking.paymentStatus),
      },
    })),
  };
}
export const karvaanAdminStatsAliases =
  "`data` also has `totalPosts`, `totalUsers`, `totalBookings` (the totals), `completedRevenue` (`totals.revenue.paid`: money collected and kept), `popularPosts[{_id,title,bookings,category,rating{average,count}}]` (`topToursByBookings` with the catalog's category and rating; no views: we count none), and each of `recentBookings` has `bookingReference`, `post{_id,title}`, `user{name}` and `payment{amount,currency,status}`.";
