import { api } from '../../../../api/client.ts';

/**
 * DELETE /api/posts/:id: only a tour nobody ever booked. A booked one answers 409 CONFLICT with
 * `details { upcomingBookings, bookings, archive: true }`: archive it instead.
 */
export async function deleteTour(id: string) {
  await api.delete<{ success: true; data: { _id: string } }>(`/posts/${encodeURIComponent(id)}`);
}
