import { adminTourListQuerySchema, adminTourListResponseSchema, errorResponseSchema } from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { allow } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import type { AdminToursService } from './admin-tours.service.ts';

const error = errorResponseSchema;

/** The admin's tours table: archived tours included, never from the public catalog cache. */
export function adminToursRoutes(service: AdminToursService) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);

    app.get(
      '/admin/posts',
      {
        onRequest: allow('admin'),
        config: { failureMessage: 'Failed to load tours' },
        schema: {
          tags: ['tours'],
          summary:
            'Every tour, archived too, with its upcoming bookings: search title, category, city or region; filter by status; sort',
          security: [{ bearerAuth: [] }],
          querystring: adminTourListQuerySchema,
          response: { 200: adminTourListResponseSchema, 400: error, 401: error, 403: error },
        },
      },
      (request) => service.list(request.query),
    );
  };
}
