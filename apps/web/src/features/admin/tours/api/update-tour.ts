import type { Tour, TourUpdate } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { adminTourRowChangeKey } from './list-admin-tours.ts';
import { tourChanged } from './tour-changed.ts';

/**
 * PUT /api/posts/:id: only the fields sent change (`archived: true` archives, `false` restores). A group
 * size below the seats sold on an upcoming departure answers 409 with `details.minimumGroupSize`.
 */
export async function updateTour(id: string, changes: TourUpdate) {
  const answer = await api.put<{ success: true; data: Tour }>(`/posts/${encodeURIComponent(id)}`, changes);
  return answer.data;
}

/** A change from the editor, or archiving and restoring from the table (its row is busy meanwhile). */
export function useUpdateTour() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: adminTourRowChangeKey,
    mutationFn: ({ id, changes }: { id: string; changes: TourUpdate }) => updateTour(id, changes),
    onSuccess: (saved) => tourChanged(client, saved),
  });
}
