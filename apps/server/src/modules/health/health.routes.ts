import { healthResponseSchema } from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../platform/http.ts';

type Deps = { databaseKind: 'embedded' | 'external'; version: string; ping: () => Promise<void> };

export function healthRoutes({ databaseKind, version, ping }: Deps) {
  return async (fastify: FastifyInstance) => {
    typed(fastify).get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database reachability',
          response: { 200: healthResponseSchema },
        },
      },
      async () => {
        // A failed ping throws a connection error, which the error handler answers with 503.
        await ping();
        return {
          success: true as const,
          status: 'ok' as const,
          database: databaseKind,
          version,
          uptimeSeconds: Math.round(process.uptime()),
        };
      },
    );
  };
}
