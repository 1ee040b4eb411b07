import type { Ticket } from '@tabi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';

/**
 * GET /api/bookings/:id/ticket: what the traveller shows at the meeting point (the owner's or an
 * admin's). Its check-in code and QR code are null while the booking cannot be used.
 */
export async function getTicket(id: string, signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: Ticket }>(
    `/bookings/${encodeURIComponent(id)}/ticket`,
    { signal },
  );
  return answer.data;
}

/** Under 'bookings': a cancel or any change to the user's bookings reloads the ticket too. */
export function ticketQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['bookings', 'ticket', id],
    queryFn: ({ signal }) => getTicket(id, signal),
  });
}

export function useTicket(id: string) {
  return useQuery(ticketQueryOptions(id));
}

/** No such booking, not this user's (the server may say 404 or 403), or not a booking id at all. */
export function isTicketNotFound(error: unknown) {
  return (
    isApiError(error) && (error.status === 404 || error.status === 403 || error.code === 'VALIDATION_FAILED')
  );
}
