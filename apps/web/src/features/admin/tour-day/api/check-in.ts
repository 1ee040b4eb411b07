import type { CheckInResult } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { reloadTourDay, replaceManifestEntry } from './get-manifest.ts';

/**
 * POST /api/admin/departures/:id/check-in: the code a ticket's QR holds, or a booking reference typed by
 * hand. A second check-in of the same party answers `already_checked_in`; a ticket that cannot board
 * this departure is refused (404, or 409 with `details.reason`, see `checkInRefusals`).
 */
export async function checkIn(departureId: string, code: string) {
  const answer = await api.post<{ success: true; data: CheckInResult }>(
    `/admin/departures/${encodeURIComponent(departureId)}/check-in`,
    { code },
  );
  return answer.data;
}

/**
 * A check-in at the meeting point: the party's row changes at once, the counts when reloaded. The answer
 * does not wait for that reload: the next traveller is already holding out a ticket.
 */
export function useCheckIn(departureId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => checkIn(departureId, code),
    onSuccess: (result) => replaceManifestEntry(client, departureId, result.entry),
    onSettled: () => {
      void reloadTourDay(client);
    },
  });
}
