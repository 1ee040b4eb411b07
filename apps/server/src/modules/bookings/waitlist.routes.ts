import {
  acceptWaitlistOfferSchema,
  bookingResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  joinWaitlistSchema,
  myWaitlistQuerySchema,
  pageQuerySchema,
  waitlistEntryResponseSchema,
  waitlistListResponseSchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { allow, signedIn } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import type { Waitlist } from './waitlist.service.ts';

const error = errorResponseSchema;

/** The waitlist: a traveller joins a full date, sees their place, leaves or takes an offer; staff see the line. */
export function waitlistRoutes(service: Waitlist) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);
    const one = <T>(data: T) => ({ success: true as const, data });

    app.post(
      '/posts/:id/waitlist',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['waitlist'],
          summary:
            'Join the waitlist of a full date with a party (409 with `details.seatsLeft` when the party fits the seats left: book them instead)',
          params: idParamsSchema,
          body: joinWaitlistSchema,
          response: { 201: waitlistEntryResponseSchema, 400: error, 401: error, 404: error, 409: error },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(one(await service.join(await signedIn(request), request.params.id, request.body))),
    );

    app.get(
      '/waitlist/mine',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['waitlist'],
          summary:
            "The signed-in traveller's waitlist entries, with their place in line and open offers (`open=true`: waiting or offered only)",
          querystring: myWaitlistQuerySchema,
          response: { 200: waitlistListResponseSchema, 400: error, 401: error },
        },
      },
      async (request) => service.mine(await signedIn(request), request.query),
    );

    app.get(
      '/waitlist/:id',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['waitlist'],
          summary:
            'One waitlist entry: its place in line, or the offer and until when it holds (its traveller or an admin)',
          params: idParamsSchema,
          response: { 200: waitlistEntryResponseSchema, 401: error, 404: error },
        },
      },
      async (request) => one(await service.get(await signedIn(request), request.params.id)),
    );

    app.delete(
      '/waitlist/:id',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['waitlist'],
          summary:
            'Leave the line, or decline an offer: its seats go to the next party (its traveller or an admin)',
          params: idParamsSchema,
          response: { 200: waitlistEntryResponseSchema, 401: error, 404: error, 409: error },
        },
      },
      async (request) => one(await service.leave(await signedIn(request), request.params.id)),
    );

    app.post(
      '/waitlist/:id/accept',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['waitlist'],
          summary:
            "Take an open offer: a booking on the seats it holds (its traveller). Paid online, `payment.checkoutUrl` is Stripe's page. 409 when the offer has ended",
          params: idParamsSchema,
          body: acceptWaitlistOfferSchema,
          response: {
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
      async (request, reply) =>
        reply
          .status(201)
          .send(one(await service.accept(await signedIn(request), request.params.id, request.body))),
    );

    app.get(
      '/admin/departures/:id/waitlist',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['waitlist'],
          summary:
            "A departure's waitlist in order: open offers, then the line, then the entries that ended (admin)",
          params: idParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: waitlistListResponseSchema, 400: error, 401: error, 403: error, 404: error },
        },
      },
      (request) => service.forDeparture(request.params.id, request.query),
    );
  };
}
