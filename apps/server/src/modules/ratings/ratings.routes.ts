import {
  errorResponseSchema,
  idParamsSchema,
  pageQuerySchema,
  ratingListResponseSchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../platform/http.ts';
import type { RatingsService } from './ratings.service.ts';

export function ratingsRoutes(service: RatingsService) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);

    app.get(
      '/posts/:id/ratings',
      {
        schema: {
          tags: ['ratings'],
          summary: "A tour's ratings, newest first",
          params: idParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: ratingListResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      (request) => service.forTour(request.params.id, request.query),
    );

    app.get(
      '/ratings',
      {
        schema: {
          tags: ['ratings'],
          summary: 'All ratings, newest first',
          querystring: pageQuerySchema,
          response: { 200: ratingListResponseSchema, 400: errorResponseSchema },
        },
      },
      (request) => service.all(request.query),
    );
  };
}
