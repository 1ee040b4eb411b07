import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, register, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { book, booked, contact, tokyoDate } from '../../../test/bookings.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { tourClosedDates } from '../../db/schema/index.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await adminSession(t.app, t.config, t.database);
});

afterAll(() => t?.close());

const traveller = async () => (await register(t.app)).token;
const newTour = async (overrides: Parameters<typeof insertTour>[1] = {}) =>
  (await insertTour(t.db, { priceMinor: 5000, childPriceShare: 0.5, maxGroupSize: 10, ...overrides })).id;

async function availability(tourId: string, from: string, to: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/posts/${tourId}/availability?from=${from}&to=${to}`,
  });
  return response;
}

const call = (method: 'GET' | 'PUT', url: string, token: string | null, payload?: object) =>
  send(t.app, method, url, token, payload);

describe('GET /api/posts/:id/availability', () => {
  it('lists each date with its departure and seats left, in the operator zone', async () => {
    const tourId = await newTour({ departureDays: [1, 2, 3, 4, 5, 6, 7], departureTime: '10:30' });
    const date = tokyoDate(10);
    await booked(t.app, await traveller(), { tourId, date, participants: { adults: 2, children: 1 } });

    const response = await availability(tourId, tokyoDate(9), tokyoDate(11));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ tourId, timezone: 'Asia/Tokyo', departureTime: '10:30' });
    expect(data.dates).toHaveLength(3);
    expect(data.dates[1]).toEqual({
      date,
      startsAt: new Date(`${date}T10:30:00+09:00`).toISOString(),
      capacity: 10,
      seatsLeft: 7,
      bookable: true,
    });
    expect(data.dates[0]).toMatchObject({ seatsLeft: 10, bookable: true });
  });

  it('marks days without a departure, closed days and days inside the cut-off', async () => {
    const tourId = await newTour();
    await t.db.insert(tourClosedDates).values({ tourId, date: tokyoDate(5) });
    const { data } = (await availability(tourId, tokyoDate(0), tokyoDate(5))).json();
    const reasons = Object.fromEntries(
      data.dates.map((d: { date: string; reason?: string }) => [d.date, d.reason]),
    );
    expect(reasons[tokyoDate(0)]).toBe('cutoff');
    expect(reasons[tokyoDate(5)]).toBe('closed');
    expect(reasons[tokyoDate(3)]).toBeUndefined();

    const weekdaysOnly = await newTour({ departureDays: [6, 7] });
    const week = (await availability(weekdaysOnly, tokyoDate(3), tokyoDate(9))).json().data.dates;
    const bookable = week.filter((d: { bookable: boolean }) => d.bookable);
    expect(bookable).toHaveLength(2);
    for (const day of bookable) expect([0, 6]).toContain(new Date(`${day.date}T00:00:00Z`).getUTCDay());
    expect(week.filter((d: { reason?: string }) => d.reason === 'no-departure')).toHaveLength(5);
  });

  it('refuses more than 90 days, a reversed range, a bad date and an unknown tour', async () => {
    const tourId = await newTour();
    expect((await availability(tourId, tokyoDate(1), tokyoDate(95))).statusCode).toBe(400);
    expect((await availability(tourId, tokyoDate(5), tokyoDate(1))).statusCode).toBe(400);
    const bad = await availability(tourId, '2027-02-30', '2027-03-02');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('from');
    expect(
      (await availability('00000000-0000-4000-8000-000000000000', tokyoDate(1), tokyoDate(2))).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/bookings', () => {
  it('books, pricing it on the server (children at the tour share), with a readable reference', async () => {
    const tourId = await newTour();
    const token = await traveller();
    const response = await book(t.app, token, {
      tourId,
      date: tokyoDate(7),
      participants: { adults: 2, children: 1 },
      specialRequests: 'One vegetarian',
      // A client's idea of the price is ignored.
      priceNumber: 1,
      total: 1,
      pricing: { total: 1 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json().data;
    expect(booking).toMatchObject({
      tour: { _id: tourId },
      date: tokyoDate(7),
      participants: { adults: 2, children: 1 },
      contact,
      specialRequests: 'One vegetarian',
      pricing: { adultPrice: 50, childPrice: 25, total: 125, currency: 'USD' },
      status: 'confirmed',
      paymentStatus: 'unpaid',
      refund: null,
      timezone: 'Asia/Tokyo',
    });
    expect(booking.reference).toMatch(/^TB-[A-HJ-NP-Z2-9]{6}$/);
    expect(Date.parse(booking.freeCancellationUntil)).toBe(Date.parse(booking.startsAt) - 24 * 3_600_000);
  });

  it('leaves a booking pending when the tour confirms by hand', async () => {
    const tourId = await newTour({ instantConfirmation: false });
    expect((await booked(t.app, await traveller(), { tourId, date: tokyoDate(4) })).status).toBe('pending');
  });

  it.each([
    ['a past date', -3, 'date'],
    ['today (inside the 24-hour cut-off)', 0, 'date'],
  ])('refuses %s with 400', async (_name, offset, field) => {
    const response = await book(t.app, await traveller(), {
      tourId: await newTour(),
      date: tokyoDate(offset),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty(field);
  });

  it('refuses a closed date and a day without a departure with 400', async () => {
    const tourId = await newTour({ departureDays: [1] });
    const monday = [7, 8, 9, 10, 11, 12, 13]
      .map((n) => tokyoDate(n))
      .find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1)!;
    const tuesday = tokyoDate(Math.round((Date.parse(monday) - Date.parse(tokyoDate(0))) / 86_400_000) + 1);
    const noDeparture = await book(t.app, await traveller(), { tourId, date: tuesday });
    expect(noDeparture.statusCode).toBe(400);
    expect(noDeparture.json().fieldErrors).toEqual({ date: 'No departure on this date' });
    await t.db.insert(tourClosedDates).values({ tourId, date: monday });
    const closed = await book(t.app, await traveller(), { tourId, date: monday });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().fieldErrors).toEqual({ date: 'Closed on this date' });
  });

  it.each([
    [{ adults: 0, children: 2 }, 'participants.adults'],
    [{ adults: 1, children: -1 }, 'participants.children'],
    [{ adults: 1.5, children: 0 }, 'participants.adults'],
    [{ adults: 31, children: 0 }, 'participants.adults'],
  ])('refuses participants %j with 400', async (participants, field) => {
    const response = await book(t.app, await traveller(), {
      tourId: await newTour(),
      date: tokyoDate(6),
      participants,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty(field);
  });

  it('refuses children on an adults-only tour with 400 and stores nothing; adults alone book it', async () => {
    const tourId = await newTour({ adultsOnly: true, childPriceShare: 0 });
    const date = tokyoDate(9);
    const token = await traveller();
    const refused = await book(t.app, token, { tourId, date, participants: { adults: 2, children: 1 } });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This tour is for adults only: book it without children.',
      fieldErrors: { 'participants.children': 'This tour is for adults only' },
    });
    const seats = async () => (await availability(tourId, date, date)).json().data.dates[0].seatsLeft;
    expect(await seats()).toBe(10);
    const mine = await call('GET', '/api/bookings/my-bookings', token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual([]);

    const adults = await booked(t.app, token, { tourId, date, participants: { adults: 2, children: 0 } });
    expect(adults.pricing).toMatchObject({ adultPrice: 50, total: 100 });
    expect(await seats()).toBe(8);
  });

  it('books children free on a tour open to them with a child share of 0', async () => {
    const tourId = await newTour({ childPriceShare: 0 });
    const booking = await booked(t.app, await traveller(), {
      tourId,
      date: tokyoDate(9),
      participants: { adults: 2, children: 2 },
    });
    expect(booking.pricing).toMatchObject({ adultPrice: 50, childPrice: 0, total: 100 });
  });

  it('refuses more people than seats left with 409 naming the seats', async () => {
    const tourId = await newTour({ maxGroupSize: 6 });
    const date = tokyoDate(8);
    await booked(t.app, await traveller(), { tourId, date, participants: { adults: 4, children: 0 } });
    const response = await book(t.app, await traveller(), {
      tourId,
      date,
      participants: { adults: 2, children: 1 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', details: { seatsLeft: 2 } });
    expect(response.json().message).toMatch(/^Only 2 seats left on \w{3} \d{1,2} \w{3} \d{4}\.$/);
  });

  it('refuses bad contact details, an unknown tour and a visitor', async () => {
    const tourId = await newTour();
    const badMail = await book(t.app, await traveller(), {
      tourId,
      date: tokyoDate(6),
      contact: { ...contact, email: 'nope' },
    });
    expect(badMail.json().fieldErrors).toHaveProperty(['contact.email']);
    const unknown = await book(t.app, await traveller(), {
      tourId: '00000000-0000-4000-8000-000000000000',
      date: tokyoDate(6),
    });
    expect(unknown.statusCode).toBe(400);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { tourId, date: tokyoDate(6) },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('answers a retried request with the same Idempotency-Key with the first booking', async () => {
    const tourId = await newTour();
    const token = await traveller();
    const key = { 'idempotency-key': crypto.randomUUID() };
    const body = { tourId, date: tokyoDate(9), participants: { adults: 3, children: 0 } };
    const [first, second] = await Promise.all([book(t.app, token, body, key), book(t.app, token, body, key)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 201]);
    expect(first.json().data._id).toBe(second.json().data._id);
    const third = await book(t.app, token, body, key);
    expect(third.statusCode).toBe(200);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(third.json().data._id).toBe(first.json().data._id);
    const seats = (await availability(tourId, tokyoDate(9), tokyoDate(9))).json().data.dates[0].seatsLeft;
    expect(seats).toBe(7);
    const bad = await book(t.app, token, body, { 'idempotency-key': 'x' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('reading bookings', () => {
  it('shows a user only their own, newest first; an admin sees any and searches all', async () => {
    const tourId = await newTour();
    const mine = await traveller();
    const first = await booked(t.app, mine, { tourId, date: tokyoDate(12) });
    const second = await booked(t.app, mine, { tourId, date: tokyoDate(13) });
    const other = await traveller();
    const theirs = await booked(t.app, other, { tourId, date: tokyoDate(12) });

    const list = (await call('GET', '/api/bookings/my-bookings', mine)).json();
    expect(list).toMatchObject({ success: true, total: 2, count: 2 });
    expect(list.data.map((b: { _id: string }) => b._id)).toEqual([second._id, first._id]);
    expect(list.data[0].tour.title).toMatch(/^Fixture tour/);

    expect((await call('GET', `/api/bookings/${first._id}`, mine)).statusCode).toBe(200);
    expect((await call('GET', `/api/bookings/${theirs._id}`, mine)).statusCode).toBe(404);
    expect((await call('GET', `/api/bookings/${theirs._id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/bookings/not-an-id', mine)).statusCode).toBe(404);

    expect((await call('GET', '/api/bookings', mine)).statusCode).toBe(403);
    const byReference = (await call('GET', `/api/bookings?q=${theirs.reference}`, admin)).json();
    expect(byReference.data.map((b: { _id: string }) => b._id)).toEqual([theirs._id]);
    const byTour = (
      await call('GET', `/api/bookings?tourId=${tourId}&from=${tokyoDate(12)}&to=${tokyoDate(12)}`, admin)
    ).json();
    expect(byTour.total).toBe(2);
    expect((await call('GET', '/api/bookings?status=lost', admin)).statusCode).toBe(400);
  });
});

describe('cancelling, refunds and status', () => {
  it('lets the traveller cancel with a reason; the seats return; twice is 409', async () => {
    const tourId = await newTour();
    const token = await traveller();
    const date = tokyoDate(15);
    const booking = await booked(t.app, token, { tourId, date, participants: { adults: 4, children: 0 } });
    const short = await call('PUT', `/api/bookings/${booking._id}/cancel`, token, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(
      (
        await call('PUT', `/api/bookings/${booking._id}/cancel`, await traveller(), {
          reason: 'Not mine at all',
        })
      ).statusCode,
    ).toBe(404);

    const cancelled = await call('PUT', `/api/bookings/${booking._id}/cancel`, token, {
      reason: 'Our flight moved',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Our flight moved',
      refund: null,
    });
    expect((await availability(tourId, date, date)).json().data.dates[0].seatsLeft).toBe(10);
    const again = await call('PUT', `/api/bookings/${booking._id}/cancel`, token, {
      reason: 'Our flight moved',
    });
    expect(again.statusCode).toBe(409);
  });

  it('runs a paid booking through cancellation and a refund decided once', async () => {
    const tourId = await newTour();
    const token = await traveller();
    const booking = await booked(t.app, token, { tourId, date: tokyoDate(20) });
    // Only an admin marks it paid.
    expect(
      (await call('PUT', `/api/admin/bookings/${booking._id}`, token, { paymentStatus: 'paid' })).statusCode,
    ).toBe(403);
    const paid = await call('PUT', `/api/admin/bookings/${booking._id}`, admin, { paymentStatus: 'paid' });
    expect(paid.json().data.paymentStatus).toBe('paid');

    const cancelled = (
      await call('PUT', `/api/bookings/${booking._id}/cancel`, token, { reason: 'Family emergency' })
    ).json().data;
    expect(cancelled.refund).toEqual({
      status: 'requested',
      withinPolicy: true,
      note: null,
      amount: null,
      failureReason: null,
      unconfirmedSince: null,
    });

    expect((await call('PUT', `/api/bookings/${booking._id}/refund/approve`, token, {})).statusCode).toBe(
      403,
    );
    const approved = await call('PUT', `/api/bookings/${booking._id}/refund/approve`, admin, {
      note: 'Returned to the card',
    });
    expect(approved.json().data).toMatchObject({
      paymentStatus: 'refunded',
      refund: { status: 'approved', note: 'Returned to the card' },
    });
    const twice = await call('PUT', `/api/bookings/${booking._id}/refund/deny`, admin, {
      note: 'Changed my mind',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This refund was already approved.');
  });

  it('denies a refund only with a note, and only one that was requested', async () => {
    const tourId = await newTour();
    const token = await traveller();
    const booking = await booked(t.app, token, { tourId, date: tokyoDate(21) });
    const none = await call('PUT', `/api/bookings/${booking._id}/refund/approve`, admin, {});
    expect(none.statusCode).toBe(409);
    await call('PUT', `/api/admin/bookings/${booking._id}`, admin, { paymentStatus: 'paid' });
    await call('PUT', `/api/bookings/${booking._id}/cancel`, token, { reason: 'Changed plans' });
    expect((await call('PUT', `/api/bookings/${booking._id}/refund/deny`, admin, {})).statusCode).toBe(400);
    const denied = await call('PUT', `/api/bookings/${booking._id}/refund/deny`, admin, {
      note: 'Outside our policy',
    });
    expect(denied.json().data).toMatchObject({
      paymentStatus: 'paid',
      refund: { status: 'denied', note: 'Outside our policy' },
    });
  });

  it('moves pending -> confirmed -> completed; an impossible move answers 409 naming the allowed ones', async () => {
    const tourId = await newTour({ instantConfirmation: false });
    const booking = await booked(t.app, await traveller(), { tourId, date: tokyoDate(22) });
    const skip = await call('PUT', `/api/admin/bookings/${booking._id}`, admin, { status: 'completed' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().details).toEqual({ status: 'pending', allowed: ['confirmed', 'cancelled'] });
    expect(
      (await call('PUT', `/api/admin/bookings/${booking._id}`, admin, { status: 'confirmed' })).json().data
        .status,
    ).toBe('confirmed');
    expect(
      (await call('PUT', `/api/admin/bookings/${booking._id}`, admin, { status: 'completed' })).json().data
        .status,
    ).toBe('completed');
    const back = await call('PUT', `/api/admin/bookings/${booking._id}`, admin, { status: 'cancelled' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('A completed booking cannot change any more.');
    expect(
      (await call('PUT', `/api/bookings/${booking._id}/cancel`, admin, { reason: 'Too late now' }))
        .statusCode,
    ).toBe(409);
  });

  it('lets an admin cancel a booking for the operator; its seats return', async () => {
    const tourId = await newTour();
    const date = tokyoDate(23);
    const booking = await booked(t.app, await traveller(), {
      tourId,
      date,
      participants: { adults: 5, children: 0 },
    });
    const response = await call('PUT', `/api/admin/bookings/${booking._id}`, admin, { status: 'cancelled' });
    expect(response.json().data).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Cancelled by the operator',
    });
    expect((await availability(tourId, date, date)).json().data.dates[0].seatsLeft).toBe(10);
  });
});

describe('closing a date', () => {
  it('lets an admin close and reopen a date; bookings already made are counted, not touched', async () => {
    const tourId = await newTour();
    const date = tokyoDate(16);
    const booking = await booked(t.app, await traveller(), { tourId, date });
    const url = `/api/admin/tours/${tourId}/closed-dates/${date}`;

    expect((await t.app.inject({ method: 'PUT', url, headers: bearer(await traveller()) })).statusCode).toBe(
      403,
    );
    const closed = await t.app.inject({ method: 'PUT', url, headers: bearer(admin) });
    expect(closed.json()).toEqual({ success: true, data: { tourId, date, closed: true, liveBookings: 1 } });
    expect((await availability(tourId, date, date)).json().data.dates[0]).toMatchObject({
      bookable: false,
      reason: 'closed',
    });
    expect((await book(t.app, await traveller(), { tourId, date })).statusCode).toBe(400);
    expect((await call('GET', `/api/bookings/${booking._id}`, admin)).json().data.status).toBe('confirmed');

    const reopened = await t.app.inject({ method: 'DELETE', url, headers: bearer(admin) });
    expect(reopened.json().data).toMatchObject({ closed: false });
    expect((await availability(tourId, date, date)).json().data.dates[0]).toMatchObject({
      bookable: true,
      seatsLeft: 9,
    });
    const badDate = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tours/${tourId}/closed-dates/tomorrow`,
      headers: bearer(admin),
    });
    expect(badDate.statusCode).toBe(400);
  });
});

describe('sort=popular', () => {
  it('ranks by seats booked in the last 90 days, and a new booking reorders it at once', async () => {
    const category = 'Popularity check';
    const quiet = await newTour({ category, title: 'Quiet tour' });
    const busy = await newTour({ category, title: 'Busy tour' });
    const popular = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/posts?category=${encodeURIComponent(category)}&sort=popular`,
        })
      )
        .json()
        .data.map((tour: { title: string }) => tour.title);

    await booked(t.app, await traveller(), {
      tourId: busy,
      date: tokyoDate(10),
      participants: { adults: 2, children: 0 },
    });
    expect(await popular()).toEqual(['Busy tour', 'Quiet tour']);
    // The answer above is cached; the booking below must replace it (LISTEN/NOTIFY on bookings).
    await booked(t.app, await traveller(), {
      tourId: quiet,
      date: tokyoDate(10),
      participants: { adults: 3, children: 0 },
    });
    await expect.poll(popular, { timeout: 3000 }).toEqual(['Quiet tour', 'Busy tour']);
  });
});

describe('rate limit', () => {
  it('answers 429 after RATE_LIMIT_BOOKING bookings by one account, from any address; others still book', async () => {
    const limited = await createTestApp({ RATE_LIMIT_BOOKING: '2' });
    try {
      const tourId = (await insertTour(limited.db, { maxGroupSize: 10 })).id;
      const { token } = await register(limited.app);
      const attempt = (account: string, date: string, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/bookings',
          payload: { contact, participants: { adults: 1, children: 0 }, tourId, date },
          headers: bearer(account),
          remoteAddress,
        });
      expect((await attempt(token, tokyoDate(5), '203.0.113.7')).statusCode).toBe(201);
      // A body that is not a booking request at all is refused before it is counted.
      expect((await attempt(token, 'soon', '203.0.113.7')).statusCode).toBe(400);
      expect((await attempt(token, tokyoDate(6), '203.0.113.8')).statusCode).toBe(201);
      const refused = await attempt(token, tokyoDate(7), '203.0.113.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      const other = (await register(limited.app)).token;
      expect((await attempt(other, tokyoDate(7), '203.0.113.9')).statusCode).toBe(201);
      // The refused attempt booked nothing.
      const mine = await limited.app.inject({
        method: 'GET',
        url: '/api/bookings/my-bookings',
        headers: bearer(token),
      });
      expect(mine.json().data).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('counts rebooking a departure the operator cancelled against the same limit', async () => {
    const limited = await createTestApp({ ...adminEnv, RATE_LIMIT_BOOKING: '2' });
    try {
      const tourId = (await insertTour(limited.db, { maxGroupSize: 10 })).id;
      const { token } = await register(limited.app);
      const first = await booked(limited.app, token, { tourId, date: tokyoDate(5) });
      const staff = await adminSession(limited.app, limited.config, limited.database);
      const { rows } = await limited.database.pool.query<{ id: string }>(
        'SELECT departure_id AS id FROM bookings WHERE id = $1',
        [first._id],
      );
      const cancelled = await send(
        limited.app,
        'POST',
        `/api/admin/departures/${rows[0]!.id}/cancel`,
        staff,
        {
          reason: 'Our guide is ill, we are sorry.',
        },
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      const rebook = (date: string) =>
        send(limited.app, 'POST', `/api/bookings/${first._id}/rebook`, token, { date });
      expect((await rebook(tokyoDate(6))).statusCode).toBe(201);
      const refused = await rebook(tokyoDate(7));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect((await book(limited.app, token, { tourId, date: tokyoDate(8) })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
