import type { PublicStats } from '@tabi/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertRating, insertReview, insertTour, insertUser } from '../../../test/fixtures.ts';
import { tours } from '../../db/schema/index.ts';

let t: TestApp;
const ids: Record<'kyoto' | 'gion' | 'osaka' | 'archived', string> = {
  kyoto: '',
  gion: '',
  osaka: '',
  archived: '',
};
let people: { id: string }[];

async function stats(app = t.app): Promise<PublicStats> {
  const response = await app.inject({ method: 'GET', url: '/api/stats/public' });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.success).toBe(true);
  return body.data;
}

/** Catalog changes reach the cache through LISTEN/NOTIFY, a moment after the commit. */
async function statsUntil(expected: PublicStats): Promise<PublicStats> {
  const deadline = Date.now() + 5000;
  let seen = await stats();
  while (Date.now() < deadline && JSON.stringify(seen) !== JSON.stringify(expected)) {
    await new Promise((r) => setTimeout(r, 20));
    seen = await stats();
  }
  return seen;
}

beforeAll(async () => {
  t = await createTestApp();
  ids.kyoto = (await insertTour(t.db, { city: 'Kyoto' })).id;
  // The same city spelt in another case counts once, as categories do.
  ids.gion = (await insertTour(t.db, { city: 'kyoto' })).id;
  ids.osaka = (await insertTour(t.db, { city: 'Osaka', region: 'Osaka' })).id;
  ids.archived = (await insertTour(t.db, { city: 'Sapporo', region: 'Hokkaido', archived: true })).id;
  people = await Promise.all([1, 2, 3, 4].map((n) => insertUser(t.db, { name: `Traveller ${n}` })));
  const [a, b, c, d] = people as [{ id: string }, { id: string }, { id: string }, { id: string }];
  // Public ratings 5, 4, 4 (mean 4.333...); the archived tour's 1s count nowhere.
  await insertReview(t.db, { tourId: ids.kyoto, userId: a.id, text: 'Wonderful morning.', rating: 5 });
  await insertRating(t.db, ids.kyoto, b.id, 4);
  await insertReview(t.db, { tourId: ids.osaka, userId: c.id, text: 'Good food, long queues.' });
  await insertRating(t.db, ids.osaka, c.id, 4);
  await insertReview(t.db, { tourId: ids.archived, userId: a.id, text: 'Gone now.', rating: 1 });
  await insertRating(t.db, ids.archived, d.id, 1);
});

afterAll(() => t?.close());

describe('GET /api/stats/public', () => {
  it('counts public tours, their cities, the mean of their ratings and their written reviews', async () => {
    expect(await stats()).toEqual({ tours: 3, cities: 2, averageRating: 4.33, reviews: 2 });
  });

  it('answers a second time from the cache with the same figures', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/stats/public' });
    const second = await t.app.inject({ method: 'GET', url: '/api/stats/public' });
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toContain('application/json');
  });

  it('shows a new tour and a new rating at once', async () => {
    const nara = await insertTour(t.db, { city: 'Nara', region: 'Nara' });
    expect(await statsUntil({ tours: 4, cities: 3, averageRating: 4.33, reviews: 2 })).toEqual({
      tours: 4,
      cities: 3,
      averageRating: 4.33,
      reviews: 2,
    });
    // 5, 4, 4, 1: 3.5.
    await insertRating(t.db, nara.id, people[3]!.id, 1);
    expect(await statsUntil({ tours: 4, cities: 3, averageRating: 3.5, reviews: 2 })).toEqual({
      tours: 4,
      cities: 3,
      averageRating: 3.5,
      reviews: 2,
    });
  });

  it('counts a review written without stars on the very next request (reviews do not NOTIFY)', async () => {
    const before = await stats();
    await insertReview(t.db, { tourId: ids.gion, userId: people[1]!.id, text: 'Quiet lanes at dusk.' });
    expect(await stats()).toEqual({ ...before, reviews: before.reviews + 1 });
  });

  it('drops an archived tour with its city, ratings and reviews', async () => {
    await t.db.update(tours).set({ archived: true }).where(eq(tours.id, ids.osaka));
    // Left: Kyoto (5, 4), kyoto (no rating), Nara (1) -> 10 / 3; reviews on Kyoto and kyoto.
    expect(await statsUntil({ tours: 3, cities: 2, averageRating: 3.33, reviews: 2 })).toEqual({
      tours: 3,
      cities: 2,
      averageRating: 3.33,
      reviews: 2,
    });
  });

  it('answers zeros for an empty catalog', async () => {
    const empty = await createTestApp();
    try {
      expect(await stats(empty.app)).toEqual({ tours: 0, cities: 0, averageRating: 0, reviews: 0 });
    } finally {
      await empty.close();
    }
  });
});
