import {
  categoriesQuerySchema,
  categoriesResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  tourListQuerySchema,
  tourListResponseSchema,
  tourResponseSchema,
} from '@tabi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodeAnswer, sendEncodedAnswer } from '../../platform/cache/encoded-answer.ts';
import { freshUntilHeader } from '../../platform/cache/fresh-until.ts';
import type { ResponseCache } from '../../platform/cache/response-cache.ts';
import { typed } from '../../platform/http.ts';
import type { ToursService } from './tours.service.ts';

/**
 * The catalog, served at the spec's `/api/posts`. Public reads are answered from the response cache,
 * serialised once by the route's own schema and compressed once in each encoding; any catalog change
 * empties the cache. An answer is kept under its address (every parameter is part of it) and, when it
 * depends on the clock, the minute as well, and then says until when it holds (`x-fresh-until`).
 */
export function toursRoutes(service: ToursService, cache: ResponseCache) {
  const cached = async (
    request: FastifyRequest,
    reply: FastifyReply,
    produce: () => Promise<unknown>,
    { key, freshUntil }: { key: string; freshUntil?: Date } = { key: request.url },
  ) => {
    const answer = await cache.remember(key, async () =>
      encodeAnswer(String(reply.serialize(await produce())), 'application/json; charset=utf-8'),
    );
    if (freshUntil) reply.header(freshUntilHeader, freshUntil.toISOString());
    return sendEncodedAnswer(request, reply, answer);
  };

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
      (request, reply) =>
        cached(
          request,
          reply,
          () => service.list(request.query),
          service.cacheEntry(request.url, request.query),
        ),
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
      (request, reply) =>
        cached(request, reply, async () => ({ success: true, data: await service.get(request.params.id) })),
    );

    app.get(
      '/categories',
      {
        schema: {
          tags: ['tours'],
          summary: 'Categories of public tours, counting the tours that pass the list filters given',
          querystring: categoriesQuerySchema,
          response: { 200: categoriesResponseSchema, 400: errorResponseSchema },
        },
      },
      (request, reply) =>
        cached(
          request,
          reply,
          async () => ({ success: true, data: await service.categories(request.query) }),
          service.cacheEntry(request.url, request.query),
        ),
    );
  };
}
