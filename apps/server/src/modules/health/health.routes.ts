import { healthResponseSchema } from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { typed } from '../../platform/http.ts';

type Deps = {
  databaseKind: 'embedded' | 'external';
  version: string;
  ping: () => Promise<void>;
  /** True once the process is shutting down (health.module.ts). */
  stopping: () => boolean;
};

export function healthRoutes({ databaseKind, version, ping, stopping }: Deps) {
  return async (fastify: FastifyInstance) => {
    typed(fastify).get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database reachability; 503 while the process shuts down',
          response: { 200: healthResponseSchema },
        },
      },
      async () => {
        // A load balancer stops sending requests to a process whose health check fails.
        if (stopping()) throw new AppError(503, 'SERVICE_UNAVAILABLE', 'This server is shutting down.');
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
