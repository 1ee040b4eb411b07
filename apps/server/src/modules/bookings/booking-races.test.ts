import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, register } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { book, booked, tokyoDate } from '../../../test/bookings.ts';
import { createClock, days } from '../../../test/clock.ts';
import { insertTour } from '../../../test/fixtures.ts';

const clock = createClock();
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(adminEnv, { now: clock.now });
  admin = await adminSession(t.app, t.config, t.database);
});

afterAll(() => t?.close());

describe('200 requests for the last 10 seats', () => {
  it('sells exactly 10 seats; every other request is told how many are left', async () => {
    expect(t.database.pool.options.max).toBeGreaterThanOrEqual(10);
    const tourId = (await insertTour(t.db, { maxGroupSize: 10 })).id;
    const date = tokyoDate(30, clock.now());
    const tokens = await Promise.all(Array.from({ length: 20 }, async () => (await register(t.app)).token));

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => book(t.app, tokens[i % tokens.length]!, { tourId, date })),
    );
    const byStatus = new Map<number, number>();
    for (const answer of answers) byStatus.set(answer.statusCode, (byStatus.get(answer.statusCode) ?? 0) + 1);
    expect(Object.fromEntries(byStatus)).toEqual({ 201: 10, 409: 190 });
    for (const lost of answers.filter((a) => a.statusCode === 409))
      expect(lost.json().message).toMatch(/^Only 0 seats left on /);

    const { rows } = await t.database.pool.query<{ booked: number; sold: number }>(
      `SELECT d.booked, (SELECT count(*)::int FROM bookings b WHERE b.departure_id = d.id AND b.status <> 'cancelled') AS sold
         FROM departures d WHERE d.tour_id = $1 AND d.date = $2`,
      [tourId, date],
    );
    expect(rows).toEqual([{ booked: 10, sold: 10 }]);
  });

  it('cannot be overbooked even by a direct write: the database refuses it', async () => {
    const tourId = (await insertTour(t.db, { maxGroupSize: 2 })).id;
    const date = tokyoDate(31, clock.now());
    await booked(t.app, (await register(t.app)).token, {
      tourId,
      date,
      participants: { adults: 2, children: 0 },
    });
    await expect(
      t.db.execute(sql`UPDATE departures SET booked = booked + 1 WHERE tour_id = ${tourId}`),
    ).rejects.toMatchObject({ cause: { constraint: 'departures_booked_within_capacity' } });
  });
});

describe('a late cancellation of a paid booking', () => {
  it('is allowed, and its refund request is marked outside the policy', async () => {
    const tourId = (await insertTour(t.db)).id;
    const token = (await register(t.app)).token;
    const booking = await booked(t.app, token, { tourId, date: tokyoDate(3, clock.now()) });
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${booking._id}`,
      payload: { paymentStatus: 'paid' },
      headers: bearer(admin),
    });
    // Two and a half days later: less than 24 hours before the start.
    clock.advance(days(2.5));
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking._id}/cancel`,
      payload: { reason: 'Caught a cold' },
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.refund).toEqual({
      status: 'requested',
      withinPolicy: false,
      note: null,
      amount: null,
      failureReason: null,
      unconfirmedSince: null,
    });
  });
});
