import type { Tour, TourSummary } from '@tabi/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { attachImage, insertRating, insertTour, insertUser } from '../../../test/fixtures.ts';

type ListBody = {
  success: boolean;
  data: TourSummary[];
  count: number;
  total: number;
  page: number;
  pages: number;
};

let t: TestApp;
const ids: Record<string, string> = {};

async function list(query = ''): Promise<ListBody> {
  const response = await t.app.inject({ method: 'GET', url: `/api/posts${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const titles = (body: ListBody) => body.data.map((tour) => tour.title);

beforeAll(async () => {
  t = await createTestApp();
  const day = 24 * 60 * 60 * 1000;
  const base = Date.parse('2026-01-01T00:00:00Z');
  const rows = [
    {
      key: 'inari',
      title: 'Fushimi Inari at Dawn',
      category: 'Cultural',
      city: 'Kyoto',
      region: 'Kyoto',
      priceMinor: 6500,
      featured: true,
      description: 'Climb through ten thousand vermilion torii gates before the crowds arrive.',
    },
    {
      key: 'ramen',
      title: 'Ramen Alley Tasting Night',
      category: 'Food & Drink',
      city: 'Fukuoka',
      region: 'Fukuoka',
      priceMinor: 8900,
      featured: false,
      description: 'Tonkotsu broth, yatai stalls by the river and a chef who talks you through every bowl.',
    },
    {
      key: 'fuji',
      title: 'Mount Fuji Five Lakes Day Trip',
      category: 'Day Trips',
      city: 'Fujikawaguchiko',
      region: 'Yamanashi',
      priceMinor: 14500,
      featured: true,
      description: 'Lake Kawaguchi, the Chureito pagoda and views of the mountain from the northern shore.',
    },
    {
      key: 'shibuya',
      title: 'Shibuya After Dark Photo Walk',
      category: 'Photography',
      city: 'Tokyo',
      region: 'Tokyo',
      priceMinor: 7200,
      featured: false,
      description: 'Neon, rain reflections and the scramble crossing, with a photographer who lives nearby.',
    },
    {
      key: 'nishiki',
      title: 'Nishiki Market Food Walk',
      category: 'food & drink',
      city: 'Kyoto',
      region: 'Kyoto',
      priceMinor: 5500,
      featured: false,
      description:
        'Pickles, tamagoyaki and matcha sweets along the kitchen of Kyoto; a guide explains each stall.',
    },
    {
      key: 'archived',
      title: 'Archived Kyoto Tea Ceremony',
      category: 'Cultural',
      city: 'Kyoto',
      region: 'Kyoto',
      priceMinor: 3000,
      featured: false,
      archived: true,
      description: 'A tour that was withdrawn from sale but keeps its history.',
    },
  ];
  for (const [index, row] of rows.entries()) {
    const { key, ...values } = row;
    const tour = await insertTour(t.db, { ...values, createdAt: new Date(base + index * day) });
    ids[key] = tour.id;
  }
  await attachImage(t.db, ids.inari!, 0, '#e34b2f');
  await attachImage(t.db, ids.inari!, 1, '#1f3a68');

  const people = await Promise.all(Array.from({ length: 4 }, () => insertUser(t.db)));
  // inari: 5,4,4 -> 4.33 (3 ratings); fuji: 5,5 -> 5.00 (2); ramen: 3 (1); shibuya: none.
  await insertRating(t.db, ids.inari!, people[0]!.id, 5);
  await insertRating(t.db, ids.inari!, people[1]!.id, 4);
  await insertRating(t.db, ids.inari!, people[2]!.id, 4, 'Worth the early alarm.');
  await insertRating(t.db, ids.fuji!, people[0]!.id, 5);
  await insertRating(t.db, ids.fuji!, people[3]!.id, 5);
  await insertRating(t.db, ids.ramen!, people[1]!.id, 3);
});

afterAll(() => t?.close());

describe('GET /api/posts', () => {
  it('answers the spec envelope with public tours, newest first', async () => {
    const body = await list();
    expect(body).toMatchObject({ success: true, count: 5, total: 5, page: 1, pages: 1 });
    expect(titles(body)).toEqual([
      'Nishiki Market Food Walk',
      'Shibuya After Dark Photo Walk',
      'Mount Fuji Five Lakes Day Trip',
      'Ramen Alley Tasting Night',
      'Fushimi Inari at Dawn',
    ]);
  });

  it('carries what a tour card needs, with the rating summary kept by the database', async () => {
    const inari = (await list()).data.find((tour) => tour._id === ids.inari)!;
    expect(inari).toMatchObject({
      title: 'Fushimi Inari at Dawn',
      category: 'Cultural',
      priceNumber: 65,
      currency: 'USD',
      featured: true,
      archived: false,
      city: 'Kyoto',
      durationMinutes: 180,
      averageRating: 4.33,
      ratingsCount: 3,
    });
    expect(inari.images).toHaveLength(2);
    expect(inari.images[0]).toMatchObject({ width: 64, height: 48, alt: 'Picture 1' });
    expect(inari.images[0]!.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(inari.images[0]!.thumbUrl).toMatch(/-thumb\.webp$/);
    expect(new Date(inari.createdAt).toISOString()).toBe(inari.createdAt);
  });

  it('paginates: count, total and pages add up, and a page past the end is empty', async () => {
    const first = await list('?limit=2&page=1');
    const third = await list('?limit=2&page=3');
    const beyond = await list('?limit=2&page=4');
    expect(first).toMatchObject({ count: 2, total: 5, page: 1, pages: 3 });
    expect(third).toMatchObject({ count: 1, total: 5, page: 3, pages: 3 });
    expect(beyond).toMatchObject({ count: 0, total: 5, page: 4, pages: 3, data: [] });
    const all = [...first.data, ...(await list('?limit=2&page=2')).data, ...third.data].map(
      (tour) => tour._id,
    );
    expect(new Set(all).size).toBe(5);
  });

  it('filters by category case-insensitively, across spellings', async () => {
    const body = await list(`?category=${encodeURIComponent('FOOD & DRINK')}`);
    expect(titles(body).sort()).toEqual(['Nishiki Market Food Walk', 'Ramen Alley Tasting Night']);
  });

  it('filters by price range in major units, inclusive', async () => {
    const body = await list('?minPrice=65&maxPrice=89');
    expect(titles(body).sort()).toEqual([
      'Fushimi Inari at Dawn',
      'Ramen Alley Tasting Night',
      'Shibuya After Dark Photo Walk',
    ]);
  });

  it('filters featured and not featured', async () => {
    expect(titles(await list('?featured=true')).sort()).toEqual([
      'Fushimi Inari at Dawn',
      'Mount Fuji Five Lakes Day Trip',
    ]);
    expect((await list('?featured=false')).total).toBe(3);
  });

  it('combines filters with a sort', async () => {
    const body = await list('?category=cultural&minPrice=10&sort=price-desc');
    expect(titles(body)).toEqual(['Fushimi Inari at Dawn']);
  });

  it.each([
    [
      'price-asc',
      [
        'Nishiki Market Food Walk',
        'Fushimi Inari at Dawn',
        'Shibuya After Dark Photo Walk',
        'Ramen Alley Tasting Night',
        'Mount Fuji Five Lakes Day Trip',
      ],
    ],
    [
      'price-desc',
      [
        'Mount Fuji Five Lakes Day Trip',
        'Ramen Alley Tasting Night',
        'Shibuya After Dark Photo Walk',
        'Fushimi Inari at Dawn',
        'Nishiki Market Food Walk',
      ],
    ],
    [
      'rating',
      [
        'Mount Fuji Five Lakes Day Trip',
        'Fushimi Inari at Dawn',
        'Ramen Alley Tasting Night',
        'Nishiki Market Food Walk',
        'Shibuya After Dark Photo Walk',
      ],
    ],
    [
      'popular',
      [
        'Fushimi Inari at Dawn',
        'Mount Fuji Five Lakes Day Trip',
        'Ramen Alley Tasting Night',
        'Nishiki Market Food Walk',
        'Shibuya After Dark Photo Walk',
      ],
    ],
  ])('sorts by %s', async (sort, expected) => {
    expect(titles(await list(`?sort=${sort}`))).toEqual(expected);
  });

  it('searches title, description, city and category, best match first', async () => {
    expect(titles(await list('?search=ramen'))[0]).toBe('Ramen Alley Tasting Night');
    expect(titles(await list('?search=torii')).sort()).toEqual(['Fushimi Inari at Dawn']);
    expect(titles(await list('?search=Fukuoka'))).toEqual(['Ramen Alley Tasting Night']);
    expect(titles(await list('?search=photography'))).toEqual(['Shibuya After Dark Photo Walk']);
    // A title hit outranks a description hit: "market" is in Nishiki's title only.
    const kyoto = titles(await list('?search=kyoto'));
    expect(kyoto.sort()).toEqual(['Fushimi Inari at Dawn', 'Nishiki Market Food Walk']);
  });

  it('ranks a title match above a mention in a description', async () => {
    const body = await list('?search=food');
    expect(titles(body)[0]).toBe('Nishiki Market Food Walk');
  });

  it('forgives a typo in a name', async () => {
    expect(titles(await list('?search=fushmi'))).toContain('Fushimi Inari at Dawn');
  });

  it('never lists archived tours, even when searched for', async () => {
    expect(titles(await list('?search=tea ceremony'))).toEqual([]);
    expect((await list('?category=cultural')).total).toBe(1);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    expect(await list('?search=submarine')).toMatchObject({
      success: true,
      data: [],
      count: 0,
      total: 0,
      pages: 0,
    });
  });

  it.each([
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['limit=100000', 'limit'],
    ['limit=0', 'limit'],
    ['minPrice=abc', 'minPrice'],
    ['maxPrice=-5', 'maxPrice'],
    ['minPrice=100&maxPrice=50', 'minPrice'],
    ['sort=drop', 'sort'],
    ['featured=maybe', 'featured'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('refuses %s with 400 naming the parameter', async (query, parameter) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/posts?${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.message).toContain(parameter);
    expect(Object.keys(body.fieldErrors)).toContain(parameter);
  });
});

describe('GET /api/posts/:id', () => {
  it('answers the whole tour with its rating distribution', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/posts/${ids.inari}` });
    expect(response.statusCode).toBe(200);
    const tour: Tour = response.json().data;
    expect(tour).toMatchObject({
      _id: ids.inari,
      maxGroupSize: 10,
      meetingPoint: 'Kyoto Station, central exit',
      languages: ['English'],
      instantConfirmation: true,
      childPriceShare: 0.5,
      ratingDistribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
    });
  });

  it('still answers an archived tour by direct link', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/posts/${ids.archived}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.archived).toBe(true);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' OR '1'='1", '%00'])(
    'answers 404 JSON for an unknown or malformed id (%s)',
    async (id) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/posts/${encodeURIComponent(id)}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Tour not found', code: 'NOT_FOUND' });
    },
  );
});

describe('GET /api/categories', () => {
  it('counts public tours per category, spellings differing in case counted once', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    const data: { name: string; count: number }[] = response.json().data;
    expect(data[0]).toMatchObject({ count: 2 });
    expect(data[0]!.name.toLowerCase()).toBe('food & drink');
    expect(Object.fromEntries(data.map((c) => [c.name.toLowerCase(), c.count]))).toEqual({
      'food & drink': 2,
      cultural: 1,
      'day trips': 1,
      photography: 1,
    });
  });
});

describe('rating summary', () => {
  it('follows every change of a rating (kept by the database)', async () => {
    const user = await insertUser(t.db);
    await insertRating(t.db, ids.shibuya!, user.id, 2);
    const [row] = (
      await t.db.execute(
        sql`SELECT average_rating::float AS avg, ratings_count AS n FROM tours WHERE id = ${ids.shibuya}`,
      )
    ).rows as { avg: number; n: number }[];
    expect(row).toEqual({ avg: 2, n: 1 });
  });
});

describe('the catalog response cache', () => {
  it('lets a change committed by any process reach every process at once', async () => {
    const { buildApp } = await import('../../app.ts');
    // A second server process on the same database, as behind a load balancer.
    const other = await buildApp({ config: t.config, database: t.database, webDistDir: '/nonexistent' });
    const otherList = async () =>
      (await other.inject({ method: 'GET', url: '/api/posts?search=lantern' })).json();
    try {
      expect((await list('?search=lantern')).total).toBe(0);
      expect((await otherList()).total).toBe(0);

      await insertTour(t.db, { title: 'Gion Lantern Night Walk', category: 'Nightlife' });

      const deadline = Date.now() + 5000;
      let seen = { here: 0, there: 0 };
      while (Date.now() < deadline && (seen.here === 0 || seen.there === 0)) {
        seen = { here: (await list('?search=lantern')).total, there: (await otherList()).total };
        if (seen.here === 0 || seen.there === 0) await new Promise((r) => setTimeout(r, 20));
      }
      expect(seen).toEqual({ here: 1, there: 1 });
    } finally {
      await other.close();
    }
  });
});
