import { wishlistMax } from '@tabi/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedTours, tours } from '../../db/schema/index.ts';
import { offsetOf } from '../../platform/pagination.ts';

export function createWishlistRepository(db: Db) {
  // An archived tour stays saved (it may come back) but is not shown.
  const saved = (userId: string) =>
    db
      .select({ tourId: savedTours.tourId, savedAt: savedTours.savedAt })
      .from(savedTours)
      .innerJoin(tours, eq(tours.id, savedTours.tourId))
      .where(and(eq(savedTours.userId, userId), eq(tours.archived, false)));

  return {
    /**
     * Saves the public tours among `tourIds` (those already saved stay as they were), up to the list's
     * size, with their price now. Answers nothing: the caller reads the list after.
     */
    async save(userId: string, tourIds: string[]): Promise<void> {
      if (tourIds.length === 0) return;
      await db.transaction(async (tx) => {
        // One account's saves queue on its list, so two at once cannot both pass its size.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`wishlist:${userId}`}))`);
        const [counted] = await tx
          .select({ saved: sql<number>`count(*)::int` })
          .from(savedTours)
          .where(eq(savedTours.userId, userId));
        const room = wishlistMax - (counted?.saved ?? 0);
        if (room <= 0) return;
        await tx
          .insert(savedTours)
          .select(
            tx
              .select({
                userId: sql<string>`${userId}::uuid`.as('user_id'),
                tourId: tours.id,
                priceMinorWhenSaved: tours.priceMinor,
                savedAt: sql<Date>`now()`.as('saved_at'),
              })
              .from(tours)
              .where(and(inArray(tours.id, tourIds), eq(tours.archived, false)))
              .limit(room),
          )
          .onConflictDoNothing();
      });
    },

    async remove(userId: string, tourId: string): Promise<void> {
      await db.delete(savedTours).where(and(eq(savedTours.userId, userId), eq(savedTours.tourId, tourId)));
    },

    /** Every saved tour's id that is still offered, the latest saved first. */
    async ids(userId: string): Promise<string[]> {
      const rows = await saved(userId).orderBy(desc(savedTours.savedAt), desc(savedTours.tourId));
      return rows.map((row) => row.tourId);
    },

    /** A page of the list (tours still offered), the latest saved first, with the whole list's size. */
    async page(userId: string, query: { page: number; limit: number }) {
      const [rows, [counted]] = await Promise.all([
        saved(userId)
          .orderBy(desc(savedTours.savedAt), desc(savedTours.tourId))
          .limit(query.limit)
          .offset(offsetOf(query)),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(savedTours)
          .innerJoin(tours, eq(tours.id, savedTours.tourId))
          .where(and(eq(savedTours.userId, userId), eq(tours.archived, false))),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type WishlistRepository = ReturnType<typeof createWishlistRepository>;
