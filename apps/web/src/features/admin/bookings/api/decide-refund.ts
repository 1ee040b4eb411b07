import type { Booking } from '@tabi/contracts';
import { api } from '../../../../api/client.ts';

/**
 * PUT /api/bookings/:id/refund/approve (an optional note) or /refund/deny (a note is required: the
 * traveller reads it). 409 when there is no open request.
 */
export async function decideRefund(id: string, decision: 'approve' | 'deny', note: string | null) {
  const answer = await api.put<{ success: true; data: Booking }>(
    `/bookings/${encodeURIComponent(id)}/refund/${decision}`,
    decision === 'approve' && !note ? {} : { note },
  );
  return answer.data;
}
