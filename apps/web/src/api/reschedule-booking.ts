import type { RescheduleInput, RescheduleResult } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { availabilityKey } from './get-availability.ts';
import { rescheduleQuoteKey } from './quote-reschedule.ts';

/**
 * POST /api/bookings/:id/reschedule: moves the booking (`change.status` 'applied'), asks the operator
 * ('requested', past the free cut-off) or holds the new seats while the higher difference is paid on
 * Stripe's page ('awaiting_payment', `change.payment.checkoutUrl`). An admin's move never waits.
 */
export async function rescheduleBooking(id: string, input: RescheduleInput) {
  const answer = await api.post<{ success: true; data: RescheduleResult }>(
    `/bookings/${encodeURIComponent(id)}/reschedule`,
    input,
  );
  return answer.data;
}

/**
 * A move from the traveller's page or the admin's list. Afterwards the tour's seats and the booking's
 * quotes load anew; `onMoved` refreshes the caller's own lists (My bookings, the admin's bookings).
 */
export function useRescheduleBooking(onMoved?: (result: RescheduleResult) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RescheduleInput }) => rescheduleBooking(id, input),
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: availabilityKey(result.booking.tour._id) });
      // Stale, not asked again: the form showing them is closing (asked now, a quote would find the
      // booking already on that date).
      void client.invalidateQueries({
        queryKey: rescheduleQuoteKey(result.booking._id),
        refetchType: 'none',
      });
      onMoved?.(result);
    },
  });
}
