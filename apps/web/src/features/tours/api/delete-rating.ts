import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { myRatingQueryOptions } from './get-my-rating.ts';
import { refreshTour } from './refresh-tour.ts';

/** DELETE /api/posts/:id/ratings/:ratingId. */
export async function deleteRating(tourId: string, ratingId: string) {
  await api.delete<{ success: true; data: { _id: string } }>(
    `/posts/${encodeURIComponent(tourId)}/ratings/${encodeURIComponent(ratingId)}`,
  );
}

/** Once deleted, user `userId` has no rating of the tour, and the tour's figures reload. */
export function useDeleteRating(tourId: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ratingId: string) => deleteRating(tourId, ratingId),
    onSuccess: () => {
      client.setQueryData(myRatingQueryOptions(tourId, userId).queryKey, null);
      refreshTour(client, tourId);
    },
  });
}
