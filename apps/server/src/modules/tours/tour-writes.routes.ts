import {
  deletedResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  tourFeatureSchema,
  tourInputSchema,
  tourResponseSchema,
  tourUpdateSchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { allow } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import type { TourWritesService } from './tour-writes.service.ts';

const error = errorResponseSchema;

/** The admin's side of the catalog: the spec's `/api/posts` writes and the featured switch. */
export function tourWritesRoutes(service: TourWritesService) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);
    const one = <T>(data: T) => ({ success: true as const, data });

    app.post(
      '/posts',
      {
        onRequest: allow('admin'),
        config: { failureMessage: 'Failed to create tour' },
        schema: {
          tags: ['tours'],
          summary:
            'Create a tour (admin); images are urls from /api/upload/multiple, in order. Without a city, region, duration or meeting point it is saved but cannot be booked until they are given (`missingFacts`)',
          body: tourInputSchema,
          response: { 201: tourResponseSchema, 400: error, 401: error, 403: error },
        },
      },
      async (request, reply) => reply.status(201).send(one(await service.create(request.body))),
    );

    app.put(
      '/posts/:id',
      {
        onRequest: allow('admin'),
        config: { failureMessage: 'Failed to update tour' },
        schema: {
          tags: ['tours'],
          summary:
            'Change any fields of a tour (admin); `archived: true` archives it. 409 when a smaller group size would not fit bookings',
          params: idParamsSchema,
          body: tourUpdateSchema,
          response: { 200: tourResponseSchema, 400: error, 401: error, 403: error, 404: error, 409: error },
        },
      },
      async (request) => one(await service.update(request.params.id, request.body)),
    );

    app.delete(
      '/posts/:id',
      {
        onRequest: allow('admin'),
        config: { failureMessage: 'Failed to delete tour' },
        schema: {
          tags: ['tours'],
          summary: 'Delete a tour nobody booked (admin); a booked tour answers 409: archive it instead',
          params: idParamsSchema,
          response: { 200: deletedResponseSchema, 401: error, 403: error, 404: error, 409: error },
        },
      },
      async (request) => one(await service.remove(request.params.id)),
    );

    app.put(
      '/admin/posts/:id/feature',
      {
        onRequest: allow('admin'),
        config: { failureMessage: 'Failed to update featured status' },
        schema: {
          tags: ['tours'],
          summary: 'Feature a tour or stop featuring it (admin)',
          params: idParamsSchema,
          body: tourFeatureSchema,
          response: { 200: tourResponseSchema, 400: error, 401: error, 403: error, 404: error },
        },
      },
      async (request) => one(await service.setFeatured(request.params.id, request.body.featured)),
    );
  };
}
