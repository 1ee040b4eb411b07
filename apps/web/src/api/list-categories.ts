import type { Category } from '@tabi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

/** Categories of public tours with their counts: the catalog's filters and the admin's tour form. */
export async function listCategories(signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: Category[] }>('/categories', { signal });
  return answer.data;
}

export const categoriesQueryOptions = queryOptions({
  queryKey: ['tours', 'categories'],
  queryFn: ({ signal }) => listCategories(signal),
  staleTime: 5 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
