import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Cross-origin calls from the pages of `origins` (CORS_ORIGINS) only; with none, no CORS header is ever
 * sent and a preflight is answered as any unknown OPTIONS request. Sessions travel as a bearer header,
 * never as cookies, so no credentials mode is needed. Our pictures (`/uploads`) may then be shown by
 * other sites' pages too (helmet's default Cross-Origin-Resource-Policy would hide them).
 */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/uploads/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    done(null, payload);
  });
}
