import type { AdminTourSummary, Availability, Tour, TourSummary } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, register, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { book, tokyoDate } from '../../../test/bookings.ts';

/**
 * The spec's own client creates a tour with a title, category, description and price only (decision 23):
 * it is saved, listed and found, nobody can book it until an admin has given its place, duration and
 * meeting point, and then it books like any other.
 */

let t: TestApp;
let admin: string;
let traveller: string;

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await adminSession(t.app, t.config, t.database);
  traveller = (await register(t.app)).token;
});

afterAll(() => t?.close());

/** Exactly what the spec's client sends for a new post after filling in its defaults. */
const specPayload = (title = 'Untitled Tour') => ({
  title,
  category: 'Tour',
  description: 'This is a complete tour description with all details.',
  priceNumber: 100,
});

const remainingFacts = {
  city: 'Kyoto',
  region: 'Kyoto',
  durationMinutes: 150,
  meetingPoint: 'Keihan Gion-Shijo Station, exit 6',
};

const allMissing = ['city', 'region', 'durationMinutes', 'meetingPoint'];
const notBookableMessage =
  'This tour cannot be booked yet: its city, region, duration and meeting point are still to be confirmed.';

async function createdFromSpec(title?: string): Promise<Tour> {
  const response = await send(t.app, 'POST', '/api/posts', admin, specPayload(title));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const change = (id: string, payload: object) => send(t.app, 'PUT', `/api/posts/${id}`, admin, payload);
const read = async (id: string): Promise<Tour> =>
  (await t.app.inject({ method: 'GET', url: `/api/posts/${id}` })).json().data;
const date = tokyoDate(10);

async function availability(tourId: string): Promise<Availability> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/posts/${tourId}/availability?from=${date}&to=${tokyoDate(12)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe("the spec's four-field tour", () => {
  it('is saved (201): the place, duration and meeting point are null and named as missing', async () => {
    const tour = await createdFromSpec();
    expect(tour).toMatchObject({
      title: 'Untitled Tour',
      category: 'Tour',
      description: 'This is a complete tour description with all details.',
      priceNumber: 100,
      city: null,
      region: null,
      durationMinutes: null,
      meetingPoint: null,
      // The group size has a documented default: the seats sold are the operator's own limit.
      maxGroupSize: 10,
      missingFacts: allMissing,
      languages: ['English'],
      departureDays: [1, 2, 3, 4, 5, 6, 7],
      departureTime: '09:00',
      featured: false,
      archived: false,
      images: [],
    });
    expect(await read(tour._id)).toEqual(tour);
  });

  it('is listed (marked as missing facts) and found by a word or a typo of its title', async () => {
    const tour = await createdFromSpec('Kiyomizudera Lantern Evening');
    const listed = async (query: string): Promise<TourSummary | undefined> =>
      (await t.app.inject({ method: 'GET', url: `/api/posts?${query}` }))
        .json()
        .data.find((summary: TourSummary) => summary._id === tour._id);
    expect(await listed('limit=50')).toMatchObject({ city: null, missingFacts: allMissing });
    expect(await listed('search=lantern')).toBeDefined();
    // A typo goes to the trigram match, whose text once became null with the place missing.
    expect(await listed('search=kiyomizudara')).toBeDefined();

    const admins = await send(t.app, 'GET', '/api/admin/posts?search=kiyomizudera', admin);
    expect(admins.statusCode, admins.body).toBe(200);
    expect(admins.json().data.map((row: AdminTourSummary) => row._id)).toEqual([tour._id]);
  });

  it('cannot be booked: 409 names what is missing; availability marks every date', async () => {
    const tour = await createdFromSpec();
    const response = await book(t.app, traveller, { tourId: tour._id, date });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: notBookableMessage,
      details: { missing: allMissing },
    });

    const calendar = await availability(tour._id);
    expect(calendar.missingFacts).toEqual(allMissing);
    expect(calendar.dates).toHaveLength(3);
    for (const day of calendar.dates) expect(day).toMatchObject({ bookable: false, reason: 'incomplete' });
  });

  it('books once the admin has given the rest with PUT', async () => {
    const tour = await createdFromSpec();
    const partly = await change(tour._id, { city: 'Kyoto', region: 'Kyoto' });
    expect(partly.statusCode, partly.body).toBe(200);
    expect(partly.json().data.missingFacts).toEqual(['durationMinutes', 'meetingPoint']);
    const stillRefused = await book(t.app, traveller, { tourId: tour._id, date });
    expect(stillRefused.statusCode).toBe(409);
    expect(stillRefused.json()).toMatchObject({
      message: 'This tour cannot be booked yet: its duration and meeting point are still to be confirmed.',
      details: { missing: ['durationMinutes', 'meetingPoint'] },
    });

    const completed = await change(tour._id, remainingFacts);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().data).toMatchObject({ ...remainingFacts, missingFacts: [] });

    const calendar = await availability(tour._id);
    expect(calendar.missingFacts).toEqual([]);
    expect(calendar.dates[0]).toMatchObject({ bookable: true, capacity: 10, seatsLeft: 10 });

    const booking = await book(t.app, traveller, { tourId: tour._id, date });
    expect(booking.statusCode, booking.body).toBe(201);
    expect(booking.json().data.tour).toMatchObject({
      _id: tour._id,
      city: 'Kyoto',
      meetingPoint: 'Keihan Gion-Shijo Station, exit 6',
      durationMinutes: 150,
    });
    expect(booking.json().data.pricing).toMatchObject({ adultPrice: 100, total: 100 });
  });

  it('takes back the tour as GET answered it, nulls and all, and stays incomplete', async () => {
    const tour = await createdFromSpec();
    const response = await change(tour._id, { ...tour, title: 'Gion at Dusk' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Gion at Dusk',
      city: null,
      missingFacts: allMissing,
    });
  });

  it('never loses a fact once given: null in a change leaves it as it was', async () => {
    const tour = await createdFromSpec();
    await change(tour._id, remainingFacts);
    const response = await change(tour._id, { meetingPoint: null, city: null, title: 'Still complete' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      ...remainingFacts,
      title: 'Still complete',
      missingFacts: [],
    });
  });

  it('still refuses a fact sent empty, with its field error', async () => {
    const response = await send(t.app, 'POST', '/api/posts', admin, { ...specPayload(), city: '  ' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual({ city: 'City is required' });
  });
});
