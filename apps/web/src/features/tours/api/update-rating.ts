import type { Rating, RatingUpdate } from '@tabi/contracts';
import { api } from '../../../api/client.ts';

/** PUT /api/posts/:id/ratings/:ratingId with new stars, a new comment, or both. */
export async function updateRating(tourId: string, ratingId: string, body: RatingUpdate) {
  const answer = await api.put<{ success: true; data: Rating }>(
    `/posts/${encodeURIComponent(tourId)}/ratings/${encodeURIComponent(ratingId)}`,
    body,
  );
  return answer.data;
}
