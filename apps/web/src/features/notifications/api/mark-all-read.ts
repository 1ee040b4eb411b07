import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { errorMessage } from '../../../api/field-errors.ts';
import { useSession } from '../../../session/session-context.ts';
import { toast } from '../../../ui/toast.ts';
import { applyAllRead } from './notification-cache.ts';

/** PUT /api/notifications/mark-all-read: answers how many were unread. */
export async function markAllNotificationsRead() {
  const answer = await api.put<{ success: true; data: { updated: number } }>('/notifications/mark-all-read');
  return answer.data.updated;
}

export function useMarkAllRead() {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      applyAllRead(client, userId);
      toast.success('All notifications marked as read');
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to mark all notifications as read')),
  });
}
