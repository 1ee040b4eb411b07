import { type AdminStats, adminStatsWindow, toMajorUnits } from '@tabi/contracts';
import type { AdminStatsRepository } from './admin-stats.repository.ts';

type Deps = {
  stats: AdminStatsRepository;
  now: () => Date;
  /** The operator's zone: months and departure times are read there. */
  timezone: string;
  /** Revenue sums bookings made in this currency (the installation's CURRENCY). */
  currency: string;
};

const dayMs = 24 * 60 * 60_000;

export function createAdminStatsService({ stats, now, timezone, currency }: Deps) {
  return {
    /** Every figure of the dashboard; the aggregates run side by side, each on its own connection. */
    async dashboard(): Promise<AdminStats> {
      const at = now();
      const { upcomingDays, upcomingItems, topTours, recentBookings, months } = adminStatsWindow;
      const [
        userTotals,
        tourTotals,
        bookingTotals,
        monthly,
        topBooked,
        topRated,
        distribution,
        upcoming,
        recent,
      ] = await Promise.all([
        stats.userTotals(),
        stats.tourTotals(),
        stats.bookingTotals(currency),
        stats.monthly({ now: at, months, timezone, currency }),
        stats.topToursByBookings(topTours),
        stats.topToursByRating(topTours),
        stats.ratingDistribution(),
        stats.upcomingDepartures({
          now: at,
          until: new Date(at.getTime() + upcomingDays * dayMs),
          limit: upcomingItems,
          timezone,
        }),
        stats.recentBookings(recentBookings),
      ]);
      const { bookedMinor, paidMinor, refundedMinor, ...byStatus } = bookingTotals;
      return {
        currency,
        timezone,
        generatedAt: at.toISOString(),
        totals: {
          users: userTotals,
          tours: tourTotals,
          bookings: byStatus,
          revenue: {
            booked: toMajorUnits(bookedMinor),
            paid: toMajorUnits(paidMinor),
            refunded: toMajorUnits(refundedMinor),
          },
        },
        monthly: monthly.map((row) => ({
          month: row.month,
          bookings: row.bookings,
          revenue: toMajorUnits(row.revenueMinor),
        })),
        topToursByBookings: topBooked.map((row) => ({
          tour: { _id: row.id, title: row.title },
          bookings: row.bookings,
          seats: row.seats,
        })),
        topToursByRating: topRated.map((row) => ({
          tour: { _id: row.id, title: row.title },
          averageRating: row.averageRating,
          ratingsCount: row.ratingsCount,
        })),
        ratingDistribution: distribution,
        upcomingDepartures: {
          total: upcoming.total,
          seatsSold: upcoming.seatsSold,
          items: upcoming.items.map((row) => ({
            _id: row.id,
            tour: { _id: row.tourId, title: row.title },
            date: row.date,
            time: row.time,
            startsAt: row.startsAt.toISOString(),
            seatsSold: row.seatsSold,
            capacity: row.capacity,
          })),
        },
        recentBookings: recent.map((row) => ({
          _id: row.id,
          reference: row.reference,
          tour: { _id: row.tourId, title: row.title },
          customerName: row.customerName,
          status: row.status,
          paymentStatus: row.paymentStatus,
          total: toMajorUnits(row.totalMinor),
          currency: row.currency,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
