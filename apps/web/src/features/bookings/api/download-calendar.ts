import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../api/download.ts';
import { saveFile } from '../../../ui/save-file.ts';

type CalendarOf = { bookingId: string; reference: string };

/**
 * GET /api/bookings/:id/calendar.ics: the booking as a calendar event (`tabi-<reference>.ics`), saved
 * as a download. Fetched with the session's token, which a plain link could not send. The event's UID
 * never changes, so saving it again after a change updates the same event in the calendar.
 */
export async function downloadCalendar({ bookingId, reference }: CalendarOf) {
  const file = await downloadFile(`/bookings/${encodeURIComponent(bookingId)}/calendar.ics`);
  const name = file.filename ?? `tabi-${reference}.ics`;
  saveFile(file.blob, name);
  return name;
}

export function useDownloadCalendar() {
  return useMutation({ mutationFn: downloadCalendar });
}
