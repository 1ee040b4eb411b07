import { type PublicConfig, publicConfigResponseSchema } from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { allow } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';

/** The settings the web app needs before anything else, e.g. whether to show 'Continue with Google'. */
export function publicConfigRoutes(config: PublicConfig) {
  return async (fastify: FastifyInstance) => {
    typed(fastify).get(
      '/config',
      {
        onRequest: allow('visitor'),
        schema: {
          tags: ['config'],
          summary: 'Public settings: Google client id (or null), currency, time zone, payment mode',
          response: { 200: publicConfigResponseSchema },
        },
      },
      async () => ({ success: true as const, data: config }),
    );
  };
}
