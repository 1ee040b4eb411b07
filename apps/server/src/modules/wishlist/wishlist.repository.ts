import { wishlistMax } from '@tabi/contracts';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedTours, tours } from '../../db/schema/index.ts';
import { offsetOf } from '../../platform/pagination.ts';

/** A saved tour whose price fell below what its traveller last knew. */
export type PriceDrop = {
  userId: string;
  tourId: string;
  title: string;
  beforeMinor: number;
  nowMinor: number;
};

/** Price drops told per transaction. */
const dropBatch = 100;

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
                priceMinorNotified: sql<number | null>`null::integer`.as('price_minor_notified'),
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
    /**
     * Tells each traveller once when a tour they saved, changed since `since`, costs less than the price
     * they last knew (when saved, or last told): a batch is claimed under its rows' locks (another process
     * skips them), `tell` runs for each and the price told is marked in the same transaction.
     */
    async tellPriceDrops(since: Date, tell: (drop: PriceDrop) => Promise<void>): Promise<number> {
      const known = sql<number>`coalesce(${savedTours.priceMinorNotified}, ${savedTours.priceMinorWhenSaved})`;
      let told = 0;
      for (;;) {
        const count = await db.transaction(async (tx) => {
          const drops = await tx
            .select({
              userId: savedTours.userId,
              tourId: savedTours.tourId,
              title: tours.title,
              beforeMinor: known,
              nowMinor: tours.priceMinor,
            })
            .from(savedTours)
            .innerJoin(tours, eq(tours.id, savedTours.tourId))
            .where(
              and(eq(tours.archived, false), gt(tours.updatedAt, since), sql`${tours.priceMinor} < ${known}`),
            )
            .limit(dropBatch)
            .for('update', { of: savedTours, skipLocked: true });
          for (const drop of drops) {
            await tell(drop);
            await tx
              .update(savedTours)
              .set({ priceMinorNotified: drop.nowMinor })
              .where(and(eq(savedTours.userId, drop.userId), eq(savedTours.tourId, drop.tourId)));
          }
          return drops.length;
        });
        told += count;
        if (count < dropBatch) return told;
      }
    },

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
