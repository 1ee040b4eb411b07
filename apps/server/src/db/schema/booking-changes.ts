import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, departures } from './bookings.ts';
import { id } from './columns.ts';
import { users } from './users.ts';

export const bookingChangeStatus = pgEnum('booking_change_status', [
  'requested',
  'awaiting_payment',
  'applied',
  'denied',
  'withdrawn',
  'lapsed',
]);
export const bookingChangeSettlement = pgEnum('booking_change_settlement', [
  'none',
  'on_site',
  'checkout',
  'refund',
]);

/**
 * A move of a booking to another date of its tour (issue 28, decision 72): asked for, decided, paid and
 * applied. The booking row always says where its seats are; this row says what was asked and what came
 * of it. While the higher difference is being paid, `to_departure_id` holds the new seats (counted in that
 * departure's `booked`) and the booking still holds its old ones: the move itself is one transaction.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    /** An admin moved it (on the phone with the traveller): no approval, whatever the time. */
    byAdmin: boolean('by_admin').notNull().default(false),
    status: bookingChangeStatus('status').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    fromStartsAt: timestamp('from_starts_at', { withTimezone: true }).notNull(),
    fromAdults: integer('from_adults').notNull(),
    fromChildren: integer('from_children').notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    toStartsAt: timestamp('to_starts_at', { withTimezone: true }).notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    /** The departure holding the new seats while the difference is paid; null otherwise. */
    heldDepartureId: uuid('held_departure_id').references(() => departures.id),
    oldTotalMinor: integer('old_total_minor').notNull(),
    newTotalMinor: integer('new_total_minor').notNull(),
    adultPriceMinor: integer('adult_price_minor').notNull(),
    childPriceMinor: integer('child_price_minor').notNull(),
    currency: text('currency').notNull(),
    settlement: bookingChangeSettlement('settlement').notNull(),
    note: text('note'),
    decisionNote: text('decision_note'),
    // The higher difference, paid on its own Stripe Checkout Session.
    checkoutSessionId: text('checkout_session_id'),
    checkoutUrl: text('checkout_url'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paymentIntentId: text('payment_intent_id'),
    amountPaidMinor: integer('amount_paid_minor').notNull().default(0),
    /** What of that payment went back (the booking refunded in full, or its departure cancelled). */
    amountRefundedMinor: integer('amount_refunded_minor').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    // At most one open change per booking: a second request waits for the first to end.
    uniqueIndex('booking_changes_one_open_key')
      .on(t.bookingId)
      .where(sql`${t.status} IN ('requested', 'awaiting_payment')`),
    index('booking_changes_booking_idx').on(t.bookingId, t.createdAt.desc()),
    index('booking_changes_status_idx').on(t.status, t.createdAt.desc()),
    // The admin's list of every change, newest first (without a status filter).
    index('booking_changes_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('booking_changes_checkout_session_key').on(t.checkoutSessionId),
    // The sweep of difference payments that ended unpaid.
    index('booking_changes_hold_expires_idx').on(t.holdExpiresAt).where(sql`${t.holdExpiresAt} is not null`),
    check('booking_changes_party', sql`${t.adults} >= 1 AND ${t.children} >= 0`),
  ],
);
