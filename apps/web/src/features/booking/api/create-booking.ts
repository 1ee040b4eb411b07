import type { Booking, BookingInput } from '@tabi/contracts';
import { api } from '../../../api/client.ts';

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
