import {
  deletedResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationResponseSchema,
  notificationsClearedResponseSchema,
  notificationsMarkedResponseSchema,
  unreadCountResponseSchema,
} from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import { allow, signedIn } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import type { NotificationsService } from './notifications.service.ts';

const error = errorResponseSchema;

/** The signed-in user's own notifications (admins have theirs too); someone else's answer 404. */
export function notificationsRoutes(service: NotificationsService) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);

    app.get(
      '/notifications',
      {
        onRequest: allow('user'),
        config: { failureMessage: 'Failed to fetch notifications' },
        schema: {
          tags: ['notifications'],
          summary: 'My notifications, newest first (read=true|false to filter)',
          querystring: notificationListQuerySchema,
          response: { 200: notificationListResponseSchema, 400: error, 401: error },
        },
      },
      async (request) => service.list(await signedIn(request), request.query),
    );

    app.get(
      '/notifications/unread-count',
      {
        onRequest: allow('user'),
        config: { failureMessage: 'Failed to fetch unread count' },
        schema: {
          tags: ['notifications'],
          summary: 'How many of my notifications are unread',
          response: { 200: unreadCountResponseSchema, 401: error },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.unreadCount(await signedIn(request)),
      }),
    );

    app.put(
      '/notifications/mark-all-read',
      {
        onRequest: allow('user'),
        config: { failureMessage: 'Failed to mark all notifications as read' },
        schema: {
          tags: ['notifications'],
          summary: 'Mark all my notifications as read',
          response: { 200: notificationsMarkedResponseSchema, 401: error },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.markAllRead(await signedIn(request)),
      }),
    );

    app.put(
      '/notifications/:id/read',
      {
        onRequest: allow('user'),
        config: { failureMessage: 'Failed to mark notification as read' },
        schema: {
          tags: ['notifications'],
          summary: 'Mark one of my notifications as read',
          params: idParamsSchema,
          response: { 200: notificationResponseSchema, 401: error, 404: error },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.markRead(await signedIn(request), request.params.id),
      }),
    );

    app.delete(
      '/notifications/clear-read',
      {
        onRequest: allow('user'),
        config: { failureMessage: 'Failed to clear read notifications' },
        schema: {
          tags: ['notifications'],
          summary: 'Delete all my read notifications',
          response: { 200: notificationsClearedResponseSchema, 401: error },
        },
      },
      async (request) => ({ success: true as const, data: await service.clearRead(await signedIn(request)) }),
    );

    app.delete(
      '/notifications/:id',
      {
        onRequest: allow('user'),
        config: { failureMessage: 'Failed to delete notification' },
        schema: {
          tags: ['notifications'],
          summary: 'Delete one of my read notifications (an unread one answers 409)',
          params: idParamsSchema,
          response: { 200: deletedResponseSchema, 401: error, 404: error, 409: error },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.remove(await signedIn(request), request.params.id),
      }),
    );
  };
}
