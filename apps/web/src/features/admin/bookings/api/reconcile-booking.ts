import type { Booking } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { reloadListAfterConflict } from '../../../../api/replace-list-item.ts';
import { adminBookingsKey, replaceBooking } from './list-bookings.ts';
import { adminBookingChangeKey } from './update-booking.ts';

/** POST /api/admin/bookings/:id/reconcile (online payment only): the booking as Stripe says it is now. */
export async function reconcileBooking(id: string) {
  const answer = await api.post<{ success: true; data: Booking }>(
    `/admin/bookings/${encodeURIComponent(id)}/reconcile`,
    {},
  );
  return answer.data;
}

/** Asks Stripe about one booking; its row is busy meanwhile, and the answer replaces it in the list. */
export function useReconcileBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: adminBookingChangeKey,
    mutationFn: ({ id }: { id: string }) => reconcileBooking(id),
    onSuccess: (booking) => replaceBooking(client, booking),
    onError: (error) => reloadListAfterConflict(client, adminBookingsKey, error),
  });
}
