import type { Category, ListResponse, Tour, TourListQuery, TourSummary } from '@tabi/contracts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { listEnvelope } from '../../platform/pagination.ts';
import { toTour, toTourSummary } from './tours.mapper.ts';
import type { ToursRepository } from './tours.repository.ts';

type Deps = { tours: ToursRepository; currency: string };

export const tourNotFound = () => notFound('Tour not found');

export function createToursService({ tours, currency }: Deps) {
  return {
    async list(query: TourListQuery): Promise<ListResponse<TourSummary>> {
      const { rows, total } = await tours.list(query);
      return listEnvelope(
        rows.map((row) => toTourSummary(row, currency)),
        total,
        query,
      );
    },

    /** Archived tours stay reachable by direct link: their bookings and reviews point here. */
    async get(id: string): Promise<Tour> {
      if (!isUuid(id)) throw tourNotFound();
      const row = await tours.findById(id);
      if (!row) throw tourNotFound();
      return toTour(row, currency, await tours.ratingDistribution(id));
    },

    /** Throws the 404 the tour's sub-resources (ratings, reviews) answer for an unknown tour. */
    async assertExists(id: string): Promise<void> {
      if (!isUuid(id) || !(await tours.exists(id))) throw tourNotFound();
    },

    categories(): Promise<Category[]> {
      return tours.categories();
    },
  };
}

export type ToursService = ReturnType<typeof createToursService>;
