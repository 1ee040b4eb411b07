import type { UserNotification } from '@tabi/contracts';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../ui/cn.ts';
import { RelativeTime } from '../../../ui/relative-time.tsx';
import { notificationHref } from '../lib/notification-link.ts';
import { NotificationIcon } from './notification-icon.tsx';

type BellNotificationItemProps = {
  notification: UserNotification;
  /** Opening marks it read, then follows its link (the panel closes). */
  onOpen: (notification: UserNotification) => void;
  onMarkRead: (notification: UserNotification) => void;
};

const openClasses =
  'text-left font-semibold text-ink-900 outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-primary-500 cursor-pointer';

/** One row of the bell's panel: icon, title, body, when, and an unread dot with "Mark as read". */
export function BellNotificationItem({ notification, onOpen, onMarkRead }: BellNotificationItemProps) {
  const href = notificationHref(notification);
  const unread = !notification.read;
  const title = (
    <>
      {notification.title}
      {unread && <span className="sr-only">, unread</span>}
    </>
  );
  return (
    <li
      className={cn(
        'relative flex gap-3 rounded-xl px-3 py-3 transition-colors duration-150 hover:bg-sand-50',
        unread && 'bg-primary-50/50',
      )}
    >
      <NotificationIcon type={notification.type} />
      <div className="min-w-0 flex-1">
        <p className="text-sm leading-snug">
          {href ? (
            <Link to={href} className={openClasses} onClick={() => onOpen(notification)}>
              {title}
            </Link>
          ) : (
            <button type="button" className={openClasses} onClick={() => onOpen(notification)}>
              {title}
            </button>
          )}
        </p>
        <p className="mt-0.5 line-clamp-2 text-sm text-ink-600">{notification.body}</p>
        <RelativeTime iso={notification.createdAt} className="mt-1 block" />
      </div>
      {unread && (
        <div className="relative z-10 flex flex-col items-center gap-2">
          <span aria-hidden className="mt-1.5 size-2.5 rounded-full bg-accent-600" />
          <button
            type="button"
            onClick={() => onMarkRead(notification)}
            className="inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-ink-600 transition-colors duration-150 hover:bg-sand-200 hover:text-ink-900"
            aria-label={`Mark as read: ${notification.title}`}
            title="Mark as read"
          >
            <Check className="size-4" aria-hidden />
          </button>
        </div>
      )}
    </li>
  );
}
