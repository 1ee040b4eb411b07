import {
  errorResponseSchema,
  idParamsSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../platform/http.ts';
import type { ReviewsService } from './reviews.service.ts';

export function reviewsRoutes(service: ReviewsService) {
  return async (fastify: FastifyInstance) => {
    typed(fastify).get(
      '/posts/:id/reviews',
      {
        schema: {
          tags: ['reviews'],
          summary: "A tour's reviews: newest, highest, lowest or with photos",
          params: idParamsSchema,
          querystring: reviewListQuerySchema,
          response: { 200: reviewListResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
        },
      },
      (request) => service.forTour(request.params.id, request.query),
    );
  };
}
