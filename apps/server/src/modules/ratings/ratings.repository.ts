import type { PageQuery, Rating } from '@tabi/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ratings, users } from '../../db/schema/index.ts';
import { offsetOf } from '../../platform/pagination.ts';

export type RatingChanges = { rating?: number; comment?: string | null };
export type RatingOwner = { tourId: string; userId: string };

export function createRatingsRepository(db: Db) {
  const selectRatings = () =>
    db
      .select({
        id: ratings.id,
        tourId: ratings.tourId,
        rating: ratings.rating,
        comment: ratings.comment,
        createdAt: ratings.createdAt,
        updatedAt: ratings.updatedAt,
        userId: users.id,
        userName: users.name,
        userAvatar: sql<string | null>`coalesce(${users.avatar}, ${users.photoUrl})`,
      })
      .from(ratings)
      .innerJoin(users, eq(users.id, ratings.userId));

  type Row = Awaited<ReturnType<ReturnType<typeof selectRatings>['execute']>>[number];
  const toRating = (row: Row): Rating => ({
    _id: row.id,
    tourId: row.tourId,
    rating: row.rating,
    comment: row.comment,
    user: { _id: row.userId, name: row.userName, avatar: row.userAvatar },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  async function page(where: SQL | undefined, query: PageQuery): Promise<{ rows: Rating[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      selectRatings()
        .where(where)
        .orderBy(desc(ratings.createdAt), desc(ratings.id))
        .limit(query.limit)
        .offset(offsetOf(query)),
      db.select({ total: sql<number>`count(*)::int` }).from(ratings).where(where),
    ]);
    return { rows: rows.map(toRating), total: counted?.total ?? 0 };
  }

  async function one(where: SQL | undefined): Promise<Rating | undefined> {
    const [row] = await selectRatings().where(where);
    return row && toRating(row);
  }

  return {
    forTour: (tourId: string, query: PageQuery) => page(eq(ratings.tourId, tourId), query),
    all: (query: PageQuery) => page(undefined, query),
    find: (ratingId: string) => one(eq(ratings.id, ratingId)),
    findMine: (tourId: string, userId: string) =>
      one(and(eq(ratings.tourId, tourId), eq(ratings.userId, userId))),

    async ownerOf(ratingId: string): Promise<RatingOwner | undefined> {
      const [row] = await db
        .select({ tourId: ratings.tourId, userId: ratings.userId })
        .from(ratings)
        .where(eq(ratings.id, ratingId));
      return row;
    },

    /**
     * Adds the user's rating of a tour. The unique (tour, user) index decides a race between two
     * requests: exactly one inserts, the other learns the id of the rating that won.
     */
    async create(
      owner: RatingOwner,
      values: { rating: number; comment: string | null },
    ): Promise<{ created: true; id: string } | { created: false; existingId: string }> {
      // The rating that blocked an insert may be deleted before we read it: then insert again.
      for (let attempt = 1; ; attempt++) {
        const [inserted] = await db
          .insert(ratings)
          .values({ ...owner, ...values })
          .onConflictDoNothing({ target: [ratings.tourId, ratings.userId] })
          .returning({ id: ratings.id });
        if (inserted) return { created: true, id: inserted.id };
        const [existing] = await db
          .select({ id: ratings.id })
          .from(ratings)
          .where(and(eq(ratings.tourId, owner.tourId), eq(ratings.userId, owner.userId)));
        if (existing) return { created: false, existingId: existing.id };
        if (attempt === 3) throw new Error('a rating kept conflicting and vanishing');
      }
    },

    async update(ratingId: string, changes: RatingChanges): Promise<boolean> {
      const updated = await db
        .update(ratings)
        .set(changes)
        .where(eq(ratings.id, ratingId))
        .returning({ id: ratings.id });
      return updated.length > 0;
    },

    async remove(ratingId: string): Promise<boolean> {
      const removed = await db.delete(ratings).where(eq(ratings.id, ratingId)).returning({ id: ratings.id });
      return removed.length > 0;
    },
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
