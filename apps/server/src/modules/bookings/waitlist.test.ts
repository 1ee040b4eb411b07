import { waitlistOpenMax } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, register, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { book, booked, contact, tokyoDate } from '../../../test/bookings.ts';
import { createClock, minutes } from '../../../test/clock.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { composeApp } from '../../app.ts';

const clock = createClock();
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(adminEnv, { now: clock.now });
  admin = await adminSession(t.app, t.config, t.database);
});

afterAll(() => t?.close());

const party = (adults: number, children = 0) => ({ adults, children });
const join = (tourId: string, token: string | null, body: object) =>
  send(t.app, 'POST', `/api/posts/${tourId}/waitlist`, token, body);

async function joined(tourId: string, date: string, adults: number) {
  const token = (await register(t.app)).token;
  const response = await join(tourId, token, { date, participants: party(adults) });
  expect(response.statusCode, response.body).toBe(201);
  return { token, entry: response.json().data };
}

const entryOf = async (id: string, token: string) =>
  (await send(t.app, 'GET', `/api/waitlist/${id}`, token)).json().data;

async function departureSeats(tourId: string, date: string) {
  const { rows } = await t.database.pool.query<{ id: string; booked: number; capacity: number }>(
    'SELECT id, booked, capacity FROM departures WHERE tour_id = $1 AND date = $2',
    [tourId, date],
  );
  return rows[0]!;
}

async function notices(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
  return response.json().data as { type: string; title: string; body: string; link: string }[];
}

/** A tour of `size` seats whose departure `daysAhead` is full, booked by one traveller. */
async function fullDeparture(size: number, daysAhead = 10) {
  const tour = await insertTour(t.db, { maxGroupSize: size, priceMinor: 5000 });
  const date = tokyoDate(daysAhead, clock.now());
  const token = (await register(t.app)).token;
  const booking = await booked(t.app, token, { tourId: tour.id, date, participants: party(size) });
  return { tour, date, token, booking };
}

describe('the waitlist of a full departure', () => {
  it('lines parties up in order, offers freed seats to the first that fits, and books an offer taken', async () => {
    const { tour, date, token: owner, booking } = await fullDeparture(2);
    const b = await joined(tour.id, date, 1);
    const c = await joined(tour.id, date, 2);
    const d = await joined(tour.id, date, 1);
    expect([b, c, d].map(({ entry }) => [entry.status, entry.position])).toEqual([
      ['waiting', 1],
      ['waiting', 2],
      ['waiting', 3],
    ]);
    expect((await join(tour.id, b.token, { date, participants: party(1) })).statusCode).toBe(409);
    expect((await join(tour.id, null, { date, participants: party(1) })).statusCode).toBe(401);
    expect((await join(tour.id, b.token, { date, participants: party(3) })).statusCode).toBe(400);
    // Someone else's entry is as good as missing.
    expect((await send(t.app, 'GET', `/api/waitlist/${b.entry._id}`, c.token)).statusCode).toBe(404);

    // Both seats free: the first in line fits one, the second (two) does not fit what is left, the third does.
    await send(t.app, 'PUT', `/api/bookings/${booking._id}/cancel`, owner, { reason: 'Plans changed' });
    await t.waitlistRounds.sweep();
    expect((await entryOf(b.entry._id, b.token)).status).toBe('offered');
    expect((await entryOf(c.entry._id, c.token)).status).toBe('waiting');
    const offered = await entryOf(d.entry._id, d.token);
    expect(offered).toMatchObject({ status: 'offered', position: null });
    expect(Date.parse(offered.offerExpiresAt) - clock.now().getTime()).toBe(2 * 3_600_000);
    // Held for the offers: a direct booking finds no seat.
    expect((await departureSeats(tour.id, date)).booked).toBe(2);
    const direct = await book(t.app, (await register(t.app)).token, { tourId: tour.id, date });
    expect(direct.statusCode).toBe(409);
    const [told] = (await notices(b.token)).filter((n) => n.type === 'waitlist_offer');
    expect(told).toMatchObject({ title: `Seats free: ${tour.title}`, link: `/waitlist/${b.entry._id}` });
    expect((await entryOf(c.entry._id, c.token)).position).toBe(1);

    const accept = `/api/waitlist/${b.entry._id}/accept`;
    expect((await send(t.app, 'POST', accept, c.token, { contact })).statusCode).toBe(404);
    expect((await send(t.app, 'POST', accept, b.token, {})).statusCode).toBe(400);
    const taken = await send(t.app, 'POST', accept, b.token, { contact, specialRequests: 'Vegetarian' });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().data).toMatchObject({
      date,
      participants: party(1),
      status: 'confirmed',
      pricing: { total: 50 },
      specialRequests: 'Vegetarian',
    });
    expect((await departureSeats(tour.id, date)).booked).toBe(2);
    expect(await entryOf(b.entry._id, b.token)).toMatchObject({
      status: 'booked',
      bookingId: taken.json().data._id,
    });
    expect((await send(t.app, 'POST', accept, b.token, { contact })).statusCode).toBe(409);

    // The third lets the offer lapse: its seat goes back, and nobody left in line fits one seat but...
    clock.advance(2 * 3_600_000 + minutes(1));
    await t.waitlistRounds.sweep();
    expect((await entryOf(d.entry._id, d.token)).status).toBe('expired');
    expect((await notices(d.token)).some((n) => n.type === 'waitlist_expired')).toBe(true);
    expect(
      (await send(t.app, 'POST', `/api/waitlist/${d.entry._id}/accept`, d.token, { contact })).statusCode,
    ).toBe(409);
    // ... the party of two, still waiting, for whom one seat is not enough.
    expect((await entryOf(c.entry._id, c.token)).status).toBe('waiting');
    expect((await departureSeats(tour.id, date)).booked).toBe(1);

    // It can leave; staff see the whole line in order.
    const left = await send(t.app, 'DELETE', `/api/waitlist/${c.entry._id}`, c.token);
    expect(left.json().data).toMatchObject({ status: 'left' });
    expect((await send(t.app, 'DELETE', `/api/waitlist/${c.entry._id}`, c.token)).statusCode).toBe(409);
    const staff = await send(
      t.app,
      'GET',
      `/api/admin/departures/${(await departureSeats(tour.id, date)).id}/waitlist`,
      admin,
    );
    expect(staff.json().data.map((e: { status: string }) => e.status)).toEqual(['booked', 'left', 'expired']);
    expect(
      (
        await send(
          t.app,
          'GET',
          `/api/admin/departures/${(await departureSeats(tour.id, date)).id}/waitlist`,
          c.token,
        )
      ).statusCode,
    ).toBe(403);
    const mine = await send(t.app, 'GET', '/api/waitlist/mine', c.token);
    expect(mine.json()).toMatchObject({ total: 1, data: [{ status: 'left', tour: { title: tour.title } }] });
  });

  it('sends to booking when seats are free, and closes the line of a cancelled departure', async () => {
    const tour = await insertTour(t.db, { maxGroupSize: 4 });
    const date = tokyoDate(12, clock.now());
    const token = (await register(t.app)).token;
    await booked(t.app, token, { tourId: tour.id, date, participants: party(3) });
    const fits = await join(tour.id, token, { date, participants: party(1) });
    expect(fits.statusCode).toBe(409);
    expect(fits.json()).toMatchObject({ details: { seatsLeft: 1 } });
    const waiting = await joined(tour.id, date, 2);

    const departure = await departureSeats(tour.id, date);
    await send(t.app, 'POST', `/api/admin/departures/${departure.id}/cancel`, admin, {
      reason: 'Our guide is ill.',
    });
    await t.waitlistRounds.sweep();
    expect((await entryOf(waiting.entry._id, waiting.token)).status).toBe('closed');
  });
});

describe('how many lines one account may stand in', () => {
  it(`waits for ${waitlistOpenMax} dates at most; leaving one makes room for another`, async () => {
    const tour = await insertTour(t.db, { maxGroupSize: 1 });
    const filler = (await register(t.app)).token;
    const dates = Array.from({ length: waitlistOpenMax + 1 }, (_, i) => tokyoDate(10 + i, clock.now()));
    for (const date of dates) await booked(t.app, filler, { tourId: tour.id, date, participants: party(1) });

    const token = (await register(t.app)).token;
    const entries = [];
    for (const date of dates.slice(0, waitlistOpenMax)) {
      const response = await join(tour.id, token, { date, participants: party(1) });
      expect(response.statusCode, response.body).toBe(201);
      entries.push(response.json().data);
    }
    const refused = await join(tour.id, token, { date: dates.at(-1), participants: party(1) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: `You are waiting for ${waitlistOpenMax} dates already: leave one in My bookings to join another.`,
      details: { limit: waitlistOpenMax },
    });

    expect((await send(t.app, 'DELETE', `/api/waitlist/${entries[0]._id}`, token)).statusCode).toBe(200);
    expect((await join(tour.id, token, { date: dates.at(-1), participants: party(1) })).statusCode).toBe(201);
  });
});

describe('offers racing bookings and other processes', () => {
  it('an offer and direct bookings racing for a freed seat never sell it twice', async () => {
    const { tour, date, token, booking } = await fullDeparture(3);
    const waiting = await joined(tour.id, date, 1);
    const rivals = await Promise.all(Array.from({ length: 8 }, async () => (await register(t.app)).token));
    await send(t.app, 'PUT', `/api/bookings/${booking._id}/cancel`, token, { reason: 'Plans changed' });
    // Three seats free: the offer and eight travellers booking two each all race for them.
    const [, ...answers] = await Promise.all([
      t.waitlistRounds.sweep(),
      ...rivals.map((rival) => book(t.app, rival, { tourId: tour.id, date, participants: party(2) })),
    ]);
    const sold = answers.filter((answer) => answer.statusCode === 201).length;
    const offered = (await entryOf(waiting.entry._id, waiting.token)).status === 'offered' ? 1 : 0;
    const seats = await departureSeats(tour.id, date);
    expect(seats.booked).toBe(sold * 2 + offered);
    expect(seats.booked).toBeLessThanOrEqual(seats.capacity);
    expect(sold).toBeLessThanOrEqual(1);
  });

  it('two processes sweeping together make each offer once', async () => {
    const second = await composeApp({
      config: t.config,
      database: t.database,
      webDistDir: '/nonexistent',
      now: clock.now,
    });
    try {
      const lines = await Promise.all(
        Array.from({ length: 6 }, async (_, i) => {
          const full = await fullDeparture(2, 20 + i);
          const waiting = await Promise.all([
            joined(full.tour.id, full.date, 1),
            joined(full.tour.id, full.date, 1),
          ]);
          await send(t.app, 'PUT', `/api/bookings/${full.booking._id}/cancel`, full.token, {
            reason: 'Plans changed',
          });
          return waiting;
        }),
      );
      await Promise.all([t.waitlistRounds.sweep(), second.waitlistRounds.sweep(), t.waitlistRounds.sweep()]);
      for (const { entry, token } of lines.flat()) {
        expect((await entryOf(entry._id, token)).status).toBe('offered');
        expect((await notices(token)).filter((n) => n.type === 'waitlist_offer')).toHaveLength(1);
      }
    } finally {
      await second.app.close();
    }
  });
});
