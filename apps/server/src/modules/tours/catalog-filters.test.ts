import type { Category, TourSummary } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked } from '../../../test/bookings.ts';
import { createClock, minutes } from '../../../test/clock.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { tourClosedDates } from '../../db/schema/index.ts';

/*
 * The list's date and duration filters and the category counts that follow them. The clock stands at
 * Tuesday 2 March 2027, 09:30 in Tokyo (00:30 UTC), so every date below is fixed: Wednesday 3 March is
 * tomorrow, and its 09:00 departures are already inside the 24-hour booking cut-off while its 10:00 ones
 * are not (until 10:00 today). The booking window ends on 31 March 2028.
 */
const clock = createClock(new Date('2027-03-02T00:30:00Z'));
const today = '2027-03-02';
const tomorrow = '2027-03-03';
const thursday = '2027-03-04';
const friday = '2027-03-05';
const saturday = '2027-03-06';
const windowEnd = '2028-03-31';

let t: TestApp;
const ids: Record<string, string> = {};

type ListBody = { data: TourSummary[]; count: number; total: number; page: number; pages: number };

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function list(query: string): Promise<ListBody> {
  const response = await get(`/api/posts?limit=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const titles = async (query: string) => (await list(query)).data.map((tour) => tour.title).sort();

async function categories(query = ''): Promise<Category[]> {
  const response = await get(`/api/categories${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const countsOf = (found: Category[]) => Object.fromEntries(found.map((c) => [c.name, c.count]));

async function bookableOn(tourId: string, date: string): Promise<boolean> {
  const response = await get(`/api/posts/${tourId}/availability?from=${date}&to=${date}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.dates[0].bookable;
}

const everyDay = [1, 2, 3, 4, 5, 6, 7];

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  const tours = {
    // Two seats, both booked tomorrow below: a full departure.
    teaWalk: {
      title: 'Uji Tea Fields Walk',
      category: 'Food & Drink',
      durationMinutes: 150,
      departureTime: '10:00',
      maxGroupSize: 2,
      instantConfirmation: false,
    },
    // Monday, Wednesday and Friday at 09:00: tomorrow's is inside the cut-off.
    temple: {
      title: 'Kyoto Temple Morning',
      category: 'Cultural',
      durationMinutes: 180,
      departureDays: [1, 3, 5],
    },
    // Closed tomorrow below.
    sake: {
      title: 'Fushimi Sake Tasting',
      category: 'Food & Drink',
      durationMinutes: 240,
      departureTime: '14:00',
    },
    nara: { title: 'Nara Deer Park Day', category: 'Day Trips', durationMinutes: 300, departureDays: [6, 7] },
    fuji: {
      title: 'Mount Fuji Day Trip',
      category: 'Day Trips',
      durationMinutes: 600,
      departureTime: '07:30',
    },
    barCrawl: {
      title: 'Gion Bar Crawl',
      category: 'Nightlife',
      durationMinutes: 120,
      departureTime: '19:00',
    },
    bamboo: {
      title: 'Arashiyama Bamboo Walk',
      category: 'Nature',
      durationMinutes: 120,
      departureTime: '10:00',
    },
    // Listed, but without a duration it cannot be booked, and no length filter keeps it.
    incomplete: { title: 'Mystery Tea Tour', category: 'Food & Drink', durationMinutes: null },
    archived: { title: 'Retired Tea Walk', category: 'Food & Drink', durationMinutes: 120, archived: true },
  };
  for (const [key, values] of Object.entries(tours)) {
    ids[key] = (await insertTour(t.db, { departureDays: everyDay, ...values })).id;
  }
  const { token } = await register(t.app);
  await booked(t.app, token, {
    tourId: ids.teaWalk,
    date: tomorrow,
    participants: { adults: 2, children: 0 },
  });
  await t.db.insert(tourClosedDates).values({ tourId: ids.sake!, date: tomorrow });
});

afterAll(() => t?.close());

describe('GET /api/posts?date=', () => {
  it('keeps only the tours with a departure that can still be booked that day', async () => {
    // Tea walk: full. Temple: inside the cut-off. Sake: closed. Nara: weekends only. Fuji: 07:30, inside
    // the cut-off. Incomplete: cannot be booked at all. Archived: never listed.
    expect(await titles(`date=${tomorrow}`)).toEqual(['Arashiyama Bamboo Walk', 'Gion Bar Crawl']);
    expect(await titles(`date=${friday}`)).toEqual([
      'Arashiyama Bamboo Walk',
      'Fushimi Sake Tasting',
      'Gion Bar Crawl',
      'Kyoto Temple Morning',
      'Mount Fuji Day Trip',
      'Uji Tea Fields Walk',
    ]);
  });

  it('answers for every day exactly the tours the availability API says can be booked', async () => {
    const days = [today, tomorrow, thursday, friday, saturday, '2027-03-07', '2027-03-08'];
    for (const date of days) {
      const expected: string[] = [];
      for (const [key, id] of Object.entries(ids)) {
        if (key !== 'archived' && (await bookableOn(id, date))) expected.push(id);
      }
      const listed = (await list(`date=${date}`)).data.map((tour) => tour._id);
      expect(listed.sort(), date).toEqual(expected.sort());
    }
  });

  it('keeps the filter through the pages, with the envelope of the spec', async () => {
    const first = await get(`/api/posts?date=${friday}&limit=4&page=1`);
    const second = await get(`/api/posts?date=${friday}&limit=4&page=2`);
    expect(first.json()).toMatchObject({ success: true, count: 4, total: 6, page: 1, pages: 2 });
    expect(second.json()).toMatchObject({ success: true, count: 2, total: 6, page: 2, pages: 2 });
  });

  it('says that an answer for a date holds until the end of its minute, and one without a date nothing', async () => {
    const endOfMinute = new Date((Math.floor(clock.now().getTime() / 60_000) + 1) * 60_000).toISOString();
    for (const url of [`/api/posts?date=${friday}`, `/api/categories?date=${friday}`]) {
      const answers = [await get(url), await get(url)];
      expect(answers.map((answer) => answer.headers['x-fresh-until'])).toEqual([endOfMinute, endOfMinute]);
    }
    expect((await get('/api/posts')).headers['x-fresh-until']).toBeUndefined();
  });

  it('accepts today and the last day of the booking window', async () => {
    // Every departure today starts within 24 hours: nothing can be booked any more.
    expect((await list(`date=${today}`)).total).toBe(0);
    expect((await list(`date=${windowEnd}`)).total).toBeGreaterThan(0);
  });

  it('drops a departure once its cut-off passes, though nothing in the catalog changed', async () => {
    // The bamboo walk leaves at 10:00 tomorrow: bookable until 10:00 today, 30 minutes from now.
    expect(await titles(`date=${tomorrow}`)).toContain('Arashiyama Bamboo Walk');
    clock.advance(minutes(30));
    expect(await titles(`date=${tomorrow}`)).toContain('Arashiyama Bamboo Walk');
    clock.advance(minutes(1));
    try {
      expect(await titles(`date=${tomorrow}`)).toEqual(['Gion Bar Crawl']);
      expect(countsOf(await categories(`date=${tomorrow}`))).toMatchObject({ Nature: 0, Nightlife: 1 });
    } finally {
      clock.advance(-minutes(31));
    }
  });

  it('follows a date closed after the answer was cached, in every process (NOTIFY)', async () => {
    const query = `date=${saturday}&search=fuji`;
    expect(await titles(query)).toEqual(['Mount Fuji Day Trip']);
    await t.db.insert(tourClosedDates).values({ tourId: ids.fuji!, date: saturday });
    const deadline = Date.now() + 5000;
    let found = await titles(query);
    while (found.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      found = await titles(query);
    }
    expect(found).toEqual([]);
  });
});

describe('GET /api/posts?duration=', () => {
  it.each([
    ['up-to-3h', ['Arashiyama Bamboo Walk', 'Gion Bar Crawl', 'Kyoto Temple Morning', 'Uji Tea Fields Walk']],
    ['3-to-5h', ['Fushimi Sake Tasting', 'Nara Deer Park Day']],
    ['over-5h', ['Mount Fuji Day Trip']],
  ])(
    '%s keeps the tours of that length, bounds included, none without a duration',
    async (duration, expected) => {
      expect(await titles(`duration=${duration}`)).toEqual(expected);
    },
  );

  it('lists a tour without a duration when no length is chosen', async () => {
    expect(await titles('search=mystery')).toEqual(['Mystery Tea Tour']);
  });

  it('combines with the date and the other filters', async () => {
    expect(await titles(`date=${saturday}&duration=3-to-5h`)).toEqual([
      'Fushimi Sake Tasting',
      'Nara Deer Park Day',
    ]);
    expect(await titles(`date=${saturday}&duration=3-to-5h&category=day%20trips`)).toEqual([
      'Nara Deer Park Day',
    ]);
  });
});

describe('GET /api/categories with the list filters', () => {
  it('without filters counts every public tour, the largest category first', async () => {
    expect(await categories()).toEqual([
      { name: 'Food & Drink', count: 3 },
      { name: 'Day Trips', count: 2 },
      { name: 'Cultural', count: 1 },
      { name: 'Nature', count: 1 },
      { name: 'Nightlife', count: 1 },
    ]);
  });

  it('counts what a text search finds, keeping the catalog’s categories and order, zeros included', async () => {
    const found = await categories('search=tea');
    expect(found).toEqual([
      { name: 'Food & Drink', count: 2 },
      { name: 'Day Trips', count: 0 },
      { name: 'Cultural', count: 0 },
      { name: 'Nature', count: 0 },
      { name: 'Nightlife', count: 0 },
    ]);
    expect((await list('search=tea')).total).toBe(2);
  });

  it('reads a mistyped search as the list does', async () => {
    expect(await titles('search=arashyama')).toEqual(['Arashiyama Bamboo Walk']);
    expect(countsOf(await categories('search=arashyama'))).toMatchObject({ Nature: 1, 'Food & Drink': 0 });
  });

  it('gives each category the total the list answers when it is chosen, whatever the filters', async () => {
    for (const filters of [
      `date=${friday}`,
      'duration=up-to-3h&maxPrice=60',
      `date=${saturday}&search=walk`,
    ]) {
      const found = await categories(filters);
      for (const category of found) {
        const { total } = await list(`${filters}&category=${encodeURIComponent(category.name)}`);
        expect(category.count, `${filters}, ${category.name}`).toBe(total);
      }
      expect(found.reduce((sum, c) => sum + c.count, 0)).toBe((await list(filters)).total);
    }
  });

  it('ignores the category, page and sort a client sends along with the list’s query', async () => {
    expect(await categories('search=tea&category=Cultural&page=2&sort=rating')).toEqual(
      await categories('search=tea'),
    );
  });
});

describe('what a card reads', () => {
  it('carries instantConfirmation with every tour of the list', async () => {
    const listed = (await list('')).data;
    expect(listed.find((tour) => tour._id === ids.teaWalk)?.instantConfirmation).toBe(false);
    expect(listed.find((tour) => tour._id === ids.temple)?.instantConfirmation).toBe(true);
  });
});

describe('refused filter values', () => {
  it.each([
    ['date=2027-02-30', 'date must be a real date'],
    ['date=tomorrow', 'date must be a date as YYYY-MM-DD'],
    ['date=2027-3-3', 'date must be a date as YYYY-MM-DD'],
    ['date=2027-03-01', `date 2027-03-01 has passed; choose today (${today}, JST) or a later date.`],
    ['date=2028-04-01', `date 2028-04-01 is beyond the booking window; choose a date up to ${windowEnd}.`],
    ['duration=long', 'duration must be one of up-to-3h, 3-to-5h, over-5h'],
  ])('%s: 400 with a message naming the parameter, on the list and the counts', async (query, message) => {
    for (const path of ['/api/posts', '/api/categories']) {
      const response = await get(`${path}?${query}`);
      expect(response.statusCode, path).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(body.message).toBe(`Invalid query parameter: ${message}`);
      expect(Object.keys(body.fieldErrors)).toEqual([query.split('=')[0]]);
    }
  });

  it.each([
    'date=%00',
    'date=9999-99-99',
    'date=0000-01-01',
    `date=${tomorrow}&date=${friday}`,
    'duration=%00',
    'duration=up-to-3h&duration=over-5h',
    `date=${'9'.repeat(500)}`,
  ])('never answers a server error: %s', async (query) => {
    for (const path of ['/api/posts', '/api/categories']) {
      const response = await get(`${path}?${query}`);
      expect(response.statusCode, `${path}?${query}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
