import type { AppModule } from '../../platform/app-module.ts';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import { createStripeClient } from '../../platform/payments/stripe-client.ts';
import { createStripeEventsRepository } from './stripe-events.repository.ts';
import { webhookRoutes } from './webhook.routes.ts';
import { createWebhookService } from './webhook.service.ts';

/**
 * Online payment with Stripe (issue 16). Without STRIPE_SECRET_KEY this module registers nothing:
 * travellers pay at the meeting point and the webhook route does not exist (404 like any unknown path).
 *
 * Webhooks are the truth of a payment. The route verifies an event's signature, stores it once by its
 * id in `stripe_events` (processed_at null) and answers 2xx at once, so Stripe neither times out nor
 * resends. A processor (the next increment) takes the unprocessed events in order of arrival, applies
 * each to its booking in a transaction and sets processed_at; a failure increments attempts, records
 * last_error and leaves the event for a later retry, so no event is lost and none is applied twice.
 */
export const registerPaymentsModule: AppModule<unknown, { payments: PaymentGateway | null }> = async (
  app,
  { config, db },
) => {
  const stripe = await createStripeClient(config);
  if (!stripe) return { payments: null };
  // The config refuses a secret key without a webhook secret: this only narrows the type.
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  const service = createWebhookService({ stripe, webhookSecret, events: createStripeEventsRepository(db) });
  await app.register(webhookRoutes(service), { prefix: '/api' });
  // TODO(lead): the Stripe gateway (next commit).
  return { payments: null };
};
