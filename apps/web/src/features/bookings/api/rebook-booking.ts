import type { Booking } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { availabilityKey } from '../../../api/get-availability.ts';

/**
 * POST /api/bookings/:id/rebook: a booking the operator cancelled (its departure was called off) is
 * booked again on `date`, same tour, party and contact, in one step. Paid online, `payment.checkoutUrl`
 * is Stripe's page. 400 for a date that takes no booking, 409 when the seats are short or the booking
 * was rebooked already for another date (once per cancelled booking: `rebookedAs`).
 */
export async function rebookBooking(id: string, date: string) {
  const answer = await api.post<{ success: true; data: Booking }>(
    `/bookings/${encodeURIComponent(id)}/rebook`,
    {
      date,
    },
  );
  return answer.data;
}

/** Rebooks: the traveller's bookings and the tour's seats load again, whatever the answer. */
export function useRebookBooking(tourId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, date }: { id: string; date: string }) => rebookBooking(id, date),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['bookings'] });
      void client.invalidateQueries({ queryKey: availabilityKey(tourId) });
    },
  });
}
