import type { AdminTourSummary } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, register, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { createClock, days } from '../../../test/clock.ts';
import { attachImage, insertTour } from '../../../test/fixtures.ts';

/** GET /api/admin/posts: the admin's tours table, archived tours included, with upcoming bookings. */

const clock = createClock();
let t: TestApp;
let admin: string;
/** The four tours of this file, by a short name. */
const ids: Record<'inari' | 'osaka' | 'nara' | 'tea', string> = { inari: '', osaka: '', nara: '', tea: '' };

const ago = (n: number) => new Date(clock.now().getTime() - days(n));

async function list(query = ''): Promise<{
  data: AdminTourSummary[];
  count: number;
  total: number;
  page: number;
  pages: number;
}> {
  const response = await send(t.app, 'GET', `/api/admin/posts${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The short names of the tours a query lists, in order. */
async function names(query = '') {
  const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return (await list(query)).data.map((tour) => byId[tour._id]);
}

beforeAll(async () => {
  t = await createTestApp(adminEnv, { now: clock.now });
  admin = await adminSession(t.app, t.config, t.database);
  const tour = async (values: Parameters<typeof insertTour>[1]) => (await insertTour(t.db, values)).id;
  ids.inari = await tour({
    title: 'Sunrise at Fushimi Inari',
    category: 'Temples',
    city: 'Kyoto',
    priceMinor: 8000,
    featured: true,
    averageRating: 4.5,
    ratingsCount: 10,
    createdAt: ago(5),
  });
  ids.osaka = await tour({
    title: 'Osaka street food night',
    category: 'Food',
    city: 'Osaka',
    region: 'Osaka',
    priceMinor: 6000,
    archived: true,
    averageRating: 4.9,
    ratingsCount: 3,
    createdAt: ago(3),
  });
  ids.nara = await tour({
    title: 'Nara deer park stroll',
    category: 'Nature',
    city: 'Nara',
    region: 'Nara',
    priceMinor: 3000,
    createdAt: ago(1),
  });
  ids.tea = await tour({
    title: 'Kyoto tea ceremony',
    category: 'Culture',
    city: 'Kyoto',
    priceMinor: 12000,
    featured: true,
    archived: true,
    createdAt: ago(2),
  });
  await attachImage(t.db, ids.inari, 0);

  // Nara: one booking that will be past, two ahead, one cancelled. Inari: one ahead.
  const traveller = await register(t.app);
  const date = (n: number) => tokyoDate(n, clock.now());
  await booked(t.app, traveller.token, { tourId: ids.nara, date: date(2) });
  await booked(t.app, traveller.token, { tourId: ids.nara, date: date(10) });
  await booked(t.app, traveller.token, { tourId: ids.nara, date: date(12) });
  const cancelled = await booked(t.app, traveller.token, { tourId: ids.nara, date: date(14) });
  const cancel = await send(t.app, 'PUT', `/api/bookings/${cancelled._id}/cancel`, traveller.token, {
    reason: 'Plans changed',
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  await booked(t.app, traveller.token, { tourId: ids.inari, date: date(10) });
  clock.advance(days(4));
});

afterAll(() => t?.close());

describe('GET /api/admin/posts', () => {
  it('answers a visitor 401 and a signed-in traveller 403', async () => {
    expect((await send(t.app, 'GET', '/api/admin/posts', null)).statusCode).toBe(401);
    const refused = await send(t.app, 'GET', '/api/admin/posts', (await register(t.app)).token);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('lists archived tours too, newest first, with pictures and upcoming bookings', async () => {
    const answer = await list();
    expect(answer).toMatchObject({ success: true, count: 4, total: 4, page: 1, pages: 1 });
    expect(await names()).toEqual(['nara', 'tea', 'osaka', 'inari']);
    const byId = Object.fromEntries(answer.data.map((tour) => [tour._id, tour]));
    // The booking now in the past and the cancelled one do not count.
    expect(byId[ids.nara]).toMatchObject({ upcomingBookings: 2, archived: false, priceNumber: 30 });
    expect(byId[ids.inari]).toMatchObject({ upcomingBookings: 1, featured: true, averageRating: 4.5 });
    expect(byId[ids.inari]!.images).toEqual([
      expect.objectContaining({ url: expect.stringMatching(/^\/uploads\/.+\.webp$/), alt: 'Picture 1' }),
    ]);
    expect(byId[ids.osaka]).toMatchObject({ upcomingBookings: 0, archived: true });
  });

  it('filters by status: active, featured (and not archived), archived', async () => {
    expect(await names('?status=active')).toEqual(['nara', 'inari']);
    expect(await names('?status=featured')).toEqual(['inari']);
    expect(await names('?status=archived')).toEqual(['tea', 'osaka']);
  });

  it('searches title, category, city and region, case-insensitively; wildcards are letters', async () => {
    expect(await names('?search=KYOTO')).toEqual(['tea', 'inari']);
    expect(await names('?search=food')).toEqual(['osaka']);
    expect(await names('?search=temples')).toEqual(['inari']);
    expect(await names('?search=deer%20park')).toEqual(['nara']);
    expect(await names('?search=kyoto&status=archived')).toEqual(['tea']);
    expect(await names('?search=%25')).toEqual([]);
    expect((await list('?search=%20%20')).total).toBe(4);
  });

  it('sorts by title, price, rating and upcoming bookings', async () => {
    expect(await names('?sort=title')).toEqual(['tea', 'nara', 'osaka', 'inari']);
    expect(await names('?sort=price-asc')).toEqual(['nara', 'osaka', 'inari', 'tea']);
    expect(await names('?sort=price-desc')).toEqual(['tea', 'inari', 'osaka', 'nara']);
    expect(await names('?sort=rating')).toEqual(['osaka', 'inari', 'nara', 'tea']);
    expect(await names('?sort=bookings')).toEqual(['nara', 'inari', 'tea', 'osaka']);
  });

  it('pages through the tours', async () => {
    const second = await list('?sort=title&limit=3&page=2');
    expect(second).toMatchObject({ count: 1, total: 4, page: 2, pages: 2 });
    expect(second.data.map((tour) => tour._id)).toEqual([ids.inari]);
    expect((await list('?limit=3&page=3')).data).toEqual([]);
  });

  it('refuses a query it cannot answer with 400', async () => {
    for (const query of ['?status=deleted', '?sort=popular', '?limit=101', '?page=0']) {
      const response = await send(t.app, 'GET', `/api/admin/posts${query}`, admin);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
