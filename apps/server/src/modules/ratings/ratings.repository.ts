import type { PageQuery, Rating } from '@tabi/contracts';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ratings, users } from '../../db/schema/index.ts';

export function createRatingsRepository(db: Db) {
  async function page(where: SQL | undefined, query: PageQuery): Promise<{ rows: Rating[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
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
        .innerJoin(users, eq(users.id, ratings.userId))
        .where(where)
        .orderBy(desc(ratings.createdAt), desc(ratings.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ total: sql<number>`count(*)::int` }).from(ratings).where(where),
    ]);
    return {
      rows: rows.map((row) => ({
        _id: row.id,
        tourId: row.tourId,
        rating: row.rating,
        comment: row.comment,
        user: { _id: row.userId, name: row.userName, avatar: row.userAvatar },
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
      total: counted?.total ?? 0,
    };
  }

  return {
    forTour: (tourId: string, query: PageQuery) => page(eq(ratings.tourId, tourId), query),
    all: (query: PageQuery) => page(undefined, query),
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;
