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
    /** Its bookings not cancelled, kept by the bookings' tally trigger (decision 79): staff's departures of a day. */
    liveBookings: integer('live_bookings').notNull().default(0),
    /** When its end passed and its bookings became completed or no-show (once: the round sets it). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The operator called the departure off (weather, a guide ill): it takes no bookings, and every booking
     * of it is cancelled and refunded, by the request and, if that was cut short, by the rounds after it.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
  },
  (t) => [
    uniqueIndex('departures_tour_date_key').on(t.tourId, t.date),
    // The departures of the next hours and days (reminders, the rounds).
    index('departures_starts_at_idx').on(t.startsAt),
    // The admin dashboard's departures of the next 7 days with seats sold, counted from the index alone.
    index('departures_seats_sold_idx').on(t.startsAt, t.booked).where(sql`${t.booked} > 0`),
    // The departures of a day (staff), in their order: a page of a busy day walks only that day.
    index('departures_day_idx').on(t.date, t.startsAt),
    // The round that completes departures reads only those not completed yet.
    index('departures_to_complete_idx').on(t.startsAt).where(sql`${t.completedAt} is null`),
    // The review requests read the departures completed lately.
    index('departures_completed_at_idx').on(t.completedAt),
    // The round that finishes cancelled departures' work reads only those.
    index('departures_cancelled_idx').on(t.cancelledAt).where(sql`${t.cancelledAt} is not null`),
    check('departures_booked_within_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);

/** Whether the traveller came: checked in at the meeting point, or marked a no-show by staff. */
export const attendanceState = pgEnum('attendance_state', ['checked_in', 'no_show']);

/** Who cancelled a booking: its traveller, staff (one booking or its whole departure), or the hold running out. */
export const cancelledBy = pgEnum('cancelled_by', ['traveller', 'operator', 'system']);

export const bookingStatus = pgEnum('booking_status', ['pending', 'confirmed', 'completed', 'cancelled']);
/**
 * `pending`: seats held while the traveller pays online; `failed`: the hold ended unpaid. Online payments
 * move to `partially_refunded` / `refunded` as Stripe returns the money (issue 16).
 */
export const paymentStatus = pgEnum('payment_status', [
  'unpaid',
  'paid',
  'refunded',
  'pending',
  'partially_refunded',
  'failed',
]);
/** `failed`: Stripe refused or could not complete an approved refund; an admin may retry it. */
export const refundStatus = pgEnum('refund_status', ['requested', 'approved', 'denied', 'failed']);

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
    /**
     * Its departure's date, written by a trigger whenever `departure_id` is (migration 0033), never by the
     * code: the admin's date filter then reads one index of bookings instead of joining a departure to
     * each (decision 82). Left nullable in the schema so inserts need not name it; the trigger fills it.
     */
    departureDate: date('departure_date', { mode: 'string' }),
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
    cancelledBy: cancelledBy('cancelled_by'),
    /**
     * Cancelled with its departure, the traveller not told yet: set in the transaction that cancels it,
     * cleared in the one that tells them, so a process stopping in between loses no notice.
     */
    departureNoticeDue: boolean('departure_notice_due').notNull().default(false),
    /** A client's `Idempotency-Key`: the same key from the same user answers the first booking. */
    idempotencyKey: text('idempotency_key'),
    // Online payment (Stripe Checkout); all null or zero for a booking paid at the meeting point.
    checkoutSessionId: text('checkout_session_id'),
    /** Stripe's hosted payment page, while the hold is open. */
    checkoutUrl: text('checkout_url'),
    /** Until when the seats are held for payment; null once paid or released. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paymentIntentId: text('payment_intent_id'),
    /** What Stripe took and gave back, in the minor units of `currency` as stored (hundredths). */
    amountPaidMinor: integer('amount_paid_minor').notNull().default(0),
    amountRefundedMinor: integer('amount_refunded_minor').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    receiptUrl: text('receipt_url'),
    /** What the admin approved to refund (full or part), and the Stripe refund that carries it. */
    refundAmountMinor: integer('refund_amount_minor'),
    refundId: text('refund_id'),
    refundFailureReason: text('refund_failure_reason'),
    /**
     * When Stripe's answer to sending the approved refund was lost (no answer, a timeout, a 5xx): whether
     * the money went back is not known until Stripe is asked again with the same idempotency key.
     */
    refundUnconfirmedAt: timestamp('refund_unconfirmed_at', { withTimezone: true }),
    /** Numbers the refund's idempotency key: a retry after a definite failure is a new refund at Stripe. */
    refundAttempt: integer('refund_attempt').notNull().default(0),
    disputeId: text('dispute_id'),
    disputeReason: text('dispute_reason'),
    disputeStatus: text('dispute_status'),
    disputeAmountMinor: integer('dispute_amount_minor'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    // The day of the tour (issue 27).
    /**
     * What the ticket's QR code carries (signed, tour-day/ticket-code.ts): random, never the booking id,
     * replaced when the booking moves to another date so the old code stops working.
     */
    ticketCode: text('ticket_code').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** The SEQUENCE of the booking's calendar event: grows with each change a calendar must take over. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    attendance: attendanceState('attendance'),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
    /** Set in the transaction that sent it, so no process sends it twice. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('bookings_reference_key').on(t.reference),
    uniqueIndex('bookings_ticket_code_key').on(t.ticketCode),
    uniqueIndex('bookings_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('bookings_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('bookings_departure_idx').on(t.departureId),
    index('bookings_tour_idx').on(t.tourId),
    // Newest first, as the admin bookings list and the dashboard's latest bookings read them.
    index('bookings_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    // The same order for the few with a refund or a dispute, which the list's filters pick out.
    index('bookings_refund_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.refundStatus} is not null`),
    index('bookings_disputed_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.disputedAt} is not null`),
    check('bookings_participants', sql`${t.adults} >= 1 AND ${t.children} >= 0`),
    check('bookings_total_nonnegative', sql`${t.totalMinor} >= 0`),
    uniqueIndex('bookings_checkout_session_key').on(t.checkoutSessionId),
    index('bookings_payment_intent_idx').on(t.paymentIntentId),
    // The sweep of holds that ended unpaid.
    index('bookings_hold_expires_idx').on(t.holdExpiresAt).where(sql`${t.holdExpiresAt} is not null`),
    index('bookings_payment_status_idx').on(t.paymentStatus, t.createdAt.desc()),
    // The admin's search by part of a reference or of the contact's e-mail (`ILIKE '%q%'`).
    index('bookings_reference_trgm_idx').using('gin', sql`${t.reference} gin_trgm_ops`),
    index('bookings_contact_email_trgm_idx').using('gin', sql`${t.contactEmail} gin_trgm_ops`),
    index('bookings_departure_notice_idx').on(t.departureId).where(sql`${t.departureNoticeDue}`),
    // The review requests' round, each minute: the completed bookings not asked yet are few at any size.
    index('bookings_review_due_idx')
      .on(t.departureId)
      .where(sql`${t.status} = 'completed' AND ${t.reviewRequestedAt} IS NULL`),
    check(
      'bookings_money_within_bounds',
      sql`${t.amountPaidMinor} >= 0 AND ${t.amountRefundedMinor} >= 0 AND ${t.amountRefundedMinor} <= ${t.amountPaidMinor}`,
    ),
  ],
);

/**
 * Money that moved for a booking, one row per movement: a payment received, a refund returned, a
 * dispute opened. The admin's payments view sums a day's rows; `stripe_ref` (a charge, refund or dispute
 * id, or the booking's own id plus what changed) makes each movement recorded once however often the
 * same truth is learned.
 */
export const paymentMovementKind = pgEnum('payment_movement_kind', ['payment', 'refund', 'dispute']);

export const paymentMovements = pgTable(
  'payment_movements',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: paymentMovementKind('kind').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    stripeRef: text('stripe_ref').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_movements_ref_key').on(t.kind, t.stripeRef),
    index('payment_movements_occurred_idx').on(t.occurredAt),
    index('payment_movements_booking_idx').on(t.bookingId),
    check('payment_movements_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
