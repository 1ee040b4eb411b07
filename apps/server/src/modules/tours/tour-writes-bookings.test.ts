import type { Availability } from '@tabi/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, register, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { book, booked, tokyoDate } from '../../../test/bookings.ts';
import { createClock, days } from '../../../test/clock.ts';
import { insertRating, insertReview, insertTour, insertUser } from '../../../test/fixtures.ts';
import { departures, ratings, reviews } from '../../db/schema/index.ts';

/** What the admin's tour writes do to what travellers booked: deleting, group sizes, the weekly pattern. */

const clock = createClock();
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(adminEnv, { now: clock.now });
  admin = await adminSession(t.app, t.config, t.database);
});

afterAll(() => t?.close());

const date = (n: number) => tokyoDate(n, clock.now());
const traveller = async () => (await register(t.app)).token;
const remove = (id: string) => send(t.app, 'DELETE', `/api/posts/${id}`, admin);
const change = (id: string, payload: object) => send(t.app, 'PUT', `/api/posts/${id}`, admin, payload);
const status = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/posts/${id}` })).statusCode;

async function seatsOn(tourId: string, day: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/posts/${tourId}/availability?from=${day}&to=${day}`,
  });
  const { dates }: Availability = response.json().data;
  return { capacity: dates[0]!.capacity, seatsLeft: dates[0]!.seatsLeft };
}

async function departureCapacity(tourId: string) {
  const [row] = await t.db
    .select({ capacity: departures.capacity, booked: departures.booked })
    .from(departures)
    .where(eq(departures.tourId, tourId));
  return row;
}

describe('DELETE /api/posts/:id', () => {
  it('refuses a tour with an upcoming booking (409) and offers archiving; the tour stays', async () => {
    const tourId = (await insertTour(t.db)).id;
    await booked(t.app, await traveller(), { tourId, date: date(12) });
    const response = await remove(tourId);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'This tour has upcoming bookings; archive it instead.',
      details: { upcomingBookings: 1, bookings: 1, archive: true },
    });
    expect(await status(tourId)).toBe(200);

    const archived = await change(tourId, { archived: true });
    expect(archived.json().data.archived).toBe(true);
  });

  it('refuses a tour booked only in the past or cancelled: its booking history stays', async () => {
    const tourId = (await insertTour(t.db)).id;
    const token = await traveller();
    const cancelled = await booked(t.app, token, { tourId, date: date(20) });
    await send(t.app, 'PUT', `/api/bookings/${cancelled._id}/cancel`, token, { reason: 'Plans changed' });
    await booked(t.app, token, { tourId, date: date(2) });
    clock.advance(days(4));

    const response = await remove(tourId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'This tour has been booked before; archive it instead to keep its booking history.',
      details: { upcomingBookings: 0, bookings: 2, archive: true },
    });
    expect(await status(tourId)).toBe(200);
  });

  it('deletes a tour nobody booked, with its ratings and reviews', async () => {
    const tourId = (await insertTour(t.db)).id;
    const author = await insertUser(t.db);
    await insertReview(t.db, {
      tourId,
      userId: author.id,
      text: 'Lovely walk, well paced and friendly.',
      rating: 5,
    });
    await insertRating(t.db, tourId, (await insertUser(t.db)).id, 4);

    const response = await remove(tourId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { _id: tourId } });
    expect(await status(tourId)).toBe(404);
    expect(await t.db.select().from(ratings).where(eq(ratings.tourId, tourId))).toEqual([]);
    expect(await t.db.select().from(reviews).where(eq(reviews.tourId, tourId))).toEqual([]);
    expect((await remove(tourId)).statusCode).toBe(404);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])('answers 404 for %s', async (id) => {
    const response = await remove(id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('changing the group size', () => {
  it('is refused (409, naming the departures) below the seats an upcoming departure has sold', async () => {
    const tourId = (await insertTour(t.db, { maxGroupSize: 10 })).id;
    const day = date(10);
    await booked(t.app, await traveller(), { tourId, date: day, participants: { adults: 6, children: 0 } });

    const response = await change(tourId, { maxGroupSize: 4, title: 'Smaller groups' });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      details: { departures: [{ date: day, booked: 6 }], minimumGroupSize: 6 },
    });
    const tour = (await t.app.inject({ method: 'GET', url: `/api/posts/${tourId}` })).json().data;
    expect(tour).toMatchObject({ maxGroupSize: 10 });
    expect(tour.title).not.toBe('Smaller groups');
  });

  it('becomes the capacity of upcoming departures, down to what is sold and up again', async () => {
    const tourId = (await insertTour(t.db, { maxGroupSize: 10 })).id;
    const day = date(10);
    await booked(t.app, await traveller(), { tourId, date: day, participants: { adults: 6, children: 0 } });

    expect((await change(tourId, { maxGroupSize: 6 })).statusCode).toBe(200);
    expect(await seatsOn(tourId, day)).toEqual({ capacity: 6, seatsLeft: 0 });
    expect(await seatsOn(tourId, date(11))).toEqual({ capacity: 6, seatsLeft: 6 });

    expect((await change(tourId, { maxGroupSize: 12 })).statusCode).toBe(200);
    expect(await seatsOn(tourId, day)).toEqual({ capacity: 12, seatsLeft: 6 });
  });

  it('leaves a departure that has already run as it ran', async () => {
    const tourId = (await insertTour(t.db, { maxGroupSize: 10 })).id;
    await booked(t.app, await traveller(), {
      tourId,
      date: date(2),
      participants: { adults: 5, children: 0 },
    });
    clock.advance(days(3));
    expect((await change(tourId, { maxGroupSize: 2 })).statusCode).toBe(200);
    expect(await departureCapacity(tourId)).toEqual({ capacity: 10, booked: 5 });
  });

  it('and bookings racing a smaller size agree with it: no departure ends up above the size', async () => {
    const tourId = (await insertTour(t.db, { maxGroupSize: 10 })).id;
    const day = date(15);
    const tokens = await Promise.all(Array.from({ length: 10 }, traveller));
    const bookings = tokens.map((token) => book(t.app, token, { tourId, date: day }));
    const [resize] = await Promise.all([change(tourId, { maxGroupSize: 5 }), ...bookings]);
    const sold = (await Promise.all(bookings)).filter((answer) => answer.statusCode === 201).length;

    const size = resize!.statusCode === 200 ? 5 : 10;
    expect([200, 409]).toContain(resize!.statusCode);
    expect(await departureCapacity(tourId)).toEqual({ capacity: size, booked: sold });
    expect(sold).toBeLessThanOrEqual(size);
  });
});

describe('changing the weekly pattern', () => {
  it('applies to dates not yet booked; a booked departure keeps its date and start time', async () => {
    const tourId = (await insertTour(t.db, { departureTime: '09:00' })).id;
    const day = date(9);
    const booking = await booked(t.app, await traveller(), { tourId, date: day });
    const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const otherDays = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekday);

    const response = await change(tourId, { departureDays: otherDays, departureTime: '15:45' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ departureDays: otherDays, departureTime: '15:45' });

    const after = (await send(t.app, 'GET', `/api/bookings/${booking._id}`, admin)).json().data;
    expect(after).toMatchObject({ date: day, startsAt: booking.startsAt, status: booking.status });
    const nextWeek = (
      await t.app.inject({
        method: 'GET',
        url: `/api/posts/${tourId}/availability?from=${date(9 + 1)}&to=${date(9 + 1)}`,
      })
    ).json().data;
    expect(nextWeek.departureTime).toBe('15:45');
  });
});
