import type {
  CategoriesQuery,
  Category,
  ListResponse,
  Tour,
  TourListQuery,
  TourSummary,
} from '@tabi/contracts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { listEnvelope } from '../../platform/pagination.ts';
import { cacheEntryOf, departureWindowOn } from './departure-date-filter.ts';
import { toTour, toTourSummary } from './tours.mapper.ts';
import type { CatalogFilters, ToursRepository } from './tours.repository.ts';

type Deps = { tours: ToursRepository; currency: string; now: () => Date; timezone: string };

export const tourNotFound = () => notFound('Tour not found');

export function createToursService({ tours, currency, now, timezone }: Deps) {
  /** The query's filters as the repository reads them: its date becomes the booking rule's window. */
  function catalogFilters<Q extends CategoriesQuery>({ date, ...rest }: Q): Omit<Q, 'date'> & CatalogFilters {
    return date === undefined ? rest : { ...rest, departing: departureWindowOn(date, { now, timezone }) };
  }

  return {
    async list(query: TourListQuery): Promise<ListResponse<TourSummary>> {
      const { rows, total } = await tours.list(catalogFilters(query));
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

    /** The cards of the public tours among `ids` (a traveller's saved tours), in no particular order. */
    async summaries(ids: string[]): Promise<TourSummary[]> {
      const rows = await tours.findPublicByIds(ids.filter(isUuid));
      return rows.map((row) => toTourSummary(row, currency));
    },

    /** Throws the 404 the tour's sub-resources (ratings, reviews) answer for an unknown tour. */
    async assertExists(id: string): Promise<void> {
      if (!isUuid(id) || !(await tours.exists(id))) throw tourNotFound();
    },

    /** The catalog's categories, counting the tours that pass the list's filters (all public ones without). */
    categories(query: CategoriesQuery): Promise<Category[]> {
      return tours.categories(catalogFilters(query));
    },

    /** The key a public answer is cached under (its address, and for a date the minute too), and until when it holds. */
    cacheEntry(url: string, query: { date?: string }) {
      return cacheEntryOf(url, query.date, now());
    },
  };
}

export type ToursService = ReturnType<typeof createToursService>;
