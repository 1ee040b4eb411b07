import { api } from '../../../api/client.ts';

/** DELETE /api/posts/:id/ratings/:ratingId. */
export async function deleteRating(tourId: string, ratingId: string) {
  await api.delete<{ success: true; data: { _id: string } }>(
    `/posts/${encodeURIComponent(tourId)}/ratings/${encodeURIComponent(ratingId)}`,
  );
}
