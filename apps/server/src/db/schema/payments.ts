import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every Stripe webhook event whose signature verified, stored once by its id (Stripe delivers an event
 * at least once, and may resend it). Stored first, processed after: `processed_at` stays null until the
 * processor has applied it, `attempts` and `last_error` record its failures so it is retried, never lost.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    /** Stripe's event id, `evt_...`. */
    id: text('id').primaryKey(),
    /** e.g. `checkout.session.completed`. */
    type: text('type').notNull(),
    livemode: boolean('livemode').notNull(),
    /** When Stripe created the event (its `created`): events arrive in any order. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the processor may take the event (next): now on arrival, later after a failure (backoff), and
     * a short lease while one process applies it, so a crashed process's event is taken again.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The event as Stripe signed it. */
    payload: jsonb('payload').notNull(),
  },
  // The processor's queue: unprocessed events in order of arrival.
  (t) => [
    index('stripe_events_unprocessed_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`),
    index('stripe_events_due_idx').on(t.nextAttemptAt).where(sql`${t.processedAt} is null`),
  ],
);
