import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { heldMail, mailOutbox, stripeEvents } from '../../db/schema/index.ts';

export type QueueDepths = { stripe_events: number; mail_outbox: number; mail_held: number };

/**
 * Work waiting, counted in one round trip. Stripe's unapplied events are read from their partial index
 * (`processed_at is null`); held mail leaves its table when it is sent. The outbox keeps every mail of an
 * installation without SMTP for the admin to read, none sent: its count only grows there, and stays put
 * once SMTP is configured (an index-only scan of its created_at index).
 */
export function createQueueDepthsRepository(db: Db) {
  return {
    async depths(): Promise<QueueDepths> {
      const { rows } = await db.execute<QueueDepths>(sql`
        SELECT
          (SELECT count(*) FROM ${stripeEvents} WHERE ${stripeEvents.processedAt} IS NULL)::int AS stripe_events,
          (SELECT count(*) FROM ${mailOutbox})::int AS mail_outbox,
          (SELECT count(*) FROM ${heldMail})::int AS mail_held`);
      return rows[0]!;
    },
  };
}

export type QueueDepthsRepository = ReturnType<typeof createQueueDepthsRepository>;
