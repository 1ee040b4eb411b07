import type { BookingChange } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { availabilityKey } from '../../../api/get-availability.ts';
import { myBookingChangesKey } from './list-my-booking-changes.ts';

/** DELETE /api/bookings/:id/reschedule: withdraws the booking's open date change (404 when none is open). */
export async function withdrawReschedule(bookingId: string) {
  const answer = await api.delete<{ success: true; data: BookingChange }>(
    `/bookings/${encodeURIComponent(bookingId)}/reschedule`,
  );
  return answer.data;
}

/**
 * Withdraws from My bookings or the date change page: the open changes reload (a 404 means it ended
 * meanwhile, so they reload then too), and so do the seats any held new date gives back.
 */
export function useWithdrawReschedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawReschedule,
    onSettled: (change) => {
      void client.invalidateQueries({ queryKey: myBookingChangesKey });
      if (change) void client.invalidateQueries({ queryKey: availabilityKey(change.tour._id) });
    },
  });
}
