import type { UserNotification } from '@tabi/contracts';
import { Bell, CheckCheck, Trash2 } from 'lucide-react';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { formatCount } from '../../../ui/format-count.ts';
import { LinkTabs } from '../../../ui/link-tabs.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useClearRead } from '../api/clear-read.ts';
import { useDeleteNotification } from '../api/delete-notification.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useNotifications } from '../api/list-notifications.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { NotificationCard } from '../components/notification-card.tsx';

export const notificationsPageSize = 20;

const filters = ['all', 'unread', 'read'] as const;
type Filter = (typeof filters)[number];

const readParam = { all: undefined, unread: 'false', read: 'true' } as const;

const empty = {
  all: { title: 'No notifications yet', text: 'News about your bookings and refunds will show here.' },
  unread: { title: 'You are all caught up', text: 'Every notification has been read.' },
  read: {
    title: 'No read notifications',
    text: 'Notifications you have read are kept here until you clear them.',
  },
} satisfies Record<Filter, { title: string; text: string }>;

function filterFrom(params: URLSearchParams): Filter {
  const value = params.get('filter');
  return filters.find((f) => f === value) ?? 'all';
}

function pageFrom(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** `/notifications?filter=unread&page=2`; the first page and "all" are left out. */
export function notificationsHref(filter: Filter, page = 1) {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('filter', filter);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/notifications?${search}` : '/notifications';
}

/** /notifications (signed in): every notification, by read state, with its actions. */
export function NotificationsPage() {
  useDocumentMeta('Notifications', 'Your Tabi Tours notifications: bookings, cancellations and refunds.');
  const [params] = useSearchParams();
  const filter = filterFrom(params);
  const page = pageFrom(params);
  const query = useNotifications({ page, limit: notificationsPageSize, read: readParam[filter] });
  const unread = useUnreadCount().data ?? 0;
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const remove = useDeleteNotification();
  const clearRead = useClearRead();
  const list = query.data;

  const busyId = markRead.isPending ? markRead.variables : remove.isPending ? remove.variables : undefined;
  const open = (notification: UserNotification) => {
    if (!notification.read) markRead.mutate(notification._id);
  };

  // Past the last page (its last item was deleted): go to the last page there is.
  if (list && !query.isPlaceholderData && list.data.length === 0 && list.total > 0 && page > 1) {
    return <Navigate to={notificationsHref(filter, Math.max(1, list.pages))} replace />;
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Account</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
            Notifications
          </h1>
          <p className="mt-2 text-sm text-ink-600" aria-live="polite">
            {unread > 0 ? `${formatCount(unread, 'unread notification')}.` : 'Nothing unread.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={unread === 0}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            {!markAllRead.isPending && <CheckCheck aria-hidden />}
            Mark all as read
          </Button>
          <Button variant="outline" loading={clearRead.isPending} onClick={() => clearRead.mutate()}>
            {!clearRead.isPending && <Trash2 aria-hidden />}
            Clear read
          </Button>
        </div>
      </header>

      <LinkTabs
        label="Show notifications"
        className="mb-6"
        tabs={[
          { to: notificationsHref('all'), label: 'All', current: filter === 'all' },
          { to: notificationsHref('unread'), label: 'Unread', current: filter === 'unread', count: unread },
          { to: notificationsHref('read'), label: 'Read', current: filter === 'read' },
        ]}
      />

      {query.isError && !list ? (
        <ErrorState
          title="Your notifications could not be loaded"
          message={query.error.message}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : !list ? (
        <NotificationsSkeleton />
      ) : list.data.length === 0 ? (
        <EmptyState icon={<Bell />} title={empty[filter].title} description={empty[filter].text} />
      ) : (
        <>
          <ul className="space-y-3" aria-busy={query.isPlaceholderData || undefined}>
            {list.data.map((notification) => (
              <li key={notification._id}>
                <NotificationCard
                  notification={notification}
                  busy={busyId === notification._id}
                  onOpen={open}
                  onMarkRead={(n) => markRead.mutate(n._id)}
                  onDelete={(n) => remove.mutate(n._id)}
                />
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-8"
            page={list.page}
            pages={list.pages}
            label="Notification pages"
            hrefFor={(target) => notificationsHref(filter, target)}
          />
        </>
      )}
    </div>
  );
}

function NotificationsSkeleton() {
  return (
    <ul className="space-y-3" aria-label="Loading notifications">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-5">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-3 w-24" />
          </div>
        </li>
      ))}
    </ul>
  );
}
