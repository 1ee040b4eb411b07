import type { Tour } from '@tabi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { api } from './client.ts';

/** One tour (GET /api/posts/:id). */
export async function getTour(id: string, signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: Tour }>(`/posts/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}

/**
 * The tour page and the booking page share this key, so coming from "Book now" shows the tour at once;
 * the tour's own queries (reviews, the user's rating) are keyed below it.
 */
export function tourQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['tours', 'detail', id],
    queryFn: ({ signal }) => getTour(id, signal),
  });
}

export function useTour(id: string) {
  return useQuery(tourQueryOptions(id));
}

/** The tour does not exist, or the id in the URL is not one (the server refuses it as invalid). */
export function isTourNotFound(error: unknown) {
  return isApiError(error) && (error.status === 404 || error.code === 'VALIDATION_FAILED');
}
