import {
  categoriesResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  tourListQuerySchema,
  tourListResponseSchema,
  tourResponseSchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../platform/http.ts';
import type { ToursService } from './tours.service.ts';

/** The catalog, served at the spec's `/api/posts`. */
export function toursRoutes(service: ToursService) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);

    app.get(
      '/posts',
      {
        schema: {
          tags: ['tours'],
          summary: 'List tours: search, filter, sort, paginate',
          querystring: tourListQuerySchema,
          response: { 200: tourListResponseSchema, 400: errorResponseSchema },
        },
      },
      (request) => service.list(request.query),
    );

    app.get(
      '/posts/:id',
      {
        schema: {
          tags: ['tours'],
          summary: 'One tour with its rating distribution',
          params: idParamsSchema,
          response: { 200: tourResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
    );

    app.get(
      '/categories',
      {
        schema: {
          tags: ['tours'],
          summary: 'Categories of public tours with their counts',
          response: { 200: categoriesResponseSchema },
        },
      },
      async () => ({ success: true as const, data: await service.categories() }),
    );
  };
}
