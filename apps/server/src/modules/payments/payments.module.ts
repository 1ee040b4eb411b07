import type { AppModule } from '../../platform/app-module.ts';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import { createStripeClient } from '../../platform/payments/stripe-client.ts';
import { startEventProcessor } from './event-processor.ts';
import { toPaymentEvent } from './payment-event.ts';
import { createStripeEventsRepository } from './stripe-events.repository.ts';
import { createStripeGateway } from './stripe-gateway.ts';
import { webhookRoutes } from './webhook.routes.ts';
import { createWebhookService } from './webhook.service.ts';

/**
 * Online payment with Stripe (issue 16). Without STRIPE_SECRET_KEY this module registers nothing:
 * travellers pay at the meeting point and the webhook route does not exist (404 like any unknown path).
 *
 * Webhooks are the truth of a payment. The route verifies an event's signature, stores it once by its
 * id in `stripe_events` (processed_at null) and answers 2xx at once, so Stripe neither times out nor
 * resends; then, in the background, the processor applies the queued events through the handler the
 * bookings feature sets on the gateway, oldest first, and sets processed_at. A failure records
 * last_error and leaves the event for a later retry (a timer), so no event is lost; the handler is safe
 * to run twice, so none is applied twice in effect.
 */
export const registerPaymentsModule: AppModule<unknown, { payments: PaymentGateway | null }> = async (
  app,
  { config, db, log, background },
) => {
  const stripe = await createStripeClient(config);
  if (!stripe) return { payments: null };
  // The config refuses a secret key without a webhook secret: this only narrows the type.
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  const events = createStripeEventsRepository(db);
  const processor = startEventProcessor({ events, toPaymentEvent, log });
  app.addHook('onClose', () => processor.stop());
  const service = createWebhookService({
    stripe,
    webhookSecret,
    events,
    onStored: () =>
      background.run(() => processor.drain(), 'payments: the Stripe events could not be applied'),
  });
  await app.register(webhookRoutes(service), { prefix: '/api' });
  return { payments: createStripeGateway({ stripe, events: processor }) };
};
