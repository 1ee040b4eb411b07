import type { ListResponse, Review, ReviewListQuery } from '@tabi/contracts';
import { assertOwnerOrAdmin, type Viewer } from '../../platform/auth/guard.ts';
import { conflict, forbidden, notFound, validationFailed } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { type StoredImages, storedImageIds } from '../../platform/images/stored-images.ts';
import { listEnvelope } from '../../platform/pagination.ts';
import type { ReviewFields, ReviewOwner, ReviewsRepository } from './reviews.repository.ts';

type Deps = {
  reviews: ReviewsRepository;
  /** Answers 404 for an unknown tour (the tours service does). */
  tours: { assertExists: (tourId: string) => Promise<void> };
  images: StoredImages;
};

type NewReview = { title: string | null; text: string; rating?: number | null; image?: string | null };
type ReviewChanges = { title?: string | null; text?: string; rating?: number; image?: string | null };

const reviewNotFound = () => notFound('Review not found');

export function createReviewsService({ reviews, tours, images }: Deps) {
  /** The stored image a review points at, by the url the upload call answered; 400 if there is none. */
  async function imageIdOf(url: string | null | undefined): Promise<string | null | undefined> {
    if (url === undefined || url === null) return url;
    const [id] = await storedImageIds(images, [url]);
    if (!id)
      throw validationFailed('That photo was not found. Please upload it again.', {
        image: 'Upload the photo again',
      });
    return id;
  }

  /** The review, when it belongs to this tour: 404 otherwise. */
  async function ownerOf(tourId: string, reviewId: string): Promise<ReviewOwner> {
    await tours.assertExists(tourId);
    const owner = isUuid(reviewId) ? await reviews.ownerOf(reviewId) : undefined;
    if (!owner || owner.tourId !== tourId) throw reviewNotFound();
    return owner;
  }

  async function read(reviewId: string): Promise<Review> {
    const review = await reviews.find(reviewId);
    if (!review) throw reviewNotFound();
    return review;
  }

  return {
    async forTour(tourId: string, query: ReviewListQuery): Promise<ListResponse<Review>> {
      await tours.assertExists(tourId);
      const { rows, total } = await reviews.forTour(tourId, query);
      return listEnvelope(rows, total, query);
    },

    async mine(viewer: Viewer, tourId: string): Promise<Review | null> {
      await tours.assertExists(tourId);
      return (await reviews.findMine(tourId, viewer.userId)) ?? null;
    },

    /** One review per traveller and tour; its stars, if any, become their rating of the tour. */
    async create(viewer: Viewer, tourId: string, input: NewReview): Promise<Review> {
      await tours.assertExists(tourId);
      const imageId = (await imageIdOf(input.image)) ?? null;
      const result = await reviews.create(
        { tourId, userId: viewer.userId },
        { title: input.title, text: input.text, imageId },
        input.rating ?? null,
      );
      if (!result.created)
        throw conflict(
          'You have already reviewed this tour. Edit your review instead.',
          result.existingId ? { reviewId: result.existingId } : undefined,
        );
      return read(result.id);
    },

    /** Only the author edits a review: an admin may remove one but never put words in a traveller's mouth. */
    async update(viewer: Viewer, tourId: string, reviewId: string, changes: ReviewChanges): Promise<Review> {
      const owner = await ownerOf(tourId, reviewId);
      if (owner.userId !== viewer.userId) throw forbidden('Only the author can edit a review.');
      const { rating, image, ...text } = changes;
      const fields: ReviewFields = { ...text };
      if (image !== undefined) fields.imageId = await imageIdOf(image);
      if (!(await reviews.update(reviewId, owner, fields, rating))) throw reviewNotFound();
      return read(reviewId);
    },

    async remove(viewer: Viewer, tourId: string, reviewId: string): Promise<{ _id: string }> {
      const owner = await ownerOf(tourId, reviewId);
      assertOwnerOrAdmin(viewer, owner.userId);
      if (!(await reviews.remove(reviewId))) throw reviewNotFound();
      return { _id: reviewId };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
