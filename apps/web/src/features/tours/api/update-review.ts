import type { Review, ReviewUpdate } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { myReviewQueryOptions } from './get-my-review.ts';
import { refreshTour } from './refresh-tour.ts';

/** PUT /api/posts/:id/reviews/:reviewId with the changed fields only; `image: null` removes the photo. */
export async function updateReview(tourId: string, reviewId: string, body: ReviewUpdate) {
  const answer = await api.put<{ success: true; data: Review }>(
    `/posts/${encodeURIComponent(tourId)}/reviews/${encodeURIComponent(reviewId)}`,
    body,
  );
  return answer.data;
}

/** The answered review is user `userId`'s, and the tour's figures and reviews reload. */
export function useUpdateReview(tourId: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: ReviewUpdate }) =>
      updateReview(tourId, reviewId, body),
    onSuccess: (saved) => {
      client.setQueryData(myReviewQueryOptions(tourId, userId).queryKey, saved);
      refreshTour(client, tourId);
    },
  });
}
