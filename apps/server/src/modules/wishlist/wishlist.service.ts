import type {
  Availability,
  AvailabilityQuery,
  ListResponse,
  MergeWishlistBody,
  TourSummary,
  WishlistIds,
  WishlistItem,
} from '@tabi/contracts';
import { addDays } from 'date-fns';
import type { Viewer } from '../../platform/auth/guard.ts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { listEnvelope } from '../../platform/pagination.ts';
import { localDateOf } from '../../platform/zoned-time.ts';
import type { WishlistRepository } from './wishlist.repository.ts';

/** The catalog and the calendar, as app.ts hands them over (features never import each other). */
export type WishlistTours = { summaries(ids: string[]): Promise<TourSummary[]> };
export type WishlistCalendar = {
  availability(tourId: string, query: AvailabilityQuery): Promise<Availability>;
};

/** The next free dates are looked for this many days ahead. */
const nextDatesWindowDays = 60;
const nextDatesShown = 3;

type Deps = {
  saved: WishlistRepository;
  tours: WishlistTours;
  calendar: WishlistCalendar;
  timezone: string;
  now: () => Date;
};

export function createWishlistService({ saved, tours, calendar, timezone, now }: Deps) {
  const idsOf = async (viewer: Viewer): Promise<WishlistIds> => ({ tourIds: await saved.ids(viewer.userId) });

  /** Up to three dates of the next weeks that can be booked now, soonest first. */
  async function nextDates(tourId: string) {
    const at = now();
    const { dates } = await calendar.availability(tourId, {
      from: localDateOf(at, timezone),
      to: localDateOf(addDays(at, nextDatesWindowDays - 1), timezone),
    });
    return dates
      .filter((day) => day.bookable && day.seatsLeft > 0)
      .slice(0, nextDatesShown)
      .map(({ date, seatsLeft }) => ({ date, seatsLeft }));
  }

  return {
    ids: idsOf,

    /** The traveller's saved tours still offered, the latest saved first, each with its next free dates. */
    async list(viewer: Viewer, query: { page: number; limit: number }): Promise<ListResponse<WishlistItem>> {
      const { rows, total } = await saved.page(viewer.userId, query);
      const cards = new Map(
        (await tours.summaries(rows.map((row) => row.tourId))).map((tour) => [tour._id, tour]),
      );
      const items = await Promise.all(
        rows.flatMap(({ tourId, savedAt }) => {
          const tour = cards.get(tourId);
          return tour
            ? [
                nextDates(tourId).then((dates) => ({
                  tour,
                  savedAt: savedAt.toISOString(),
                  nextDates: dates,
                })),
              ]
            : [];
        }),
      );
      return listEnvelope(items, total, query);
    },

    /** Saves a tour (saving it again changes nothing); 404 for a tour that is not offered. */
    async save(viewer: Viewer, tourId: string): Promise<WishlistIds> {
      if (!isUuid(tourId) || (await tours.summaries([tourId])).length === 0) throw notFound('Tour not found');
      await saved.save(viewer.userId, [tourId]);
      return idsOf(viewer);
    },

    async remove(viewer: Viewer, tourId: string): Promise<WishlistIds> {
      if (isUuid(tourId)) await saved.remove(viewer.userId, tourId);
      return idsOf(viewer);
    },

    /**
     * A visitor's list joins the account at sign-in: the tours still offered are added (up to the list's
     * size); unknown ids, archived tours and those already saved change nothing.
     */
    async merge(viewer: Viewer, { tourIds }: MergeWishlistBody): Promise<WishlistIds> {
      await saved.save(viewer.userId, [...new Set(tourIds.filter(isUuid))]);
      return idsOf(viewer);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
