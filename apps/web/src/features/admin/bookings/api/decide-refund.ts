import type { Booking } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { reloadListAfterConflict } from '../../../../api/replace-list-item.ts';
import { adminBookingsKey, replaceBooking } from './list-bookings.ts';

/**
 * PUT /api/bookings/:id/refund/approve (an optional note) or /refund/deny (a note is required: the
 * traveller reads it). 409 when there is no open request.
 */
export type RefundDecision = 'approve' | 'deny';

export async function decideRefund(id: string, decision: RefundDecision, note: string | null) {
  const answer = await api.put<{ success: true; data: Booking }>(
    `/bookings/${encodeURIComponent(id)}/refund/${decision}`,
    decision === 'approve' && !note ? {} : { note },
  );
  return answer.data;
}

/** The answered booking replaces its copy in the list; a 409 or 404 reloads the list. */
export function useDecideRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: string; decision: RefundDecision; note: string | null }) =>
      decideRefund(id, decision, note),
    onSuccess: (booking) => replaceBooking(client, booking),
    onError: (error) => reloadListAfterConflict(client, adminBookingsKey, error),
  });
}
