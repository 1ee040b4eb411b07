import type { ClosedDate } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { departuresKey } from './get-departures.ts';

/**
 * PUT (close) or DELETE (reopen) /api/admin/tours/:id/closed-dates/:date. A closed date takes no new
 * bookings; those already made are not cancelled, and the answer says how many are live on it.
 */
export async function setDateClosed(tourId: string, date: string, closed: boolean) {
  const path = `/admin/tours/${encodeURIComponent(tourId)}/closed-dates/${encodeURIComponent(date)}`;
  const answer = closed
    ? await api.put<{ success: true; data: ClosedDate }>(path)
    : await api.delete<{ success: true; data: ClosedDate }>(path);
  return answer.data;
}

/**
 * Closes or reopens a date, then shows the tour's dates as the server has them now: a change is pending
 * until they are loaded, so its button waits for them. A refusal reloads them too, without waiting.
 */
export function useSetDateClosed() {
  const client = useQueryClient();
  const reload = (tourId: string) => client.invalidateQueries({ queryKey: departuresKey(tourId) });
  return useMutation({
    mutationFn: ({ tourId, date, closed }: { tourId: string; date: string; closed: boolean }) =>
      setDateClosed(tourId, date, closed),
    onSuccess: (_answer, { tourId }) => reload(tourId),
    onError: (_error, { tourId }) => void reload(tourId),
  });
}
