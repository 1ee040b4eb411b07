import type { Booking } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';
import { reloadListAfterConflict } from '../../../../api/replace-list-item.ts';
import { adminBookingsKey, replaceBooking } from './list-bookings.ts';

/**
 * PUT /api/bookings/:id/refund/approve (an optional note; for an online payment outside the free window,
 * an optional `amount` in major units, else everything still paid) or /refund/deny (a note is required:
 * the traveller reads it). Approving a refund Stripe failed retries it. 409 when there is nothing to decide.
 */
export type RefundDecision = 'approve' | 'deny';

export type RefundChoice = {
  id: string;
  decision: RefundDecision;
  note: string | null;
  amount?: number | null;
};

export async function decideRefund({ id, decision, note, amount = null }: RefundChoice) {
  const body =
    decision === 'deny' ? { note } : { ...(note ? { note } : {}), ...(amount !== null ? { amount } : {}) };
  const answer = await api.put<{ success: true; data: Booking }>(
    `/bookings/${encodeURIComponent(id)}/refund/${decision}`,
    body,
  );
  return answer.data;
}

/** The answered booking replaces its copy in the list; a 409 or 404 reloads the list. */
export function useDecideRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideRefund,
    onSuccess: (booking) => replaceBooking(client, booking),
    onError: (error) => reloadListAfterConflict(client, adminBookingsKey, error),
  });
}
