import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings, departures } from './bookings.ts';
import { id } from './columns.ts';
import { users } from './users.ts';

/**
 * `waiting` in line; `offered`: seats freed up and are held for this party until `offer_expires_at`;
 * `booked` (the offer taken), `left` (the traveller left the line), `expired` (the offer lapsed), `closed` (the
 * departure was cancelled, or stopped taking bookings, before a seat came).
 */
export const waitlistStatus = pgEnum('waitlist_status', [
  'waiting',
  'offered',
  'booked',
  'left',
  'expired',
  'closed',
]);

/**
 * A party waiting for seats on a full departure (issue 28, decision 74). The line is the order of
 * `created_at`; an offer holds its seats in the departure's `booked` like a booking, so nobody else can take
 * them while the offer is open, and the offer's booking takes them over.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    departureId: uuid('departure_id')
      .notNull()
      .references(() => departures.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    status: waitlistStatus('status').notNull().default('waiting'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    bookingId: uuid('booking_id').references(() => bookings.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // One place in line per traveller and departure.
    uniqueIndex('waitlist_one_active_key')
      .on(t.departureId, t.userId)
      .where(sql`${t.status} IN ('waiting', 'offered')`),
    // The line of a departure, in order.
    index('waitlist_line_idx').on(t.departureId, t.createdAt).where(sql`${t.status} = 'waiting'`),
    // The offers whose time ran out.
    index('waitlist_offers_idx').on(t.offerExpiresAt).where(sql`${t.status} = 'offered'`),
    index('waitlist_user_idx').on(t.userId, t.createdAt.desc()),
    check('waitlist_party', sql`${t.adults} >= 1 AND ${t.children} >= 0`),
  ],
);
