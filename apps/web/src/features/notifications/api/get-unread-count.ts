import type { UnreadCount } from '@tabi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../session/session-context.ts';
import { notificationsKey } from './list-notifications.ts';

export const unreadCountKey = (userId: string) => [...notificationsKey(userId), 'unread-count'] as const;

/** GET /api/notifications/unread-count. */
export async function getUnreadCount(signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: UnreadCount }>('/notifications/unread-count', {
    signal,
  });
  return answer.data.count;
}

export function unreadCountQueryOptions(userId: string) {
  return queryOptions({
    queryKey: unreadCountKey(userId),
    queryFn: ({ signal }) => getUnreadCount(signal),
    // The socket pushes every change; a focus refetch is the fallback while it is away.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** The badge's number; `enabled: false` only reads what the bell has already loaded. */
export function useUnreadCount({ enabled = true }: { enabled?: boolean } = {}) {
  const userId = useSession().user?.id ?? '';
  return useQuery({ ...unreadCountQueryOptions(userId), enabled: enabled && userId !== '' });
}
