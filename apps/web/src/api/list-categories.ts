import type { CategoriesParams, Category } from '@tabi/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

/**
 * Categories of public tours with their counts: the catalog's filters and the admin's tour form. With the
 * list's filters (`params`), every category still comes back, counting only the tours that pass them.
 */
export async function listCategories(signal?: AbortSignal, params: CategoriesParams = {}) {
  const answer = await api.get<{ success: true; data: Category[] }>('/categories', { query: params, signal });
  return answer.data;
}

/** The counts for a search; without filters, the catalog's own (one cache entry, whoever asks). */
export function categoryCountsQueryOptions(params: CategoriesParams = {}) {
  return queryOptions({
    queryKey: ['tours', 'categories', params],
    queryFn: ({ signal }) => listCategories(signal, params),
    staleTime: 5 * 60_000,
  });
}

export const categoriesQueryOptions = categoryCountsQueryOptions();

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}

/** While the counts of a new search load, the last ones stay on screen (no skeleton flashing in). */
export function useCategoryCounts(params: CategoriesParams) {
  return useQuery({ ...categoryCountsQueryOptions(params), placeholderData: keepPreviousData });
}
