import type Stripe from 'stripe';
import { validationFailed } from '../../platform/errors.ts';
import type { StripeClient } from '../../platform/payments/stripe-client.ts';
import type { StripeEventsRepository } from './stripe-events.repository.ts';

export type WebhookService = ReturnType<typeof createWebhookService>;

const unsigned = 'This webhook is not signed by Stripe.';

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
      const stored = await events.storeOnce(event);
      if (stored) onStored();
      return { duplicate: !stored };
    },
  };
}
