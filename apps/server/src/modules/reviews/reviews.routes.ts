import {
  deletedResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  myReviewResponseSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewParamsSchema,
  reviewResponseSchema,
  reviewUpdateSchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { allow, signedIn } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import type { ReviewsService } from './reviews.service.ts';

const error = errorResponseSchema;

export function reviewsRoutes(service: ReviewsService) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);

    app.get(
      '/posts/:id/reviews',
      {
        schema: {
          tags: ['reviews'],
          summary: "A tour's reviews: newest, highest, lowest or with photos",
          params: idParamsSchema,
          querystring: reviewListQuerySchema,
          response: { 200: reviewListResponseSchema, 400: error, 404: error },
        },
      },
      (request) => service.forTour(request.params.id, request.query),
    );

    app.get(
      '/posts/:id/reviews/mine',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['reviews'],
          summary: "The signed-in user's review of a tour (null when none)",
          params: idParamsSchema,
          response: { 200: myReviewResponseSchema, 401: error, 404: error },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.mine(await signedIn(request), request.params.id),
      }),
    );

    app.post(
      '/posts/:id/reviews',
      {
        onRequest: allow('user'),
        config: { failureMessage: 'Failed to add review' },
        schema: {
          tags: ['reviews'],
          summary:
            'Review a tour, once per user (409 names the existing one); stars given become the rating of the tour',
          params: idParamsSchema,
          body: reviewInputSchema,
          response: { 201: reviewResponseSchema, 400: error, 401: error, 404: error, 409: error },
        },
      },
      async (request, reply) => {
        const data = await service.create(await signedIn(request), request.params.id, request.body);
        return reply.status(201).send({ success: true as const, data });
      },
    );

    app.put(
      '/posts/:id/reviews/:reviewId',
      {
        onRequest: allow('user'),
        config: { failureMessage: 'Failed to update review' },
        schema: {
          tags: ['reviews'],
          summary: 'Edit a review (its author only): the fields sent change, `image: null` removes the photo',
          params: reviewParamsSchema,
          body: reviewUpdateSchema,
          response: { 200: reviewResponseSchema, 400: error, 401: error, 403: error, 404: error },
        },
      },
      async (request) => {
        const { id, reviewId } = request.params;
        return {
          success: true as const,
          data: await service.update(await signedIn(request), id, reviewId, request.body),
        };
      },
    );

    app.delete(
      '/posts/:id/reviews/:reviewId',
      {
        onRequest: allow('user'),
        config: { failureMessage: 'Failed to delete review' },
        schema: {
          tags: ['reviews'],
          summary: 'Delete a review (its author, or an admin removing it)',
          params: reviewParamsSchema,
          response: { 200: deletedResponseSchema, 401: error, 403: error, 404: error },
        },
      },
      async (request) => {
        const { id, reviewId } = request.params;
        return { success: true as const, data: await service.remove(await signedIn(request), id, reviewId) };
      },
    );
  };
}
