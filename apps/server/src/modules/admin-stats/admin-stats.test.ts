import type { AdminStats } from '@tabi/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, register, registerConfirmed, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { createClock } from '../../../test/clock.ts';
import { insertRating, insertTour, insertUser } from '../../../test/fixtures.ts';
import { sessionOf, startOnlineApp } from '../../../test/online-bookings.ts';
import type { Db } from '../../db/client.ts';
import { bookings, departures, ratings, tours, users } from '../../db/schema/index.ts';

/**
 * The dashboard's arithmetic against a known fixture, on this file's own database, with the app's clock
 * fixed at 2025-06-15 12:00 in Tokyo (the operator's zone): the window of months is 2024-07 .. 2025-06 and
 * "the next 7 days" ends 2025-06-22 12:00 Tokyo.
 */
const now = new Date('2025-06-15T03:00:00Z');

let t: TestApp;
let admin: string;
let traveller: string;
const tour = {} as Record<'alpha' | 'beta' | 'gamma' | 'delta' | 'epsilon', { id: string; title: string }>;
const departure: Record<string, string> = {};

type BookingFixture = {
  reference: string;
  tourId: string;
  departureId: string;
  userId: string;
  createdAt: string;
  adults: number;
  children?: number;
  totalMinor: number;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  paymentStatus?: 'unpaid' | 'paid' | 'refunded';
  refundStatus?: 'requested' | 'approved';
  currency?: string;
  contactName?: string;
};

async function insertDeparture(db: Db, tourId: string, startsAt: string, date: string, booked: number) {
  const [row] = await db
    .insert(departures)
    .values({ tourId, date, startsAt: new Date(startsAt), capacity: 10, booked })
    .returning({ id: departures.id });
  return row!.id;
}

async function insertBooking(db: Db, b: BookingFixture) {
  const createdAt = new Date(b.createdAt);
  await db.insert(bookings).values({
    reference: b.reference,
    userId: b.userId,
    tourId: b.tourId,
    departureId: b.departureId,
    adults: b.adults,
    children: b.children ?? 0,
    contactName: b.contactName ?? 'Aiko Tanaka',
    contactEmail: 'aiko@example.com',
    contactPhone: '+81 90 1234 5678',
    adultPriceMinor: b.totalMinor,
    childPriceMinor: 0,
    totalMinor: b.totalMinor,
    currency: b.currency ?? 'USD',
    status: b.status,
    paymentStatus: b.paymentStatus ?? 'unpaid',
    refundStatus: b.refundStatus ?? null,
    createdAt,
    updatedAt: createdAt,
  });
}

async function stats(): Promise<AdminStats> {
  const response = await send(t.app, 'GET', '/api/admin/stats', admin);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().success).toBe(true);
  return response.json().data;
}

beforeAll(async () => {
  t = await createTestApp(adminEnv, { now: () => now });
  admin = await adminSession(t.app, t.config, t.database);
  traveller = (await register(t.app)).token;
  const db = t.db;
  for (const [key, title, archived] of [
    ['alpha', 'Alpha Temple Walk', false],
    ['beta', 'Beta Food Tour', false],
    ['gamma', 'Gamma Night Walk', true],
    ['delta', 'Delta Onsen Day', false],
    ['epsilon', 'Epsilon Tea House', false],
  ] as const) {
    tour[key] = { id: (await insertTour(db, { title, archived })).id, title };
  }
  const [u1, u2, u3] = [
    await insertUser(db, { name: 'Mina' }),
    await insertUser(db, { name: 'Noah' }),
    await insertUser(db, { name: 'Olga', disabled: true }),
  ] as const;

  // Departures (Tokyo is UTC+9). Seats booked = the live bookings' seats on each.
  departure.alphaSoon = await insertDeparture(db, tour.alpha.id, '2025-06-16T00:00:00Z', '2025-06-16', 4);
  departure.betaSoon = await insertDeparture(db, tour.beta.id, '2025-06-21T05:30:00Z', '2025-06-21', 1);
  // Started three hours before "now": no longer upcoming.
  departure.betaStarted = await insertDeparture(db, tour.beta.id, '2025-06-15T00:00:00Z', '2025-06-15', 2);
  // Inside the 7 days but every seat was given back.
  departure.alphaEmpty = await insertDeparture(db, tour.alpha.id, '2025-06-22T00:00:00Z', '2025-06-22', 0);
  // 2025-06-23 09:00 Tokyo: after the 7 days.
  departure.betaLater = await insertDeparture(db, tour.beta.id, '2025-06-23T00:00:00Z', '2025-06-23', 2);
  departure.betaMarch = await insertDeparture(db, tour.beta.id, '2025-03-20T00:00:00Z', '2025-03-20', 0);
  departure.betaLastJuly = await insertDeparture(db, tour.beta.id, '2024-07-10T00:00:00Z', '2024-07-10', 1);
  departure.gammaLastJuly = await insertDeparture(db, tour.gamma.id, '2024-07-15T00:00:00Z', '2024-07-15', 1);

  const fixtures: BookingFixture[] = [
    // June 2025 (Tokyo): b1, b2 (00:30 on June 1st in Tokyo, still May 31st in UTC), b9.
    {
      reference: 'TB-B1',
      tourId: tour.alpha.id,
      departureId: departure.alphaSoon,
      userId: u1.id,
      createdAt: '2025-06-10T00:00:00Z',
      adults: 2,
      children: 1,
      totalMinor: 25_000,
      status: 'confirmed',
      paymentStatus: 'paid',
      contactName: 'Mina Sato',
    },
    {
      reference: 'TB-B2',
      tourId: tour.alpha.id,
      departureId: departure.alphaSoon,
      userId: u2.id,
      createdAt: '2025-05-31T15:30:00Z',
      adults: 1,
      totalMinor: 10_000,
      status: 'pending',
    },
    {
      reference: 'TB-B9',
      tourId: tour.beta.id,
      departureId: departure.betaLater,
      userId: u2.id,
      createdAt: '2025-06-14T00:00:00Z',
      adults: 2,
      totalMinor: 6_000,
      status: 'confirmed',
      contactName: 'Noah Berg',
    },
    // May 2025 (23:30 on May 31st in Tokyo).
    {
      reference: 'TB-B3',
      tourId: tour.beta.id,
      departureId: departure.betaStarted,
      userId: u1.id,
      createdAt: '2025-05-31T14:30:00Z',
      adults: 2,
      totalMinor: 12_345,
      status: 'completed',
      paymentStatus: 'paid',
    },
    // April 2025, in euros: counted, never summed with dollars.
    {
      reference: 'TB-B8',
      tourId: tour.beta.id,
      departureId: departure.betaSoon,
      userId: u1.id,
      createdAt: '2025-04-01T00:00:00Z',
      adults: 1,
      totalMinor: 4_000,
      status: 'confirmed',
      paymentStatus: 'paid',
      currency: 'EUR',
    },
    // March 2025: both cancelled; one refunded, one paid with its refund still to decide.
    {
      reference: 'TB-B4',
      tourId: tour.beta.id,
      departureId: departure.betaMarch,
      userId: u2.id,
      createdAt: '2025-03-05T00:00:00Z',
      adults: 1,
      totalMinor: 5_000,
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundStatus: 'approved',
    },
    {
      reference: 'TB-B5',
      tourId: tour.alpha.id,
      departureId: departure.alphaEmpty,
      userId: u1.id,
      createdAt: '2025-03-06T00:00:00Z',
      adults: 3,
      totalMinor: 9_000,
      status: 'cancelled',
      paymentStatus: 'paid',
      refundStatus: 'requested',
    },
    // July 2024 in Tokyo (01:00 on July 1st), the first month of the window; an archived tour's.
    {
      reference: 'TB-B6',
      tourId: tour.gamma.id,
      departureId: departure.gammaLastJuly,
      userId: u2.id,
      createdAt: '2024-06-30T16:00:00Z',
      adults: 1,
      totalMinor: 7_000,
      status: 'completed',
      paymentStatus: 'paid',
    },
    // June 2024 in Tokyo (23:00 on June 30th): before the window, still in the totals.
    {
      reference: 'TB-B7',
      tourId: tour.beta.id,
      departureId: departure.betaLastJuly,
      userId: u1.id,
      createdAt: '2024-06-30T14:00:00Z',
      adults: 1,
      totalMinor: 8_000,
      status: 'completed',
      paymentStatus: 'paid',
    },
  ];
  for (const fixture of fixtures) await insertBooking(db, fixture);

  // Ratings (the trigger keeps each tour's average and count).
  await insertRating(db, tour.alpha.id, u1.id, 5);
  await insertRating(db, tour.alpha.id, u2.id, 4);
  await insertRating(db, tour.beta.id, u1.id, 5);
  await insertRating(db, tour.gamma.id, u1.id, 2);
  for (const user of [u1, u2, u3]) await insertRating(db, tour.delta.id, user.id, 4);
  await insertRating(db, tour.epsilon.id, u2.id, 4);
});

afterAll(() => t?.close());

describe('GET /api/admin/stats', () => {
  it('answers a visitor 401 and a user 403', async () => {
    expect((await send(t.app, 'GET', '/api/admin/stats', null)).statusCode).toBe(401);
    const response = await send(t.app, 'GET', '/api/admin/stats', traveller);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('counts accounts, tours and bookings by status, and sums revenue in the installation currency', async () => {
    const data = await stats();
    expect(data).toMatchObject({ currency: 'USD', timezone: 'Asia/Tokyo', generatedAt: now.toISOString() });
    // The admin, the three travellers of the fixture and the one registered through the API.
    expect(data.totals.users).toEqual({ total: 5, admins: 1, disabled: 1 });
    expect(data.totals.tours).toEqual({ total: 5, archived: 1 });
    expect(data.totals.bookings).toEqual({ total: 9, pending: 1, confirmed: 3, completed: 3, cancelled: 2 });
    expect(data.totals.revenue).toEqual({
      // Not cancelled, in USD: 250 + 100 + 60 + 123.45 + 70 + 80 (the euro booking is left out).
      booked: 683.45,
      // Payment `paid`: 250 + 123.45 + 90 (cancelled, refund still requested) + 70 + 80.
      paid: 613.45,
      // Refund approved.
      refunded: 50,
    });
  });

  it('buckets the last 12 months in the operator time zone, an empty month as 0', async () => {
    const { monthly } = await stats();
    expect(monthly.map((m) => m.month)).toEqual([
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
    ]);
    const byMonth = Object.fromEntries(monthly.map((m) => [m.month, [m.bookings, m.revenue]]));
    expect(byMonth).toEqual({
      '2024-07': [1, 70],
      '2024-08': [0, 0],
      '2024-09': [0, 0],
      '2024-10': [0, 0],
      '2024-11': [0, 0],
      '2024-12': [0, 0],
      '2025-01': [0, 0],
      '2025-02': [0, 0],
      // Both of March's bookings were cancelled.
      '2025-03': [0, 0],
      // Made in euros: a booking, no dollar revenue.
      '2025-04': [1, 0],
      '2025-05': [1, 123.45],
      '2025-06': [3, 410],
    });
  });

  it('ranks tours by live bookings (then seats) and by average rating (then ratings count)', async () => {
    const data = await stats();
    expect(data.topToursByBookings).toEqual([
      { tour: { _id: tour.beta.id, title: tour.beta.title }, bookings: 4, seats: 6 },
      { tour: { _id: tour.alpha.id, title: tour.alpha.title }, bookings: 2, seats: 4 },
      { tour: { _id: tour.gamma.id, title: tour.gamma.title }, bookings: 1, seats: 1 },
    ]);
    expect(data.topToursByRating.map((row) => [row.tour.title, row.averageRating, row.ratingsCount])).toEqual(
      [
        ['Beta Food Tour', 5, 1],
        ['Alpha Temple Walk', 4.5, 2],
        ['Delta Onsen Day', 4, 3],
        ['Epsilon Tea House', 4, 1],
        ['Gamma Night Walk', 2, 1],
      ],
    );
  });

  it('spreads every rating over 1 to 5 stars', async () => {
    expect((await stats()).ratingDistribution).toEqual([
      { stars: 1, count: 0 },
      { stars: 2, count: 1 },
      { stars: 3, count: 0 },
      { stars: 4, count: 5 },
      { stars: 5, count: 2 },
    ]);
  });

  it('lists departures of the next 7 days with seats sold against capacity, soonest first', async () => {
    expect((await stats()).upcomingDepartures).toEqual({
      total: 2,
      seatsSold: 5,
      items: [
        {
          _id: departure.alphaSoon,
          tour: { _id: tour.alpha.id, title: tour.alpha.title },
          date: '2025-06-16',
          time: '09:00',
          startsAt: '2025-06-16T00:00:00.000Z',
          seatsSold: 4,
          capacity: 10,
        },
        {
          _id: departure.betaSoon,
          tour: { _id: tour.beta.id, title: tour.beta.title },
          date: '2025-06-21',
          time: '14:30',
          startsAt: '2025-06-21T05:30:00.000Z',
          seatsSold: 1,
          capacity: 10,
        },
      ],
    });
  });

  it('shows the 8 latest bookings, newest first', async () => {
    const { recentBookings } = await stats();
    expect(recentBookings.map((b) => b.reference)).toEqual([
      'TB-B9',
      'TB-B1',
      'TB-B2',
      'TB-B3',
      'TB-B8',
      'TB-B5',
      'TB-B4',
      'TB-B6',
    ]);
    expect(recentBookings[0]).toEqual({
      _id: expect.any(String),
      reference: 'TB-B9',
      tour: { _id: tour.beta.id, title: tour.beta.title },
      customerName: 'Noah Berg',
      status: 'confirmed',
      paymentStatus: 'unpaid',
      total: 60,
      currency: 'USD',
      createdAt: '2025-06-14T00:00:00.000Z',
    });
    expect(recentBookings[4]).toMatchObject({ reference: 'TB-B8', total: 40, currency: 'EUR' });
  });

  it('answers zeros and twelve empty months on an empty installation', async () => {
    const empty = await createTestApp(adminEnv, { now: () => now });
    try {
      const token = await adminSession(empty.app, empty.config, empty.database);
      const response = await send(empty.app, 'GET', '/api/admin/stats', token);
      expect(response.statusCode, response.body).toBe(200);
      const data: AdminStats = response.json().data;
      expect(data.totals).toEqual({
        users: { total: 1, admins: 1, disabled: 0 },
        tours: { total: 0, archived: 0 },
        bookings: { total: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0 },
        revenue: { booked: 0, paid: 0, refunded: 0 },
      });
      expect(data.monthly).toHaveLength(12);
      expect(data.monthly.every((m) => m.bookings === 0 && m.revenue === 0)).toBe(true);
      expect(data.ratingDistribution.map((b) => b.count)).toEqual([0, 0, 0, 0, 0]);
      expect(data).toMatchObject({
        topToursByBookings: [],
        topToursByRating: [],
        upcomingDepartures: { total: 0, seatsSold: 0, items: [] },
        recentBookings: [],
      });
    } finally {
      await empty.close();
    }
  });
});

describe('the stars of the ratings, as the dashboard counts them', () => {
  it('follow every rating given, changed and removed, and the tours and accounts that go with theirs', async () => {
    const own = await createTestApp(adminEnv, { now: () => now });
    try {
      const token = await adminSession(own.app, own.config, own.database);
      const { db } = own.database;
      const distribution = async () => {
        const response = await send(own.app, 'GET', '/api/admin/stats', token);
        expect(response.statusCode, response.body).toBe(200);
        return (response.json().data as AdminStats).ratingDistribution.map((bucket) => bucket.count);
      };
      /** What a count of every rating says, star by star: the tally must agree at every step. */
      const counted = async () => {
        const rows = await db.select({ stars: ratings.rating }).from(ratings);
        return [1, 2, 3, 4, 5].map((stars) => rows.filter((row) => row.stars === stars).length);
      };
      const [kept, gone] = [await insertTour(db), await insertTour(db)];
      const raters = [
        await registerConfirmed(own.app, db),
        await registerConfirmed(own.app, db),
        await registerConfirmed(own.app, db),
      ];
      const rate = async (tourId: string, rater: (typeof raters)[number], rating: number) => {
        const response = await send(own.app, 'POST', `/api/posts/${tourId}/ratings`, rater.token, { rating });
        expect(response.statusCode, response.body).toBe(201);
        return response.json().data._id as string;
      };

      const first = await rate(kept.id, raters[0]!, 5);
      await rate(kept.id, raters[1]!, 5);
      await rate(gone.id, raters[0]!, 3);
      const third = await rate(gone.id, raters[2]!, 1);
      expect(await distribution()).toEqual([1, 0, 1, 0, 2]);

      // Five stars become two; a comment alone moves nothing.
      const path = `/api/posts/${kept.id}/ratings/${first}`;
      expect((await send(own.app, 'PUT', path, raters[0]!.token, { rating: 2 })).statusCode).toBe(200);
      expect((await send(own.app, 'PUT', path, raters[0]!.token, { comment: 'Lovely' })).statusCode).toBe(
        200,
      );
      expect(await distribution()).toEqual([1, 1, 1, 0, 1]);

      const removed = await send(
        own.app,
        'DELETE',
        `/api/posts/${gone.id}/ratings/${third}`,
        raters[2]!.token,
      );
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await distribution()).toEqual([0, 1, 1, 0, 1]);

      // A tour and an account taken away take their ratings with them.
      await db.delete(tours).where(eq(tours.id, gone.id));
      await db.delete(users).where(eq(users.id, raters[1]!.user._id));
      expect(await distribution()).toEqual([0, 1, 0, 0, 0]);
      expect(await distribution()).toEqual(await counted());
    } finally {
      await own.close();
    }
  });
});

describe('GET /api/admin/stats with online payment', () => {
  it('sums the money Stripe kept: a partly refunded booking counts the rest, a hold nothing', async () => {
    const clock = createClock();
    const o = await startOnlineApp({}, { now: clock.now });
    try {
      const token = (await registerConfirmed(o.t.app, o.t.db)).token;
      const tourOf100 = await insertTour(o.t.db, { priceMinor: 5000, maxGroupSize: 10 });
      const book = (daysAhead: number) =>
        booked(o.t.app, token, {
          tourId: tourOf100.id,
          date: tokyoDate(daysAhead, clock.now()),
          participants: { adults: 2, children: 0 },
        });
      const paid = await book(10);
      await o.deliver(await o.fake.completeCheckout(sessionOf(paid)));

      // Paid, then cancelled past the free window (twelve hours before the start): 30 of 100 go back.
      const partlyRefunded = await book(3);
      await o.deliver(await o.fake.completeCheckout(sessionOf(partlyRefunded)));
      const shift = Date.parse(partlyRefunded.startsAt) - 12 * 3_600_000 - clock.now().getTime();
      clock.advance(shift);
      const cancel = await send(o.t.app, 'PUT', `/api/bookings/${partlyRefunded._id}/cancel`, token, {
        reason: 'Plans changed',
      });
      clock.advance(-shift);
      expect(cancel.statusCode, cancel.body).toBe(200);
      const approve = `/api/bookings/${partlyRefunded._id}/refund/approve`;
      expect((await send(o.t.app, 'PUT', approve, o.admin, { amount: 30 })).statusCode).toBe(200);
      const { rows } = await o.t.database.pool.query<{ refund_id: string }>(
        'SELECT refund_id FROM bookings WHERE id = $1',
        [partlyRefunded._id],
      );
      await o.deliver(o.fake.refundedEvent(rows[0]!.refund_id));
      expect((await o.get(partlyRefunded._id, token)).paymentStatus).toBe('partially_refunded');

      // Seats held while the traveller has not paid yet.
      const held = await book(12);
      expect(held.paymentStatus).toBe('pending');

      const response = await send(o.t.app, 'GET', '/api/admin/stats', o.admin);
      expect(response.statusCode, response.body).toBe(200);
      const data: AdminStats = response.json().data;
      expect(data.totals.bookings).toEqual({
        total: 3,
        pending: 1,
        confirmed: 1,
        completed: 0,
        cancelled: 1,
      });
      expect(data.totals.revenue).toEqual({
        // The paid booking; the cancelled one is out, the hold counts once paid.
        booked: 100,
        // 100 kept of the paid booking, 70 of the partly refunded one, nothing of the hold.
        paid: 170,
        refunded: 30,
      });
      // Made this month and not cancelled: the paid booking and the hold, whose total is not revenue yet.
      expect(data.monthly.at(-1)).toMatchObject({ bookings: 2, revenue: 100 });
    } finally {
      await o.close();
    }
  });
});
