import { wishlistMax } from '@tabi/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, register, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertTour } from '../../../test/fixtures.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await adminSession(t.app, t.config, t.database);
});

afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const idsOf = async (token: string) => (await call('GET', '/api/wishlist/ids', token)).json().data.tourIds;

describe('the wishlist', () => {
  it('saves a tour once, lists it with its card and next free dates, the latest saved first', async () => {
    const { token } = await register(t.app);
    const first = await insertTour(t.db, {
      title: 'Fushimi Inari at dawn',
      departureDays: [1, 2, 3, 4, 5, 6, 7],
    });
    const second = await insertTour(t.db, { title: 'Arashiyama by bicycle' });
    expect((await call('PUT', `/api/wishlist/${first.id}`, token)).json().data.tourIds).toEqual([first.id]);
    // Saving again changes nothing.
    expect((await call('PUT', `/api/wishlist/${first.id}`, token)).json().data.tourIds).toEqual([first.id]);
    const saved = await call('PUT', `/api/wishlist/${second.id}`, token);
    expect(saved.json().data.tourIds).toEqual([second.id, first.id]);

    const list = await call('GET', '/api/wishlist', token);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ success: true, count: 2, total: 2, page: 1, pages: 1 });
    expect(body.data.map((item: { tour: { title: string } }) => item.tour.title)).toEqual([
      'Arashiyama by bicycle',
      'Fushimi Inari at dawn',
    ]);
    // The next dates are those the tour's own calendar offers now.
    const availability = (
      await call(
        'GET',
        `/api/posts/${first.id}/availability?from=${body.data[1].nextDates[0].date}&to=${body.data[1].nextDates[2].date}`,
      )
    ).json().data.dates;
    expect(body.data[1].nextDates).toHaveLength(3);
    for (const next of body.data[1].nextDates)
      expect(availability).toContainEqual(
        expect.objectContaining({ date: next.date, seatsLeft: next.seatsLeft, bookable: true }),
      );
  });

  it('takes a tour off, and answers 404 for a tour that does not exist or is no longer offered', async () => {
    const { token } = await register(t.app);
    const tour = await insertTour(t.db);
    const archived = await insertTour(t.db, { archived: true });
    await call('PUT', `/api/wishlist/${tour.id}`, token);
    expect((await call('DELETE', `/api/wishlist/${tour.id}`, token)).json().data.tourIds).toEqual([]);
    // Not on the list: no change.
    expect((await call('DELETE', `/api/wishlist/${tour.id}`, token)).statusCode).toBe(200);
    for (const id of [archived.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const refused = await call('PUT', `/api/wishlist/${id}`, token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Tour not found');
    }
  });

  it('hides a saved tour while it is archived, and shows it again when it comes back', async () => {
    const { token } = await register(t.app);
    const tour = await insertTour(t.db);
    await call('PUT', `/api/wishlist/${tour.id}`, token);
    await t.db.execute(sql`UPDATE tours SET archived = true WHERE id = ${tour.id}`);
    expect((await call('GET', '/api/wishlist', token)).json()).toMatchObject({ total: 0, data: [] });
    expect(await idsOf(token)).toEqual([]);
    await t.db.execute(sql`UPDATE tours SET archived = false WHERE id = ${tour.id}`);
    expect(await idsOf(token)).toEqual([tour.id]);
  });

  it('joins what a visitor saved in the browser to the account, leaving out what is not offered', async () => {
    const { token } = await register(t.app);
    const kept = await insertTour(t.db);
    const fromBrowser = await insertTour(t.db);
    const archived = await insertTour(t.db, { archived: true });
    await call('PUT', `/api/wishlist/${kept.id}`, token);
    const merged = await call('POST', '/api/wishlist/merge', token, {
      tourIds: [
        fromBrowser.id,
        kept.id,
        archived.id,
        'not-an-id',
        '00000000-0000-4000-8000-000000000000',
        fromBrowser.id,
      ],
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect([...merged.json().data.tourIds].sort()).toEqual([kept.id, fromBrowser.id].sort());
    const bad = await call('POST', '/api/wishlist/merge', token, { tourIds: 'everything' });
    expect(bad.statusCode).toBe(400);
  });

  it(`holds at most ${wishlistMax} tours`, async () => {
    const { token } = await register(t.app);
    const { rows } = await t.database.pool.query<{ id: string }>(
      `INSERT INTO tours (title, category, description, price_minor, city, region, duration_minutes, meeting_point, max_group_size)
       SELECT 'Many ' || g, 'Cultural', 'A walk through old streets with a local guide.', 5000, 'Kyoto', 'Kyoto', 120, 'Kyoto Station', 10
       FROM generate_series(1, $1::int) g RETURNING id`,
      [wishlistMax + 5],
    );
    const ids = rows.map((row) => row.id);
    await call('POST', '/api/wishlist/merge', token, { tourIds: ids.slice(0, wishlistMax) });
    expect(await idsOf(token)).toHaveLength(wishlistMax);
    await call('PUT', `/api/wishlist/${ids[wishlistMax]}`, token);
    expect(await idsOf(token)).toHaveLength(wishlistMax);
    const tooMany = await call('POST', '/api/wishlist/merge', token, { tourIds: ids });
    expect(tooMany.statusCode).toBe(400);
  });

  it('is each account’s own, and asks a visitor to sign in', async () => {
    const a = await register(t.app);
    const b = await register(t.app);
    const tour = await insertTour(t.db);
    await call('PUT', `/api/wishlist/${tour.id}`, a.token);
    expect(await idsOf(b.token)).toEqual([]);
    for (const [method, url] of [
      ['GET', '/api/wishlist'],
      ['GET', '/api/wishlist/ids'],
      ['PUT', `/api/wishlist/${tour.id}`],
      ['DELETE', `/api/wishlist/${tour.id}`],
      ['POST', '/api/wishlist/merge'],
    ] as const)
      expect((await call(method, url)).statusCode).toBe(401);
  });
});

describe('a saved tour that gets cheaper', () => {
  it('tells its traveller in the app once per drop below the price they last knew', async () => {
    const { token } = await register(t.app);
    const other = (await register(t.app)).token;
    const tour = await insertTour(t.db, { title: 'Kurama to Kibune hike', priceMinor: 5000 });
    await call('PUT', `/api/wishlist/${tour.id}`, token);
    const reprice = async (priceNumber: number) => {
      const changed = await send(t.app, 'PUT', `/api/posts/${tour.id}`, admin, { priceNumber });
      expect(changed.statusCode, changed.body).toBe(200);
      await t.wishlistRounds.sweep();
    };
    const drops = async (who: string) =>
      ((await call('GET', '/api/notifications', who)).json().data as { type: string; body: string }[]).filter(
        (n) => n.type === 'wishlist_price_drop',
      );

    await reprice(40);
    expect((await drops(token)).map((n) => n.body)).toEqual([
      '$40.00 a person instead of $50.00. It is on your wishlist.',
    ]);
    await t.wishlistRounds.sweep();
    await reprice(45);
    await reprice(42);
    // Up, then down but not below the $40 they were told of: nothing new.
    expect(await drops(token)).toHaveLength(1);
    await reprice(35);
    expect((await drops(token)).map((n) => n.body)[0]).toBe(
      '$35.00 a person instead of $40.00. It is on your wishlist.',
    );
    // Only those who saved it hear of it.
    expect(await drops(other)).toEqual([]);
  });
});
