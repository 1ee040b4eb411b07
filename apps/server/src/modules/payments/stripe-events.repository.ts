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
          payload: event,
        })
        .onConflictDoNothing({ target: stripeEvents.id })
        .returning({ id: stripeEvents.id });
      return stored.length > 0;
    },
  };
}
