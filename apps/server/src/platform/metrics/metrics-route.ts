import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { unauthenticated } from '../errors.ts';

const digest = (secret: string) => createHash('sha256').update(secret).digest();

/**
 * `GET /metrics` on the public port: with METRICS_TOKEN, for `Authorization: Bearer <token>` only;
 * without, the app's ordinary 404. The route exists either way so that the web app's catch-all never
 * answers it with the page. Hidden from the API document: it is for the scraper, not for clients.
 */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, token: string | undefined) {
  // Digests of equal length, compared in constant time: the answer's timing tells nothing of the token.
  const expected = token ? digest(token) : undefined;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!expected) {
      reply.callNotFound();
      return reply;
    }
    const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthenticated('The metrics need the METRICS_TOKEN as a bearer token.');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
