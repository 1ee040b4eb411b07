import type { ListResponse, PageQuery, Rating } from '@tabi/contracts';
import { listEnvelope } from '../../platform/pagination.ts';
import type { RatingsRepository } from './ratings.repository.ts';

type Deps = {
  ratings: RatingsRepository;
  /** Answers 404 for an unknown tour (the tours service does). */
  tours: { assertExists: (tourId: string) => Promise<void> };
};

export function createRatingsService({ ratings, tours }: Deps) {
  return {
    async forTour(tourId: string, query: PageQuery): Promise<ListResponse<Rating>> {
      await tours.assertExists(tourId);
      const { rows, total } = await ratings.forTour(tourId, query);
      return listEnvelope(rows, total, query);
    },

    async all(query: PageQuery): Promise<ListResponse<Rating>> {
      const { rows, total } = await ratings.all(query);
      return listEnvelope(rows, total, query);
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
