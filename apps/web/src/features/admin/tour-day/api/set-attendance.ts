import type { AttendanceBody, ManifestEntry } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { tourDayKey } from './get-departures-of-day.ts';
import { reloadTourDay, replaceManifestEntry } from './get-manifest.ts';

/**
 * PUT /api/admin/bookings/:id/attendance: check a party in by hand, mark it a no-show (after the start),
 * or undo either (`none`). Refused with 409 and a message for staff when the departure does not allow it.
 */
export async function setAttendance(bookingId: string, state: AttendanceBody['state']) {
  const answer = await api.put<{ success: true; data: ManifestEntry }>(
    `/admin/bookings/${encodeURIComponent(bookingId)}/attendance`,
    { state } satisfies AttendanceBody,
  );
  return answer.data;
}

/** Every attendance change from a manifest: the booking's row is busy meanwhile. */
export const attendanceChangeKey = [...tourDayKey, 'attendance'] as const;

export function useSetAttendance(departureId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: attendanceChangeKey,
    mutationFn: ({ id, state }: { id: string; state: AttendanceBody['state'] }) => setAttendance(id, state),
    onSuccess: (entry) => replaceManifestEntry(client, departureId, entry),
    onSettled: () => reloadTourDay(client),
  });
}
