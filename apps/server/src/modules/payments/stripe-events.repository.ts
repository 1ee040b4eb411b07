import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { stripeEvents } from '../../db/schema/index.ts';

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
