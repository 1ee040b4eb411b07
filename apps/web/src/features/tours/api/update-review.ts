import type { Review, ReviewUpdate } from '@tabi/contracts';
import { api } from '../../../api/client.ts';

/** PUT /api/posts/:id/reviews/:reviewId with the changed fields only; `image: null` removes the photo. */
export async function updateReview(tourId: string, reviewId: string, body: ReviewUpdate) {
  const answer = await api.put<{ success: true; data: Review }>(
    `/posts/${encodeURIComponent(tourId)}/reviews/${encodeURIComponent(reviewId)}`,
    body,
  );
  return answer.data;
}
