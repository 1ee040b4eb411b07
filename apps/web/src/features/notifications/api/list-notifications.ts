import type { ListResponse, UserNotification } from '@tabi/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../session/session-context.ts';

export type NotificationListParams = { page: number; limit: number; read?: 'true' | 'false' | undefined };

/**
 * Every notification query of one user starts with this key, so signing in as someone else never
 * shows the previous user's cached notifications.
 */
export const notificationsKey = (userId: string) => ['notifications', userId] as const;
export const notificationListsKey = (userId: string) => [...notificationsKey(userId), 'list'] as const;

/** GET /api/notifications: the signed-in user's notifications, newest first; `read` filters. */
export function listNotifications(params: NotificationListParams, signal?: AbortSignal) {
  return api.get<ListResponse<UserNotification>>('/notifications', { query: params, signal });
}

export function notificationsQueryOptions(userId: string, params: NotificationListParams) {
  return queryOptions({
    queryKey: [...notificationListsKey(userId), params],
    queryFn: ({ signal }) => listNotifications(params, signal),
    // New ones arrive over the socket; coming back to the tab catches up if it was away.
    refetchOnWindowFocus: true,
  });
}

export function useNotifications(params: NotificationListParams, options: { staleTime?: number } = {}) {
  const userId = useSession().user?.id ?? '';
  return useQuery({
    ...notificationsQueryOptions(userId, params),
    ...options,
    enabled: userId !== '',
    placeholderData: keepPreviousData,
  });
}
