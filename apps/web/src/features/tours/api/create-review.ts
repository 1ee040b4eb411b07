import type { Review, ReviewInput } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { myReviewQueryOptions } from './get-my-review.ts';
import { refreshTour } from './refresh-tour.ts';

/**
 * POST /api/posts/:id/reviews; given stars become the user's rating of the tour. 409 CONFLICT with
 * `details.reviewId` when the user has reviewed the tour already.
 */
export async function createReview(tourId: string, body: ReviewInput) {
  const answer = await api.post<{ success: true; data: Review }>(
    `/posts/${encodeURIComponent(tourId)}/reviews`,
    body,
  );
  return answer.data;
}

/**
 * The answered review is user `userId`'s, and the tour's figures and reviews reload. A 409 (reviewed
 * already, in another tab) reloads the user's review, which the form then edits.
 */
export function useCreateReview(tourId: string, userId: string) {
  const client = useQueryClient();
  const key = myReviewQueryOptions(tourId, userId).queryKey;
  return useMutation({
    mutationFn: (body: ReviewInput) => createReview(tourId, body),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      refreshTour(client, tourId);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void client.invalidateQueries({ queryKey: key });
    },
  });
}
