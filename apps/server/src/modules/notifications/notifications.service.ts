import type {
  ListResponse,
  NotificationInput,
  NotificationListQuery,
  UnreadCount,
  UserNotification,
} from '@tabi/contracts';
import type { Viewer } from '../../platform/auth/guard.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { listEnvelope } from '../../platform/pagination.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { AddressedNotification, NotificationsRepository } from './notifications.repository.ts';

type Deps = {
  notifications: NotificationsRepository;
  /** Where new notifications and unread counts are pushed. */
  realtime: Pick<Realtime, 'toUser'>;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
};

/**
 * What other features receive to tell people about something (the notifications module provides it,
 * app.ts hands it on): they declare this shape in their own deps, never import this module. Neither
 * call ever rejects: a notification is a consequence of something already done (a booking made), so a
 * failure to store or push it is logged and must not turn that into an error.
 */
export type Notifier = {
  /** Stores one notification for the user and pushes it to their open tabs; null if it could not be stored. */
  notify(userId: string, input: NotificationInput): Promise<UserNotification | null>;
  /** One notification for each administrator who can sign in, each pushed to that administrator. */
  notifyAdmins(input: NotificationInput): Promise<UserNotification[]>;
};

const notificationNotFound = () => notFound('Notification not found');

export function createNotificationsService({ notifications, realtime, log }: Deps) {
  /** Pushes new notifications and the unread counts they change; a failure is only logged. */
  async function push(created: AddressedNotification[], userIds = created.map((c) => c.userId)) {
    try {
      for (const { userId, notification } of created) realtime.toUser(userId, 'notification', notification);
      const counts = await notifications.unreadCounts([...new Set(userIds)]);
      for (const [userId, count] of counts) realtime.toUser(userId, 'notifications:unread-count', { count });
    } catch (error) {
      log.warn({ err: error, userIds }, 'notifications: could not push to the open tabs');
    }
  }

  const notifier: Notifier = {
    async notify(userId, input) {
      let notification: UserNotification;
      try {
        notification = await notifications.create(userId, input);
      } catch (error) {
        log.error({ err: error, userId, type: input.type }, 'notifications: could not store a notification');
        return null;
      }
      await push([{ userId, notification }]);
      return notification;
    },

    async notifyAdmins(input) {
      let created: AddressedNotification[];
      try {
        created = await notifications.createForAdmins(input);
      } catch (error) {
        log.error(
          { err: error, type: input.type },
          'notifications: could not store the admins’ notifications',
        );
        return [];
      }
      await push(created);
      return created.map((c) => c.notification);
    },
  };

  return {
    ...notifier,

    async list(viewer: Viewer, query: NotificationListQuery): Promise<ListResponse<UserNotification>> {
      const { read, ...page } = query;
      const { rows, total } = await notifications.list(viewer.userId, {
        ...page,
        read: read === undefined ? undefined : read === 'true',
      });
      return listEnvelope(rows, total, page);
    },

    async unreadCount(viewer: Viewer): Promise<UnreadCount> {
      const counts = await notifications.unreadCounts([viewer.userId]);
      return { count: counts.get(viewer.userId) ?? 0 };
    },

    async markRead(viewer: Viewer, id: string): Promise<UserNotification> {
      const notification = isUuid(id) ? await notifications.markRead(viewer.userId, id) : undefined;
      if (!notification) throw notificationNotFound();
      // The user's other tabs update their badge.
      await push([], [viewer.userId]);
      return notification;
    },

    async markAllRead(viewer: Viewer): Promise<{ updated: number }> {
      const updated = await notifications.markAllRead(viewer.userId);
      if (updated > 0) await push([], [viewer.userId]);
      return { updated };
    },

    /** Only a read notification can be deleted: an unread one has not been seen yet. */
    async remove(viewer: Viewer, id: string): Promise<{ _id: string }> {
      const outcome = isUuid(id) ? await notifications.removeRead(viewer.userId, id) : 'missing';
      if (outcome === 'missing') throw notificationNotFound();
      if (outcome === 'unread') {
        throw conflict('This notification has not been read yet. Mark it as read before deleting it.');
      }
      return { _id: id };
    },

    async clearRead(viewer: Viewer): Promise<{ deleted: number }> {
      return { deleted: await notifications.clearRead(viewer.userId) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
