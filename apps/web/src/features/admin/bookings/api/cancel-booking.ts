import type { Booking } from '@tabi/contracts';
import { api } from '../../../../api/client.ts';

/**
 * PUT /api/bookings/:id/cancel with the reason the traveller is told. The seats return to the
 * departure; a paid booking gets a refund request. 409 when already cancelled or completed.
 */
export async function cancelBooking(id: string, reason: string) {
  const answer = await api.put<{ success: true; data: Booking }>(
    `/bookings/${encodeURIComponent(id)}/cancel`,
    { reason },
  );
  return answer.data;
}
