import { policy } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createClock } from '../../../test/clock.ts';
import { insertTour } from '../../../test/fixtures.ts';

/**
 * An availability answer says until when the clock alone leaves it as it is (`x-fresh-until`): the server
 * keeps a prerendered tour page that long. Before that instant the answer is the same; at it, it changes
 * when a cut-off passes. The clock starts at Tuesday 1 December 2026, 06:00 in Tokyo; the tour leaves
 * every day at 09:00.
 */
const start = new Date('2026-11-30T21:00:00Z');
const clock = createClock(start);
const setClock = (at: Date) => clock.advance(at.getTime() - clock.now().getTime());
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});

afterAll(() => t?.close());

async function availability(tourId: string, from: string, to: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/posts/${tourId}/availability?from=${from}&to=${to}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { data: response.json().data, freshUntil: response.headers['x-fresh-until'] };
}

describe('how long an availability answer holds', () => {
  it('until the next cut-off ahead, when it comes before midnight', async () => {
    setClock(start);
    const tourId = (await insertTour(t.db, { departureTime: '09:00' })).id;
    const first = await availability(tourId, '2026-12-01', '2026-12-10');
    // Wednesday 2 December's departure (09:00) closes 24 hours before, Tuesday 09:00 in Tokyo included:
    // the answer changes a millisecond later.
    expect(policy.bookingCutoffHours).toBe(24);
    expect(first.freshUntil).toBe('2026-12-01T00:00:00.001Z');
    expect(first.data.dates[1]).toMatchObject({ date: '2026-12-02', bookable: true });

    setClock(new Date(Date.parse(first.freshUntil as string) - 1));
    expect((await availability(tourId, '2026-12-01', '2026-12-10')).data).toEqual(first.data);
    setClock(new Date(first.freshUntil as string));
    const after = await availability(tourId, '2026-12-01', '2026-12-10');
    expect(after.data.dates[1]).toMatchObject({ date: '2026-12-02', bookable: false, reason: 'cutoff' });
    // Then the next cut-off (Thursday's, on Wednesday at 09:00) is after midnight: midnight comes first.
    expect(after.freshUntil).toBe('2026-12-01T15:00:00.000Z');
  });

  it('until midnight for a tour without departures or that cannot be booked yet', async () => {
    setClock(start);
    const none = (await insertTour(t.db, { departureDays: [] })).id;
    expect((await availability(none, '2026-12-01', '2026-12-10')).freshUntil).toBe(
      '2026-12-01T15:00:00.000Z',
    );
    const incomplete = (await insertTour(t.db, { meetingPoint: null })).id;
    const answer = await availability(incomplete, '2026-12-01', '2026-12-10');
    expect(answer.data.missingFacts).not.toEqual([]);
    expect(answer.freshUntil).toBe('2026-12-01T15:00:00.000Z');
  });

  it('until the first bookable date’s cut-off, when that date lies past the range', async () => {
    setClock(start);
    // A range in the past: its departures are closed; the first bookable is Wednesday's, closing Tuesday.
    const daily = (await insertTour(t.db, { departureTime: '09:00' })).id;
    const past = await availability(daily, '2026-11-20', '2026-11-25');
    expect(past.data.firstBookable).toBe('2026-12-02');
    expect(past.freshUntil).toBe('2026-12-01T00:00:00.001Z');
    // Only Thursdays: the range (Tuesday and Wednesday) has no departure; Thursday 3 December closes on
    // Wednesday at 09:00, after midnight: midnight first. Nine hours later, past midnight, the cut-off.
    const tourId = (await insertTour(t.db, { departureDays: [4], departureTime: '09:00' })).id;
    const answer = await availability(tourId, '2026-12-01', '2026-12-02');
    expect(answer.data.firstBookable).toBe('2026-12-03');
    expect(answer.freshUntil).toBe('2026-12-01T15:00:00.000Z');
    setClock(new Date('2026-12-01T16:00:00Z'));
    const later = await availability(tourId, '2026-12-01', '2026-12-02');
    expect(later.data.firstBookable).toBe('2026-12-03');
    expect(later.freshUntil).toBe('2026-12-02T00:00:00.001Z');
    setClock(new Date(later.freshUntil as string));
    expect((await availability(tourId, '2026-12-01', '2026-12-02')).data.firstBookable).toBe('2026-12-10');
  });
});
