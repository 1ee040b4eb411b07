import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, register, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertTour } from '../../../test/fixtures.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await adminSession(t.app, t.config, t.database);
});

afterAll(() => t?.close());

const newTour = async () => (await insertTour(t.db)).id;
const traveller = async () => (await register(t.app)).token;

const rate = (tourId: string, token: string | null, payload: object) =>
  send(t.app, 'POST', `/api/posts/${tourId}/ratings`, token, payload);

const change = (
  method: 'PUT' | 'DELETE',
  tourId: string,
  ratingId: string,
  token: string,
  payload?: object,
) => send(t.app, method, `/api/posts/${tourId}/ratings/${ratingId}`, token, payload);

async function summary(tourId: string) {
  const { averageRating, ratingsCount, ratingDistribution } = (
    await t.app.inject({ method: 'GET', url: `/api/posts/${tourId}` })
  ).json().data;
  return { averageRating, ratingsCount, ratingDistribution };
}

async function myRating(tourId: string, token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/posts/${tourId}/ratings/mine`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('POST /api/posts/:id/ratings', () => {
  it("rates a tour, and the tour's average and count follow", async () => {
    const tourId = await newTour();
    const token = await traveller();
    expect(await myRating(tourId, token)).toBeNull();

    const response = await rate(tourId, token, { rating: 4, comment: '  Lovely walk.  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      data: { tourId, rating: 4, comment: 'Lovely walk.', user: { name: 'Aiko Tanaka' } },
    });
    expect(await myRating(tourId, token)).toMatchObject({ rating: 4, comment: 'Lovely walk.' });

    await rate(tourId, await traveller(), { rating: 5 });
    expect(await summary(tourId)).toMatchObject({ averageRating: 4.5, ratingsCount: 2 });
  });

  it('takes one rating per user and tour: a second answers 409 naming the first', async () => {
    const tourId = await newTour();
    const token = await traveller();
    const first = (await rate(tourId, token, { rating: 2 })).json().data;
    const second = await rate(tourId, token, { rating: 5 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'You have already rated this tour. Update your rating instead.',
      details: { ratingId: first._id },
    });
    expect(await summary(tourId)).toMatchObject({ averageRating: 2, ratingsCount: 1 });
  });

  it.each([
    [{ rating: 0 }, 'rating'],
    [{ rating: 6 }, 'rating'],
    [{ rating: 3.5 }, 'rating'],
    [{ rating: '5' }, 'rating'],
    [{}, 'rating'],
    [{ rating: 4, comment: 'x'.repeat(501) }, 'comment'],
    [{ rating: 4, comment: 'nul \u0000 inside' }, 'comment'],
  ])('refuses %j with 400 naming the field', async (payload, field) => {
    const response = await rate(await newTour(), await traveller(), payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty(field);
  });

  it('answers 401 to a visitor and 404 for an unknown tour', async () => {
    expect((await rate(await newTour(), null, { rating: 5 })).statusCode).toBe(401);
    const unknown = await rate('00000000-0000-4000-8000-000000000000', await traveller(), { rating: 5 });
    expect(unknown.statusCode).toBe(404);
    expect((await rate('not-an-id', await traveller(), { rating: 5 })).statusCode).toBe(404);
  });

  it('keeps the average exact when 20 travellers rate the same tour at once', async () => {
    const tourId = await newTour();
    const tokens = await Promise.all(Array.from({ length: 20 }, traveller));
    const stars = tokens.map((_, i) => (i % 5) + 1); // four of each: average 3
    stars[0] = 5; // one 1 becomes a 5: 64 / 20 = 3.2
    const answers = await Promise.all(tokens.map((token, i) => rate(tourId, token, { rating: stars[i] })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(await summary(tourId)).toMatchObject({
      averageRating: 3.2,
      ratingsCount: 20,
      ratingDistribution: { 1: 3, 2: 4, 3: 4, 4: 4, 5: 5 },
    });
  });
});

describe('PUT and DELETE /api/posts/:id/ratings/:ratingId', () => {
  let tourId: string;
  let author: string;
  let ratingId: string;

  beforeAll(async () => {
    tourId = await newTour();
    author = await traveller();
    ratingId = (await rate(tourId, author, { rating: 2, comment: 'Rushed.' })).json().data._id;
  });

  it('lets the author change the stars or the comment', async () => {
    const stars = await change('PUT', tourId, ratingId, author, { rating: 4 });
    expect(stars.statusCode, stars.body).toBe(200);
    expect(stars.json().data).toMatchObject({ rating: 4, comment: 'Rushed.' });
    const comment = await change('PUT', tourId, ratingId, author, { comment: '' });
    expect(comment.json().data).toMatchObject({ rating: 4, comment: null });
    expect(await summary(tourId)).toMatchObject({ averageRating: 4, ratingsCount: 1 });
  });

  it('refuses another user with 403 and changes nothing', async () => {
    const other = await traveller();
    const put = await change('PUT', tourId, ratingId, other, { rating: 1 });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await change('DELETE', tourId, ratingId, other)).statusCode).toBe(403);
    expect(await summary(tourId)).toMatchObject({ averageRating: 4, ratingsCount: 1 });
  });

  it('refuses an empty change with 400', async () => {
    const response = await change('PUT', tourId, ratingId, author, {});
    expect(response.statusCode).toBe(400);
  });

  it("answers 404 for a rating addressed under another tour, or that doesn't exist", async () => {
    const elsewhere = await newTour();
    expect((await change('PUT', elsewhere, ratingId, author, { rating: 5 })).statusCode).toBe(404);
    expect((await change('DELETE', elsewhere, ratingId, author)).statusCode).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await change('PUT', tourId, missing, author, { rating: 5 })).statusCode).toBe(404);
    expect((await change('PUT', tourId, 'nope', author, { rating: 5 })).statusCode).toBe(404);
  });

  it('lets an admin change and delete anyone’s rating', async () => {
    const id = (await rate(tourId, await traveller(), { rating: 1 })).json().data._id;
    expect((await change('PUT', tourId, id, admin, { rating: 3 })).json().data.rating).toBe(3);
    const removed = await change('DELETE', tourId, id, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, data: { _id: id } });
  });

  it('lets the author delete theirs; the tour forgets it and they may rate again', async () => {
    const removed = await change('DELETE', tourId, ratingId, author);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await change('DELETE', tourId, ratingId, author)).statusCode).toBe(404);
    expect(await summary(tourId)).toMatchObject({ averageRating: 0, ratingsCount: 0 });
    expect(await myRating(tourId, author)).toBeNull();
    expect((await rate(tourId, author, { rating: 5 })).statusCode).toBe(201);
  });
});

describe('a failure on our side', () => {
  it("answers in the spec's words: 'Ratings temporarily unavailable', 'Failed to add rating'", async () => {
    const broken = await createTestApp();
    try {
      const token = (await register(broken.app)).token;
      const tourId = (await insertTour(broken.db)).id;
      // The tables are gone: every query fails, as it would with a broken database.
      await broken.database.pool.query('DROP TABLE ratings CASCADE');
      const all = await broken.app.inject({ method: 'GET', url: '/api/ratings' });
      expect(all.statusCode).toBe(500);
      expect(all.json()).toMatchObject({ success: false, message: 'Ratings temporarily unavailable' });
      const add = await broken.app.inject({
        method: 'POST',
        url: `/api/posts/${tourId}/ratings`,
        payload: { rating: 5 },
        headers: bearer(token),
      });
      expect(add.json()).toMatchObject({ success: false, code: 'INTERNAL', message: 'Failed to add rating' });
    } finally {
      await broken.close();
    }
  });
});
