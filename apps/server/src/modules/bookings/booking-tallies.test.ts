import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AdminStats, Booking } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, register, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { createClock, days } from '../../../test/clock.ts';
import { insertTour, insertUser, writeUnannounced } from '../../../test/fixtures.ts';
import { countCap } from '../../platform/capped-count.ts';
import { foldBookingTallies } from './booking-tallies.ts';

/**
 * The admin's booking counts and the dashboard read tallies that triggers on `bookings` keep (decision
 * 78). Whatever happens to the bookings, what the admin is shown must equal what the bookings say: each
 * check here compares the API's answer with a count of the bookings themselves.
 */
const clock = createClock();
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(adminEnv, { now: clock.now });
  admin = await adminSession(t.app, t.config, t.database);
});

afterAll(() => t?.close());

type ListAnswer = { data: Booking[]; total: number; pages: number; totalIsLowerBound?: true };

async function adminList(query: string): Promise<ListAnswer> {
  const response = await send(t.app, 'GET', `/api/admin/bookings?${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The list's filters, each with the same condition on the bookings themselves. */
const filters: [string, string][] = [
  ['', 'true'],
  ['status=pending', "status = 'pending'"],
  ['status=confirmed', "status = 'confirmed'"],
  ['status=completed', "status = 'completed'"],
  ['status=cancelled', "status = 'cancelled'"],
  ['paymentStatus=paid', "payment_status = 'paid'"],
  ['paymentStatus=unpaid', "payment_status = 'unpaid'"],
  ['paymentStatus=refunded', "payment_status = 'refunded'"],
  ['status=cancelled&refundStatus=requested', "status = 'cancelled' AND refund_status = 'requested'"],
  ['refundStatus=approved', "refund_status = 'approved'"],
  ['disputed=false', 'disputed_at IS NULL'],
  ['disputed=true', 'disputed_at IS NOT NULL'],
];

async function countOf(condition: string) {
  const { rows } = await t.database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings WHERE ${condition}`,
  );
  return rows[0]!.n;
}

/** The departures' dates as the departures hold them, not as the bookings' copy does (decision 82). */
const departingBetween = (from: string, to = '9999-12-31') =>
  `departure_id IN (SELECT id FROM departures WHERE date BETWEEN '${from}' AND '${to}')`;

/** Date filters, around the dates the tests below book. */
function dateFilters(): [string, string][] {
  const [from, to] = [tokyoDate(12, clock.now()), tokyoDate(40, clock.now())];
  return [
    [`from=${from}&to=${to}`, departingBetween(from, to)],
    [`to=${from}`, departingBetween('0001-01-01', from)],
    [
      `status=pending&paymentStatus=unpaid&from=${from}`,
      `status = 'pending' AND payment_status = 'unpaid' AND ${departingBetween(from)}`,
    ],
  ];
}

async function expectListCountsRight() {
  for (const [query, condition] of [...filters, ...dateFilters()]) {
    const list = await adminList(`${query}&limit=5`);
    expect({ query, total: list.total }).toEqual({ query, total: await countOf(condition) });
    expect(list.totalIsLowerBound).toBeUndefined();
  }
}

/** The dashboard's booking figures, computed from the bookings as the dashboard defines them. */
async function dashboardFromBookings() {
  const { rows } = await t.database.pool.query(`
    SELECT count(*)::int AS total,
           (count(*) FILTER (WHERE status = 'pending'))::int AS pending,
           (count(*) FILTER (WHERE status = 'confirmed'))::int AS confirmed,
           (count(*) FILTER (WHERE status = 'completed'))::int AS completed,
           (count(*) FILTER (WHERE status = 'cancelled'))::int AS cancelled,
           coalesce(sum(total_minor) FILTER (WHERE usd AND status <> 'cancelled' AND payment_status <> 'pending'), 0)::float8 / 100 AS booked,
           coalesce(sum(total_minor) FILTER (WHERE usd AND payment_status = 'paid'), 0)::float8 / 100 AS paid,
           coalesce(sum(total_minor) FILTER (WHERE usd AND payment_status = 'refunded'), 0)::float8 / 100 AS refunded
    FROM (SELECT *, currency = 'USD' AS usd FROM bookings) b`);
  const { total, pending, confirmed, completed, cancelled, booked, paid, refunded } = rows[0];
  const top = await t.database.pool.query(`
    SELECT b.tour_id AS id, count(*)::int AS bookings, sum(b.adults + b.children)::int AS seats
    FROM bookings b JOIN tours t ON t.id = b.tour_id WHERE b.status <> 'cancelled'
    GROUP BY b.tour_id, t.title ORDER BY 2 DESC, 3 DESC, t.title, b.tour_id LIMIT 5`);
  return {
    bookings: { total, pending, confirmed, completed, cancelled },
    revenue: { booked, paid, refunded },
    top: top.rows,
  };
}

async function dashboard() {
  const response = await send(t.app, 'GET', '/api/admin/stats', admin);
  expect(response.statusCode, response.body).toBe(200);
  const stats: AdminStats = response.json().data;
  return {
    bookings: stats.totals.bookings,
    revenue: stats.totals.revenue,
    top: stats.topToursByBookings.map((row) => ({
      id: row.tour._id,
      bookings: row.bookings,
      seats: row.seats,
    })),
  };
}

/** The admin's tours by upcoming bookings, against a count of the bookings on departures from today. */
async function expectToursByBookingsRight() {
  const response = await send(t.app, 'GET', '/api/admin/posts?sort=bookings&limit=100', admin);
  expect(response.statusCode, response.body).toBe(200);
  const shown = response.json().data.map((tour: { _id: string; upcomingBookings: number }) => ({
    id: tour._id,
    upcoming: tour.upcomingBookings,
  }));
  const { rows } = await t.database.pool.query(
    `SELECT t.id, (SELECT count(*) FROM bookings b JOIN departures d ON d.id = b.departure_id
                   WHERE b.tour_id = t.id AND b.status <> 'cancelled' AND d.date >= $1)::int AS upcoming
     FROM tours t ORDER BY 2 DESC, t.created_at DESC, t.id LIMIT 100`,
    [tokyoDate(0, clock.now())],
  );
  expect(shown).toEqual(rows);
  // Small pages, which are read among the most booked tours alone while they can be.
  for (const page of [1, 2, 3]) {
    const small = await send(t.app, 'GET', `/api/admin/posts?sort=bookings&limit=3&page=${page}`, admin);
    expect(small.json().data.map((tour: { _id: string }) => tour._id)).toEqual(
      rows.slice((page - 1) * 3, page * 3).map((row) => row.id),
    );
  }
}

async function expectDashboardRight() {
  expect(await dashboard()).toEqual(await dashboardFromBookings());
  await expectToursByBookingsRight();
}

describe('the tallies follow the bookings', () => {
  it('as bookings are made, confirmed, paid, cancelled, refunded and completed', async () => {
    const tours = await Promise.all([1, 2, 3].map(() => insertTour(t.db, { priceMinor: 4_000 })));
    const travellers = await Promise.all([1, 2, 3].map(async () => (await register(t.app)).token));
    const made: Booking[] = [];
    for (let i = 0; i < 9; i++) {
      made.push(
        await booked(t.app, travellers[i % 3]!, {
          tourId: tours[i % 3]!.id,
          date: tokyoDate(10 + i, clock.now()),
          participants: { adults: 1 + (i % 2), children: i % 3 === 0 ? 1 : 0 },
        }),
      );
    }
    await expectListCountsRight();
    await expectDashboardRight();

    const put = (id: string, body: object) => send(t.app, 'PUT', `/api/admin/bookings/${id}`, admin, body);
    for (const booking of made.slice(0, 4))
      expect((await put(booking._id, { status: 'confirmed' })).statusCode).toBe(200);
    for (const booking of made.slice(0, 3))
      expect((await put(booking._id, { paymentStatus: 'paid' })).statusCode).toBe(200);
    await expectListCountsRight();
    await expectDashboardRight();

    // A paid booking cancelled by its traveller asks for a refund; the admin approves it.
    const cancel = (booking: Booking, token: string) =>
      send(t.app, 'PUT', `/api/bookings/${booking._id}/cancel`, token, { reason: 'Our plans changed' });
    expect((await cancel(made[0]!, travellers[0]!)).statusCode).toBe(200);
    expect((await cancel(made[4]!, travellers[1]!)).statusCode).toBe(200);
    await expectListCountsRight();
    const approve = await send(t.app, 'PUT', `/api/bookings/${made[0]!._id}/refund/approve`, admin, {});
    expect(approve.statusCode, approve.body).toBe(200);
    expect((await put(made[1]!._id, { status: 'completed' })).statusCode).toBe(200);
    await expectListCountsRight();
    await expectDashboardRight();
  });

  it('when a booking moves to another date', async () => {
    const tour = await insertTour(t.db, { priceMinor: 4_000 });
    const traveller = (await register(t.app)).token;
    const booking = await booked(t.app, traveller, {
      tourId: tour.id,
      date: tokyoDate(11, clock.now()),
      participants: { adults: 1, children: 0 },
    });
    const newDate = tokyoDate(13, clock.now());
    const moved = await send(t.app, 'POST', `/api/bookings/${booking._id}/reschedule`, traveller, {
      date: newDate,
      participants: { adults: 1, children: 0 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const on = async (date: string) =>
      (await adminList(`from=${date}&to=${date}&tourId=${tour.id}`)).data.map((b) => b._id);
    expect(await on(newDate)).toEqual([booking._id]);
    expect(await on(tokyoDate(11, clock.now()))).toEqual([]);
    await expectListCountsRight();
  });

  it('when many travellers book at once', async () => {
    const tours = await Promise.all([1, 2, 3, 4].map(() => insertTour(t.db, { maxGroupSize: 30 })));
    const travellers = await Promise.all(
      Array.from({ length: 8 }, async () => (await register(t.app)).token),
    );
    const date = tokyoDate(40, clock.now());
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        booked(t.app, travellers[i % 8]!, {
          tourId: tours[i % 4]!.id,
          date,
          participants: { adults: 1 + (i % 3), children: 0 },
        }),
      ),
    );
    await expectListCountsRight();
    await expectDashboardRight();
  });

  it('as the days pass, when a past booking changes, and when the clock goes back', async () => {
    const tour = await insertTour(t.db, { maxGroupSize: 30 });
    const traveller = (await register(t.app)).token;
    const made: Booking[] = [];
    for (const n of [3, 4, 5, 6]) {
      made.push(await booked(t.app, traveller, { tourId: tour.id, date: tokyoDate(n, clock.now()) }));
    }
    await expectToursByBookingsRight();
    // Two of them now past, one today.
    clock.advance(days(5));
    await expectToursByBookingsRight();
    await t.database.pool.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [made[0]!._id]);
    await t.database.pool.query(`UPDATE bookings SET status = 'completed' WHERE id = $1`, [made[2]!._id]);
    await expectToursByBookingsRight();
    // The next day comes while travellers book: the first list of the day moves the count along.
    clock.advance(days(1));
    const others = await Promise.all([1, 2, 3].map(async () => (await register(t.app)).token));
    await Promise.all([
      send(t.app, 'GET', '/api/admin/posts?sort=bookings', admin),
      ...others.map((token, i) =>
        booked(t.app, token, { tourId: tour.id, date: tokyoDate(3 + i, clock.now()) }),
      ),
    ]);
    await expectToursByBookingsRight();
    // A clock (or an operator's zone) set back: the days come back.
    clock.advance(-days(4));
    await expectToursByBookingsRight();
    clock.advance(days(4));
    await expectToursByBookingsRight();
  });

  it('when a statement changes other columns, or deletes bookings', async () => {
    await t.database.pool.query(
      `UPDATE bookings SET special_requests = 'Window seat', calendar_sequence = calendar_sequence + 1`,
    );
    await expectListCountsRight();
    const { rows } = await t.database.pool.query<{ id: string }>(
      `SELECT id FROM bookings WHERE status = 'pending' ORDER BY created_at LIMIT 2`,
    );
    await t.database.pool.query('DELETE FROM booking_changes WHERE booking_id = ANY($1)', [
      rows.map((r) => r.id),
    ]);
    await t.database.pool.query('DELETE FROM bookings WHERE id = ANY($1)', [rows.map((r) => r.id)]);
    await expectListCountsRight();
    await expectDashboardRight();
  });
});

describe('the fold of the tally rows', () => {
  const rowsPerKey = async () => {
    const { rows } = await t.database.pool.query<{ rows: number; keys: number }>(
      `SELECT count(*)::int AS rows,
              count(DISTINCT (status, payment_status, refund_status, disputed, online, currency))::int AS keys
       FROM booking_counts`,
    );
    return rows[0]!;
  };

  it('leaves one row per key and every count as it was, even while travellers book', async () => {
    expect((await rowsPerKey()).rows).toBeGreaterThan((await rowsPerKey()).keys);
    const tour = await insertTour(t.db, { maxGroupSize: 30 });
    const travellers = await Promise.all(
      Array.from({ length: 6 }, async () => (await register(t.app)).token),
    );
    const [first, ...rest] = await Promise.all([
      foldBookingTallies(t.db),
      ...travellers.map((token, i) =>
        booked(t.app, token, { tourId: tour.id, date: tokyoDate(50 + i, clock.now()) }),
      ),
      foldBookingTallies(t.db),
    ]);
    // Two folds at once share the rows: either may find the other took them all.
    expect(first + (rest.at(-1) as number)).toBeGreaterThan(0);
    await expectListCountsRight();
    await expectDashboardRight();
    await foldBookingTallies(t.db);
    const after = await rowsPerKey();
    expect(after.rows).toBe(after.keys);
    await expectListCountsRight();
    await expectDashboardRight();
  });
});

describe('the catalog cache and bookings', () => {
  it('is kept when a booking changes without moving seats, and emptied when seats move', async () => {
    const tour = await insertTour(t.db, { title: 'Moss Garden Walk' });
    const title = async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/posts/${tour.id}` });
      return response.json().data.title as string;
    };
    expect(await title()).toBe('Moss Garden Walk');
    // A change the catalog is not told of (triggers off for this connection): the cache keeps the old title.
    await writeUnannounced(t.database.pool, "UPDATE tours SET title = 'Moss Garden at Dawn' WHERE id = $1", [
      tour.id,
    ]);
    const traveller = (await register(t.app)).token;
    const booking: Booking = await booked(t.app, traveller, {
      tourId: tour.id,
      date: tokyoDate(20, clock.now()),
    });
    await expect.poll(title).toBe('Moss Garden at Dawn');

    await t.database.pool.query("UPDATE tours SET title = 'Moss Garden, Quietly' WHERE id = $1", [tour.id]);
    await expect.poll(title).toBe('Moss Garden, Quietly');
    await writeUnannounced(t.database.pool, "UPDATE tours SET title = 'Moss Garden Walk' WHERE id = $1", [
      tour.id,
    ]);
    // Paid on the spot, a note, a sweep that finds nothing: no seat moves, the cached answer stays.
    const paid = await send(t.app, 'PUT', `/api/admin/bookings/${booking._id}`, admin, {
      paymentStatus: 'paid',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await t.database.pool.query("UPDATE bookings SET special_requests = 'Vegetarian' WHERE id = $1", [
      booking._id,
    ]);
    await t.database.pool.query("UPDATE bookings SET status = 'cancelled' WHERE false");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await title()).toBe('Moss Garden, Quietly');
    // The traveller cancels: the seats return, the catalog is told.
    const cancelled = await send(t.app, 'PUT', `/api/bookings/${booking._id}/cancel`, traveller, {
      reason: 'Our plans changed',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expect.poll(title).toBe('Moss Garden Walk');
  });
});

describe('the admin bookings list at scale', () => {
  let bigTourId: string;

  beforeAll(async () => {
    // More bookings of one tour than the list counts, written in one statement as a bulk import would.
    bigTourId = (await insertTour(t.db, { title: 'Zazen at Dawn' })).id;
    const user = await insertUser(t.db, { name: 'Bulk Booker' });
    await t.database.pool.query(
      `WITH d AS (
         INSERT INTO departures (tour_id, date, starts_at, capacity, booked)
         VALUES ($1, '2031-01-10', '2031-01-10T00:00:00Z', 20000, 0) RETURNING id)
       INSERT INTO bookings (reference, user_id, tour_id, departure_id, adults, children, contact_name, contact_email,
                             contact_phone, adult_price_minor, child_price_minor, total_minor, currency, status,
                             created_at, updated_at)
       SELECT 'TB-BULK-' || i, $2, $1, d.id, 1, 0, 'Bulk Booker', 'bulk@example.com', '+81 90 0000 0000',
              5000, 0, 5000, 'USD', CASE WHEN i % 3 = 0 THEN 'cancelled' ELSE 'confirmed' END::booking_status,
              -- Ten at each instant, so the order's tie-break on the id is exercised too.
              timestamptz '2026-01-01T00:00:00Z' + (i / 10) * interval '1 minute',
              timestamptz '2026-01-01T00:00:00Z'
       FROM d, generate_series(1, ${countCap + 5}) AS i`,
      [bigTourId, user.id],
    );
  });

  it('counts a tour’s bookings up to the cap and says there are more; the states are counted exactly', async () => {
    const tour = await adminList(`tourId=${bigTourId}&limit=50`);
    expect(tour.total).toBe(countCap);
    expect(tour.totalIsLowerBound).toBe(true);
    expect(tour.pages).toBe(countCap / 50);
    expect(tour.data).toHaveLength(50);

    const all = await adminList('limit=50');
    expect(all.totalIsLowerBound).toBeUndefined();
    expect(all.total).toBe(await countOf('true'));
    expect(all.total).toBeGreaterThan(countCap);
    await expectListCountsRight();
    await expectDashboardRight();
  });

  it('gives every booking once, newest first, page after page, from both ends of the list', async () => {
    const expected = async (condition: string) => {
      const { rows } = await t.database.pool.query<{ id: string }>(
        `SELECT id FROM bookings WHERE ${condition} ORDER BY created_at DESC, id ASC`,
      );
      return rows.map((row) => row.id);
    };
    for (const [query, condition, limit] of [
      ['', 'true', 100],
      ['status=cancelled', "status = 'cancelled'", 100],
      ['paymentStatus=paid', "payment_status = 'paid'", 2],
    ] as const) {
      const ids: string[] = [];
      const first = await adminList(`${query}&limit=${limit}&page=1`);
      ids.push(...first.data.map((b) => b._id));
      for (let page = 2; page <= first.pages; page++)
        ids.push(...(await adminList(`${query}&limit=${limit}&page=${page}`)).data.map((b) => b._id));
      expect({ query, ids }).toEqual({ query, ids: await expected(condition) });
      expect((await adminList(`${query}&limit=${limit}&page=${first.pages + 1}`)).data).toEqual([]);
    }
  });
});

describe('the migrations that made the tallies', () => {
  it('tallies the bookings made before it as the triggers would have', async () => {
    const migration = await readFile(
      fileURLToPath(new URL('../../db/migrations/0031_booking_tallies.sql', import.meta.url)),
      'utf8',
    );
    const statements = migration.split('--> statement-breakpoint');
    const backfill = statements.slice(
      statements.findIndex((s) => s.includes('The bookings made before this migration')),
    );
    expect(backfill).toHaveLength(4);
    // Then 0035's count of upcoming bookings, which starts with every booking not cancelled, before a first
    // day is set: the admin's tours takes the past days off.
    const upcoming = (
      await readFile(
        fileURLToPath(new URL('../../db/migrations/0035_upcoming_bookings_per_tour.sql', import.meta.url)),
        'utf8',
      )
    )
      .split('--> statement-breakpoint')
      .filter((s) => s.includes('SET "upcoming_bookings" = "bookings"'));
    expect(upcoming).toHaveLength(1);
    await t.database.pool.query(
      'TRUNCATE booking_counts, booking_quarter_hours, tour_booking_totals, upcoming_bookings_from',
    );
    await t.database.pool.query('UPDATE departures SET live_bookings = 0');
    for (const statement of [...backfill, ...upcoming]) await t.database.pool.query(statement);
    await expectListCountsRight();
    await expectDashboardRight();
  });
});

describe('the dashboard’s months in a zone half an hour off the hour', () => {
  it('count a booking made a minute before midnight in the month it was made in', async () => {
    const kolkata = await createTestApp(
      { ...adminEnv, TIMEZONE: 'Asia/Kolkata' },
      { now: () => new Date('2025-06-15T06:30:00Z') },
    );
    try {
      const token = await adminSession(kolkata.app, kolkata.config, kolkata.database);
      const tourId = (await insertTour(kolkata.db)).id;
      const user = await insertUser(kolkata.db);
      // 23:59 on 31 May and 00:01 on 1 June in Kolkata (UTC+5:30).
      await kolkata.database.pool.query(
        `WITH d AS (
           INSERT INTO departures (tour_id, date, starts_at, capacity, booked)
           VALUES ($1, '2025-06-20', '2025-06-20T03:30:00Z', 10, 2) RETURNING id)
         INSERT INTO bookings (reference, user_id, tour_id, departure_id, adults, children, contact_name,
                               contact_email, contact_phone, adult_price_minor, child_price_minor, total_minor,
                               currency, status, created_at, updated_at)
         SELECT 'TB-KOL-' || i, $2, $1, d.id, 1, 0, 'Asha', 'asha@example.com', '+91 90000 00000', 1000, 0, 1000,
                'USD', 'confirmed', at, at
         FROM d, (VALUES (1, timestamptz '2025-05-31T18:29:00Z'), (2, timestamptz '2025-05-31T18:31:00Z')) AS v(i, at)`,
        [tourId, user.id],
      );
      const response = await send(kolkata.app, 'GET', '/api/admin/stats', token);
      const months: AdminStats['monthly'] = response.json().data.monthly;
      expect(months.slice(-2)).toEqual([
        { month: '2025-05', bookings: 1, revenue: 10 },
        { month: '2025-06', bookings: 1, revenue: 10 },
      ]);
    } finally {
      await kolkata.close();
    }
  });
});
