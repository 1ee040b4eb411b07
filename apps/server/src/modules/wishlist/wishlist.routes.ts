import {
  errorResponseSchema,
  mergeWishlistBodySchema,
  pageQuerySchema,
  wishlistIdsResponseSchema,
  wishlistResponseSchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allow, signedIn } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import type { WishlistService } from './wishlist.service.ts';

const error = errorResponseSchema;
const tourParams = z.object({ tourId: z.string() });

export function wishlistRoutes(service: WishlistService) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);
    const one = <T>(data: T) => ({ success: true as const, data });

    app.get(
      '/wishlist',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['wishlist'],
          summary:
            "The caller's saved tours still offered, the latest saved first, each with its next free dates",
          querystring: pageQuerySchema,
          response: { 200: wishlistResponseSchema, 400: error, 401: error },
        },
      },
      async (request) => service.list(await signedIn(request), request.query),
    );

    app.get(
      '/wishlist/ids',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['wishlist'],
          summary: "The ids of the caller's saved tours (the hearts on a page)",
          response: { 200: wishlistIdsResponseSchema, 401: error },
        },
      },
      async (request) => one(await service.ids(await signedIn(request))),
    );

    app.put(
      '/wishlist/:tourId',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['wishlist'],
          summary: 'Save a tour (again: no change); answers the saved ids. 404 for a tour not offered',
          params: tourParams,
          response: { 200: wishlistIdsResponseSchema, 401: error, 404: error },
        },
      },
      async (request) => one(await service.save(await signedIn(request), request.params.tourId)),
    );

    app.delete(
      '/wishlist/:tourId',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['wishlist'],
          summary: 'Take a tour off the list (not on it: no change); answers the saved ids',
          params: tourParams,
          response: { 200: wishlistIdsResponseSchema, 401: error },
        },
      },
      async (request) => one(await service.remove(await signedIn(request), request.params.tourId)),
    );

    app.post(
      '/wishlist/merge',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['wishlist'],
          summary:
            'Add what a visitor saved in the browser to the account (unknown or archived tours are left out); answers the saved ids',
          body: mergeWishlistBodySchema,
          response: { 200: wishlistIdsResponseSchema, 400: error, 401: error },
        },
      },
      async (request) => one(await service.merge(await signedIn(request), request.body)),
    );
  };
}
