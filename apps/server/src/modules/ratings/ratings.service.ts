import type { ListResponse, PageQuery, Rating } from '@tabi/contracts';
import type { Viewer } from '../../platform/auth/guard.ts';
import { assertOwnerOrAdmin } from '../../platform/auth/guard.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { listEnvelope } from '../../platform/pagination.ts';
import type { RatingChanges, RatingsRepository } from './ratings.repository.ts';

type Deps = {
  ratings: RatingsRepository;
  /** Answers 404 for an unknown tour (the tours service does). */
  tours: { assertExists: (tourId: string) => Promise<void> };
};

const ratingNotFound = () => notFound('Rating not found');

export function createRatingsService({ ratings, tours }: Deps) {
  /** A rating of this tour that the viewer may change: 404 if it is not this tour's, 403 if not theirs. */
  async function changeable(viewer: Viewer, tourId: string, ratingId: string): Promise<void> {
    await tours.assertExists(tourId);
    const owner = isUuid(ratingId) ? await ratings.ownerOf(ratingId) : undefined;
    if (!owner || owner.tourId !== tourId) throw ratingNotFound();
    assertOwnerOrAdmin(viewer, owner.userId);
  }

  async function read(ratingId: string): Promise<Rating> {
    const rating = await ratings.find(ratingId);
    if (!rating) throw ratingNotFound();
    return rating;
  }

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

    async mine(viewer: Viewer, tourId: string): Promise<Rating | null> {
      await tours.assertExists(tourId);
      return (await ratings.findMine(tourId, viewer.userId)) ?? null;
    },

    /** One rating per user and tour: a second one is refused with the first one's id, to edit instead. */
    async create(
      viewer: Viewer,
      tourId: string,
      values: { rating: number; comment: string | null },
    ): Promise<Rating> {
      await tours.assertExists(tourId);
      const result = await ratings.create({ tourId, userId: viewer.userId }, values);
      if (!result.created)
        throw conflict('You have already rated this tour. Update your rating instead.', {
          ratingId: result.existingId,
        });
      return read(result.id);
    },

    async update(viewer: Viewer, tourId: string, ratingId: string, changes: RatingChanges): Promise<Rating> {
      await changeable(viewer, tourId, ratingId);
      if (!(await ratings.update(ratingId, changes))) throw ratingNotFound();
      return read(ratingId);
    },

    async remove(viewer: Viewer, tourId: string, ratingId: string): Promise<{ _id: string }> {
      await changeable(viewer, tourId, ratingId);
      if (!(await ratings.remove(ratingId))) throw ratingNotFound();
      return { _id: ratingId };
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
