import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { stripeEvents } from '../../db/schema/index.ts';

/** An event the processor has taken (leased) to apply. */
export type ClaimedEvent = { id: string; type: string; attempts: number; payload: unknown };

export type StripeEventsRepository = ReturnType<typeof createStripeEventsRepository>;

export function createStripeEventsRepository(db: Db) {
  return {
    /**
     * Keeps a verified event (all of it, as the payload) once, by its id: a second delivery of the same event changes nothing.
     * Answers whether this delivery was the first.
     */
    async storeOnce(event: Stripe.Event): Promise<boolean> {
      const stored = await db
        .insert(stripeEvents)
        .values({
          id: event.id,
          type: event.type,
          livemode: event.livemode,
          createdAt: new Date(event.created * 1000),
          payload: storable(event),
        })
        .onConflictDoNothing({ target: stripeEvents.id })
        .returning({ id: stripeEvents.id });
      return stored.length > 0;
    },

    /**
     * Takes the oldest due unprocessed event (by arrival) and leases it for `leaseMs`: its
     * next_attempt_at moves past the lease, so no other process takes it meanwhile, and a process that
     * dies holding it lets it fall due again when the lease ends. SKIP LOCKED lets concurrent claims pass
     * each other instead of waiting. Times are the database's clock, the one all processes share.
     */
    async claimNext(leaseMs: number): Promise<ClaimedEvent | null> {
      const { rows } = await db.execute<ClaimedEvent>(sql`
        UPDATE ${stripeEvents}
        SET attempts = attempts + 1, next_attempt_at = now() + ${leaseMs} * interval '1 millisecond'
        WHERE id = (
          SELECT id FROM ${stripeEvents}
          WHERE processed_at IS NULL AND next_attempt_at <= now()
          ORDER BY received_at, id
          LIMIT 1
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, type, attempts, payload`);
      return rows[0] ?? null;
    },

    async markProcessed(id: string): Promise<void> {
      await db
        .update(stripeEvents)
        .set({ processedAt: sql`now()`, lastError: null })
        .where(eq(stripeEvents.id, id));
    },

    /** Records why applying failed and when to try again (the lease becomes the backoff). */
    async markFailed(id: string, error: string, retryInMs: number): Promise<void> {
      await db
        .update(stripeEvents)
        .set({ lastError: error, nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'` })
        .where(eq(stripeEvents.id, id));
    },
  };
}

/**
 * PostgreSQL's jsonb cannot hold NUL (nor an unpaired surrogate) in a string: the insert would fail, and
 * Stripe would resend a signed event we could never store. Both become U+FFFD, in keys and values; what
 * a processor reads (ids, amounts, statuses) never holds them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: replacing NUL is the point
const unstorable = /\u0000|\p{Cs}/gu;

function storable(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(unstorable, '\ufffd');
  if (Array.isArray(value)) return value.map(storable);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [storable(key), storable(child)]));
  return value;
}
