import {
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserResponseSchema,
  adminUserUpdateSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { allow, signedIn } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import type { AdminUsersService } from './admin-users.service.ts';

const error = errorResponseSchema;
const bearer = [{ bearerAuth: [] }];

/** The admin's users table: search and filter accounts, disable or enable them, change their role. */
export function adminUsersRoutes(service: AdminUsersService) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);

    app.get(
      '/admin/users',
      {
        onRequest: allow('admin'),
        config: { failureMessage: 'Failed to load users' },
        schema: {
          tags: ['admin'],
          summary:
            'Accounts with their bookings count and last sign-in: search name or e-mail with q, filter by role and status',
          security: bearer,
          querystring: adminUserListQuerySchema,
          response: { 200: adminUserListResponseSchema, 400: error, 401: error, 403: error },
        },
      },
      (request) => service.list(request.query),
    );

    app.put(
      '/admin/users/:id',
      {
        onRequest: allow('admin'),
        config: { failureMessage: 'Failed to update the user' },
        schema: {
          tags: ['admin'],
          summary:
            'Disable or enable an account (disabling ends its sessions) or change its role; never your own, never the last admin',
          security: bearer,
          params: idParamsSchema,
          body: adminUserUpdateSchema,
          response: {
            200: adminUserResponseSchema,
            400: error,
            401: error,
            403: error,
            404: error,
            409: error,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.update(await signedIn(request), request.params.id, request.body),
      }),
    );
  };
}
