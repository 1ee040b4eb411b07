import { api } from '../../../api/client.ts';

/** DELETE /api/posts/:id/reviews/:reviewId (its author, or an administrator). */
export async function deleteReview(tourId: string, reviewId: string) {
  await api.delete<{ success: true; data: { _id: string } }>(
    `/posts/${encodeURIComponent(tourId)}/reviews/${encodeURIComponent(reviewId)}`,
  );
}
