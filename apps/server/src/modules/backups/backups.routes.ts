import {
  backupRunListResponseSchema,
  backupRunSchema,
  errorResponseSchema,
  pageQuerySchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allow } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import type { Backups } from './backups.service.ts';

const error = errorResponseSchema;

export function backupsRoutes(backups: Backups) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);

    app.get(
      '/admin/backups',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['admin'],
          summary:
            'The backups taken (nightly and by hand), newest first, with where they went and their size',
          querystring: pageQuerySchema,
          response: { 200: backupRunListResponseSchema, 400: error, 401: error, 403: error },
        },
      },
      (request) => backups.list(request.query),
    );

    app.post(
      '/admin/backups',
      {
        onRequest: allow('admin'),
        schema: {
          tags: ['admin'],
          summary:
            'Take a backup now, to the configured target (BACKUP_TARGET, by default DATA_DIR/backups); answers when it is written. 409 while one is being taken',
          response: {
            201: z.object({ success: z.literal(true), data: backupRunSchema }),
            401: error,
            403: error,
            409: error,
          },
        },
      },
      async (_request, reply) => {
        const run = await backups.takeNow();
        return reply.status(201).send({ success: true as const, data: run });
      },
    );
  };
}
