import type { ListResponse, TourSummary } from '@tabi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client.ts';

/** What the tour picker shows of a tour. */
export type TourChoice = Pick<TourSummary, '_id' | 'title' | 'city'>;

const pageSize = 100;

function tourPage(page: number, signal?: AbortSignal) {
  return api.get<ListResponse<TourSummary>>('/posts', {
    query: { page, limit: pageSize, sort: 'newest' },
    signal,
  });
}

/** Every tour, newest first (GET /api/posts, a hundred a page: the later pages load together). */
export async function listTourChoices(signal?: AbortSignal): Promise<TourChoice[]> {
  const first = await tourPage(1, signal);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pages - 1) }, (_, i) => tourPage(i + 2, signal)),
  );
  return [first, ...rest].flatMap((list) => list.data.map(({ _id, title, city }) => ({ _id, title, city })));
}

export const tourChoicesQueryOptions = queryOptions({
  queryKey: ['admin', 'tour-choices'],
  queryFn: ({ signal }) => listTourChoices(signal),
  staleTime: 5 * 60_000,
});

export function useTourChoices() {
  return useQuery(tourChoicesQueryOptions);
}
