import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Tour, TourSummary } from '@tabi/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, register, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { multipart } from '../../../test/multipart.ts';
import { tours } from '../../db/schema/index.ts';

let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await adminSession(t.app, t.config, t.database);
  user = (await register(t.app)).token;
});

afterAll(() => t?.close());

/** A complete new tour as the admin form sends it. */
const tourInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Arashiyama Bamboo and Moss Gardens',
  category: 'Nature',
  description: 'A slow morning through the bamboo grove and the moss garden of Gio-ji.',
  priceNumber: 72.5,
  city: 'Kyoto',
  region: 'Kyoto',
  durationMinutes: 210,
  maxGroupSize: 8,
  meetingPoint: 'Saga-Arashiyama Station, south exit',
  ...overrides,
});

const create = (payload: object, token: string | null = admin) =>
  send(t.app, 'POST', '/api/posts', token, payload);
const change = (id: string, payload: object, token: string | null = admin) =>
  send(t.app, 'PUT', `/api/posts/${id}`, token, payload);
const feature = (id: string, featured: boolean, token: string | null = admin) =>
  send(t.app, 'PUT', `/api/admin/posts/${id}/feature`, token, { featured });

async function created(overrides: Record<string, unknown> = {}): Promise<Tour> {
  const response = await create(tourInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const read = async (id: string): Promise<Tour> =>
  (await t.app.inject({ method: 'GET', url: `/api/posts/${id}` })).json().data;

const listTitles = async (query = ''): Promise<string[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/posts${query}` }))
    .json()
    .data.map((tour: TourSummary) => tour.title);

const tourCount = async () => (await t.db.select({ id: tours.id }).from(tours)).length;

/** Pictures through the upload call the admin form uses, in the order given. */
async function upload(...colours: string[]): Promise<string[]> {
  const files = await Promise.all(
    colours.map(async (colour, index) => ({
      field: 'images',
      filename: `photo-${index}.png`,
      contentType: 'image/png',
      bytes: await sharp({ create: { width: 90, height: 60, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    })),
  );
  const body = multipart(files);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload/multiple',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().urls;
}

const missingImage = '/uploads/00000000-0000-4000-8000-000000000000.webp';

describe('POST /api/posts', () => {
  it('creates a tour with every field and answers it whole (201), as GET answers it after', async () => {
    const [cover, second] = await upload('#c0392b', '#2e86c1');
    const response = await create(
      tourInput({
        title: '  Arashiyama at Dawn  ',
        highlights: ['Bamboo grove before the crowds', 'Moss garden of Gio-ji'],
        included: ['Guide', 'Green tea'],
        excluded: ['Lunch'],
        languages: ['English', 'Japanese'],
        instantConfirmation: false,
        childPriceShare: 0.25,
        adultsOnly: true,
        departureDays: [6, 2, 4],
        departureTime: '07:30',
        featured: true,
        images: [
          { url: cover, alt: 'Bamboo stalks in morning light' },
          { url: second, alt: 'A moss garden' },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const tour: Tour = response.json().data;
    expect(tour).toMatchObject({
      title: 'Arashiyama at Dawn',
      category: 'Nature',
      priceNumber: 72.5,
      currency: 'USD',
      city: 'Kyoto',
      durationMinutes: 210,
      maxGroupSize: 8,
      highlights: ['Bamboo grove before the crowds', 'Moss garden of Gio-ji'],
      included: ['Guide', 'Green tea'],
      excluded: ['Lunch'],
      languages: ['English', 'Japanese'],
      instantConfirmation: false,
      childPriceShare: 0.25,
      adultsOnly: true,
      departureDays: [2, 4, 6],
      departureTime: '07:30',
      featured: true,
      archived: false,
      averageRating: 0,
      ratingsCount: 0,
    });
    expect(tour.images.map((image) => [image.url, image.alt, image.width])).toEqual([
      [cover, 'Bamboo stalks in morning light', 90],
      [second, 'A moss garden', 90],
    ]);
    expect(await read(tour._id)).toEqual(tour);
  });

  it("accepts the new-tour form's defaults and fills in the rest", async () => {
    const tour = await created({ title: 'Untitled Tour', category: 'Tour', priceNumber: 100 });
    expect(tour).toMatchObject({
      title: 'Untitled Tour',
      category: 'Tour',
      priceNumber: 100,
      highlights: [],
      languages: ['English'],
      instantConfirmation: true,
      childPriceShare: 0.5,
      adultsOnly: false,
      departureDays: [1, 2, 3, 4, 5, 6, 7],
      departureTime: '09:00',
      featured: false,
      archived: false,
      images: [],
    });
  });

  it('ignores a legacy price field: the price stored is priceNumber', async () => {
    const tour = await created({ priceNumber: 80, price: 5 });
    expect(tour.priceNumber).toBe(80);
    const [row] = await t.db
      .select({ priceMinor: tours.priceMinor })
      .from(tours)
      .where(eq(tours.id, tour._id));
    expect(row?.priceMinor).toBe(8000);
  });

  it('takes a category it has never seen (free text), and lists it', async () => {
    await created({ category: '  Onsen Hopping ' });
    const categories = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json().data;
    expect(categories).toContainEqual({ name: 'Onsen Hopping', count: 1 });
  });

  it.each([
    [
      'a description under 10 characters after trimming',
      { description: '   too short   ' },
      'description',
      'Description must be at least 10 characters',
    ],
    ['a negative price', { priceNumber: -1 }, 'priceNumber', 'Price must be 0 or more'],
    [
      'a price with three decimals',
      { priceNumber: 10.005 },
      'priceNumber',
      'Price can have at most two decimals',
    ],
    ['a price as text', { priceNumber: '100' }, 'priceNumber', 'Price must be a number'],
    ['a category of one letter', { category: ' x ' }, 'category', 'Category must be at least 2 characters'],
    [
      'a category over 40 characters',
      { category: 'c'.repeat(41) },
      'category',
      'Category must be at most 40 characters',
    ],
    ['a blank title', { title: '   ' }, 'title', 'Title is required'],
    ['a NUL character', { title: 'Tea\u0000House' }, 'title', 'contains a character that is not allowed'],
    ['a group size of 0', { maxGroupSize: 0 }, 'maxGroupSize', 'Group size must be at least 1'],
    ['a fractional duration', { durationMinutes: 90.5 }, 'durationMinutes', 'Duration must be whole minutes'],
    ['adultsOnly as a string', { adultsOnly: 'yes' }, 'adultsOnly', 'adultsOnly must be true or false'],
    [
      'a child share above 1',
      { childPriceShare: 1.5 },
      'childPriceShare',
      'Child price share must be between 0 and 1',
    ],
    ['no departure day', { departureDays: [] }, 'departureDays', 'Choose at least one weekday'],
    ['a weekday 8', { departureDays: [1, 8] }, 'departureDays.1', 'Weekdays are 1 (Monday) to 7 (Sunday)'],
    ['a weekday twice', { departureDays: [3, 5, 3] }, 'departureDays.2', 'Choose each weekday at most once'],
    [
      'a departure time of 24:00',
      { departureTime: '24:00' },
      'departureTime',
      'Departure time must be HH:MM, 00:00 to 23:59',
    ],
    ['an empty highlight line', { highlights: ['Bamboo', '  '] }, 'highlights.1', 'Remove the empty line'],
    ['no language', { languages: [] }, 'languages', 'Name at least one language'],
    [
      'an image from elsewhere',
      { images: [{ url: 'https://example.com/a.jpg' }] },
      'images.0.url',
      'must be an image uploaded to this site',
    ],
    [
      '13 images',
      { images: Array.from({ length: 13 }, () => ({ url: missingImage })) },
      'images',
      'At most 12 images',
    ],
  ])('refuses %s with a field error, saving nothing', async (_case, overrides, field, message) => {
    const before = await tourCount();
    const response = await create(tourInput(overrides));
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.fieldErrors[field]).toBe(message);
    expect(await tourCount()).toBe(before);
  });

  it('says what is wrong in its message too, for a client that shows only that', async () => {
    const response = await create(tourInput({ description: 'Too short' }));
    expect(response.json().message).toBe('Invalid request body: Description must be at least 10 characters');
  });

  it('names every missing required field at once', async () => {
    // The place, duration and meeting point may follow later (tour-facts.test.ts); the group size has a default.
    const response = await create({ title: 'Only a title' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors).sort()).toEqual([
      'category',
      'description',
      'priceNumber',
    ]);
  });

  it('refuses an image url that names no stored image, at its place in the list', async () => {
    const [stored] = await upload('#27ae60');
    const before = await tourCount();
    const response = await create(tourInput({ images: [{ url: stored }, { url: missingImage }] }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { 'images.1.url': 'Image not found. Upload it again.' },
    });
    expect(await tourCount()).toBe(before);
  });

  it('refuses the same image twice', async () => {
    const [stored] = await upload('#8e44ad');
    const response = await create(tourInput({ images: [{ url: stored }, { url: stored }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors['images.1.url']).toBe('This image is already in the list');
  });
});

describe('PUT /api/posts/:id', () => {
  it('changes only the fields sent', async () => {
    const tour = await created({ highlights: ['Bamboo'] });
    const response = await change(tour._id, {
      priceNumber: 99.99,
      meetingPoint: 'Togetsukyo Bridge, north end',
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed: Tour = response.json().data;
    expect(changed).toEqual({
      ...tour,
      priceNumber: 99.99,
      meetingPoint: 'Togetsukyo Bridge, north end',
      updatedAt: changed.updatedAt,
    });
    expect(Date.parse(changed.updatedAt)).toBeGreaterThan(Date.parse(tour.updatedAt));
  });

  it('edits the weekly pattern, capacity, confirmation, child share and adults only', async () => {
    const tour = await created();
    const response = await change(tour._id, {
      departureDays: [7, 1],
      departureTime: '18:15',
      maxGroupSize: 14,
      instantConfirmation: false,
      childPriceShare: 0,
      adultsOnly: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      departureDays: [1, 7],
      departureTime: '18:15',
      maxGroupSize: 14,
      instantConfirmation: false,
      childPriceShare: 0,
      adultsOnly: true,
    });
    const reopened = await change(tour._id, { adultsOnly: false });
    expect(reopened.json().data).toMatchObject({ adultsOnly: false, childPriceShare: 0 });
  });

  it('replaces, reorders and clears the pictures', async () => {
    const [a, b, c] = await upload('#d35400', '#16a085', '#2c3e50');
    const tour = await created({ images: [{ url: a }, { url: b }] });
    const reordered = await change(tour._id, { images: [{ url: c, alt: 'Night' }, { url: a }] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(
      reordered.json().data.images.map((image: { url: string; alt: string }) => [image.url, image.alt]),
    ).toEqual([
      [c, 'Night'],
      [a, ''],
    ]);
    const cleared = await change(tour._id, { images: [] });
    expect(cleared.json().data.images).toEqual([]);
  });

  it('accepts the tour as GET answered it, read-only fields and all', async () => {
    const [a] = await upload('#f1c40f');
    const tour = await created({ images: [{ url: a, alt: 'Cover' }] });
    const response = await change(tour._id, { ...tour, title: 'Renamed', averageRating: 5, _id: 'x' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ _id: tour._id, title: 'Renamed', averageRating: 0 });
    expect(response.json().data.images[0]).toMatchObject({ url: a, alt: 'Cover' });
  });

  it.each([
    [
      'a short description',
      { description: 'short' },
      'description',
      'Description must be at least 10 characters',
    ],
    ['a negative price', { priceNumber: -5 }, 'priceNumber', 'Price must be 0 or more'],
    ['a null title', { title: null }, 'title', 'Title is required'],
    ['nothing to change', {}, 'request', 'Send at least one field to change'],
    ['only the legacy price', { price: 10 }, 'request', 'Send at least one field to change'],
  ])('refuses %s and keeps the tour as it was', async (_case, payload, field, message) => {
    const tour = await created();
    const response = await change(tour._id, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors[field]).toBe(message);
    expect(await read(tour._id)).toEqual(tour);
  });

  it('ignores a legacy price beside real changes', async () => {
    const tour = await created({ priceNumber: 50 });
    const response = await change(tour._id, { price: 1, title: 'Still fifty' });
    expect(response.json().data).toMatchObject({ title: 'Still fifty', priceNumber: 50 });
  });

  it('archives: the tour leaves the catalog and stays reachable by its link', async () => {
    const tour = await created({ title: 'Soon withdrawn walk' });
    expect(await listTitles('?search=withdrawn')).toEqual(['Soon withdrawn walk']);
    const response = await change(tour._id, { archived: true });
    expect(response.json().data.archived).toBe(true);
    expect(await listTitles('?search=withdrawn')).toEqual([]);
    expect((await read(tour._id)).archived).toBe(true);
    await change(tour._id, { archived: false });
    expect(await listTitles('?search=withdrawn')).toEqual(['Soon withdrawn walk']);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])('answers 404 for %s', async (id) => {
    const response = await change(id, { title: 'Nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Tour not found', code: 'NOT_FOUND' });
  });
});

describe('PUT /api/admin/posts/:id/feature', () => {
  it('features and unfeatures; GET /api/posts?featured=true follows at once', async () => {
    const tour = await created({ title: 'Kurama Fire Festival Walk' });
    expect(await listTitles('?featured=true')).not.toContain('Kurama Fire Festival Walk');

    const on = await feature(tour._id, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toMatchObject({ _id: tour._id, featured: true });
    expect(await listTitles('?featured=true')).toContain('Kurama Fire Festival Walk');

    await feature(tour._id, false);
    expect(await listTitles('?featured=true')).not.toContain('Kurama Fire Festival Walk');
  });

  it('refuses a body without a boolean, and an unknown tour', async () => {
    const tour = await insertTour(t.db);
    const bad = await send(t.app, 'PUT', `/api/admin/posts/${tour.id}/feature`, admin, { featured: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.featured).toBe('featured must be true or false');
    expect((await feature('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
  });
});

describe('the catalog cache sees every write at once', () => {
  it('create, rename, re-picture and delete each show on the next read', async () => {
    const search = '?search=hozugawa';
    expect(await listTitles(search)).toEqual([]);

    const tour = await created({ title: 'Hozugawa River Boat Ride' });
    expect(await listTitles(search)).toEqual(['Hozugawa River Boat Ride']);
    expect((await read(tour._id)).title).toBe('Hozugawa River Boat Ride');

    await change(tour._id, { title: 'Hozugawa Rapids by Boat' });
    expect(await listTitles(search)).toEqual(['Hozugawa Rapids by Boat']);
    expect((await read(tour._id)).title).toBe('Hozugawa Rapids by Boat');

    const [picture] = await upload('#1abc9c');
    await change(tour._id, { images: [{ url: picture }] });
    expect((await read(tour._id)).images.map((image) => image.url)).toEqual([picture]);

    expect((await send(t.app, 'DELETE', `/api/posts/${tour._id}`, admin)).statusCode).toBe(200);
    expect(await listTitles(search)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${tour._id}` })).statusCode).toBe(404);
  });
});

describe('cached answers in the encoding the client asks for', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  /** The answer at `url` as text, from a plain request and from each encoding, which must agree. */
  async function inEveryEncoding(url: string): Promise<string> {
    const plain = await get(url);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const br = await get(url, 'br');
    const gzip = await get(url, 'gzip');
    // A browser's header: brotli is preferred.
    const browser = await get(url, 'gzip, deflate, br, zstd');
    expect([br, gzip, browser].map((response) => response.headers['content-encoding'])).toEqual([
      'br',
      'gzip',
      'br',
    ]);
    for (const response of [br, gzip, browser]) {
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(browser.rawPayload).toEqual(br.rawPayload);
    return plain.body;
  }

  it('sends the same JSON compressed as asked, and every encoding shows an edit at once', async () => {
    const search = '/api/posts?search=ohara';
    // Stories long enough for one tour's answer to pass the compression threshold on its own.
    const description = 'A slow morning through the bamboo grove and the moss gardens of the valley. '.repeat(
      16,
    );
    const tours = [
      await created({ title: 'Ohara Sanzen-in Garden Morning', description }),
      await created({ title: 'Ohara Village Pickle Lunch', description }),
    ];
    const list = await inEveryEncoding(search);
    // Large enough to be compressed at all: smaller answers go as they are (below).
    expect(Buffer.byteLength(list)).toBeGreaterThan(1024);
    expect(
      JSON.parse(list)
        .data.map((tour: TourSummary) => tour.title)
        .sort(),
    ).toEqual(['Ohara Sanzen-in Garden Morning', 'Ohara Village Pickle Lunch']);
    const one = `/api/posts/${tours[0]!._id}`;
    expect(JSON.parse(await inEveryEncoding(one)).data.title).toBe('Ohara Sanzen-in Garden Morning');

    await change(tours[0]!._id, { title: 'Ohara Moss and Maples' });
    expect(JSON.parse(await inEveryEncoding(one)).data.title).toBe('Ohara Moss and Maples');
    expect(await inEveryEncoding(search)).toContain('Ohara Moss and Maples');
    expect(await inEveryEncoding(search)).not.toContain('Sanzen-in Garden');
  });

  it('sends a small answer uncompressed whatever the client accepts', async () => {
    const plain = await get('/api/posts?search=nothingmatchesthis');
    const asked = await get('/api/posts?search=nothingmatchesthis', 'br, gzip');
    expect(Buffer.byteLength(plain.body)).toBeLessThan(1024);
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.body).toBe(plain.body);
  });
});

describe('only admins write the catalog', () => {
  const routes = [
    ['POST /api/posts', () => create(tourInput(), user), () => create(tourInput(), null)],
    [
      'PUT /api/posts/:id',
      (id: string) => change(id, { title: 'Mine now' }, user),
      (id: string) => change(id, { title: 'Mine now' }, null),
    ],
    [
      'DELETE /api/posts/:id',
      (id: string) => send(t.app, 'DELETE', `/api/posts/${id}`, user),
      (id: string) => send(t.app, 'DELETE', `/api/posts/${id}`, null),
    ],
    [
      'PUT /api/admin/posts/:id/feature',
      (id: string) => feature(id, true, user),
      (id: string) => feature(id, true, null),
    ],
  ] as const;

  it.each(routes)(
    '%s: 401 for a visitor, 403 for a user, and nothing changes',
    async (_route, asUser, asVisitor) => {
      const tour = await insertTour(t.db, { title: 'Untouchable tour' });
      const before = { tour: await read(tour.id), count: await tourCount() };
      const visitor = await asVisitor(tour.id);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      const signedIn = await asUser(tour.id);
      expect(signedIn.statusCode).toBe(403);
      expect(signedIn.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect({ tour: await read(tour.id), count: await tourCount() }).toEqual(before);
    },
  );
});
