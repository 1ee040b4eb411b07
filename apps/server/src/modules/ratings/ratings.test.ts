import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertRating, insertTour, insertUser } from '../../../test/fixtures.ts';

let t: TestApp;
let tourId: string;
let otherTourId: string;

beforeAll(async () => {
  t = await createTestApp();
  tourId = (await insertTour(t.db)).id;
  otherTourId = (await insertTour(t.db)).id;
  const ana = await insertUser(t.db, {
    name: 'Ana Souza',
    avatar: '/uploads/00000000-0000-4000-8000-000000000001.webp',
  });
  const kenji = await insertUser(t.db, {
    name: 'Kenji Mori',
    photoUrl: 'https://lh3.googleusercontent.com/a/kenji',
  });
  const lea = await insertUser(t.db, { name: 'Léa Martin' });
  await insertRating(t.db, tourId, ana.id, 5, 'Wonderful guide.');
  await insertRating(t.db, tourId, kenji.id, 4);
  await insertRating(t.db, otherTourId, lea.id, 2, 'Too rushed.');
});

afterAll(() => t?.close());

describe('GET /api/posts/:id/ratings', () => {
  it("lists a tour's ratings with their authors, in the list envelope", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/posts/${tourId}/ratings` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, count: 2, total: 2, page: 1, pages: 1 });
    const byName = Object.fromEntries(body.data.map((r: { user: { name: string } }) => [r.user.name, r]));
    expect(byName['Ana Souza']).toMatchObject({
      rating: 5,
      comment: 'Wonderful guide.',
      tourId,
      user: { avatar: '/uploads/00000000-0000-4000-8000-000000000001.webp' },
    });
    // A Google user's photo stands in for an avatar.
    expect(byName['Kenji Mori']).toMatchObject({
      rating: 4,
      comment: null,
      user: { avatar: 'https://lh3.googleusercontent.com/a/kenji' },
    });
  });

  it('paginates', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${tourId}/ratings?limit=1&page=2`,
    });
    expect(response.json()).toMatchObject({ count: 1, total: 2, page: 2, pages: 2 });
  });

  it('answers 404 for an unknown tour', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/posts/00000000-0000-4000-8000-000000000000/ratings',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Tour not found' });
  });
});

describe('GET /api/ratings', () => {
  it('lists every rating, newest first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ratings' });
    const body = response.json();
    expect(body).toMatchObject({ success: true, total: 3, count: 3 });
    expect(body.data[0]).toMatchObject({ user: { name: 'Léa Martin' }, rating: 2 });
  });

  it('refuses a bad page size with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ratings?limit=500' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('limit');
  });
});
