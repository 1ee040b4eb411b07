import type { Availability } from '@tabi/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export type DateRange = { from: string; to: string };

/** GET /api/posts/:id/availability?from&to: each date's departure, seats left and whether it can be booked. */
export async function getAvailability(tourId: string, range: DateRange, signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: Availability }>(
    `/posts/${encodeURIComponent(tourId)}/availability`,
    { query: range, signal },
  );
  return answer.data;
}

/** Every availability answer of a tour, to refetch them all after a booking was refused. */
export function availabilityKey(tourId: string) {
  return ['bookings', 'availability', tourId] as const;
}

export function availabilityQueryOptions(tourId: string, range: DateRange) {
  return queryOptions({
    queryKey: [...availabilityKey(tourId), range.from, range.to],
    queryFn: ({ signal }) => getAvailability(tourId, range, signal),
    // Seats go quickly: an answer older than half a minute is checked again when next shown.
    staleTime: 30_000,
  });
}

export function useAvailability(tourId: string, range: DateRange | null) {
  return useQuery({
    ...availabilityQueryOptions(tourId, range ?? { from: '', to: '' }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}
