import type { Review } from '@tabi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { tourQueryOptions } from '../../../api/get-tour.ts';

/** GET /api/posts/:id/reviews/mine: the signed-in user's review of the tour, or null. */
export async function getMyReview(tourId: string, signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: Review | null }>(
    `/posts/${encodeURIComponent(tourId)}/reviews/mine`,
    { signal },
  );
  return answer.data;
}

export function myReviewQueryOptions(tourId: string, userId: string) {
  return queryOptions({
    queryKey: [...tourQueryOptions(tourId).queryKey, 'mine', userId, 'review'],
    queryFn: ({ signal }) => getMyReview(tourId, signal),
  });
}

export function useMyReview(tourId: string, userId: string) {
  return useQuery(myReviewQueryOptions(tourId, userId));
}
