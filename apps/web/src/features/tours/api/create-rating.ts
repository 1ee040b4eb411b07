import type { Rating, RatingInput } from '@tabi/contracts';
import { api } from '../../../api/client.ts';

/** POST /api/posts/:id/ratings; 409 CONFLICT with `details.ratingId` when the user has rated already. */
export async function createRating(tourId: string, body: RatingInput) {
  const answer = await api.post<{ success: true; data: Rating }>(
    `/posts/${encodeURIComponent(tourId)}/ratings`,
    body,
  );
  return answer.data;
}
