import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ratings, reviews, tours } from '../../db/schema/index.ts';

export type CatalogFigures = { tours: number; cities: number; averageRating: number };
export type TourDate = { id: string; updatedAt: Date };

/** Read-only figures and addresses of the public (not archived) catalog, for the About page and crawlers. */
export function createSiteRepository(db: Db) {
  return {
    /**
     * Tours, cities (spellings that differ only in case count once, as categories do) and the mean of
     * every rating of a public tour, in one round trip. Reads only tables whose writes NOTIFY.
     */
    async catalogFigures(): Promise<CatalogFigures> {
      const [row] = await db
        .select({
          tours: sql<number>`count(*)::int`,
          cities: sql<number>`count(DISTINCT lower(${tours.city}))::int`,
          averageRating: sql<number>`(SELECT coalesce(round(avg(r.rating), 2), 0)::float8
            FROM ${ratings} r JOIN ${tours} t ON t.id = r.tour_id WHERE NOT t.archived)`,
        })
        .from(tours)
        .where(eq(tours.archived, false));
      return row ?? { tours: 0, cities: 0, averageRating: 0 };
    },

    /** Written reviews of public tours. */
    async reviewsCount(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reviews)
        .innerJoin(tours, eq(tours.id, reviews.tourId))
        .where(eq(tours.archived, false));
      return row?.count ?? 0;
    },

    /** Every public tour's id and last change, newest tour first (the public-listing index): nothing else. */
    publicTourDates(): Promise<TourDate[]> {
      return db
        .select({ id: tours.id, updatedAt: tours.updatedAt })
        .from(tours)
        .where(eq(tours.archived, false))
        .orderBy(desc(tours.createdAt), tours.id);
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
