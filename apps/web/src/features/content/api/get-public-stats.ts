import type { PublicStatsResponse } from '@tabi/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** `GET /api/stats/public`: the live catalog in four numbers. */
export async function getPublicStats(signal?: AbortSignal) {
  const answer = await api.get<PublicStatsResponse>('/stats/public', { signal });
  return answer.data;
}

export const publicStatsQueryOptions = queryOptions({
  queryKey: ['stats', 'public'],
  queryFn: ({ signal }) => getPublicStats(signal),
  staleTime: 5 * 60_000,
});
