import type Stripe from 'stripe';
import { z } from 'zod';
import { validationFailed } from '../../platform/errors.ts';
import type { StripeClient } from '../../platform/payments/stripe-client.ts';
import type { StripeEventsRepository } from './stripe-events.repository.ts';

export type WebhookService = ReturnType<typeof createWebhookService>;

const unsigned = 'This webhook is not signed by Stripe.';

/** Text PostgreSQL cannot hold in a key column: NUL and unpaired surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing NUL is the point
const unstorableText = /\u0000|\p{Cs}/u;
const storableText = z
  .string()
  .min(1)
  .max(255)
  .refine((text) => !unstorableText.test(text));
/** PostgreSQL's timestamps end in the year 294276; a JavaScript Date somewhat earlier (8.64e15 ms). */
const latestEventSeconds = 8_640_000_000_000;

/**
 * What every Stripe event has and the store needs (its row's columns). A body signed with our secret but
 * without it (only a misconfigured sender or a leaked secret makes one) is refused with 400: stored, it
 * would fail the insert with a 500 that Stripe retries for days.
 */
const eventEnvelope = z.object({
  id: storableText,
  type: storableText,
  created: z.number().int().min(0).max(latestEventSeconds),
  livemode: z.boolean(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/**
 * Receives Stripe's webhooks: only an event whose signature verifies against STRIPE_WEBHOOK_SECRET is
 * believed, and it is stored before anything else happens (see the payments module).
 */
export function createWebhookService(deps: {
  stripe: StripeClient;
  webhookSecret: string;
  events: StripeEventsRepository;
  /** Called after a new event is stored, to apply it soon; not awaited by the answer. */
  onStored: () => void;
}) {
  const { stripe, webhookSecret, events, onStored } = deps;
  return {
    /** Verifies the body exactly as received and stores its event once; a bad signature changes nothing. */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }> {
      if (!signature) throw validationFailed(`${unsigned} The Stripe-Signature header is missing.`);
      let event: Stripe.Event;
      try {
        // Also refuses a body cut or altered after signing, and a signature older than 5 minutes
        // (the SDK's tolerance), so a recorded delivery cannot be replayed later.
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch {
        throw validationFailed(`${unsigned} Its signature does not match the body.`);
      }
      if (!eventEnvelope.safeParse(event).success)
        throw validationFailed(
          'This webhook is signed, but it is not a Stripe event (an id, type, created, livemode and data.object).',
        );
      const stored = await events.storeOnce(event);
      if (stored) onStored();
      return { duplicate: !stored };
    },
  };
}
