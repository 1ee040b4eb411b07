import type { Review } from '@tabi/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../session/session-context.ts';
import { myReviewQueryOptions } from './get-my-review.ts';
import { refreshTour } from './refresh-tour.ts';

/** DELETE /api/posts/:id/reviews/:reviewId (its author, or an administrator). */
export async function deleteReview(tourId: string, reviewId: string) {
  await api.delete<{ success: true; data: { _id: string } }>(
    `/posts/${encodeURIComponent(tourId)}/reviews/${encodeURIComponent(reviewId)}`,
  );
}

/** Once deleted, it is no longer the signed-in user's review, and the tour's reviews reload. */
export function useDeleteReview() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (review: Pick<Review, '_id' | 'tourId'>) => deleteReview(review.tourId, review._id),
    onSuccess: (_answer, review) => {
      if (user) {
        client.setQueryData(myReviewQueryOptions(review.tourId, user.id).queryKey, (mine) =>
          mine?._id === review._id ? null : mine,
        );
      }
      refreshTour(client, review.tourId);
    },
  });
}
