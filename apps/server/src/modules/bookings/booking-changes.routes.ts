import {
  approveBookingChangeSchema,
  bookingChangeListQuerySchema,
  bookingChangeListResponseSchema,
  bookingChangeResponseSchema,
  denyBookingChangeSchema,
  errorResponseSchema,
  idParamsSchema,
  myBookingChangesQuerySchema,
  rescheduleInputSchema,
  rescheduleQuoteResponseSchema,
  rescheduleResponseSchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { allow, signedIn } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import type { BookingChanges } from './booking-changes.service.ts';

const error = errorResponseSchema;

/** Moving a booking to another date: the traveller's quote, move, withdrawal; staff's decisions. */
export function bookingChangesRoutes(service: BookingChanges) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);
    const one = <T>(data: T) => ({ success: true as const, data });

    app.post(
      '/bookings/:id/reschedule/quote',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['bookings'],
          summary:
            'What moving the booking to another date (and party) would cost and how it would be settled, without moving it (its traveller or an admin)',
          params: idParamsSchema,
          body: rescheduleInputSchema,
          response: { 200: rescheduleQuoteResponseSchema, 400: error, 401: error, 404: error, 409: error },
        },
      },
      async (request) => one(await service.quote(await signedIn(request), request.params.id, request.body)),
    );

    app.post(
      '/bookings/:id/reschedule',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['bookings'],
          summary:
            "Move the booking to another date of its tour (its traveller or an admin). Until the free-cancellation cut-off it moves at once (`change.status` applied); later it is a request staff decide (requested); paid online and dearer, the new seats are held while the difference is paid on Stripe's page (awaiting_payment, `change.payment.checkoutUrl`). 409 when the seats are gone or a change is already open",
          params: idParamsSchema,
          body: rescheduleInputSchema,
          response: {
            200: rescheduleResponseSchema,
            400: error,
            401: error,
            404: error,
            409: error,
            502: error,
            503: error,
          },
        },
      },
      async (request) =>
        one(await service.reschedule(await signedIn(request), request.params.id, request.body)),
    );

    app.delete(
      '/bookings/:id/reschedule',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['bookings'],
          summary:
            "Withdraw the booking's open date change; seats held for it go back (its traveller or an admin)",
          params: idParamsSchema,
          response: { 200: bookingChangeResponseSchema, 401: error, 404: error, 409: error },
        },
      },
      async (request) => one(await service.withdraw(await signedIn(request), request.params.id)),
    );

    app.get(
      '/booking-changes/mine',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['bookings'],
          summary:
            "The signed-in traveller's date changes, newest first (`open=true`: requested or waiting for payment)",
          querystring: myBookingChangesQuerySchema,
          response: { 200: bookingChangeListResponseSchema, 400: error, 401: error },
        },
      },
      async (request) => service.mine(await signedIn(request), request.query),
    );

    app.get(
      '/admin/booking-changes',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['bookings'],
          summary: 'Every date change, newest first, by status (admin)',
          querystring: bookingChangeListQuerySchema,
          response: { 200: bookingChangeListResponseSchema, 400: error, 401: error, 403: error },
        },
      },
      (request) => service.list(request.query),
    );

    app.put(
      '/admin/booking-changes/:id/approve',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['bookings'],
          summary:
            'Approve a requested date change (admin): the booking moves now at the price asked, or, paid online and dearer, the traveller is asked to pay the difference. 409 when the seats are gone meanwhile',
          params: idParamsSchema,
          body: approveBookingChangeSchema,
          response: {
            200: rescheduleResponseSchema,
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
      async (request) =>
        one(await service.approve(await signedIn(request), request.params.id, request.body.note)),
    );

    app.put(
      '/admin/booking-changes/:id/deny',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['bookings'],
          summary: 'Deny a requested date change with a note the traveller reads (admin)',
          params: idParamsSchema,
          body: denyBookingChangeSchema,
          response: {
            200: bookingChangeResponseSchema,
            400: error,
            401: error,
            403: error,
            404: error,
            409: error,
          },
        },
      },
      async (request) => one(await service.deny(request.params.id, request.body.note)),
    );
  };
}
