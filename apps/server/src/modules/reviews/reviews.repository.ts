import type { Review, ReviewListQuery } from '@tabi/contracts';
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, ratings, reviews, users } from '../../db/schema/index.ts';
import { imageUrl, thumbUrl } from '../../platform/images/encode.ts';
import { offsetOf } from '../../platform/pagination.ts';

export type ReviewOwner = { tourId: string; userId: string };
export type ReviewFields = { title?: string | null; text?: string; imageId?: string | null };

function orderOf(sort: ReviewListQuery['sort']): SQL[] {
  switch (sort) {
    case 'highest':
      return [sql`${ratings.rating} DESC NULLS LAST`, desc(reviews.createdAt), asc(reviews.id)];
    case 'lowest':
      return [sql`${ratings.rating} ASC NULLS LAST`, desc(reviews.createdAt), asc(reviews.id)];
    default:
      return [desc(reviews.createdAt), asc(reviews.id)];
  }
}

export function createReviewsRepository(db: Db) {
  // A review shows its author's current rating of the tour: one number per traveller, wherever it is shown.
  const selectReviews = () =>
    db
      .select({
        id: reviews.id,
        tourId: reviews.tourId,
        title: reviews.title,
        text: reviews.text,
        rating: ratings.rating,
        imageId: reviews.imageId,
        // A traveller whose booking of this tour was confirmed (or has happened) has been there.
        verifiedTraveler: sql<boolean>`EXISTS (
          SELECT 1 FROM ${bookings} b
           WHERE b.tour_id = ${reviews.tourId} AND b.user_id = ${reviews.userId}
             AND b.status IN ('confirmed', 'completed'))`,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
        userId: users.id,
        userName: users.name,
        userAvatar: sql<string | null>`coalesce(${users.avatar}, ${users.photoUrl})`,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .leftJoin(ratings, and(eq(ratings.tourId, reviews.tourId), eq(ratings.userId, reviews.userId)));

  type Row = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];
  const toReview = (row: Row): Review => ({
    _id: row.id,
    tourId: row.tourId,
    title: row.title,
    text: row.text,
    rating: row.rating,
    image: row.imageId ? { url: imageUrl(row.imageId), thumbUrl: thumbUrl(row.imageId) } : null,
    verifiedTraveler: row.verifiedTraveler,
    user: { _id: row.userId, name: row.userName, avatar: row.userAvatar },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  async function one(where: SQL): Promise<Review | undefined> {
    const [row] = await selectReviews().where(where);
    return row && toReview(row);
  }

  /** The author's stars for the tour, created or changed: a review's rating is their rating. */
  async function rate(tx: Tx, owner: ReviewOwner, stars: number): Promise<void> {
    await tx
      .insert(ratings)
      .values({ ...owner, rating: stars })
      .onConflictDoUpdate({
        target: [ratings.tourId, ratings.userId],
        set: { rating: stars, updatedAt: sql`now()` },
      });
  }

  return {
    async forTour(tourId: string, query: ReviewListQuery): Promise<{ rows: Review[]; total: number }> {
      const where = and(
        eq(reviews.tourId, tourId),
        query.sort === 'photos' ? isNotNull(reviews.imageId) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        selectReviews()
          .where(where)
          .orderBy(...orderOf(query.sort))
          .limit(query.limit)
          .offset(offsetOf(query)),
        db.select({ total: sql<number>`count(*)::int` }).from(reviews).where(where),
      ]);
      return { rows: rows.map(toReview), total: counted?.total ?? 0 };
    },

    find: (reviewId: string) => one(eq(reviews.id, reviewId)),
    findMine: (tourId: string, userId: string) =>
      one(and(eq(reviews.tourId, tourId), eq(reviews.userId, userId))!),

    async ownerOf(reviewId: string): Promise<ReviewOwner | undefined> {
      const [row] = await db
        .select({ tourId: reviews.tourId, userId: reviews.userId })
        .from(reviews)
        .where(eq(reviews.id, reviewId));
      return row;
    },

    /**
     * The review and, with stars, the author's rating, in one transaction. The unique (tour, user) index
     * decides a race: one review is written, the other request learns its id.
     */
    create(
      owner: ReviewOwner,
      fields: Required<ReviewFields>,
      stars: number | null,
    ): Promise<{ created: true; id: string } | { created: false; existingId?: string }> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(reviews)
          .values({ ...owner, ...fields })
          .onConflictDoNothing({ target: [reviews.tourId, reviews.userId] })
          .returning({ id: reviews.id });
        if (!inserted) {
          const [existing] = await tx
            .select({ id: reviews.id })
            .from(reviews)
            .where(and(eq(reviews.tourId, owner.tourId), eq(reviews.userId, owner.userId)));
          return { created: false as const, existingId: existing?.id };
        }
        if (stars !== null) await rate(tx, owner, stars);
        return { created: true as const, id: inserted.id };
      });
    },

    update(reviewId: string, owner: ReviewOwner, fields: ReviewFields, stars?: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(reviews)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(reviews.id, reviewId))
          .returning({ id: reviews.id });
        if (!updated) return false;
        if (stars !== undefined) await rate(tx, owner, stars);
        return true;
      });
    },

    async remove(reviewId: string): Promise<boolean> {
      const removed = await db.delete(reviews).where(eq(reviews.id, reviewId)).returning({ id: reviews.id });
      return removed.length > 0;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
