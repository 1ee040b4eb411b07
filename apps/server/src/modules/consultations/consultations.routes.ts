import {
  consultationInputSchema,
  consultationListQuerySchema,
  consultationListResponseSchema,
  consultationResponseSchema,
  consultationUpdateSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { allow, signedIn } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import { perAddress } from '../../platform/rate-limit.ts';
import type { ConsultationsService } from './consultations.service.ts';

const error = errorResponseSchema;
const bearer = [{ bearerAuth: [] }];

/** Requests per client address per window (RATE_LIMIT_CONSULTATION per RATE_LIMIT_WINDOW_MINUTES). */
type Limit = { max: number; windowMs: number };

/** The spec's `POST /api/consultations/schedule`, and the admin's list and status change. */
export function consultationsRoutes(service: ConsultationsService, limit: Limit) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);

    app.post(
      '/consultations/schedule',
      {
        onRequest: allow('visitor'),
        config: { ...perAddress(limit), failureMessage: 'Failed to schedule consultation' },
        schema: {
          tags: ['consultations'],
          summary:
            'Ask for a consultation (visitors and users; a signed-in caller is remembered). An acknowledgment is e-mailed.',
          body: consultationInputSchema,
          response: { 201: consultationResponseSchema, 400: error, 429: error },
        },
      },
      async (request, reply) => {
        const data = await service.schedule(await request.viewer(), request.body);
        return reply.status(201).send({ success: true as const, data });
      },
    );

    app.get(
      '/admin/consultations',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['consultations'],
          summary: 'Consultations, newest first; filter by status, search name and e-mail with q',
          security: bearer,
          querystring: consultationListQuerySchema,
          response: { 200: consultationListResponseSchema, 400: error, 401: error, 403: error },
        },
      },
      (request) => service.list(request.query),
    );

    app.put(
      '/admin/consultations/:id',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['consultations'],
          summary: 'Mark a consultation handled (or new again), optionally with a note',
          security: bearer,
          params: idParamsSchema,
          body: consultationUpdateSchema,
          response: { 200: consultationResponseSchema, 400: error, 401: error, 403: error, 404: error },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.changeStatus(await signedIn(request), request.params.id, request.body),
      }),
    );
  };
}
