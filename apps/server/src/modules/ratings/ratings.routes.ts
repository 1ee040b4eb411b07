import {
  deletedResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  myRatingResponseSchema,
  pageQuerySchema,
  ratingInputSchema,
  ratingListResponseSchema,
  ratingParamsSchema,
  ratingResponseSchema,
  ratingUpdateSchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { allow, signedIn } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import type { RatingsService } from './ratings.service.ts';

const error = errorResponseSchema;

/** The spec's rating calls; each keeps the spec's own words for a failure on our side. */
export function ratingsRoutes(service: RatingsService) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);

    app.get(
      '/posts/:id/ratings',
      {
        config: { failureMessage: 'Failed to fetch ratings' },
        schema: {
          tags: ['ratings'],
          summary: "A tour's ratings, newest first",
          params: idParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: ratingListResponseSchema, 400: error, 404: error },
        },
      },
      (request) => service.forTour(request.params.id, request.query),
    );

    app.get(
      '/ratings',
      {
        config: { failureMessage: 'Ratings temporarily unavailable' },
        schema: {
          tags: ['ratings'],
          summary: 'All ratings, newest first',
          querystring: pageQuerySchema,
          response: { 200: ratingListResponseSchema, 400: error, 503: error },
        },
      },
      (request) => service.all(request.query),
    );

    app.get(
      '/posts/:id/ratings/mine',
      {
        onRequest: allow('user'),
        config: { failureMessage: 'Failed to fetch ratings' },
        schema: {
          tags: ['ratings'],
          summary: "The signed-in user's rating of a tour (null when none)",
          params: idParamsSchema,
          response: { 200: myRatingResponseSchema, 401: error, 404: error },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.mine(await signedIn(request), request.params.id),
      }),
    );

    app.post(
      '/posts/:id/ratings',
      {
        onRequest: allow('user'),
        config: { failureMessage: 'Failed to add rating' },
        schema: {
          tags: ['ratings'],
          summary:
            'Rate a tour: 1-5 stars and an optional comment, once per user (409 names the existing one)',
          params: idParamsSchema,
          body: ratingInputSchema,
          response: { 201: ratingResponseSchema, 400: error, 401: error, 404: error, 409: error },
        },
      },
      async (request, reply) => {
        const data = await service.create(await signedIn(request), request.params.id, request.body);
        return reply.status(201).send({ success: true as const, data });
      },
    );

    app.put(
      '/posts/:id/ratings/:ratingId',
      {
        onRequest: allow('user'),
        config: { failureMessage: 'Failed to update rating' },
        schema: {
          tags: ['ratings'],
          summary: 'Change a rating (its author or an admin)',
          params: ratingParamsSchema,
          body: ratingUpdateSchema,
          response: { 200: ratingResponseSchema, 400: error, 401: error, 403: error, 404: error },
        },
      },
      async (request) => {
        const { id, ratingId } = request.params;
        return {
          success: true as const,
          data: await service.update(await signedIn(request), id, ratingId, request.body),
        };
      },
    );

    app.delete(
      '/posts/:id/ratings/:ratingId',
      {
        onRequest: allow('user'),
        config: { failureMessage: 'Failed to delete rating' },
        schema: {
          tags: ['ratings'],
          summary: 'Delete a rating (its author or an admin)',
          params: ratingParamsSchema,
          response: { 200: deletedResponseSchema, 401: error, 403: error, 404: error },
        },
      },
      async (request) => {
        const { id, ratingId } = request.params;
        return { success: true as const, data: await service.remove(await signedIn(request), id, ratingId) };
      },
    );
  };
}
