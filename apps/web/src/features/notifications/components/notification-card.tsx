import type { UserNotification } from '@tabi/contracts';
import { ArrowRight, Check, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { RelativeTime } from '../../../ui/relative-time.tsx';
import { notificationHref } from '../lib/notification-link.ts';
import { NotificationIcon } from './notification-icon.tsx';

type NotificationCardProps = {
  notification: UserNotification;
  onOpen: (notification: UserNotification) => void;
  onMarkRead: (notification: UserNotification) => void;
  onDelete: (notification: UserNotification) => void;
  /** The notification whose action is running, so its buttons wait. */
  busy: boolean;
};

/**
 * One notification on the full page. An unread one can be marked read; only a read one can be
 * deleted (the server refuses to delete what has not been seen).
 */
export function NotificationCard({
  notification,
  onOpen,
  onMarkRead,
  onDelete,
  busy,
}: NotificationCardProps) {
  const href = notificationHref(notification);
  const unread = !notification.read;
  const about = <span className="sr-only">: {notification.title}</span>;
  return (
    <article
      className={cn(
        'flex gap-4 rounded-2xl border p-4 sm:p-5',
        unread ? 'border-primary-200 bg-primary-50/40' : 'border-sand-200 bg-white',
      )}
    >
      <NotificationIcon type={notification.type} className="size-10" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <h2 className="font-semibold text-ink-900">
            {notification.title}
            {unread && <span className="sr-only">, unread</span>}
          </h2>
          {unread && <span aria-hidden className="mt-2 size-2.5 shrink-0 rounded-full bg-accent-600" />}
        </div>
        <p className="mt-1 text-sm leading-relaxed text-ink-700">{notification.body}</p>
        <RelativeTime iso={notification.createdAt} className="mt-2 block" />
        <div className="mt-3 flex flex-wrap gap-2">
          {href && (
            <Button asChild variant="outline" size="sm">
              <Link to={href} onClick={() => onOpen(notification)}>
                Open{about}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          )}
          {unread ? (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => onMarkRead(notification)}>
              <Check aria-hidden />
              Mark as read{about}
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
              disabled={busy}
              onClick={() => onDelete(notification)}
            >
              <Trash2 aria-hidden />
              Delete{about}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
