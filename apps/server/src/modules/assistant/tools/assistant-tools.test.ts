import {
  type AvailabilityDate,
  type Booking,
  bookingPrice,
  company,
  formattedAddress,
  policy,
  type Tour,
  type TourSummary,
  toMajorUnits,
  toMinorUnits,
} from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { send } from '../../../../test/accounts.ts';
import { type AssistantFixture, createAssistantFixture } from '../../../../test/assistant-fixture.ts';
import { booked, tokyoDate } from '../../../../test/bookings.ts';
import { createClock } from '../../../../test/clock.ts';
import type { TourCard, TourFacts, TourSearch } from '../../../platform/ai/assistant-tools.ts';

/** The assistant's tools on the seeded demo catalog, each answer checked against what the API answers. */
const clock = createClock();
let f: AssistantFixture;
let catalog: TourSummary[];

beforeAll(async () => {
  f = await createAssistantFixture({ now: clock.now });
  catalog = (await f.t.app.inject({ method: 'GET', url: '/api/posts?limit=100' })).json().data;
}, 120_000);

afterAll(() => f?.close());

const visitor = () => f.toolsFor(null);
const day = (n: number) => tokyoDate(n, clock.now());

async function apiTour(tourId: string): Promise<Tour> {
  const response = await f.t.app.inject({ method: 'GET', url: `/api/posts/${tourId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function apiAvailability(tourId: string, from: string, to: string): Promise<AvailabilityDate[]> {
  const response = await f.t.app.inject({
    method: 'GET',
    url: `/api/posts/${tourId}/availability?from=${from}&to=${to}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.dates;
}

/** Public tours the API says can take `seats` more people on some day of `from`..`to`. */
async function apiBookable(from: string, to: string, seats: number): Promise<string[]> {
  const open = await Promise.all(
    catalog.map(async (tour) =>
      (await apiAvailability(tour._id, from, to)).some((date) => date.bookable && date.seatsLeft >= seats)
        ? tour._id
        : null,
    ),
  );
  return open.filter((id): id is string => id !== null).sort();
}

/**
 * Every tour a search matches, past the limit of 10: the demo catalog has at most 10 tours per
 * category, so the union of the search in each category is all of it.
 */
async function everyMatch(search: TourSearch): Promise<TourCard[]> {
  const { categories } = await visitor().places();
  const pages = await Promise.all(
    categories.map((category) => visitor().searchTours({ ...search, category, limit: 10 })),
  );
  for (const page of pages) expect(page.total).toBe(page.tours.length);
  const all = pages.flatMap((page) => page.tours);
  expect((await visitor().searchTours({ ...search, limit: 1 })).total).toBe(all.length);
  return all;
}

const idsOf = (tours: { id: string }[]) => tours.map((tour) => tour.id).sort();

/** A demo tour by words of its title, so a test that changes it (archives, closes, books out) names it. */
function tourTitled(words: string): TourSummary {
  const tour = catalog.find((candidate) => candidate.title.includes(words));
  if (!tour) throw new Error(`no demo tour titled with ${words}`);
  return tour;
}

describe('searchTours', () => {
  it('answers every public tour of a city and nothing else, whatever the case typed', async () => {
    const inKyoto = catalog.filter((tour) => tour.city === 'Kyoto');
    expect(inKyoto.length).toBeGreaterThan(5);
    const found = await visitor().searchTours({ city: 'kyoto', limit: 3 });
    expect(found.total).toBe(inKyoto.length);
    expect(found.tours).toHaveLength(3);
    const all = await everyMatch({ city: 'KYOTO' });
    expect(all.every((tour) => tour.city === 'Kyoto')).toBe(true);
    expect(idsOf(all)).toEqual(inKyoto.map((tour) => tour._id).sort());
    expect((await visitor().searchTours({ city: 'Atlantis' })).total).toBe(0);
  });

  it('leaves out the tours that mention words, lie in places or are of a category the traveller does not want', async () => {
    const noTemples = await everyMatch({ excludeText: 'temple shrine' });
    const facts = await Promise.all(catalog.map((tour) => visitor().tourDetails(tour._id)));
    const mentions = (tour: TourFacts) =>
      /\b(temples?|shrines?)\b/i.test(
        [tour.title, tour.description, tour.category, tour.city, ...tour.highlights].join(' '),
      );
    expect(idsOf(noTemples)).toEqual(
      idsOf(facts.filter((tour): tour is TourFacts => tour !== null && !mentions(tour))),
    );
    expect(noTemples.length).toBeGreaterThan(0);
    const elsewhere = await everyMatch({ excludePlaces: ['tokyo', 'Kyoto Prefecture'] });
    expect(idsOf(elsewhere)).toEqual(
      catalog
        // A place is a city or a region: Mount Takao's Hachioji is in the region Tokyo.
        .filter(
          (tour) =>
            ![tour.city, tour.region].some((place) => place === 'Tokyo' || place === 'Kyoto Prefecture'),
        )
        .map((tour) => tour._id)
        .sort(),
    );
    const notFood = await visitor().searchTours({
      city: 'Osaka',
      excludeCategory: 'food & drink',
      limit: 10,
    });
    expect(notFood.tours.map((tour) => tour.category)).not.toContain('Food & Drink');
    expect(notFood.total).toBe(
      catalog.filter((tour) => tour.city === 'Osaka' && tour.category !== 'Food & Drink').length,
    );
  });

  it('keeps to the tours whose name holds one of the words, whatever their stories hold', async () => {
    const named = await everyMatch({ named: 'class workshop' });
    const expected = catalog.filter((tour) => /\b(class|workshop)\b/i.test(tour.title));
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(named)).toEqual(expected.map((tour) => tour._id).sort());
  });

  it('keeps to groups of at most the size asked', async () => {
    const small = await everyMatch({ maxGroupSize: 8 });
    const details = await Promise.all(catalog.map((tour) => visitor().tourDetails(tour._id)));
    const expected = details.filter((tour) => tour!.maxGroupSize <= 8).map((tour) => tour!.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(catalog.length);
    expect(idsOf(small)).toEqual(expected.sort());
  });

  it('keeps to a budget per adult, sorts as asked and links each tour to its page', async () => {
    const found = await visitor().searchTours({ maxPrice: 80, limit: 10, sort: 'price-desc' });
    const affordable = catalog.filter((tour) => tour.priceNumber <= 80);
    expect(found.total).toBe(affordable.length);
    expect(found.tours).toHaveLength(Math.min(10, affordable.length));
    for (const tour of found.tours) {
      expect(tour.priceNumber).toBeLessThanOrEqual(80);
      expect(tour.url).toBe(`/tours/${tour.id}`);
    }
    const prices = found.tours.map((tour) => tour.priceNumber);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const range = await everyMatch({ minPrice: 90, maxPrice: 150 });
    expect(idsOf(range)).toEqual(
      catalog
        .filter((tour) => tour.priceNumber >= 90 && tour.priceNumber <= 150)
        .map((tour) => tour._id)
        .sort(),
    );
  });

  it('filters by category and duration, and sorts the shortest first', async () => {
    const found = await visitor().searchTours({
      category: 'day trips',
      maxDurationMinutes: 480,
      sort: 'duration-asc',
    });
    const expected = catalog.filter(
      (tour) => tour.category === 'Day Trips' && tour.durationMinutes !== null && tour.durationMinutes <= 480,
    );
    expect(found.total).toBe(expected.length);
    expect(idsOf(found.tours)).toEqual(expected.map((tour) => tour._id).sort());
    const durations = found.tours.map((tour) => tour.durationMinutes ?? 0);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
  });

  it('filters by start time, Japan time, and sorts the longest first', async () => {
    const starts = await Promise.all(
      catalog.map(async (tour) => ({ id: tour._id, at: (await apiTour(tour._id)).departureTime })),
    );
    const startingWhere = (rule: (at: string) => boolean) =>
      starts
        .filter((each) => rule(each.at))
        .map((each) => each.id)
        .sort();
    const early = await visitor().searchTours({ startsBefore: '08:00', limit: 10 });
    expect(idsOf(early.tours)).toEqual(startingWhere((at) => at < '08:00'));
    expect(early.total).toBe(early.tours.length);
    const evening = await visitor().searchTours({ startsFrom: '17:00', limit: 10 });
    expect(idsOf(evening.tours)).toEqual(startingWhere((at) => at >= '17:00'));

    const longest = await visitor().searchTours({ sort: 'duration-desc', limit: 3 });
    const durations = longest.tours.map((tour) => tour.durationMinutes ?? 0);
    expect(durations).toEqual([...durations].sort((a, b) => b - a));
    expect(durations[0]).toBe(Math.max(...catalog.map((tour) => tour.durationMinutes ?? 0)));
  });

  it('finds tours by free words, and by a mistyped name', async () => {
    const ramen = await visitor().searchTours({ text: 'ramen' });
    expect(ramen.tours.map((tour) => tour.title)).toContain(tourTitled('Hakata Yatai').title);
    const typo = await visitor().searchTours({ text: 'Hakkone' });
    expect(typo.tours[0]?.city).toBe('Hakone');
  });

  it("prices the whole party by the booking rule, with the tour's own child share", async () => {
    const tours = await Promise.all(catalog.map((summary) => apiTour(summary._id)));
    const tour = tours.find(
      (candidate) => candidate.childPriceShare !== 0.5 && candidate.childPriceShare > 0,
    );
    if (!tour) throw new Error('the demo catalog has no tour with its own child share');
    const found = await everyMatch({ city: tour.city!, adults: 2, children: 1 });
    const card = found.find((candidate) => candidate.id === tour._id);
    const price = bookingPrice(
      { priceMinor: toMinorUnits(tour.priceNumber), childPriceShare: tour.childPriceShare },
      { adults: 2, children: 1 },
      tour.currency,
    );
    expect(card?.partyPrice).toEqual({
      adults: 2,
      children: 1,
      adultPrice: toMajorUnits(price.adultPriceMinor),
      childPrice: toMajorUnits(price.childPriceMinor),
      total: toMajorUnits(price.totalMinor),
    });
    expect(card?.partyPrice?.total).not.toBe(2.5 * tour.priceNumber);
    // Without a party, no party price.
    expect((await visitor().searchTours({ city: tour.city! })).tours[0]?.partyPrice).toBeUndefined();
  });

  it('never offers an adults-only tour to a party with children, and prices children free where they go free', async () => {
    const sake = tourTitled('Sake Breweries of Fushimi');
    const zen = await apiTour(tourTitled('Zen Morning')._id);
    expect((await apiTour(sake._id)).adultsOnly).toBe(true);
    expect(zen).toMatchObject({ adultsOnly: false, childPriceShare: 0 });

    const family = await everyMatch({ city: 'Kyoto', adults: 2, children: 1 });
    expect(idsOf(family)).not.toContain(sake._id);
    expect(family.every((card) => !card.adultsOnly)).toBe(true);
    expect(family.find((card) => card.id === zen._id)?.partyPrice).toEqual({
      adults: 2,
      children: 1,
      adultPrice: zen.priceNumber,
      childPrice: 0,
      total: 2 * zen.priceNumber,
    });
    // Adults alone may book it, so they are offered it.
    const couple = await everyMatch({ city: 'Kyoto', adults: 2 });
    expect(couple.find((card) => card.id === sake._id)).toMatchObject({ adultsOnly: true });
  });

  it('answers only tours whose group the party fits', async () => {
    const found = await everyMatch({ adults: 10, children: 3 });
    const expected = (await Promise.all(catalog.map((summary) => apiTour(summary._id)))).filter(
      (tour) => tour.maxGroupSize >= 13 && !tour.adultsOnly,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(found)).toEqual(expected.map((tour) => tour._id).sort());
  });

  it('calls family friendly the tours that take children, start before 17:00, are not nightlife, up to 9 hours', async () => {
    const found = await everyMatch({ familyFriendly: true });
    const tours = await Promise.all(catalog.map((summary) => apiTour(summary._id)));
    const expected = tours.filter(
      (tour) =>
        !tour.adultsOnly &&
        tour.category !== 'Nightlife' &&
        tour.departureTime < '17:00' &&
        tour.durationMinutes !== null &&
        tour.durationMinutes <= 540,
    );
    expect(found.length).toBeGreaterThanOrEqual(10);
    expect(idsOf(found)).toEqual(expected.map((tour) => tour._id).sort());
    const ids = idsOf(found);
    expect(ids).not.toContain(tourTitled('Golden Gai')._id);
    // A daytime tasting, kept out only because it is for adults.
    expect(ids).not.toContain(tourTitled('Sake Breweries of Fushimi')._id);
    expect(ids).toContain(tourTitled('Nara Park')._id);
    // Children go free on these: that suits a family.
    expect(ids).toContain(tourTitled('Zen Morning')._id);
    expect(ids).toContain(tourTitled('Yanaka')._id);
  });

  it('answers for a date exactly the tours the availability API says can take the party', async () => {
    const date = day(6);
    const found = await everyMatch({ date, adults: 2, children: 1 });
    expect(found.length).toBeGreaterThan(0);
    const adultsOnly = new Set(
      (await Promise.all(catalog.map((summary) => apiTour(summary._id))))
        .filter((tour) => tour.adultsOnly)
        .map((tour) => tour._id),
    );
    // The availability API counts seats, not who sits in them: the booking rule refuses children there.
    expect(idsOf(found)).toEqual((await apiBookable(date, date, 3)).filter((id) => !adultsOnly.has(id)));
  });

  it('leaves out a tour on a date an admin closed, or once its seats are gone', async () => {
    const closing = tourTitled('Nara Park'); // runs every day
    const filling = tourTitled('Tea Ceremony'); // runs on some weekdays
    const runs = (await apiAvailability(filling._id, day(7), day(21))).filter((date) => date.bookable);
    const [date, nextRun] = runs.map((run) => run.date) as [string, string];
    const before = idsOf(await everyMatch({ date }));
    expect(before).toContain(closing._id);
    expect(before).toContain(filling._id);

    const closed = await send(
      f.t.app,
      'PUT',
      `/api/admin/tours/${closing._id}/closed-dates/${date}`,
      f.admin,
    );
    expect(closed.statusCode, closed.body).toBe(200);
    // All but two seats go: a party of three no longer fits that day, a couple still does.
    const [left] = await apiAvailability(filling._id, date, date);
    expect(left!.seatsLeft).toBeGreaterThan(2);
    const traveller = await f.signedInViewer();
    const seats = (adults: number) => ({ tourId: filling._id, date, participants: { adults, children: 0 } });
    await booked(f.t.app, traveller.token, seats(left!.seatsLeft - 2));
    expect(idsOf(await everyMatch({ date, adults: 2, children: 1 }))).not.toContain(filling._id);
    expect(idsOf(await everyMatch({ date, adults: 2 }))).toContain(filling._id);
    await booked(f.t.app, traveller.token, seats(2));
    expect((await apiAvailability(closing._id, date, date))[0]?.reason).toBe('closed');
    expect((await apiAvailability(filling._id, date, date))[0]?.reason).toBe('full');

    const after = idsOf(await everyMatch({ date }));
    expect(after).not.toContain(closing._id);
    expect(after).not.toContain(filling._id);
    expect(after).toEqual(before.filter((id) => id !== closing._id && id !== filling._id));
    // Its next departure is untouched.
    expect(idsOf(await everyMatch({ date: nextRun }))).toContain(filling._id);
  });

  it('answers for a month the tours with a bookable departure in it from today on', async () => {
    const month = day(20).slice(0, 7);
    const monthEnd = tokyoDate(
      0,
      new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1)),
    );
    const from = `${month}-01` > day(0) ? `${month}-01` : day(0);
    const found = await everyMatch({ month, adults: 6 });
    expect(idsOf(found)).toEqual(await apiBookable(from, monthEnd < from ? from : monthEnd, 6));
  });

  it('answers for a stretch of days the tours with a bookable departure on any of them, at most 31 days', async () => {
    const found = await everyMatch({ date: day(8), dateTo: day(14), adults: 4 });
    expect(idsOf(found)).toEqual(await apiBookable(day(8), day(14), 4));
    // An end before the start is the start alone; an end past 31 days stops at 31.
    expect(idsOf(await everyMatch({ date: day(8), dateTo: day(2) }))).toEqual(
      await apiBookable(day(8), day(8), 1),
    );
    expect(idsOf(await everyMatch({ date: day(8), dateTo: day(80) }))).toEqual(
      await apiBookable(day(8), day(39), 1),
    );
  });

  it('answers nothing for a day that does not exist or a month already over', async () => {
    expect((await visitor().searchTours({ date: '2026-02-30' })).total).toBe(0);
    expect((await visitor().searchTours({ date: 'tomorrow' })).total).toBe(0);
    expect((await visitor().searchTours({ month: '2020-05' })).total).toBe(0);
    expect((await visitor().searchTours({ month: '2026-13' })).total).toBe(0);
  });

  it('takes any text a language model may send without failing', async () => {
    expect((await visitor().searchTours({ city: 'Ky\0oto' })).total).toBe(
      catalog.filter((tour) => tour.city === 'Kyoto').length,
    );
    expect((await visitor().searchTours({ text: '\0' })).total).toBe(catalog.length);
    expect((await visitor().searchTours({ text: 'x'.repeat(5000), category: '  ' })).total).toBe(0);
  });

  it('takes any number a language model may send without failing', async () => {
    expect((await visitor().searchTours({ adults: 1e12, children: 1e12 })).total).toBe(0);
    expect(
      (await visitor().searchTours({ adults: 1e12, children: 1e12, month: day(20).slice(0, 7) })).total,
    ).toBe(0);
    expect((await visitor().searchTours({ maxPrice: 1e15, minPrice: -5 })).total).toBe(catalog.length);
    expect((await visitor().searchTours({ maxPrice: Number.NaN, limit: Number.NaN })).tours).toHaveLength(5);
    expect((await visitor().searchTours({ maxDurationMinutes: 59.5 })).total).toBe(0);
  });

  it('answers at most 10 tours, 5 unless asked', async () => {
    expect((await visitor().searchTours({})).tours).toHaveLength(5);
    const many = await visitor().searchTours({ limit: 50 });
    expect(many.tours).toHaveLength(10);
    expect(many.total).toBe(catalog.length);
  });
});

describe('tour facts and availability', () => {
  it('gives the facts the tour page gives, and null for an id that names no public tour', async () => {
    const summary = tourTitled('Fushimi Inari');
    const tour = await apiTour(summary._id);
    const facts = await visitor().tourDetails(summary._id);
    expect(facts).toMatchObject({
      id: tour._id,
      title: tour.title,
      url: `/tours/${tour._id}`,
      description: tour.description,
      priceNumber: tour.priceNumber,
      currency: tour.currency,
      included: tour.included,
      excluded: tour.excluded,
      highlights: tour.highlights,
      meetingPoint: tour.meetingPoint,
      durationMinutes: tour.durationMinutes,
      languages: tour.languages,
      averageRating: tour.averageRating,
      ratingsCount: tour.ratingsCount,
      maxGroupSize: tour.maxGroupSize,
      childPriceShare: tour.childPriceShare,
      adultsOnly: tour.adultsOnly,
      timezone: 'Asia/Tokyo',
      missingFacts: [],
    });
    expect(await visitor().tourDetails('not-a-uuid')).toBeNull();
    expect(await visitor().tourDetails('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it("answers the availability API's days, clamped to 90", async () => {
    const tour = tourTitled('Yanaka');
    const from = day(0);
    const to = day(30);
    const answer = await visitor().availability(tour._id, from, to);
    const api = await apiAvailability(tour._id, from, to);
    expect(answer?.tour.id).toBe(tour._id);
    expect(answer?.dates).toEqual(
      api.map(({ date, bookable, seatsLeft, reason }) => ({
        date,
        bookable,
        seatsLeft,
        ...(reason ? { reason } : {}),
      })),
    );
    expect(answer?.dates.some((date) => date.reason === 'no-departure')).toBe(true);
    expect(answer?.dates.some((date) => date.bookable)).toBe(true);

    const long = await visitor().availability(tour._id, from, day(400));
    expect(long?.dates).toHaveLength(policy.availabilityMaxDays);
    expect(long?.dates.at(-1)?.date).toBe(day(policy.availabilityMaxDays - 1));
    expect(await visitor().availability('nope', from, to)).toBeNull();
  });

  it('finds the next free dates for a party, as the availability API has them', async () => {
    const tour = tourTitled('Kumano Kodo');
    const after = day(3);
    const next = await visitor().nextFreeDates(tour._id, { after, count: 4, seats: 2 });
    const api = await apiAvailability(tour._id, after, day(3 + 89));
    const expected = api.filter((date) => date.bookable && date.seatsLeft >= 2).slice(0, 4);
    expect(next.map((date) => date.date)).toEqual(expected.map((date) => date.date));
    expect(next).toHaveLength(4);
    // A party larger than the group has no date at all.
    const { maxGroupSize } = await apiTour(tour._id);
    expect(await visitor().nextFreeDates(tour._id, { seats: maxGroupSize + 1 })).toEqual([]);
    expect(await visitor().nextFreeDates(tour._id, { seats: maxGroupSize })).not.toEqual([]);
    expect(await visitor().nextFreeDates('nope', {})).toEqual([]);
  });
});

describe('what the catalog and the company say', () => {
  it('lists the public cities, regions and categories as spelled', async () => {
    const places = await visitor().places();
    expect(places.cities).toEqual([...new Set(catalog.map((tour) => tour.city))].sort());
    expect(places.regions).toEqual([...new Set(catalog.map((tour) => tour.region))].sort());
    expect(places.categories).toEqual([...new Set(catalog.map((tour) => tour.category))].sort());
  });

  it('quotes the policies and the company from the shared constants', () => {
    expect(visitor().policies()).toEqual({
      freeCancellationHours: policy.freeCancellationHours,
      bookingCutoffHours: policy.bookingCutoffHours,
      defaultChildPriceShare: policy.defaultChildPriceShare,
      payment: { mode: 'at-meeting-point' },
      currency: 'USD',
      company: { name: company.name, email: company.email, phone: company.phone, address: formattedAddress },
    });
    expect(visitor().today()).toBe(day(0));
    expect(visitor().timezone).toBe('Asia/Tokyo');
  });
});

describe('archived tours', () => {
  it('never appear: not in searches, places, facts or availability', async () => {
    const tour = tourTitled('Kerama Islands');
    const archived = await send(f.t.app, 'PUT', `/api/posts/${tour._id}`, f.admin, { archived: true });
    expect(archived.statusCode, archived.body).toBe(200);

    expect(idsOf(await everyMatch({}))).not.toContain(tour._id);
    expect((await visitor().searchTours({ city: 'Naha' })).total).toBe(0);
    expect((await visitor().searchTours({ text: 'sea turtles snorkelling' })).total).toBe(0);
    // The places are cached until the database announces the change (at once, but not synchronously).
    await vi.waitFor(async () => expect((await visitor().places()).cities).not.toContain('Naha'));
    expect(await visitor().tourDetails(tour._id)).toBeNull();
    expect(await visitor().availability(tour._id, day(0), day(7))).toBeNull();
    expect(await visitor().nextFreeDates(tour._id, {})).toEqual([]);
  });
});

describe('myBookings', () => {
  it('answers null to a visitor and to each user only their own bookings, the upcoming first', async () => {
    expect(await visitor().myBookings()).toBeNull();

    const aiko = await f.signedInViewer();
    const ben = await f.signedInViewer({ name: 'Ben Carter' });
    const later: Booking = await booked(f.t.app, aiko.token, {
      tourId: tourTitled('Asakusa')._id,
      date: day(20),
      participants: { adults: 2, children: 1 },
    });
    const sooner: Booking = await booked(f.t.app, aiko.token, {
      tourId: tourTitled('Nikko')._id,
      date: day(5),
    });
    const bens: Booking = await booked(f.t.app, ben.token, { tourId: tourTitled('Nikko')._id, date: day(5) });

    const mine = await f.toolsFor(aiko.viewer).myBookings();
    expect(mine?.map((booking) => booking.reference)).toEqual([sooner.reference, later.reference]);
    expect(mine?.[1]).toEqual({
      reference: later.reference,
      tourId: later.tour._id,
      tourTitle: later.tour.title,
      tourUrl: `/tours/${later.tour._id}`,
      date: later.date,
      startsAt: later.startsAt,
      meetingPoint: later.tour.meetingPoint,
      adults: 2,
      children: 1,
      total: later.pricing.total,
      currency: later.pricing.currency,
      status: later.status,
      paymentStatus: 'unpaid',
      refundStatus: null,
      freeCancellation: true,
    });
    expect((await f.toolsFor(ben.viewer).myBookings())?.map((booking) => booking.reference)).toEqual([
      bens.reference,
    ]);
    expect(await f.toolsFor(null).myBookings()).toBeNull();

    // Within the free-cancellation window, cancelling is no longer free.
    const untilStart = Date.parse(sooner.startsAt) - clock.now().getTime();
    clock.advance(untilStart - (policy.freeCancellationHours - 1) * 3_600_000);
    try {
      const soon = await f.toolsFor(aiko.viewer).myBookings();
      expect(soon?.find((booking) => booking.reference === sooner.reference)?.freeCancellation).toBe(false);
      expect(soon?.find((booking) => booking.reference === later.reference)?.freeCancellation).toBe(true);
    } finally {
      clock.advance(-(untilStart - (policy.freeCancellationHours - 1) * 3_600_000));
    }
  });
});
