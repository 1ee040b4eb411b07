import type { UserNotification } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { errorMessage } from '../../../api/field-errors.ts';
import { useSession } from '../../../session/session-context.ts';
import { toast } from '../../../ui/toast.ts';
import { applyRead } from './notification-cache.ts';

/** PUT /api/notifications/:id/read: answers the notification, now read. */
export async function markNotificationRead(id: string) {
  const answer = await api.put<{ success: true; data: UserNotification }>(
    `/notifications/${encodeURIComponent(id)}/read`,
  );
  return answer.data;
}

export function useMarkRead() {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (read) => applyRead(client, userId, read),
    onError: (error) => toast.error(errorMessage(error, 'Failed to mark notification as read')),
  });
}
