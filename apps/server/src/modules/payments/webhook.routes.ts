import { errorResponseSchema } from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allow } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import type { WebhookService } from './webhook.service.ts';

/**
 * Stripe's events run to a few kilobytes (a Checkout Session with its line items, a charge with its
 * refunds); 1 MiB is far above any of them and keeps a flood of large bodies from costing us memory.
 */
const webhookBodyLimit = 1024 * 1024;

const receivedSchema = z.object({ received: z.literal(true) });
const error = errorResponseSchema;

/**
 * POST /api/payments/webhook, in its own encapsulated plugin: its JSON parser hands over the body's
 * bytes untouched, because the signature is over those bytes (a parsed and re-serialised body would not
 * verify). Every other route keeps the input guard's JSON parser. No rate limit: Stripe retries a
 * failed delivery, and those retries must get through; anyone else is refused by the signature.
 */
export function webhookRoutes(service: WebhookService) {
  return async (fastify: FastifyInstance) => {
    fastify.removeContentTypeParser('application/json');
    fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    typed(fastify).post(
      '/payments/webhook',
      {
        onRequest: allow('visitor'),
        bodyLimit: webhookBodyLimit,
        config: { failureMessage: 'Failed to receive the webhook' },
        schema: {
          tags: ['payments'],
          summary: "Stripe's webhook: a signed event (Stripe-Signature header), stored once by its id",
          response: { 200: receivedSchema, 400: error, 413: error },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await service.receive(raw, typeof signature === 'string' ? signature : undefined);
        return { received: true as const };
      },
    );
  };
}
