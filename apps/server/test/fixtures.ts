import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import sharp from 'sharp';
import type { Db } from '../src/db/client.ts';
import { ratings, reviews, tourImages, tours, users } from '../src/db/schema/index.ts';
import { createUploadsRepository } from '../src/modules/uploads/uploads.repository.ts';
import { encodeImage } from '../src/platform/images/encode.ts';

/** Test data written straight to the test's own database: known values, so answers can be checked exactly. */

let sequence = 0;
const unique = () =>
  `${Date.now().toString(36)}${(sequence++).toString(36)}${randomBytes(2).toString('hex')}`;

export type TourFixture = Partial<typeof tours.$inferInsert>;

export async function insertTour(db: Db, overrides: TourFixture = {}) {
  const [row] = await db
    .insert(tours)
    .values({
      title: `Fixture tour ${unique()}`,
      category: 'Cultural',
      description: 'A walk through old streets with a local guide who knows every corner.',
      priceMinor: 5000,
      city: 'Kyoto',
      region: 'Kyoto',
      durationMinutes: 180,
      maxGroupSize: 10,
      meetingPoint: 'Kyoto Station, central exit',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({ name: 'Test Traveller', email: `traveller-${unique()}@example.com`, ...overrides })
    .returning();
  return row!;
}

export async function insertRating(db: Db, tourId: string, userId: string, rating: number, comment?: string) {
  const [row] = await db.insert(ratings).values({ tourId, userId, rating, comment }).returning();
  return row!;
}

/** A review, and with `rating` the author's rating of the tour (which is what a review's stars are). */
export async function insertReview(
  db: Db,
  { rating, ...values }: typeof reviews.$inferInsert & { rating?: number },
) {
  const [row] = await db.insert(reviews).values(values).returning();
  if (rating !== undefined) await insertRating(db, values.tourId, values.userId, rating);
  return row!;
}

/** A real stored image (a solid PNG re-encoded by the pipeline), attached to a tour at `position`. */
export async function attachImage(db: Db, tourId: string, position: number, color = '#264b8c') {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
  const stored = await createUploadsRepository(db).save(await encodeImage(png));
  await db
    .insert(tourImages)
    .values({ tourId, position, imageId: stored.id, alt: `Picture ${position + 1}` });
  return stored;
}

/**
 * Runs `statement` with the database's triggers off for it (`session_replication_role = replica`): a change
 * the catalog is not told of, which shows whether an answer came from the cache.
 */
export async function writeUnannounced(pool: pg.Pool, statement: string, params: unknown[] = []) {
  const client = await pool.connect();
  try {
    await client.query('SET session_replication_role = replica');
    await client.query(statement, params);
  } finally {
    await client.query('RESET session_replication_role');
    client.release();
  }
}
