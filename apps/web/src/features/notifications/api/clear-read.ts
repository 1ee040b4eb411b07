import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { errorMessage } from '../../../api/field-errors.ts';
import { useSession } from '../../../session/session-context.ts';
import { formatCount } from '../../../ui/format-count.ts';
import { toast } from '../../../ui/toast.ts';
import { applyRemoved } from './notification-cache.ts';

/** DELETE /api/notifications/clear-read: answers how many read notifications were deleted. */
export async function clearReadNotifications() {
  const answer = await api.delete<{ success: true; data: { deleted: number } }>('/notifications/clear-read');
  return answer.data.deleted;
}

export function useClearRead() {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: clearReadNotifications,
    onSuccess: (deleted) => {
      applyRemoved(client, userId, (n) => n.read);
      toast.success(
        deleted > 0 ? 'Read notifications cleared' : 'No read notifications to clear',
        deleted > 0 ? { description: `${formatCount(deleted, 'notification')} deleted.` } : undefined,
      );
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to clear read notifications')),
  });
}
