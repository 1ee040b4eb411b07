import type { ListResponse, Review, ReviewListQuery } from '@tabi/contracts';
import { listEnvelope } from '../../platform/pagination.ts';
import type { ReviewsRepository } from './reviews.repository.ts';

type Deps = {
  reviews: ReviewsRepository;
  /** Answers 404 for an unknown tour (the tours service does). */
  tours: { assertExists: (tourId: string) => Promise<void> };
};

export function createReviewsService({ reviews, tours }: Deps) {
  return {
    async forTour(tourId: string, query: ReviewListQuery): Promise<ListResponse<Review>> {
      await tours.assertExists(tourId);
      const { rows, total } = await reviews.forTour(tourId, query);
      return listEnvelope(rows, total, query);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
