import type { Tour, TourUpdate } from '@tabi/contracts';
import { api } from '../../../../api/client.ts';

/**
 * PUT /api/posts/:id: only the fields sent change (`archived: true` archives, `false` restores). A group
 * size below the seats sold on an upcoming departure answers 409 with `details.minimumGroupSize`.
 */
export async function updateTour(id: string, changes: TourUpdate) {
  const answer = await api.put<{ success: true; data: Tour }>(`/posts/${encodeURIComponent(id)}`, changes);
  return answer.data;
}
