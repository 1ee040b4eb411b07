import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { errorMessage } from '../../../api/field-errors.ts';
import { useSession } from '../../../session/session-context.ts';
import { toast } from '../../../ui/toast.ts';
import { notificationsKey } from './list-notifications.ts';
import { applyRemoved } from './notification-cache.ts';

/** DELETE /api/notifications/:id: read ones only (an unread one answers 409). */
export async function deleteNotification(id: string) {
  await api.delete<{ success: true; data: { _id: string } }>(`/notifications/${encodeURIComponent(id)}`);
}

export function useDeleteNotification() {
  const client = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (_answer, id) => {
      applyRemoved(client, userId, (n) => n._id === id);
      toast.success('Notification deleted');
    },
    onError: (error) => {
      // 409: it was not read after all (read state changed elsewhere); 404: already gone.
      if (isApiError(error) && (error.status === 409 || error.status === 404)) {
        void client.invalidateQueries({ queryKey: notificationsKey(userId) });
      }
      toast.error(errorMessage(error, 'Failed to delete notification'));
    },
  });
}
