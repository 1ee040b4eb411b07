import { policy } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AssistantFixture, createAssistantFixture } from '../../../test/assistant-fixture.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import type { AssistantTools, TourCard } from './assistant-tools.ts';
import { runTool, runToolCalls, toolCallsPerRoundMax, toolDeclarations } from './tool-declarations.ts';

/** The functions the language models may call, run as a model would call them, on the seeded demo catalog. */
let f: AssistantFixture;
let visitor: AssistantTools;
let kyotoTour: TourCard;

beforeAll(async () => {
  f = await createAssistantFixture();
  visitor = f.toolsFor(null);
  const [first] = (await visitor.searchTours({ city: 'Kyoto', limit: 1 })).tours;
  if (!first) throw new Error('the demo catalog has no Kyoto tour');
  kyotoTour = first;
}, 120_000);

afterAll(() => f?.close());

/** What a model reads: the result as JSON. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('the declarations', () => {
  it('declare each function once, with an object JSON Schema the SDKs accept as it is', () => {
    expect(toolDeclarations.map((declaration) => declaration.name)).toEqual([
      'search_tours',
      'tour_details',
      'availability',
      'next_free_dates',
      'policies',
      'search_content',
      'my_bookings',
    ]);
    for (const { description, parameters } of toolDeclarations) {
      expect(description.length).toBeGreaterThan(20);
      expect(parameters).toMatchObject({ type: 'object', additionalProperties: false });
      expect(parameters).not.toHaveProperty('$schema');
    }
    const availability = toolDeclarations.find((declaration) => declaration.name === 'availability');
    expect(availability?.parameters.required).toEqual(['tourId', 'from', 'to']);
  });
});

describe('runTool', () => {
  it('search_tours answers what the tools find: only tours of the city asked about, with their links', async () => {
    const result = await runTool(visitor, 'search_tours', { city: 'Kyoto', limit: 10 });
    expect(result).toEqual(await visitor.searchTours({ city: 'Kyoto', limit: 10 }));
    const { tours } = result as { tours: TourCard[] };
    expect(tours.length).toBeGreaterThan(1);
    expect(tours.every((tour) => tour.city === 'Kyoto' && tour.url === `/tours/${tour.id}`)).toBe(true);
  });

  it('search_tours answers the spellings the catalog knows when a place matches nothing', async () => {
    const result = (await runTool(visitor, 'search_tours', { city: 'Kioto' })) as Record<string, unknown>;
    expect(result.total).toBe(0);
    expect(result.catalogPlaces).toEqual(await visitor.places());
    expect((result.catalogPlaces as { cities: string[] }).cities).toContain('Kyoto');
    // A search that names no place answers no list, even when it finds nothing.
    expect(await runTool(visitor, 'search_tours', { maxPrice: 0 })).toEqual({ total: 0, tours: [] });
  });

  it("tour_details answers a tour's facts, and an error for an id that is no public tour", async () => {
    expect(await runTool(visitor, 'tour_details', { tourId: kyotoTour.id })).toEqual(
      await visitor.tourDetails(kyotoTour.id),
    );
    expect(await runTool(visitor, 'tour_details', { tourId: crypto.randomUUID() })).toEqual({
      error: expect.stringMatching(/^No public tour has this id/),
    });
  });

  it('availability answers the days asked about and refuses a reversed or too long range', async () => {
    const [from, to] = [tokyoDate(3), tokyoDate(9)];
    const result = await runTool(visitor, 'availability', { tourId: kyotoTour.id, from, to });
    expect(asJson(result)).toEqual(asJson(await visitor.availability(kyotoTour.id, from, to)));
    expect((result as { dates: unknown[] }).dates).toHaveLength(7);

    expect(await runTool(visitor, 'availability', { tourId: kyotoTour.id, from: to, to: from })).toEqual({
      error: 'Invalid arguments for availability: to: to must be on or after from',
    });
    const tooLong = { tourId: kyotoTour.id, from, to: tokyoDate(3 + policy.availabilityMaxDays) };
    expect(await runTool(visitor, 'availability', tooLong)).toEqual({
      error: `Invalid arguments for availability: to: ask for at most ${policy.availabilityMaxDays} days at once`,
    });
  });

  it('next_free_dates answers the bookable dates the tools find', async () => {
    const result = await runTool(visitor, 'next_free_dates', { tourId: kyotoTour.id, count: 3, seats: 2 });
    const dates = await visitor.nextFreeDates(kyotoTour.id, { count: 3, seats: 2 });
    expect(result).toEqual({ dates });
    expect(dates.length).toBeGreaterThan(0);
  });

  it('policies answers the shared constants', async () => {
    expect(await runTool(visitor, 'policies', {})).toMatchObject({
      freeCancellationHours: policy.freeCancellationHours,
      bookingCutoffHours: policy.bookingCutoffHours,
      defaultChildPriceShare: policy.defaultChildPriceShare,
    });
  });

  it("my_bookings answers the caller's own bookings, and that a visitor is not signed in", async () => {
    expect(await runTool(visitor, 'my_bookings', {})).toEqual({ signedIn: false, bookings: [] });
    const traveller = await f.signedInViewer();
    const [date] = await visitor.nextFreeDates(kyotoTour.id, {});
    const booking = await booked(f.t.app, traveller.token, { tourId: kyotoTour.id, date: date?.date });
    const result = (await runTool(f.toolsFor(traveller.viewer), 'my_bookings', undefined)) as {
      signedIn: boolean;
      bookings: { reference: string }[];
    };
    expect(result.signedIn).toBe(true);
    expect(result.bookings.map((mine) => mine.reference)).toEqual([booking.reference]);
  });

  it.each([
    ['a wrong type', 'search_tours', { city: 42 }, /^Invalid arguments for search_tours: city: /],
    ['an unknown argument', 'search_tours', { town: 'Kyoto' }, /^Invalid arguments for search_tours: .*town/],
    [
      'arguments that are not an object',
      'policies',
      'all of them',
      /^Invalid arguments for policies: arguments: /,
    ],
    ['an impossible date', 'search_tours', { date: '2026-02-30' }, /date: must be a real date/],
    ['a party too large', 'search_tours', { adults: 500 }, /^Invalid arguments for search_tours: adults: /],
    [
      'an unknown function',
      'cancel_booking',
      { reference: 'TT-1' },
      /^There is no function cancel_booking\./,
    ],
    ['a name inherited by every object', 'toString', {}, /^There is no function toString\./],
  ])('answers the model an error for %s, never a throw', async (_, name, args, message) => {
    expect(await runTool(visitor, name, args)).toEqual({ error: expect.stringMatching(message) });
  });
});

describe('runToolCalls', () => {
  it(`runs at most ${toolCallsPerRoundMax} calls of one round and answers the rest an error, in order`, async () => {
    const calls = Array.from({ length: toolCallsPerRoundMax + 2 }, () => ({ name: 'policies', args: {} }));
    const results = await runToolCalls(visitor, calls);
    expect(results).toHaveLength(calls.length);
    expect(results.slice(0, toolCallsPerRoundMax)).toEqual(
      Array(toolCallsPerRoundMax).fill(visitor.policies()),
    );
    expect(results.slice(toolCallsPerRoundMax)).toEqual(
      Array(2).fill({ error: `At most ${toolCallsPerRoundMax} function calls at once.` }),
    );
  });
});
