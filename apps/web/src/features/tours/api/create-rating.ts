import type { Rating, RatingInput } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { myRatingQueryOptions } from './get-my-rating.ts';
import { refreshTour } from './refresh-tour.ts';

/** POST /api/posts/:id/ratings; 409 CONFLICT with `details.ratingId` when the user has rated already. */
export async function createRating(tourId: string, body: RatingInput) {
  const answer = await api.post<{ success: true; data: Rating }>(
    `/posts/${encodeURIComponent(tourId)}/ratings`,
    body,
  );
  return answer.data;
}

/**
 * The answered rating is user `userId`'s, and the tour's figures reload. A 409 (rated already, in
 * another tab) reloads the user's rating, which the form then changes.
 */
export function useCreateRating(tourId: string, userId: string) {
  const client = useQueryClient();
  const key = myRatingQueryOptions(tourId, userId).queryKey;
  return useMutation({
    mutationFn: (body: RatingInput) => createRating(tourId, body),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      refreshTour(client, tourId);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void client.invalidateQueries({ queryKey: key });
    },
  });
}
