import {
  bookingResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  paymentsDayQuerySchema,
  paymentsDayResponseSchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { allow } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import type { BookingPayments } from './booking-payments.service.ts';
import type { createPaymentsDay } from './payments-day.ts';

const error = errorResponseSchema;

/** The admin's side of online payment; registered only with a Stripe key. */
export function adminPaymentsRoutes(
  payments: Pick<BookingPayments, 'reconcile'>,
  paymentsDay: ReturnType<typeof createPaymentsDay>,
) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);

    app.post(
      '/admin/bookings/:id/reconcile',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['bookings'],
          summary:
            "Ask Stripe for the truth about one booking's payment and refund, and apply it (admin). 409 for a booking without online payment; 502 / 503 when Stripe refuses or cannot be reached",
          params: idParamsSchema,
          response: {
            200: bookingResponseSchema,
            401: error,
            403: error,
            404: error,
            409: error,
            502: error,
            503: error,
          },
        },
      },
      async (request) => ({ success: true as const, data: await payments.reconcile(request.params.id) }),
    );

    app.get(
      '/admin/payments',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['bookings'],
          summary:
            "One day's takings, refunds and disputes (admin), in the operator's time zone (today by default), with the failed refunds and open disputes waiting",
          querystring: paymentsDayQuerySchema,
          response: { 200: paymentsDayResponseSchema, 400: error, 401: error, 403: error },
        },
      },
      async (request) => ({ success: true as const, data: await paymentsDay(request.query.date) }),
    );
  };
}
