import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, departures, tourImages, tours } from '../../db/schema/index.ts';

/** The columns an admin writes; the rating summary and timestamps are the database's. */
export type TourValues = Omit<
  typeof tours.$inferInsert,
  'id' | 'averageRating' | 'ratingsCount' | 'createdAt' | 'updatedAt'
>;
export type TourImageValues = { imageId: string; alt: string };
export type OverbookedDeparture = { date: string; booked: number };

/** Replaces a tour's pictures with these, in this order (position 0 is the cover). */
async function replaceImages(tx: Tx, tourId: string, images: readonly TourImageValues[]) {
  await tx.delete(tourImages).where(eq(tourImages.tourId, tourId));
  if (images.length > 0)
    await tx.insert(tourImages).values(images.map((image, position) => ({ tourId, position, ...image })));
}

/**
 * Locks the tour row. A booking holds a share lock on it while it takes seats (bookings repository), so
 * once this returns no booking of the tour is half done, and none starts until the transaction ends.
 * `update` also keeps new rows from referring to the tour (a delete needs that).
 */
async function lockTour(tx: Tx, id: string, strength: 'no key update' | 'update'): Promise<boolean> {
  const [row] = await tx.select({ id: tours.id }).from(tours).where(eq(tours.id, id)).for(strength);
  return row !== undefined;
}

export function createTourWritesRepository(db: Db) {
  return {
    /** The tour and its pictures in one transaction: never a tour without the pictures it was sent with. */
    create(values: TourValues, images: readonly TourImageValues[]): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(tours).values(values).returning({ id: tours.id });
        await replaceImages(tx, row!.id, images);
        return row!.id;
      });
    },

    /**
     * Changes what is given. A new group size is also the capacity of every departure starting from
     * `upcomingFrom` on, unless one of those already has more seats booked: then nothing changes and
     * those departures are answered. Past departures keep the capacity they ran with.
     */
    update(
      id: string,
      values: Partial<TourValues>,
      images: readonly TourImageValues[] | undefined,
      upcomingFrom: Date,
    ): Promise<
      | { outcome: 'updated' }
      | { outcome: 'missing' }
      | { outcome: 'overbooked'; departures: OverbookedDeparture[] }
    > {
      return db.transaction(async (tx) => {
        if (!(await lockTour(tx, id, 'no key update'))) return { outcome: 'missing' as const };
        const size = values.maxGroupSize;
        if (size !== undefined) {
          const upcoming = and(eq(departures.tourId, id), gte(departures.startsAt, upcomingFrom));
          const overbooked = await tx
            .select({ date: departures.date, booked: departures.booked })
            .from(departures)
            .where(and(upcoming, gt(departures.booked, size)))
            .orderBy(asc(departures.date));
          if (overbooked.length > 0) return { outcome: 'overbooked' as const, departures: overbooked };
          await tx.update(departures).set({ capacity: size }).where(upcoming);
        }
        await tx
          .update(tours)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(tours.id, id));
        if (images) await replaceImages(tx, id, images);
        return { outcome: 'updated' as const };
      });
    },

    /**
     * Deletes a tour that was never booked; its pictures' links, ratings, reviews and closed dates go
     * with it. A tour with bookings is kept (bookings are history) and its bookings are counted:
     * all of them, and the live ones on departures from `today` (local date) on.
     */
    remove(
      id: string,
      today: string,
    ): Promise<
      { outcome: 'deleted' } | { outcome: 'missing' } | { outcome: 'booked'; total: number; upcoming: number }
    > {
      return db.transaction(async (tx) => {
        if (!(await lockTour(tx, id, 'update'))) return { outcome: 'missing' as const };
        const [counted] = await tx
          .select({
            total: sql<number>`count(*)::int`,
            upcoming: sql<number>`(count(*) FILTER (WHERE ${bookings.status} <> 'cancelled' AND ${departures.date} >= ${today}))::int`,
          })
          .from(bookings)
          .innerJoin(departures, eq(departures.id, bookings.departureId))
          .where(eq(bookings.tourId, id));
        const { total = 0, upcoming = 0 } = counted ?? {};
        if (total > 0) return { outcome: 'booked' as const, total, upcoming };
        await tx.delete(tours).where(eq(tours.id, id));
        return { outcome: 'deleted' as const };
      });
    },
  };
}

export type TourWritesRepository = ReturnType<typeof createTourWritesRepository>;
