import type { Booking } from '@tabi/contracts';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';

/** GET /api/bookings/:id: one of the user's bookings, as the server knows it now. */
export async function getBooking(id: string, signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: Booking }>(`/bookings/${encodeURIComponent(id)}`, {
    signal,
  });
  return answer.data;
}

/** How often the payment page asks again while Stripe has not told the server yet. */
export const paymentPollMs = 2_000;

/**
 * One booking, asked again every `paymentPollMs` while `poll` holds; always fresh (the payment page
 * shows only what the server knows, never an older copy). Under 'bookings', so My bookings follows.
 */
export function useBooking(id: string, { poll }: { poll: boolean }) {
  return useQuery({
    queryKey: ['bookings', 'one', id],
    queryFn: ({ signal }) => getBooking(id, signal),
    staleTime: 0,
    refetchInterval: poll ? paymentPollMs : false,
  });
}

/** No such booking for this user, or the id in the address is not one. */
export function isBookingNotFound(error: unknown) {
  return isApiError(error) && (error.status === 404 || error.code === 'VALIDATION_FAILED');
}
