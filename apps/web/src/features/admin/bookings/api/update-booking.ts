import type { Booking, bookingStatuses, paymentStatuses } from '@tabi/contracts';
import { api } from '../../../../api/client.ts';

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
