import type { Review } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { attachImage, insertReview, insertTour, insertUser } from '../../../test/fixtures.ts';

let t: TestApp;
let tourId: string;

const texts = (data: Review[]) => data.map((review) => review.text);

beforeAll(async () => {
  t = await createTestApp();
  tourId = (await insertTour(t.db)).id;
  const photoTour = await insertTour(t.db);
  const photo = await attachImage(t.db, photoTour.id, 0);
  const day = 24 * 60 * 60 * 1000;
  const at = (n: number) => new Date(Date.parse('2026-03-01T00:00:00Z') + n * day);
  const people = await Promise.all(['Mia', 'Noah', 'Olga', 'Paul'].map((name) => insertUser(t.db, { name })));
  await insertReview(t.db, {
    tourId,
    userId: people[0]!.id,
    text: 'Three stars: pleasant but too long a walk.',
    rating: 3,
    createdAt: at(1),
  });
  await insertReview(t.db, {
    tourId,
    userId: people[1]!.id,
    text: 'Five stars: the best morning of our trip.',
    rating: 5,
    title: 'Unforgettable',
    createdAt: at(2),
  });
  await insertReview(t.db, {
    tourId,
    userId: people[2]!.id,
    text: 'No stars given, but <script>alert(1)</script> stays text.',
    createdAt: at(3),
  });
  await insertReview(t.db, {
    tourId,
    userId: people[3]!.id,
    text: 'Four stars and a photo of the gates at dawn.',
    rating: 4,
    imageId: photo.id,
    createdAt: at(4),
  });
});

afterAll(() => t?.close());

async function reviews(query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/posts/${tourId}/reviews${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/posts/:id/reviews', () => {
  it('lists newest first with author, title and photo', async () => {
    const body = await reviews();
    expect(body).toMatchObject({ success: true, count: 4, total: 4, pages: 1 });
    expect(body.data[0]).toMatchObject({
      text: 'Four stars and a photo of the gates at dawn.',
      rating: 4,
      user: { name: 'Paul', avatar: null },
      verifiedTraveler: false,
    });
    expect(body.data[0].image.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(body.data[0].image.thumbUrl).toMatch(/-thumb\.webp$/);
    expect(body.data[2]).toMatchObject({ title: 'Unforgettable', image: null });
  });

  it('keeps markup as the plain text it was written as', async () => {
    const body = await reviews();
    expect(texts(body.data)).toContain('No stars given, but <script>alert(1)</script> stays text.');
  });

  it('sorts highest and lowest, unrated last', async () => {
    expect((await reviews('?sort=highest')).data.map((r: Review) => r.rating)).toEqual([5, 4, 3, null]);
    expect((await reviews('?sort=lowest')).data.map((r: Review) => r.rating)).toEqual([3, 4, 5, null]);
  });

  it('filters to reviews with photos', async () => {
    const body = await reviews('?sort=photos');
    expect(body).toMatchObject({ total: 1, count: 1 });
  });

  it('paginates', async () => {
    expect(await reviews('?limit=3&page=2')).toMatchObject({ count: 1, total: 4, page: 2, pages: 2 });
  });

  it('refuses an unknown sort with 400 and answers 404 for an unknown tour', async () => {
    const bad = await t.app.inject({ method: 'GET', url: `/api/posts/${tourId}/reviews?sort=random` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('sort');
    const missing = await t.app.inject({ method: 'GET', url: '/api/posts/nope/reviews' });
    expect(missing.statusCode).toBe(404);
  });
});
