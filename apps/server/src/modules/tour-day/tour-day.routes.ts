import {
  attendanceBodySchema,
  checkInBodySchema,
  checkInResponseSchema,
  departuresOfDayQuerySchema,
  departuresOfDayResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  manifestEntryResponseSchema,
  manifestResponseSchema,
  ticketResponseSchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allow, signedIn } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import { manifestCsv, manifestFileName } from './manifest-csv.ts';
import type { TourDayService } from './tour-day.service.ts';

const error = errorResponseSchema;

export function tourDayRoutes(service: TourDayService) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);
    const one = <T>(data: T) => ({ success: true as const, data });
    // Tickets and manifests name people and their phones: no cache keeps them.
    const privateAnswer = { 'cache-control': 'private, no-store' };

    app.get(
      '/bookings/:id/ticket',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['day of the tour'],
          summary:
            'The ticket of a booking (its traveller or an admin): date and local start, meeting point, party, and while confirmed the signed check-in code and its QR (SVG)',
          params: idParamsSchema,
          response: { 200: ticketResponseSchema, 401: error, 404: error },
        },
      },
      async (request, reply) => {
        reply.headers(privateAnswer);
        return one(await service.ticket(await signedIn(request), request.params.id));
      },
    );

    app.get(
      '/admin/departures',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['day of the tour'],
          summary:
            'A page of the departures of a local date (today in the operator zone by default) with travellers expected, checked in, no-show and still to come; q: text in the tour title',
          querystring: departuresOfDayQuerySchema,
          response: { 200: departuresOfDayResponseSchema, 400: error, 401: error, 403: error },
        },
      },
      async (request) => one(await service.departuresOfDay(request.query)),
    );

    app.get(
      '/admin/departures/:id/manifest',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['day of the tour'],
          summary:
            'A departure and every booking of it that is not cancelled: party, lead traveller, phone, requests, payment, check-in',
          params: idParamsSchema,
          response: { 200: manifestResponseSchema, 401: error, 403: error, 404: error },
        },
      },
      async (request, reply) => {
        reply.headers(privateAnswer);
        return one(await service.manifest(request.params.id));
      },
    );

    app.get(
      '/admin/departures/:id/manifest.csv',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['day of the tour'],
          summary:
            'The manifest as a CSV file (UTF-8 with BOM; cells a spreadsheet would run as formulas are defused)',
          params: idParamsSchema,
          produces: ['text/csv'],
          response: { 200: z.string(), 401: error, 403: error, 404: error },
        },
      },
      async (request, reply) => {
        const manifest = await service.manifest(request.params.id);
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${manifestFileName(manifest)}"`)
          .headers(privateAnswer);
        return manifestCsv(manifest);
      },
    );

    app.post(
      '/admin/departures/:id/check-in',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['day of the tour'],
          summary:
            "Check in the booking a scanned ticket code or a typed reference names, on the departure's day. Idempotent: a second scan answers `already_checked_in`. 409 with `details.reason` for another departure, a cancelled or unconfirmed booking, or not the departure's day",
          params: idParamsSchema,
          body: checkInBodySchema,
          response: {
            200: checkInResponseSchema,
            400: error,
            401: error,
            403: error,
            404: error,
            409: error,
          },
        },
      },
      async (request) => one(await service.checkIn(request.params.id, request.body.code)),
    );

    app.put(
      '/admin/bookings/:id/attendance',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['day of the tour'],
          summary:
            'Check a confirmed booking in by hand (on its day), mark it a no-show (after the start), or clear either, until its departure is completed',
          params: idParamsSchema,
          body: attendanceBodySchema,
          response: {
            200: manifestEntryResponseSchema,
            400: error,
            401: error,
            403: error,
            404: error,
            409: error,
          },
        },
      },
      async (request) => one(await service.setAttendance(request.params.id, request.body)),
    );
  };
}
