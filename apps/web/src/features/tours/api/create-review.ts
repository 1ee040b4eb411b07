import type { Review, ReviewInput } from '@tabi/contracts';
import { api } from '../../../api/client.ts';

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
