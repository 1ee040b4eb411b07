import { adminStatsResponseSchema, errorResponseSchema } from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { allow } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import type { AdminStatsService } from './admin-stats.service.ts';

const error = errorResponseSchema;

export function adminStatsRoutes(service: AdminStatsService) {
  return async (fastify: FastifyInstance) => {
    typed(fastify).get(
      '/admin/stats',
      {
        onRequest: allow('admin'),
        config: { failureMessage: 'Failed to load the statistics' },
        schema: {
          tags: ['admin'],
          summary:
            'Dashboard figures: totals, 12 months of bookings and revenue, top tours, ratings, the next 7 days of departures, the latest bookings',
          security: [{ bearerAuth: [] }],
          response: { 200: adminStatsResponseSchema, 401: error, 403: error },
        },
      },
      async () => ({ success: true as const, data: await service.dashboard() }),
    );
  };
}
