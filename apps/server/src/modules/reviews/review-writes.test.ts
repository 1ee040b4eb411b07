import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, register, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { multipart } from '../../../test/multipart.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await adminSession(t.app, t.config, t.database);
});

afterAll(() => t?.close());

const text = 'Our guide knew every alley of Gion and found us a quiet tea house.';
const newTour = async () => (await insertTour(t.db)).id;
const traveller = async () => (await register(t.app)).token;

const write = (tourId: string, token: string | null, payload: object) =>
  send(t.app, 'POST', `/api/posts/${tourId}/reviews`, token, payload);

const change = (
  method: 'PUT' | 'DELETE',
  tourId: string,
  reviewId: string,
  token: string,
  payload?: object,
) => send(t.app, method, `/api/posts/${tourId}/reviews/${reviewId}`, token, payload);

async function uploadPhoto(token: string, colour = '#8fb8de'): Promise<string> {
  const bytes = await sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const body = multipart([{ field: 'image', filename: 'gion.jpg', contentType: 'image/jpeg', bytes }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload/review',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().url;
}

async function tourRating(tourId: string) {
  const { averageRating, ratingsCount } = (
    await t.app.inject({ method: 'GET', url: `/api/posts/${tourId}` })
  ).json().data;
  return { averageRating, ratingsCount };
}

const listed = async (tourId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/posts/${tourId}/reviews` })).json().data;

describe('POST /api/posts/:id/reviews', () => {
  it('publishes a review with a title, stars and a photo; the stars are the rating of the tour', async () => {
    const tourId = await newTour();
    const token = await traveller();
    const photo = await uploadPhoto(token);

    const response = await write(tourId, token, { title: ' Gion at dusk ', text, rating: 5, image: photo });
    expect(response.statusCode, response.body).toBe(201);
    const review = response.json().data;
    expect(review).toMatchObject({
      tourId,
      title: 'Gion at dusk',
      text,
      rating: 5,
      image: { url: photo, thumbUrl: photo.replace('.webp', '-thumb.webp') },
      verifiedTraveler: false,
      user: { name: 'Aiko Tanaka' },
    });
    expect(await tourRating(tourId)).toEqual({ averageRating: 5, ratingsCount: 1 });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${tourId}/ratings/mine`,
      headers: bearer(token),
    });
    expect(mine.json().data).toMatchObject({ rating: 5 });
    expect((await listed(tourId)).map((r: { _id: string }) => r._id)).toEqual([review._id]);
  });

  it("updates the author's existing rating rather than adding a second one", async () => {
    const tourId = await newTour();
    const token = await traveller();
    await t.app.inject({
      method: 'POST',
      url: `/api/posts/${tourId}/ratings`,
      payload: { rating: 2, comment: 'First impression' },
      headers: bearer(token),
    });
    expect((await write(tourId, token, { text, rating: 4 })).statusCode).toBe(201);
    expect(await tourRating(tourId)).toEqual({ averageRating: 4, ratingsCount: 1 });
  });

  it('shows the rating the author gave separately on a review written without stars', async () => {
    const tourId = await newTour();
    const token = await traveller();
    await t.app.inject({
      method: 'POST',
      url: `/api/posts/${tourId}/ratings`,
      payload: { rating: 3 },
      headers: bearer(token),
    });
    const review = (await write(tourId, token, { text })).json().data;
    expect(review.rating).toBe(3);
    const noStars = (await write(tourId, await traveller(), { text })).json().data;
    expect(noStars.rating).toBeNull();
    expect(await tourRating(tourId)).toEqual({ averageRating: 3, ratingsCount: 1 });
  });

  it('marks the review of a traveller with a confirmed booking of the tour as verified', async () => {
    const tourId = await newTour();
    const been = await traveller();
    await booked(t.app, been, { tourId, date: tokyoDate(5) });
    expect((await write(tourId, been, { text })).json().data.verifiedTraveler).toBe(true);

    const cancelledBooking = await traveller();
    const booking = await booked(t.app, cancelledBooking, { tourId, date: tokyoDate(5) });
    await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking._id}/cancel`,
      payload: { reason: 'Could not come' },
      headers: bearer(cancelledBooking),
    });
    expect((await write(tourId, cancelledBooking, { text })).json().data.verifiedTraveler).toBe(false);
    expect((await write(tourId, await traveller(), { text })).json().data.verifiedTraveler).toBe(false);
  });

  it('stores markup as the plain text it is', async () => {
    const tourId = await newTour();
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> was in my review';
    const review = (await write(tourId, await traveller(), { text: hostile })).json().data;
    expect(review.text).toBe(hostile);
    expect((await listed(tourId))[0].text).toBe(hostile);
  });

  it('takes one review per user and tour: a second answers 409 naming the first', async () => {
    const tourId = await newTour();
    const token = await traveller();
    const first = (await write(tourId, token, { text })).json().data;
    const second = await write(tourId, token, { text: `${text} Again.` });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT', details: { reviewId: first._id } });
  });

  it.each([
    [{ text: 'Too short.' }, 'text', 'Write at least 20 characters'],
    [{ text: 'x'.repeat(2001) }, 'text', 'Keep the review under 2000 characters'],
    [{ text: `   ${'short'}              ` }, 'text', 'Write at least 20 characters'],
    [{}, 'text', 'Write your review'],
    [{ text, rating: 7 }, 'rating', 'Choose from 1 to 5 stars'],
    [{ text, title: 't'.repeat(121) }, 'title', 'Keep the title under 120 characters'],
    [{ text, image: 'https://evil.example/x.webp' }, 'image', 'must be an image uploaded to this site'],
    [{ text, image: '/uploads/../../etc/passwd' }, 'image', 'must be an image uploaded to this site'],
    [{ text: `${text}\u0000` }, 'text', 'contains a character that is not allowed'],
  ])('refuses %j with 400 and a field message', async (payload, field, message) => {
    const response = await write(await newTour(), await traveller(), payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
  });

  it('refuses a photo url that was never uploaded with 400', async () => {
    const response = await write(await newTour(), await traveller(), {
      text,
      image: '/uploads/00000000-0000-4000-8000-000000000000.webp',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ image: 'Upload the photo again' });
  });

  it('answers 401 to a visitor and 404 for an unknown tour', async () => {
    expect((await write(await newTour(), null, { text })).statusCode).toBe(401);
    const unknown = await write('00000000-0000-4000-8000-000000000000', await traveller(), { text });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PUT and DELETE /api/posts/:id/reviews/:reviewId', () => {
  let tourId: string;
  let author: string;
  let reviewId: string;

  beforeAll(async () => {
    tourId = await newTour();
    author = await traveller();
    const photo = await uploadPhoto(author, '#d94f30');
    reviewId = (await write(tourId, author, { title: 'Dusk', text, rating: 3, image: photo })).json().data
      ._id;
  });

  it('lets the author change only what they send', async () => {
    const response = await change('PUT', tourId, reviewId, author, { title: 'Gion, unhurried' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ title: 'Gion, unhurried', text, rating: 3 });
    expect(response.json().data.image).not.toBeNull();
  });

  it('changes the rating of the tour with the stars, and removes the photo with image: null', async () => {
    const response = await change('PUT', tourId, reviewId, author, { rating: 5, image: null });
    expect(response.json().data).toMatchObject({ rating: 5, image: null });
    expect(await tourRating(tourId)).toEqual({ averageRating: 5, ratingsCount: 1 });
  });

  it('refuses another user and an admin with 403: only the author puts words in a review', async () => {
    for (const token of [await traveller(), admin]) {
      const response = await change('PUT', tourId, reviewId, token, {
        text: 'Words the author never wrote here.',
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await listed(tourId))[0].text).toBe(text);
  });

  it('refuses another user deleting with 403, and answers 404 under another tour', async () => {
    expect((await change('DELETE', tourId, reviewId, await traveller())).statusCode).toBe(403);
    expect((await change('DELETE', await newTour(), reviewId, author)).statusCode).toBe(404);
    expect((await change('PUT', tourId, 'nope', author, { title: 'x' })).statusCode).toBe(404);
    expect((await change('PUT', tourId, reviewId, author, {})).statusCode).toBe(400);
  });

  it('lets an admin remove any review', async () => {
    const other = await traveller();
    const id = (await write(tourId, other, { text })).json().data._id;
    const removed = await change('DELETE', tourId, id, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, data: { _id: id } });
  });

  it('lets the author delete theirs and write a new one; the rating stays', async () => {
    expect((await change('DELETE', tourId, reviewId, author)).statusCode).toBe(200);
    expect((await change('DELETE', tourId, reviewId, author)).statusCode).toBe(404);
    expect(await listed(tourId)).toEqual([]);
    expect(await tourRating(tourId)).toEqual({ averageRating: 5, ratingsCount: 1 });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${tourId}/reviews/mine`,
      headers: bearer(author),
    });
    expect(mine.json()).toEqual({ success: true, data: null });
    expect((await write(tourId, author, { text })).statusCode).toBe(201);
  });
});
