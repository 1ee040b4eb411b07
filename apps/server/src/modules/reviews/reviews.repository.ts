import type { Review, ReviewListQuery } from '@tabi/contracts';
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews, users } from '../../db/schema/index.ts';
import { imageUrl, thumbUrl } from '../../platform/images/encode.ts';

function orderOf(sort: ReviewListQuery['sort']): SQL[] {
  switch (sort) {
    case 'highest':
      return [sql`${reviews.rating} DESC NULLS LAST`, desc(reviews.createdAt)];
    case 'lowest':
      return [sql`${reviews.rating} ASC NULLS LAST`, desc(reviews.createdAt)];
    default:
      return [desc(reviews.createdAt), asc(reviews.id)];
  }
}

export function createReviewsRepository(db: Db) {
  return {
    async forTour(tourId: string, query: ReviewListQuery): Promise<{ rows: Review[]; total: number }> {
      const where = and(
        eq(reviews.tourId, tourId),
        query.sort === 'photos' ? isNotNull(reviews.imageId) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: reviews.id,
            tourId: reviews.tourId,
            title: reviews.title,
            text: reviews.text,
            rating: reviews.rating,
            imageId: reviews.imageId,
            createdAt: reviews.createdAt,
            updatedAt: reviews.updatedAt,
            userId: users.id,
            userName: users.name,
            userAvatar: sql<string | null>`coalesce(${users.avatar}, ${users.photoUrl})`,
          })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(where)
          .orderBy(...orderOf(query.sort))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: sql<number>`count(*)::int` }).from(reviews).where(where),
      ]);
      return {
        rows: rows.map((row) => ({
          _id: row.id,
          tourId: row.tourId,
          title: row.title,
          text: row.text,
          rating: row.rating,
          image: row.imageId ? { url: imageUrl(row.imageId), thumbUrl: thumbUrl(row.imageId) } : null,
          // Computed from bookings once bookings exist; no review can be verified before that.
          verifiedTraveler: false,
          user: { _id: row.userId, name: row.userName, avatar: row.userAvatar },
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
        total: counted?.total ?? 0,
      };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
