import type { Tour } from '@tabi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export async function getTour(id: string, signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: Tour }>(`/posts/${encodeURIComponent(id)}`, { signal });
  return answer.data;
}

export function tourQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['tours', 'detail', id],
    queryFn: ({ signal }) => getTour(id, signal),
  });
}

export function useTour(id: string) {
  return useQuery(tourQueryOptions(id));
}
