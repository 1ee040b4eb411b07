import type { ListResponse, Review, ReviewListQuery } from '@tabi/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export function listReviews(tourId: string, params: ReviewListQuery, signal?: AbortSignal) {
  return api.get<ListResponse<Review>>(`/posts/${encodeURIComponent(tourId)}/reviews`, {
    query: params,
    signal,
  });
}

export function reviewsQueryOptions(tourId: string, params: ReviewListQuery) {
  return queryOptions({
    queryKey: ['tours', 'detail', tourId, 'reviews', params],
    queryFn: ({ signal }) => listReviews(tourId, params, signal),
  });
}

export function useReviews(tourId: string, params: ReviewListQuery) {
  return useQuery({ ...reviewsQueryOptions(tourId, params), placeholderData: keepPreviousData });
}
