import type { AvailabilityDate, Booking, Review, Tour, TourSummary } from '@tabi/contracts';
import { DEMO_PASSWORD, demoCustomers, demoTours } from '@tabi/demo-catalog';
import { type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFirstStart } from '../src/first-run.ts';
import { adminEnv, adminSession, bearer, login } from './accounts.ts';
import { createTestApp, type TestApp } from './app.ts';
import { tokyoDate } from './bookings.ts';

/** The demo catalog a newcomer sees on first start: real, complete tours in Japan, and a season of bookings. */
let t: TestApp;
let admin: string;
let tours: TourSummary[];
const logged: string[] = [];

beforeAll(async () => {
  // Seeded the way a first start seeds it, in the operator's zone (Asia/Tokyo by default).
  t = await createTestApp({ ...adminEnv, SEED_DEMO: 'true' });
  await runFirstStart(t.config, t.database, { info: (msg) => logged.push(msg) }, () => {});
  admin = await adminSession(t.app, t.config, t.database);
  tours = (await t.app.inject({ method: 'GET', url: '/api/posts?limit=100' })).json().data;
}, 120_000);

afterAll(() => t?.close());

const rows = async <T>(query: SQL) => (await t.db.execute(query)).rows as T[];

async function availability(tourId: string, from: number, to: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/posts/${tourId}/availability?from=${tokyoDate(from)}&to=${tokyoDate(to)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { departureTime: string; dates: AvailabilityDate[] };
}

async function adminBookings(query: string): Promise<Booking[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/bookings?limit=100&${query}`,
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('the demo catalog', () => {
  it('has at least 24 tours across at least 6 categories', async () => {
    expect(tours.length).toBeGreaterThanOrEqual(24);
    const categories = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json().data;
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(new Set(tours.map((tour) => tour.category)).size).toBeGreaterThanOrEqual(6);
  });

  it('gives every tour the full set of facts, several paragraphs and at least two pictures', async () => {
    for (const summary of tours) {
      const tour: Tour = (await t.app.inject({ method: 'GET', url: `/api/posts/${summary._id}` })).json()
        .data;
      expect(tour.title.length).toBeGreaterThan(10);
      expect(tour.description.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(2);
      expect(tour.priceNumber).toBeGreaterThan(0);
      expect(tour.durationMinutes).toBeGreaterThan(0);
      expect(tour.maxGroupSize).toBeGreaterThan(0);
      expect(tour.missingFacts).toEqual([]);
      expect(tour.city).not.toBe('');
      expect(tour.region).not.toBe('');
      expect(tour.meetingPoint?.length).toBeGreaterThan(5);
      expect(tour.highlights.length).toBeGreaterThanOrEqual(3);
      expect(tour.included.length).toBeGreaterThanOrEqual(2);
      expect(tour.images.length).toBeGreaterThanOrEqual(2);
      for (const image of tour.images) expect(image.alt.length).toBeGreaterThan(3);
    }
  }, 60_000);

  it('stores which tours are for adults only, apart from the tours where children go free', async () => {
    const answered = await Promise.all(
      tours.map(async (summary) => {
        const response = await t.app.inject({ method: 'GET', url: `/api/posts/${summary._id}` });
        return response.json().data as Tour;
      }),
    );
    const titlesOf = (keep: (tour: Tour) => boolean) =>
      answered
        .filter(keep)
        .map((tour) => tour.title)
        .sort();
    expect(titlesOf((tour) => tour.adultsOnly)).toEqual(
      demoTours
        .filter((tour) => tour.adultsOnly)
        .map((tour) => tour.title)
        .sort(),
    );
    expect(titlesOf((tour) => !tour.adultsOnly && tour.childPriceShare === 0).length).toBeGreaterThan(0);
  }, 60_000);

  it('has featured tours and customers whose ratings and reviews show up', async () => {
    expect(tours.filter((tour) => tour.featured).length).toBeGreaterThanOrEqual(3);
    const rated = tours.filter((tour) => tour.ratingsCount > 0);
    expect(rated.length).toBe(tours.length);
    const reviews = (
      await t.app.inject({ method: 'GET', url: `/api/posts/${rated[0]!._id}/reviews` })
    ).json();
    expect(reviews.total).toBeGreaterThan(0);
    expect(reviews.data[0].user.name.length).toBeGreaterThan(1);
  });

  it('serves its pictures as real WebP images of the stated size', async () => {
    const image = tours[0]!.images[0]!;
    const response = await t.app.inject({ method: 'GET', url: image.url });
    expect(response.statusCode).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: image.width, height: image.height });
  });

  it('announces what the first start loaded, bookings included', () => {
    expect(logged.join('\n')).toMatch(
      /Demo catalog loaded: 28 tours, 14 customers, \d+ ratings, \d+ reviews, \d+ bookings/,
    );
  });
});

describe('the demo bookings', () => {
  it('shows every demo review as written by a verified traveller', async () => {
    let count = 0;
    for (const tour of tours) {
      const response = await t.app.inject({ method: 'GET', url: `/api/posts/${tour._id}/reviews?limit=100` });
      const reviews: Review[] = response.json().data;
      expect(reviews.length).toBe(response.json().total);
      for (const review of reviews) expect(review.verifiedTraveler, review.text).toBe(true);
      count += reviews.length;
    }
    expect(count).toBeGreaterThan(50);
  });

  it('gives every rating a completed, paid trip that ended before it', async () => {
    const unbacked = await rows(sql`
      SELECT r.tour_id FROM ratings r
       WHERE NOT EXISTS (
         SELECT 1 FROM bookings b JOIN departures d ON d.id = b.departure_id JOIN tours t ON t.id = b.tour_id
          WHERE b.tour_id = r.tour_id AND b.user_id = r.user_id
            AND b.status = 'completed' AND b.payment_status = 'paid'
            AND d.starts_at + make_interval(mins => t.duration_minutes) < r.created_at
            AND r.created_at - d.starts_at < interval '7 days')`);
    expect(unbacked).toEqual([]);
  });

  it('never oversells: each departure holds exactly the seats of its live bookings', async () => {
    const departures = await rows<{ capacity: number; booked: number; live: number; group: number }>(sql`
      SELECT d.capacity, d.booked, t.max_group_size AS "group",
             coalesce(sum(b.adults + b.children) FILTER (WHERE b.status <> 'cancelled'), 0)::int AS live
        FROM departures d JOIN tours t ON t.id = d.tour_id LEFT JOIN bookings b ON b.departure_id = d.id
       GROUP BY d.id, t.max_group_size`);
    expect(departures.length).toBeGreaterThan(100);
    for (const departure of departures) {
      expect(departure.booked).toBe(departure.live);
      expect(departure.booked).toBeLessThanOrEqual(departure.capacity);
      expect(departure.capacity).toBe(departure.group);
    }
  });

  it('books departures on the days and at the time their tour runs, at the tour price', async () => {
    const [wrong] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n
        FROM bookings b JOIN departures d ON d.id = b.departure_id JOIN tours t ON t.id = b.tour_id
       WHERE d.tour_id <> b.tour_id
          OR NOT (extract(isodow FROM d.date)::smallint = ANY (t.departure_days))
          OR to_char(d.starts_at AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD HH24:MI') <> d.date::text || ' ' || t.departure_time
          OR b.adult_price_minor <> t.price_minor
          OR b.child_price_minor <> round(t.price_minor * t.child_price_share)
          OR b.total_minor <> b.adults * b.adult_price_minor + b.children * b.child_price_minor
          OR b.currency <> 'USD'
          OR b.created_at >= d.starts_at - interval '24 hours'`);
    expect(wrong?.n).toBe(0);
  });

  it('has a full departure and one with a single seat left in the coming weeks', async () => {
    const days: AvailabilityDate[] = [];
    for (const tour of tours) days.push(...(await availability(tour._id, 1, 60)).dates);
    expect(days.some((day) => day.reason === 'full' && day.seatsLeft === 0)).toBe(true);
    expect(days.some((day) => day.bookable && day.seatsLeft === 1)).toBe(true);
    // Most of the calendar is still open.
    expect(days.filter((day) => day.bookable).length).toBeGreaterThan(days.length / 2);
  });

  it('starts the Maiko dinner at 18:00 Tokyo time, four evenings a week', async () => {
    const maiko = tours.find((tour) => tour.title.includes('Maiko'))!;
    const { departureTime, dates } = await availability(maiko._id, 2, 29);
    expect(departureTime).toBe('18:00');
    const running = dates.filter((day) => day.reason !== 'no-departure');
    expect(running.length).toBe(16);
    for (const day of running) {
      expect(day.startsAt).toBe(new Date(`${day.date}T18:00:00+09:00`).toISOString());
      expect([2, 4, 5, 6]).toContain(new Date(`${day.date}T00:00:00Z`).getUTCDay());
    }
  });

  it('gives the admin refunds to decide and decided ones to read', async () => {
    const cancelled = await adminBookings('status=cancelled');
    const requested = cancelled.filter((booking) => booking.refund?.status === 'requested');
    expect(requested.map((booking) => booking.refund!.withinPolicy).sort()).toEqual([false, true]);
    for (const booking of requested) expect(booking.paymentStatus).toBe('paid');
    expect(cancelled.find((booking) => booking.refund?.status === 'approved')).toMatchObject({
      paymentStatus: 'refunded',
    });
    expect(cancelled.find((booking) => booking.refund?.status === 'denied')?.refund?.note).toMatch(
      /24 hours/,
    );
    // Unpaid cancellations have nothing to refund.
    const unpaid = cancelled.filter((booking) => booking.paymentStatus === 'unpaid');
    expect(unpaid.length).toBeGreaterThanOrEqual(2);
    for (const booking of [...unpaid, ...requested]) {
      expect(booking.cancellationReason?.length).toBeGreaterThan(5);
      expect(booking.cancelledAt).not.toBeNull();
      if (booking.paymentStatus === 'unpaid') expect(booking.refund).toBeNull();
    }
  });

  it('has the weeks ahead booked: confirmed, pending on tours confirmed by hand, a few paid', async () => {
    const ahead = await adminBookings(`from=${tokyoDate(1)}&to=${tokyoDate(60)}`);
    const live = ahead.filter((booking) => booking.status !== 'cancelled');
    expect(live.length).toBeGreaterThanOrEqual(30);
    expect(new Set(live.map((booking) => booking.tour._id)).size).toBeGreaterThanOrEqual(10);
    expect(live.filter((booking) => booking.status === 'pending').length).toBeGreaterThan(0);
    expect(live.filter((booking) => booking.paymentStatus === 'paid').length).toBeGreaterThan(0);
    expect(live.every((booking) => booking.status === 'pending' || booking.status === 'confirmed')).toBe(
      true,
    );
  });

  it('lets a demo customer sign in and find their trips, past and ahead', async () => {
    const customer = demoCustomers[0]!;
    const session = await login(t.app, customer.email, DEMO_PASSWORD);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/my-bookings?limit=100',
      headers: bearer(session.token),
    });
    const mine: Booking[] = response.json().data;
    expect(mine.some((booking) => booking.status === 'completed')).toBe(true);
    for (const booking of mine)
      expect(booking.contact).toEqual({ name: customer.name, email: customer.email, phone: customer.phone });
  });
});
