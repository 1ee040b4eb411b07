import type { ListResponse, TourListParams, TourSummary } from '@tabi/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export function listTours(params: TourListParams, signal?: AbortSignal) {
  return api.get<ListResponse<TourSummary>>('/posts', { query: params, signal });
}

export const toursListKey = ['tours', 'list'] as const;

export function listToursQueryOptions(params: TourListParams) {
  return queryOptions({
    queryKey: [...toursListKey, params],
    queryFn: ({ signal }) => listTours(params, signal),
  });
}

/** A page of tours. While the next page or filter loads, the previous results stay on screen. */
export function useTours(params: TourListParams) {
  return useQuery({ ...listToursQueryOptions(params), placeholderData: keepPreviousData });
}
