import { publicStatsResponseSchema } from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allow } from '../../platform/auth/guard.ts';
import { sendEncodedAnswer } from '../../platform/cache/encoded-answer.ts';
import { typed } from '../../platform/http.ts';
import type { SiteService } from './site.service.ts';

/**
 * Public figures for the About page, and the two files crawlers ask the site root for. Registered before
 * the web app, whose static files and SPA fallback answer whatever no route claims.
 */
export function siteRoutes(service: SiteService) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);

    app.get(
      '/api/stats/public',
      {
        onRequest: allow('visitor'),
        schema: {
          tags: ['site'],
          summary: 'Public figures: tours, cities, average rating and reviews (archived tours excluded)',
          response: { 200: publicStatsResponseSchema },
        },
      },
      async () => ({ success: true as const, data: await service.stats() }),
    );

    app.get(
      '/robots.txt',
      {
        onRequest: allow('visitor'),
        schema: {
          tags: ['site'],
          summary: 'Crawler rules: everything public allowed, private areas and the API not; the sitemap',
          produces: ['text/plain'],
          response: { 200: z.string() },
        },
      },
      async (_request, reply) => {
        reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
        return service.robots();
      },
    );

    app.get(
      '/sitemap.xml',
      {
        onRequest: allow('visitor'),
        schema: {
          tags: ['site'],
          summary: 'Sitemap: every public page and every public tour with its last change',
          produces: ['application/xml'],
          response: { 200: z.string() },
        },
      },
      // Built once per catalog change; `no-cache` makes crawlers ask again, so they never keep an old list.
      async (request, reply) =>
        sendEncodedAnswer(request, reply.header('cache-control', 'no-cache'), await service.sitemap()),
    );
  };
}
