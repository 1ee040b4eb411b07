import type { DepartureCancellation } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { reloadTourDay } from './get-manifest.ts';

/**
 * POST /api/admin/departures/:id/cancel: every booking of the departure is cancelled and refunded in
 * full, and each traveller told why. 409 when it is cancelled already or has taken place.
 */
export async function cancelDeparture(departureId: string, reason: string) {
  const answer = await api.post<{ success: true; data: DepartureCancellation }>(
    `/admin/departures/${encodeURIComponent(departureId)}/cancel`,
    { reason },
  );
  return answer.data;
}

/** Cancels a departure: the day's lists, its manifest and waitlist, and the bookings load again. */
export function useCancelDeparture(departureId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelDeparture(departureId, reason),
    onSuccess: () => {
      void reloadTourDay(client);
      // The console's bookings list shows them cancelled.
      void client.invalidateQueries({ queryKey: ['admin', 'bookings'] });
    },
  });
}
