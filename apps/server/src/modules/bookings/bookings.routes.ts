import {
  adminBookingUpdateSchema,
  approveRefundSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  type Booking,
  bookingInputSchema,
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingResponseSchema,
  cancelBookingSchema,
  closedDateParamsSchema,
  closedDateResponseSchema,
  denyRefundSchema,
  errorResponseSchema,
  idempotencyKeySchema,
  idParamsSchema,
  myBookingsQuerySchema,
  myBookingsSummaryResponseSchema,
} from '@tabi/contracts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { allow, signedIn } from '../../platform/auth/guard.ts';
import { freshUntilHeader } from '../../platform/cache/fresh-until.ts';
import { typed } from '../../platform/http.ts';
import type { BookingsService } from './bookings.service.ts';

const error = errorResponseSchema;
const bookingHeaders = z.object({ 'idempotency-key': idempotencyKeySchema.optional() });

/** A booking's calendar file as the traveller downloads it (booking-calendar.ts, `PUBLISH`). */
type CalendarFile = (booking: Booking) => { filename: string; content: string };

/** `perAccount` is the limit on bookings one account makes (bookings.module.ts), shared with rebooking. */
export function bookingsRoutes(
  service: BookingsService,
  perAccount: preHandlerAsyncHookHandler,
  calendarFile: CalendarFile,
) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);
    const one = <T>(data: T) => ({ success: true as const, data });

    app.get(
      '/posts/:id/availability',
      {
        schema: {
          tags: ['bookings'],
          summary:
            'Each date of a range (at most 90 days) with its departure and the seats left; a tour that still lacks a fact (`missingFacts`) has no bookable date',
          params: idParamsSchema,
          querystring: availabilityQuerySchema,
          response: { 200: availabilityResponseSchema, 400: error, 404: error },
        },
      },
      async (request, reply) => {
        const { answer, changesAt } = await service.availabilityAnswer(request.params.id, request.query);
        reply.header(freshUntilHeader, changesAt.toISOString());
        return one(answer);
      },
    );

    app.post(
      '/bookings',
      {
        onRequest: allow('user'),
        preHandler: perAccount,
        schema: {
          tags: ['bookings'],
          summary:
            "Book seats on a departure; the server prices it. A repeated Idempotency-Key answers the first booking. 409 with `details.missing` for a tour that still lacks its place, duration or meeting point. Paid online (a Stripe key is set): the seats are held with payment `pending` and `payment.checkoutUrl` is Stripe's page to pay on; 502 / 503 when Stripe refuses or cannot be reached (the seats are released)",
          headers: bookingHeaders,
          body: bookingInputSchema,
          response: {
            200: bookingResponseSchema,
            201: bookingResponseSchema,
            400: error,
            401: error,
            409: error,
            429: error,
            502: error,
            503: error,
          },
        },
      },
      async (request, reply) => {
        const viewer = await signedIn(request);
        const { booking, replayed } = await service.create(
          viewer,
          request.body,
          request.headers['idempotency-key'] ?? null,
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(replayed ? 200 : 201).send(one(booking));
      },
    );

    app.get(
      '/bookings/my-bookings',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['bookings'],
          summary: "The signed-in user's bookings: newest first, or one list (upcoming, past, cancelled)",
          description:
            '`scope=upcoming`: not cancelled and not started yet, the next trip first; `past`: not cancelled and started, the latest first; `cancelled`: the latest cancelled first. Without it, every booking newest first.',
          querystring: myBookingsQuerySchema,
          response: { 200: bookingListResponseSchema, 400: error, 401: error },
        },
      },
      async (request) => service.mine(await signedIn(request), request.query),
    );

    app.get(
      '/bookings/my-bookings/summary',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['bookings'],
          summary: "How many of the signed-in user's bookings are upcoming, past and cancelled",
          response: { 200: myBookingsSummaryResponseSchema, 401: error },
        },
      },
      async (request) => ({ success: true as const, data: await service.mySummary(await signedIn(request)) }),
    );

    // The spec names both: the bookings list and the admin group's. Same rule, same answer.
    for (const url of ['/bookings', '/admin/bookings']) {
      app.get(
        url,
        {
          onRequest: allow('admin'),
          schema: {
            tags: ['bookings'],
            summary:
              'Every booking (admin): by status, payment status, dispute, tour, departure dates, reference or e-mail',
            querystring: bookingListQuerySchema,
            response: { 200: bookingListResponseSchema, 400: error, 401: error, 403: error },
          },
        },
        (request) => service.list(request.query),
      );
    }

    app.get(
      '/bookings/:id',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['bookings'],
          summary: 'One booking (its traveller or an admin)',
          params: idParamsSchema,
          response: { 200: bookingResponseSchema, 401: error, 404: error },
        },
      },
      async (request) => one(await service.get(await signedIn(request), request.params.id)),
    );

    app.get(
      '/bookings/:id/calendar.ics',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['bookings'],
          summary:
            'The booking as an iCalendar event to import (its traveller or an admin): one UID per booking, SEQUENCE grown with every change, UTC times, the meeting point as location',
          params: idParamsSchema,
          produces: ['text/calendar'],
          response: { 200: z.string(), 401: error, 404: error },
        },
      },
      async (request, reply) => {
        const file = calendarFile(await service.get(await signedIn(request), request.params.id));
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store');
        return file.content;
      },
    );

    app.put(
      '/bookings/:id/cancel',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['bookings'],
          summary: 'Cancel with a reason (its traveller or an admin); the seats return to the departure',
          params: idParamsSchema,
          body: cancelBookingSchema,
          response: { 200: bookingResponseSchema, 400: error, 401: error, 404: error, 409: error },
        },
      },
      async (request) =>
        one(await service.cancel(await signedIn(request), request.params.id, request.body.reason)),
    );

    const refundDecisions = [
      {
        url: '/bookings/:id/refund/approve',
        decision: 'approved',
        body: approveRefundSchema,
        summary:
          'Approve a requested refund (admin). Paid on the spot: the payment becomes refunded. Paid online: Stripe returns `amount` (absent: all still paid; only in full inside the free window), again after a failed attempt; the payment status follows once Stripe says the money went back',
      },
      {
        url: '/bookings/:id/refund/deny',
        decision: 'denied',
        body: denyRefundSchema,
        summary: 'Deny a requested refund with a note the traveller reads (admin)',
      },
    ] as const;
    for (const { url, decision, body, summary } of refundDecisions) {
      typed(fastify).put(
        url,
        {
          onRequest: allow('admin'),
          schema: {
            tags: ['bookings'],
            summary,
            params: idParamsSchema,
            // Typed as the wider of the two: a denial's note is a string, an approval's may be null.
            body: body as typeof approveRefundSchema,
            response: {
              200: bookingResponseSchema,
              400: error,
              401: error,
              403: error,
              404: error,
              409: error,
            },
          },
        },
        async (request) =>
          one(
            await service.decideRefund(
              await signedIn(request),
              request.params.id,
              decision,
              request.body.note,
              request.body.amount ?? null,
            ),
          ),
      );
    }

    for (const [method, closed] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/admin/tours/:id/closed-dates/:date',
        onRequest: allow('admin'),
        schema: {
          tags: ['bookings'],
          summary: closed
            ? 'Close one date of a tour (admin); answers how many live bookings it has'
            : 'Reopen a closed date (admin)',
          params: closedDateParamsSchema,
          response: { 200: closedDateResponseSchema, 400: error, 401: error, 403: error, 404: error },
        },
        handler: async (request) =>
          one(await service.setDateClosed(request.params.id, request.params.date, closed)),
      });
    }

    app.put(
      '/admin/bookings/:id',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['bookings'],
          summary:
            'Change status (pending -> confirmed -> completed, or cancelled) or mark paid (admin); 409 setting the payment of a booking paid online (it follows Stripe) or any payment status but unpaid and paid',
          params: idParamsSchema,
          body: adminBookingUpdateSchema,
          response: {
            200: bookingResponseSchema,
            400: error,
            401: error,
            403: error,
            404: error,
            409: error,
          },
        },
      },
      async (request) =>
        one(await service.adminUpdate(await signedIn(request), request.params.id, request.body)),
    );
  };
}
