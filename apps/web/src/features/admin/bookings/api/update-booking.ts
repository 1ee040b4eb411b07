import type { Booking, bookingStatuses, paymentStatuses } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { reloadListAfterConflict } from '../../../../api/replace-list-item.ts';
import { adminBookingsKey, replaceBooking } from './list-bookings.ts';

export type BookingChange = {
  status?: (typeof bookingStatuses)[number];
  paymentStatus?: Exclude<(typeof paymentStatuses)[number], 'refunded'>;
};

/**
 * PUT /api/admin/bookings/:id: a status move (pending -> confirmed | cancelled, confirmed -> completed |
 * cancelled) or paid <-> unpaid. An impossible move answers 409 with `details.allowed`.
 */
export async function updateBooking(id: string, change: BookingChange) {
  const answer = await api.put<{ success: true; data: Booking }>(
    `/admin/bookings/${encodeURIComponent(id)}`,
    change,
  );
  return answer.data;
}

/** Every status or payment change from the list: the booking's row is busy meanwhile. */
export const adminBookingChangeKey = [...adminBookingsKey, 'change'] as const;

/** A change from the list: the answered booking replaces its copy; a 409 or 404 reloads the list. */
export function useUpdateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: adminBookingChangeKey,
    mutationFn: ({ id, change }: { id: string; change: BookingChange }) => updateBooking(id, change),
    onSuccess: (booking) => replaceBooking(client, booking),
    onError: (error) => reloadListAfterConflict(client, adminBookingsKey, error),
  });
}
