import {
  errorResponseSchema,
  idParamsSchema,
  outboxListQuerySchema,
  outboxListResponseSchema,
  outboxMessageResponseSchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { allow } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import type { OutboxService } from './outbox.service.ts';

const error = errorResponseSchema;
const bearer = [{ bearerAuth: [] }];

export function outboxRoutes(service: OutboxService) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);

    app.get(
      '/admin/outbox',
      {
        onRequest: allow('admin'),
        config: { failureMessage: 'Failed to load the outbox' },
        schema: {
          tags: ['admin'],
          summary:
            'E-mails kept instead of sent (no SMTP_URL), newest first, with a text preview; q searches recipient and subject',
          security: bearer,
          querystring: outboxListQuerySchema,
          response: { 200: outboxListResponseSchema, 400: error, 401: error, 403: error },
        },
      },
      (request) => service.list(request.query),
    );

    app.get(
      '/admin/outbox/:id',
      {
        onRequest: allow('admin'),
        config: { failureMessage: 'Failed to load the message' },
        schema: {
          tags: ['admin'],
          summary: 'One kept e-mail in full: text and HTML bodies',
          security: bearer,
          params: idParamsSchema,
          response: { 200: outboxMessageResponseSchema, 401: error, 403: error, 404: error },
        },
      },
      async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
    );
  };
}
