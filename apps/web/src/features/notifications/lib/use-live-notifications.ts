import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { openRealtimeSocket } from '../../../realtime/socket.ts';
import { useSession } from '../../../session/session-context.ts';
import { toast } from '../../../ui/toast.ts';
import { notificationsKey } from '../api/list-notifications.ts';
import { markNotificationRead } from '../api/mark-read.ts';
import { addNotification, applyRead, setUnreadCount } from '../api/notification-cache.ts';
import { notificationHref } from './notification-link.ts';

/**
 * While a user is signed in, their notifications arrive live: a new one goes on top of the lists and
 * shows a toast, the badge follows the unread count the server pushes, and after a dropped connection
 * everything is loaded again. Signing out (or another session) leaves the tab's shared connection.
 * Use it once.
 */
export function useLiveNotifications() {
  const { token, user } = useSession();
  const userId = user?.id;
  const client = useQueryClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    if (!token || !userId) return;
    const link = openRealtimeSocket(token, {
      events: {
        notification(notification) {
          addNotification(client, userId, notification);
          const href = notificationHref(notification);
          toast.info(notification.title, {
            description: notification.body,
            ...(href && {
              action: {
                label: 'View',
                onClick: () => {
                  markNotificationRead(notification._id)
                    .then((read) => applyRead(client, userId, read))
                    .catch(() => {});
                  void navigateRef.current(href);
                },
              },
            }),
          });
        },
        'notifications:unread-count'({ count }) {
          setUnreadCount(client, userId, count);
        },
      },
      onReconnect() {
        void client.invalidateQueries({ queryKey: notificationsKey(userId) });
      },
    });
    return link.close;
  }, [token, userId, client]);
}
