import type { UserNotification } from '@tabi/contracts';
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../ui/popover.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useClearRead } from '../api/clear-read.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useNotifications } from '../api/list-notifications.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { notificationHref } from '../lib/notification-link.ts';
import { useLiveNotifications } from '../lib/use-live-notifications.ts';
import { BellNotificationItem } from './bell-notification-item.tsx';

/** How many of the newest notifications the panel shows; the page has them all. */
export const recentNotificationsLimit = 8;

/** "Notifications, 3 unread": the bell's name says what the badge shows. */
export function bellLabel(unread: number) {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/**
 * The header's bell for signed-in users (one per page: it also holds the live connection). Its badge
 * counts the unread notifications; its panel lists the newest with their actions.
 */
export function NotificationBell() {
  useLiveNotifications();
  const unread = useUnreadCount().data ?? 0;
  const [open, setOpen] = useState(false);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative rounded-full" aria-label={bellLabel(unread)}>
          <Bell aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-[0.6875rem] font-bold text-white tabular-nums ring-2 ring-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="flex w-[min(24rem,calc(100vw-1rem))] flex-col" aria-label="Notifications">
        <NotificationPanel unread={unread} onClose={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}

function NotificationPanel({ unread, onClose }: { unread: number; onClose: () => void }) {
  // Fresh on every opening: the socket may have been away.
  const query = useNotifications({ page: 1, limit: recentNotificationsLimit }, { staleTime: 0 });
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const clearRead = useClearRead();
  const list = query.data;
  const hasRead = list ? list.total > unread || list.data.some((n) => n.read) : false;

  const open = (notification: UserNotification) => {
    if (!notification.read) markRead.mutate(notification._id);
    if (notificationHref(notification)) onClose();
  };

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-sand-200 py-2 pr-2 pl-4">
        <h2 className="text-base font-bold text-ink-900">Notifications</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          Mark all read
        </Button>
      </div>

      <div className="max-h-[min(28rem,calc(100dvh-10rem))] overflow-y-auto p-1.5">
        {query.isError && !list ? (
          <div role="alert" className="px-4 py-8 text-center">
            <p className="text-sm font-semibold text-ink-900">Your notifications could not be loaded.</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              loading={query.isFetching}
              onClick={() => query.refetch()}
            >
              Retry
            </Button>
          </div>
        ) : !list ? (
          <ul aria-label="Loading notifications" className="space-y-1">
            {[0, 1, 2].map((i) => (
              <li key={i} className="flex gap-3 px-3 py-3">
                <Skeleton className="size-9 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-full" />
                </div>
              </li>
            ))}
          </ul>
        ) : list.data.length === 0 ? (
          <div className="flex flex-col items-center px-4 py-10 text-center">
            <span className="flex size-11 items-center justify-center rounded-full bg-primary-50 text-primary-600">
              <BellOff className="size-5" aria-hidden />
            </span>
            <p className="mt-3 text-sm font-semibold text-ink-900">No notifications yet</p>
            <p className="mt-1 text-sm text-ink-600">News about your bookings will show here.</p>
          </div>
        ) : (
          <ul aria-label="Recent notifications" className="space-y-0.5">
            {list.data.map((notification) => (
              <BellNotificationItem
                key={notification._id}
                notification={notification}
                onOpen={open}
                onMarkRead={(n) => markRead.mutate(n._id)}
              />
            ))}
          </ul>
        )}
      </div>

      <div className="flex items-center justify-between gap-3 border-t border-sand-200 p-2">
        <Button
          variant="ghost"
          size="sm"
          disabled={!hasRead}
          loading={clearRead.isPending}
          onClick={() => clearRead.mutate()}
        >
          Clear read
        </Button>
        <Button asChild variant="ghost" size="sm" className="text-primary-700">
          <Link to="/notifications" onClick={onClose}>
            See all
          </Link>
        </Button>
      </div>
    </>
  );
}
