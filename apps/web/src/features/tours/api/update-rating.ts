import type { Rating, RatingUpdate } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { myRatingQueryOptions } from './get-my-rating.ts';
import { refreshTour } from './refresh-tour.ts';

/** PUT /api/posts/:id/ratings/:ratingId with new stars, a new comment, or both. */
export async function updateRating(tourId: string, ratingId: string, body: RatingUpdate) {
  const answer = await api.put<{ success: true; data: Rating }>(
    `/posts/${encodeURIComponent(tourId)}/ratings/${encodeURIComponent(ratingId)}`,
    body,
  );
  return answer.data;
}

/** The answered rating is user `userId`'s, and the tour's figures reload. */
export function useUpdateRating(tourId: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ratingId, body }: { ratingId: string; body: RatingUpdate }) =>
      updateRating(tourId, ratingId, body),
    onSuccess: (saved) => {
      client.setQueryData(myRatingQueryOptions(tourId, userId).queryKey, saved);
      refreshTour(client, tourId);
    },
  });
}
