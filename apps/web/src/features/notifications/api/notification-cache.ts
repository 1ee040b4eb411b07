import type { ListResponse, UserNotification } from '@tabi/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { unreadCountKey } from './get-unread-count.ts';
import { type NotificationListParams, notificationListsKey } from './list-notifications.ts';

/*
 * The cached lists and count follow each change at once (an action, or an event over the socket);
 * the server stays the judge: lists whose pages may have shifted are reloaded.
 */

type List = ListResponse<UserNotification>;

const paramsOf = (queryKey: readonly unknown[]) => queryKey.at(-1) as NotificationListParams;

export function setUnreadCount(client: QueryClient, userId: string, count: number) {
  client.setQueryData<number>(unreadCountKey(userId), Math.max(0, count));
}

function adjustUnreadCount(client: QueryClient, userId: string, by: number) {
  client.setQueryData<number>(unreadCountKey(userId), (count) =>
    count === undefined ? count : Math.max(0, count + by),
  );
}

/** A new notification (from the socket) goes on top of every first page that shows unread ones. */
export function addNotification(client: QueryClient, userId: string, notification: UserNotification) {
  for (const [queryKey, list] of client.getQueriesData<List>({ queryKey: notificationListsKey(userId) })) {
    const params = paramsOf(queryKey);
    if (!list || params.read === 'true' || list.data.some((n) => n._id === notification._id)) continue;
    if (params.page !== 1) {
      // Every later page shifts by one: reload it when next shown.
      void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
      continue;
    }
    const data = [notification, ...list.data].slice(0, params.limit);
    const total = list.total + 1;
    client.setQueryData<List>(queryKey, {
      ...list,
      data,
      count: data.length,
      total,
      pages: Math.ceil(total / params.limit),
    });
  }
}

/** One notification read: shown as read wherever it is cached (the unread tab reloads when next shown). */
export function applyRead(client: QueryClient, userId: string, read: UserNotification) {
  let wasUnread = false;
  client.setQueriesData<List>({ queryKey: notificationListsKey(userId) }, (list) => {
    if (!list) return list;
    return {
      ...list,
      data: list.data.map((n) => {
        if (n._id !== read._id) return n;
        if (!n.read) wasUnread = true;
        return read;
      }),
    };
  });
  if (wasUnread) adjustUnreadCount(client, userId, -1);
  void client.invalidateQueries({
    queryKey: notificationListsKey(userId),
    predicate: (query) => paramsOf(query.queryKey).read === 'false',
    refetchType: 'none',
  });
}

/** Everything read: every cached notification shows as read and the badge goes. */
export function applyAllRead(client: QueryClient, userId: string) {
  client.setQueriesData<List>({ queryKey: notificationListsKey(userId) }, (list) =>
    list ? { ...list, data: list.data.map((n) => (n.read ? n : { ...n, read: true })) } : list,
  );
  setUnreadCount(client, userId, 0);
  void client.invalidateQueries({ queryKey: notificationListsKey(userId), refetchType: 'none' });
}

/** Notifications deleted: they leave the lists at once, and the lists reload to fill their pages. */
export function applyRemoved(client: QueryClient, userId: string, removed: (n: UserNotification) => boolean) {
  client.setQueriesData<List>({ queryKey: notificationListsKey(userId) }, (list) => {
    if (!list) return list;
    const data = list.data.filter((n) => !removed(n));
    const gone = list.data.length - data.length;
    return { ...list, data, count: data.length, total: Math.max(0, list.total - gone) };
  });
  void client.invalidateQueries({ queryKey: notificationListsKey(userId) });
}
