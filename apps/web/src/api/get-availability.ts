import type { Availability } from '@tabi/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client.ts';

export type DateRange = { from: string; to: string };

/** GET /api/posts/:id/availability?from&to: each date's departure, seats left and whether it can be booked. */
export async function getAvailability(tourId: string, range: DateRange, signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: Availability }>(
    `/posts/${encodeURIComponent(tourId)}/availability`,
    { query: range, signal },
  );
  return answer.data;
}

/**
 * Every availability answer of a tour, whoever asked (checkout, the admin's departures): refetched
 * together after a booking was refused or a date was closed or reopened.
 */
export function availabilityKey(tourId: string) {
  return ['availability', tourId] as const;
}

export function availabilityQueryOptions(tourId: string, range: DateRange) {
  return queryOptions({
    queryKey: [...availabilityKey(tourId), range.from, range.to],
    queryFn: ({ signal }) => getAvailability(tourId, range, signal),
    // Seats go quickly: an answer older than a quarter of a minute is checked again when next shown.
    staleTime: 15_000,
  });
}
