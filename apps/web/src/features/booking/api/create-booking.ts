import type { Booking, BookingInput } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { availabilityKey } from '../../../api/get-availability.ts';

/**
 * POST /api/bookings. The same Idempotency-Key on a repeated request makes the server answer with the
 * booking it made the first time instead of booking twice. The price is not sent: the server computes it.
 */
export async function createBooking(body: BookingInput, idempotencyKey: string) {
  const answer = await api.post<{ success: true; data: Booking }>('/bookings', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return answer.data;
}

/**
 * Books tour `tourId`. Booked: the traveller's bookings (all keyed under 'bookings') gain one and the
 * tour's seats changed. Refused for the date or a lost race (409): the seats are loaded again.
 */
export function useCreateBooking(tourId: string) {
  const client = useQueryClient();
  const refreshSeats = () => void client.invalidateQueries({ queryKey: availabilityKey(tourId) });
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BookingInput; idempotencyKey: string }) =>
      createBooking(body, idempotencyKey),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['bookings'] });
      refreshSeats();
    },
    onError: (error) => {
      if (isApiError(error) && (error.status === 409 || 'date' in error.fieldErrors)) refreshSeats();
    },
  });
}
