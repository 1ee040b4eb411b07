import type { Rating } from '@tabi/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { tourQueryOptions } from '../../../api/get-tour.ts';

/** GET /api/posts/:id/ratings/mine: the signed-in user's rating of the tour, or null. */
export async function getMyRating(tourId: string, signal?: AbortSignal) {
  const answer = await api.get<{ success: true; data: Rating | null }>(
    `/posts/${encodeURIComponent(tourId)}/ratings/mine`,
    { signal },
  );
  return answer.data;
}

/** Under the tour's key (so a change to the tour refreshes it too) and the user's id (so no other user's shows). */
export function myRatingQueryOptions(tourId: string, userId: string) {
  return queryOptions({
    queryKey: [...tourQueryOptions(tourId).queryKey, 'mine', userId, 'rating'],
    queryFn: ({ signal }) => getMyRating(tourId, signal),
  });
}

export function useMyRating(tourId: string, userId: string) {
  return useQuery(myRatingQueryOptions(tourId, userId));
}
