import type { Booking } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, register, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { createClock, days } from '../../../test/clock.ts';
import { insertTour } from '../../../test/fixtures.ts';

/** The traveller's three lists, at a clock the test moves: trips pass from upcoming to past as they start. */
const clock = createClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t?.close());

const list = async (token: string, query: string) => {
  const response = await send(t.app, 'GET', `/api/bookings/my-bookings${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Booking[]; total: number; page: number; pages: number };
};
const summary = async (token: string) =>
  (await send(t.app, 'GET', '/api/bookings/my-bookings/summary', token)).json().data;

describe('GET /api/bookings/my-bookings?scope=', () => {
  it('lists upcoming trips next first, past ones latest first and cancelled ones apart, as the clock moves', async () => {
    const tour = await insertTour(t.db, { title: 'Lists Walk', maxGroupSize: 20 });
    const account = await register(t.app);
    let { token } = account;
    const made: Booking[] = [];
    // Booked in an order unlike the trips' order: the lists sort by the trip, not by the booking.
    for (const daysAhead of [20, 3, 10, 15])
      made.push(await booked(t.app, token, { tourId: tour.id, date: tokyoDate(daysAhead, clock.now()) }));
    const [in20, in3, in10, in15] = made as [Booking, Booking, Booking, Booking];
    const cancelled = await send(t.app, 'PUT', `/api/bookings/${in15._id}/cancel`, token, {
      reason: 'Plans changed',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const refs = (page: { data: Booking[] }) => page.data.map((b) => b.reference);
    expect(refs(await list(token, '?scope=upcoming'))).toEqual([in3, in10, in20].map((b) => b.reference));
    expect((await list(token, '?scope=past')).total).toBe(0);
    expect(refs(await list(token, '?scope=cancelled'))).toEqual([in15.reference]);
    expect(await summary(token)).toEqual({ upcoming: 3, past: 0, cancelled: 1 });
    // Without a scope: every booking, newest first, as the spec's client reads them.
    expect(refs(await list(token, ''))).toEqual([in15, in10, in3, in20].map((b) => b.reference));

    // Twelve days on, two trips have started: they are past, the latest first. (The idle session has
    // ended meanwhile: the traveller signs in again.)
    clock.advance(days(12));
    token = (await login(t.app, account.user.email, account.password)).token;
    expect(refs(await list(token, '?scope=upcoming'))).toEqual([in20.reference]);
    expect(refs(await list(token, '?scope=past'))).toEqual([in10.reference, in3.reference]);
    expect(await summary(token)).toEqual({ upcoming: 1, past: 2, cancelled: 1 });
  });

  it('pages each list, and shows nobody else’s bookings', async () => {
    const tour = await insertTour(t.db, { maxGroupSize: 20 });
    const owner = await register(t.app);
    for (const daysAhead of [4, 5, 6])
      await booked(t.app, owner.token, { tourId: tour.id, date: tokyoDate(daysAhead, clock.now()) });
    const second = await list(owner.token, '?scope=upcoming&limit=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(second.data).toHaveLength(1);

    const other = await register(t.app);
    expect((await list(other.token, '?scope=upcoming')).total).toBe(0);
    expect(await summary(other.token)).toEqual({ upcoming: 0, past: 0, cancelled: 0 });
  });

  it('refuses an unknown list with 400', async () => {
    const { token } = await register(t.app);
    const response = await send(t.app, 'GET', '/api/bookings/my-bookings?scope=someday', token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/scope must be one of upcoming, past, cancelled/);
  });
});
