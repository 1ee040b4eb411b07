import type { RescheduleInput, RescheduleQuote } from '@tabi/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

/**
 * POST /api/bookings/:id/reschedule/quote: what moving the booking to that date and party would cost
 * and how it is settled, before asking for it. 400 (date not bookable, same date), 409 (too few seats,
 * a booking that cannot change, a change already open).
 */
export async function quoteReschedule(id: string, input: RescheduleInput, signal?: AbortSignal) {
  const answer = await api.post<{ success: true; data: RescheduleQuote }>(
    `/bookings/${encodeURIComponent(id)}/reschedule/quote`,
    input,
    { signal },
  );
  return answer.data;
}

/** Every quote of a booking: dropped after the booking moved. */
export const rescheduleQuoteKey = (id: string) => ['reschedule-quote', id] as const;

export function rescheduleQuoteOptions(id: string, input: RescheduleInput) {
  return queryOptions({
    queryKey: [...rescheduleQuoteKey(id), input.date, input.participants.adults, input.participants.children],
    queryFn: ({ signal }) =>
      quoteReschedule(id, { date: input.date, participants: input.participants }, signal),
    // Prices and seats move: a quote is asked again when the same choice comes back a minute later.
    staleTime: 60_000,
  });
}

/** The quote of the choice so far (none until a date is chosen); the last one stays while the next loads. */
export function useRescheduleQuote(id: string, input: RescheduleInput | null) {
  return useQuery({
    ...rescheduleQuoteOptions(id, input ?? { date: '', participants: { adults: 1, children: 0 } }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
