import {
  type AdminUser,
  type ChatConversation,
  type EntityResponse,
  karvaanAdminUser,
  karvaanAdminUserAliases,
  karvaanAvatarAliases,
  karvaanAvatarAnswer,
  karvaanChatUnreadCount,
  karvaanChatUnreadCountAliases,
  karvaanNotification,
  karvaanNotificationAliases,
  karvaanProfileAliases,
  karvaanProfileAnswer,
  karvaanProfileUpdate,
  karvaanUnreadCount,
  karvaanUnreadCountAliases,
  type SessionUser,
  type UnreadCount,
  type UserNotification,
} from '@tabi/contracts';
import { allow } from '../../platform/auth/guard.ts';
import { karvaanOnlyRoute } from '../../platform/karvaan-edge.ts';
import { eachInData, withLargestPage } from './answers.ts';
import { asCaller } from './as-caller.ts';
import type { KarvaanDialect } from './karvaan-client.module.ts';

const notification = eachInData<UserNotification>(karvaanNotification);

/**
 * The account side of the old client: the admin's notification bell, users table and live-chat badge,
 * and the traveller's profile form and avatar upload.
 */
export const accountDialect: KarvaanDialect = async (app, { edge }) => {
  const notificationAliases = karvaanNotificationAliases;
  edge.adapt({
    method: 'GET',
    url: '/api/notifications',
    aliases: notificationAliases,
    answer: notification,
  });
  edge.adapt({
    method: 'PUT',
    url: '/api/notifications/:id/read',
    aliases: notificationAliases,
    answer: notification,
  });
  // The old bell deletes a notice it shows, read or not; ours deletes read ones only: reading it comes first.
  edge.adapt({
    method: 'DELETE',
    url: '/api/notifications/:id',
    aliases: 'An unread notification is marked read, then deleted.',
    prepare: async (request) => {
      const { id } = request.params as { id: string };
      await asCaller(app, request)('PUT', `/api/notifications/${encodeURIComponent(id)}/read`);
    },
  });
  edge.adapt({
    method: 'GET',
    url: '/api/notifications/unread-count',
    aliases: karvaanUnreadCountAliases,
    answer: (payload) => karvaanUnreadCount(payload as EntityResponse<UnreadCount>),
  });

  edge.adapt({
    method: 'GET',
    url: '/api/admin/users',
    aliases: karvaanAdminUserAliases,
    query: withLargestPage,
    answer: eachInData<AdminUser>(karvaanAdminUser),
  });

  edge.adapt({
    method: 'PUT',
    url: '/api/auth/updatedetails',
    aliases: karvaanProfileAliases,
    body: karvaanProfileUpdate,
    answer: (payload) => karvaanProfileAnswer(payload as EntityResponse<SessionUser>),
  });
  edge.adapt({
    method: 'POST',
    url: '/api/avatar/upload',
    aliases: karvaanAvatarAliases,
    answer: (payload, context) => karvaanAvatarAnswer(payload as EntityResponse<SessionUser>, context),
  });

  // The dashboard's live-chat badge: a call we never had, answered from the admin inbox.
  const inbox = '/api/chat/admin/conversations';
  edge.adapt({ method: 'GET', url: inbox, aliases: karvaanChatUnreadCountAliases });
  app.get(
    '/api/chat/admin/unread-count',
    karvaanOnlyRoute(
      "Messages users wrote that support has not read, over the admin inbox's conversations",
      allow('admin'),
    ),
    async (request, reply) => {
      const response = await asCaller(app, request)('GET', inbox);
      const body = response.json() as { conversations: ChatConversation[] };
      return reply
        .status(response.statusCode)
        .send(response.statusCode < 300 ? karvaanChatUnreadCount(body.conversations) : body);
    },
  );
};
