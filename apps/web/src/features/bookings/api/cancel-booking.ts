import type { Booking, ListResponse } from '@tabi/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { availabilityKey } from '../../../api/get-availability.ts';
import { myBookingsKey } from './list-my-bookings.ts';

/**
 * PUT /api/bookings/:id/cancel with the traveller's reason (5-500 characters). 409 when the booking is
 * already cancelled or completed.
 */
export async function cancelBooking(id: string, reason: string) {
  const answer = await api.put<{ success: true; data: Booking }>(
    `/bookings/${encodeURIComponent(id)}/cancel`,
    { reason },
  );
  return answer.data;
}

/**
 * After a cancellation: the booking is replaced in every cached page of the list at once, and the
 * tour's availability (its seats are free again) loads anew when next seen.
 */
export function applyCancelled(client: QueryClient, booking: Booking) {
  client.setQueriesData<ListResponse<Booking>>({ queryKey: myBookingsKey }, (list) =>
    list ? { ...list, data: list.data.map((item) => (item._id === booking._id ? booking : item)) } : list,
  );
  void client.invalidateQueries({ queryKey: availabilityKey(booking.tour._id) });
}
