import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookingStatus, paymentStatus } from './bookings.ts';
import { tours } from './tours.ts';

/*
 * Tallies of the bookings, kept in step by statement triggers on `bookings` (migration 0031), so that the
 * admin's counts and dashboard read a few hundred rows instead of a million (decision 79). The first two
 * are written insert-only: each writing statement adds rows of its own changes, which no other booking
 * waits on, and a round folds them into one row per key every minute (booking-tallies.ts). A reader sums.
 */

const minor = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Bookings by the states the admin list filters on, with their money: what the list's count and the
 * dashboard's totals read. `refundStatus` is '' for none (a key column cannot be null).
 */
export const bookingCounts = pgTable('booking_counts', {
  status: bookingStatus('status').notNull(),
  paymentStatus: paymentStatus('payment_status').notNull(),
  refundStatus: text('refund_status').notNull(),
  disputed: boolean('disputed').notNull(),
  /** Paid online (a Checkout Session): its money is what Stripe took and gave back. */
  online: boolean('online').notNull(),
  currency: text('currency').notNull(),
  bookings: integer('bookings').notNull().default(0),
  totalMinor: minor('total_minor'),
  /** Stripe's amounts: taken less given back, and given back. */
  paidMinor: minor('paid_minor'),
  refundedMinor: minor('refunded_minor'),
});

/**
 * Bookings not cancelled, by the quarter hour they were made in: every time zone's month starts on a
 * quarter hour, so the dashboard's months in the operator's zone are exact sums of these.
 */
export const bookingQuarterHours = pgTable(
  'booking_quarter_hours',
  {
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    bookings: integer('bookings').notNull().default(0),
    /** Their totals, less the holds still waiting for their online payment. */
    revenueMinor: minor('revenue_minor'),
  },
  (t) => [index('booking_quarter_hours_quarter_idx').on(t.quarter)],
);

/**
 * Each tour's bookings not cancelled, and their seats: the dashboard's most booked tours. One row per tour,
 * updated in place: only bookings of the same tour at once wait on it. `upcomingBookings` counts those of
 * them departing on `upcomingBookingsFrom.date` or later: the admin's tours by upcoming bookings (decision 89).
 */
export const tourBookingTotals = pgTable(
  'tour_booking_totals',
  {
    tourId: uuid('tour_id')
      .primaryKey()
      .references(() => tours.id, { onDelete: 'cascade' }),
    bookings: integer('bookings').notNull().default(0),
    seats: integer('seats').notNull().default(0),
    upcomingBookings: integer('upcoming_bookings').notNull().default(0),
  },
  (t) => [
    index('tour_booking_totals_top_idx')
      .on(t.bookings.desc().nullsFirst(), t.seats.desc().nullsFirst())
      .where(sql`${t.bookings} > 0`),
    index('tour_booking_totals_upcoming_idx')
      .on(t.upcomingBookings.desc().nullsFirst())
      .where(sql`${t.upcomingBookings} > 0`),
  ],
);

/**
 * At most one row: the first departure date `tourBookingTotals.upcomingBookings` counts. The trigger counts
 * a booking as upcoming against it; the admin's tours moves it to the operator's today before reading,
 * taking the past days' bookings off (decision 89). No row ('-infinity') until the first move, so a new
 * database holds no row and a backup can be restored into it.
 */
export const upcomingBookingsFrom = pgTable('upcoming_bookings_from', {
  date: date('date', { mode: 'string' }).primaryKey(),
});
