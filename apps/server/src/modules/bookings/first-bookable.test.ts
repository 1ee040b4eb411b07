import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked } from '../../../test/bookings.ts';
import { createClock } from '../../../test/clock.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { tourClosedDates } from '../../db/schema/index.ts';

// The clock stands at the end of a month whose last bookable day has passed: Saturday 28 November 2026,
// 12:00 in Tokyo. A Tuesday-to-Saturday tour at 09:00 is inside the cut-off today, and has no departure
// on Sunday 29 or Monday 30: nothing is left to book in November.
const clock = createClock(new Date('2026-11-28T03:00:00Z'));
const tuesdayToSaturday = [2, 3, 4, 5, 6];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});

afterAll(() => t?.close());

const newTour = async (overrides: Parameters<typeof insertTour>[1] = {}) =>
  (await insertTour(t.db, { departureDays: tuesdayToSaturday, departureTime: '09:00', ...overrides })).id;

async function availability(tourId: string, from: string, to: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/posts/${tourId}/availability?from=${from}&to=${to}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('the first bookable date of an availability answer', () => {
  it('looks past a month with nothing left to the next month', async () => {
    const tourId = await newTour();
    const november = await availability(tourId, '2026-11-28', '2026-11-30');
    expect(november.dates.map((day: { reason?: string }) => day.reason)).toEqual([
      'cutoff',
      'no-departure',
      'no-departure',
    ]);
    expect(november.firstBookable).toBe('2026-12-01');
  });

  it('is the range’s own first bookable date when it has one', async () => {
    const tourId = await newTour();
    expect((await availability(tourId, '2026-12-01', '2026-12-31')).firstBookable).toBe('2026-12-01');
    expect((await availability(tourId, '2026-12-06', '2026-12-31')).firstBookable).toBe('2026-12-08');
  });

  it('skips full and closed departures', async () => {
    const tourId = await newTour({ maxGroupSize: 2 });
    const token = (await register(t.app)).token;
    await booked(t.app, token, { tourId, date: '2026-12-01', participants: { adults: 2, children: 0 } });
    await t.db.insert(tourClosedDates).values({ tourId, date: '2026-12-02' });
    expect((await availability(tourId, '2026-11-28', '2026-11-30')).firstBookable).toBe('2026-12-03');
  });

  it('is null when no date of the booking window can be booked', async () => {
    const archived = await newTour({ archived: true });
    expect((await availability(archived, '2026-11-28', '2026-11-30')).firstBookable).toBeNull();
    const incomplete = await newTour({ meetingPoint: null });
    expect((await availability(incomplete, '2026-11-28', '2026-11-30')).firstBookable).toBeNull();
    // The window ends with November 2027, twelve months after the current one: a Sunday tour's
    // 28 November 2027 is found from the week before, nothing after it from 29 November.
    const sundays = await newTour({ departureDays: [7] });
    expect((await availability(sundays, '2027-11-22', '2027-11-27')).firstBookable).toBe('2027-11-28');
    expect((await availability(sundays, '2027-11-29', '2027-11-30')).firstBookable).toBeNull();
  });
});
