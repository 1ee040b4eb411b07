import { api } from '../../../../api/client.ts';

export type ClosedDateAnswer = {
  tourId: string;
  date: string;
  closed: boolean;
  /** Pending and confirmed bookings on the date: closing leaves them as they are. */
  liveBookings: number;
};

/**
 * PUT (close) or DELETE (reopen) /api/admin/tours/:id/closed-dates/:date. A closed date takes no new
 * bookings; those already made are not cancelled, and the answer says how many there are.
 */
export async function setDateClosed(tourId: string, date: string, closed: boolean) {
  const path = `/admin/tours/${encodeURIComponent(tourId)}/closed-dates/${encodeURIComponent(date)}`;
  const answer = closed
    ? await api.put<{ success: true; data: ClosedDateAnswer }>(path)
    : await api.delete<{ success: true; data: ClosedDateAnswer }>(path);
  return answer.data;
}
