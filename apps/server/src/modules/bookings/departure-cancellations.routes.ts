import {
  bookingResponseSchema,
  cancelDepartureSchema,
  departureCancellationResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  rebookSchema,
} from '@tabi/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { allow, signedIn } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import type { DepartureCancellations } from './departure-cancellations.ts';

const error = errorResponseSchema;

/**
 * The operator's cancelled departure, and the traveller's one-step rebooking after it, which makes a
 * booking and so counts against the same per-account limit as `POST /api/bookings` (`bookingLimit`).
 */
export function departureCancellationsRoutes(
  service: DepartureCancellations,
  bookingLimit: preHandlerAsyncHookHandler,
) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);

    app.post(
      '/admin/departures/:id/cancel',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['bookings'],
          summary:
            'Cancel a departure (admin): it takes no more bookings, and each of its bookings is cancelled by the operator with the reason, refunded in full (online through Stripe) and told, with the next dates to rebook. Finished by the rounds if cut short',
          params: idParamsSchema,
          body: cancelDepartureSchema,
          response: {
            200: departureCancellationResponseSchema,
            400: error,
            401: error,
            403: error,
            404: error,
            409: error,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.cancel(request.params.id, request.body.reason),
      }),
    );

    app.post(
      '/bookings/:id/rebook',
      {
        onRequest: allow('user'),
        preHandler: bookingLimit,
        schema: {
          tags: ['bookings'],
          summary:
            "Book the same tour, party and contact on another date in one step, for a booking the operator cancelled (its traveller). Once per cancelled booking (its `rebookedAs`): the same date asked again answers that booking, another date is 409; paid online, `payment.checkoutUrl` is Stripe's page",
          params: idParamsSchema,
          body: rebookSchema,
          response: {
            200: bookingResponseSchema,
            201: bookingResponseSchema,
            400: error,
            401: error,
            403: error,
            404: error,
            409: error,
            502: error,
            503: error,
          },
        },
      },
      async (request, reply) => {
        const { booking, replayed } = await service.rebook(
          await signedIn(request),
          request.params.id,
          request.body.date,
        );
        return reply.status(replayed ? 200 : 201).send({ success: true as const, data: booking });
      },
    );
  };
}
