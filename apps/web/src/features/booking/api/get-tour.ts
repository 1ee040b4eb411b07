import type { Tour } from '@tabi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export async function getTour(id: string, signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: Tour }>(`/posts/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}

/**
 * The tour being booked (GET /api/posts/:id). The key is the one the tour page caches the same answer
 * under, so coming from "Book now" shows the tour at once.
 */
export function bookingTourQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['tours', 'detail', id],
    queryFn: ({ signal }) => getTour(id, signal),
  });
}

export function useBookingTour(id: string) {
  return useQuery(bookingTourQueryOptions(id));
}
