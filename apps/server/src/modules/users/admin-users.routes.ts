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

/**
 * The admin's users table: search and filter accounts, disable or enable them, change their role, turn
 * off a locked-out owner's two-step sign-in.
 */
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

    app.post(
      '/admin/users/:id/two-factor/disable',
      {
        onRequest: allow('admin'),
        config: { failureMessage: "Failed to turn off the user's two-step sign-in" },
        schema: {
          tags: ['admin'],
          summary: 'Turn off the two-step sign-in of an owner who lost both the phone and the recovery codes',
          description:
            "Removes the account's authenticator app and recovery codes, ends every session of the account and mails its confirmed address a notice. 409 with `details.rule` 'own-account' for your own account (use the profile) and 'two-factor-off' when it is not on (nothing is changed).",
          security: bearer,
          params: idParamsSchema,
          response: { 200: adminUserResponseSchema, 401: error, 403: error, 404: error, 409: error },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.turnOffTwoFactor(await signedIn(request), request.params.id),
      }),
    );
  };
}
