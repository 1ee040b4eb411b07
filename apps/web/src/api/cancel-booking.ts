import type { Booking } from '@tabi/contracts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { availabilityKey } from './get-availability.ts';
import { reloadListAfterConflict, replaceListItem } from './replace-list-item.ts';

/**
 * PUT /api/bookings/:id/cancel with the reason the traveller is told (5-500 characters), whether they
 * or an admin cancel. The seats return to the departure; a paid booking gets a refund request. 409 when
 * the booking is already cancelled or completed.
 */
export async function cancelBooking(id: string, reason: string) {
  const answer = await api.put<{ success: true; data: Booking }>(
    `/bookings/${encodeURIComponent(id)}/cancel`,
    { reason },
  );
  return answer.data;
}

/**
 * Cancels from a list of bookings (the traveller's own, or the admin's, under `listKey`): the answered
 * booking replaces its copy in every cached page of that list, and the tour's availability (its seats
 * are free again) loads anew when next seen. A 409 or 404 means the booking changed meanwhile: the list
 * reloads.
 */
export function useCancelBooking(listKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => cancelBooking(id, reason),
    onSuccess: (booking) => {
      replaceListItem(client, listKey, booking);
      void client.invalidateQueries({ queryKey: availabilityKey(booking.tour._id) });
    },
    onError: (error) => reloadListAfterConflict(client, listKey, error),
  });
}
