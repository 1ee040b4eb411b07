import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { tours } from './tours.ts';
import { users } from './users.ts';

/** A date an admin took out of a tour's weekly pattern (a holiday, a guide away). */
export const tourClosedDates = pgTable(
  'tour_closed_dates',
  {
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.date] })],
);

/**
 * One departure of a tour on one local date: written when its first seat is booked. `booked` only
 * moves through conditional updates; the CHECK is the backstop that makes overbooking impossible.
 */
export const departures = pgTable(
  'departures',
  {
    id: id(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    /** The local date in the operator's time zone. */
    date: date('date', { mode: 'string' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    uniqueIndex('departures_tour_date_key').on(t.tourId, t.date),
    // The admin dashboard's departures of the next 7 days.
    index('departures_starts_at_idx').on(t.startsAt),
    check('departures_booked_within_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);

export const bookingStatus = pgEnum('booking_status', ['pending', 'confirmed', 'completed', 'cancelled']);
export const paymentStatus = pgEnum('payment_status', ['unpaid', 'paid', 'refunded']);
export const refundStatus = pgEnum('refund_status', ['requested', 'approved', 'denied']);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    /** What a traveller reads out at the meeting point: `TB-` and six unambiguous characters. */
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => departures.id),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    specialRequests: text('special_requests'),
    /** Prices as they were when booked, in minor units of `currency`. */
    adultPriceMinor: integer('adult_price_minor').notNull(),
    childPriceMinor: integer('child_price_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    status: bookingStatus('status').notNull(),
    paymentStatus: paymentStatus('payment_status').notNull().default('unpaid'),
    refundStatus: refundStatus('refund_status'),
    /** Whether the cancellation that asked for the refund was inside the free-cancellation window. */
    refundWithinPolicy: boolean('refund_within_policy'),
    refundNote: text('refund_note'),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A client's `Idempotency-Key`: the same key from the same user answers the first booking. */
    idempotencyKey: text('idempotency_key'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('bookings_reference_key').on(t.reference),
    uniqueIndex('bookings_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('bookings_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('bookings_departure_idx').on(t.departureId),
    index('bookings_tour_idx').on(t.tourId),
    // Newest first, as the admin bookings list and the dashboard's latest bookings read them.
    index('bookings_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    check('bookings_participants', sql`${t.adults} >= 1 AND ${t.children} >= 0`),
    check('bookings_total_nonnegative', sql`${t.totalMinor} >= 0`),
  ],
);
