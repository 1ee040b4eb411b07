import { policy } from '@tabi/contracts';
import { createRng, demoTours } from '@tabi/demo-catalog';
import { describe, expect, it } from 'vitest';
import { localDateOf } from '../platform/zoned-time.ts';
import { DAY } from './demo-departures.ts';
import { planDemo } from './demo-plan.ts';

/** The plan seedDemo writes for a given instant and operator zone, with that day's local date. */
function planAt(now: Date, timezone: string) {
  return { ...planDemo(now, timezone), today: localDateOf(now, timezone) };
}

const zones = ['Asia/Tokyo', 'America/Los_Angeles', 'Europe/London', 'Pacific/Kiritimati', 'Asia/Kathmandu'];
/** Instants over three years, DST changes and the small hours included. */
const instants = Array.from({ length: 30 }, (_, i) => {
  const sweep = createRng(`instant-${i}`);
  return { now: new Date(Date.UTC(2025, 0, 1) + sweep.next() * 3 * 365 * DAY), timezone: zones[i % 5]! };
});

describe('the demo plan', () => {
  it('is the same for the same instant', () => {
    const now = new Date('2026-05-20T03:00:00Z');
    expect(planAt(now, 'Asia/Tokyo').bookings).toEqual(planAt(now, 'Asia/Tokyo').bookings);
  });

  it.each(instants)('holds together on $now in $timezone', ({ now, timezone }) => {
    const { createdAt, departures, ratings, bookings, today } = planAt(now, timezone);
    const at = now.getTime();

    // Every rating follows a completed, paid trip of its author, a few days before at most.
    for (const rating of ratings) {
      const trip = bookings.find(
        (b) =>
          b.tourIndex === rating.tourIndex &&
          b.customerIndex === rating.customerIndex &&
          b.date === rating.trip.date,
      );
      expect(trip).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
      const end = departures.endOf(rating.tourIndex, rating.trip.date).getTime();
      expect(rating.createdAt.getTime()).toBeGreaterThan(end);
      expect(rating.createdAt.getTime() - end).toBeLessThan(6 * DAY);
    }

    // Seats: each departure holds its live bookings' seats, never more than the group size.
    const live = new Map<string, number>();
    for (const b of bookings)
      if (b.status !== 'cancelled')
        live.set(
          `${b.tourIndex}|${b.date}`,
          (live.get(`${b.tourIndex}|${b.date}`) ?? 0) + b.adults + b.children,
        );
    for (const departure of departures.list()) {
      expect(departure.booked).toBe(live.get(`${departure.tourIndex}|${departure.date}`) ?? 0);
      expect(departure.booked).toBeLessThanOrEqual(demoTours[departure.tourIndex]!.maxGroupSize);
    }
    const ahead = departures.list().filter((departure) => departure.date > today);
    expect(ahead.some((departure) => departure.booked === departure.capacity)).toBe(true);
    expect(ahead.some((departure) => departure.capacity - departure.booked === 1)).toBe(true);

    // Times: booked after the listing and before the cut-off, nothing in the future.
    for (const b of bookings) {
      const start = departures.startOf(b.tourIndex, b.date).getTime();
      expect(departures.runsOn(b.tourIndex, b.date)).toBe(true);
      expect(b.createdAt.getTime()).toBeGreaterThanOrEqual(createdAt[b.tourIndex]!.getTime());
      expect(start - b.createdAt.getTime()).toBeGreaterThanOrEqual(policy.bookingCutoffHours * 3_600_000);
      expect(b.updatedAt.getTime()).toBeGreaterThanOrEqual(b.createdAt.getTime());
      expect(b.updatedAt.getTime()).toBeLessThanOrEqual(at);
      if (b.status === 'completed') expect(start).toBeLessThan(at);
      if (b.status === 'pending') expect(start).toBeGreaterThan(at);
      if (b.children > 0) expect(demoTours[b.tourIndex]!.adultsOnly).toBeFalsy();
      if (b.cancelledAt) {
        expect(b.cancelledAt.getTime()).toBeGreaterThan(b.createdAt.getTime());
        expect(b.cancelledAt.getTime()).toBeLessThan(Math.min(start, at));
      }
      // A refund request is inside the policy exactly when it was cancelled early enough.
      if (b.refundWithinPolicy !== null)
        expect(b.refundWithinPolicy).toBe(
          start - b.cancelledAt!.getTime() >= policy.freeCancellationHours * 3_600_000,
        );
    }
    const refunds = bookings.map((b) => `${b.paymentStatus}/${b.refundStatus}`).sort();
    expect(refunds.filter((r) => r === 'paid/requested')).toHaveLength(2);
    expect(refunds).toContain('refunded/approved');
    expect(refunds).toContain('paid/denied');
    expect(new Set(bookings.map((b) => b.reference)).size).toBe(bookings.length);
    for (const b of bookings) expect(b.reference).toMatch(/^TB-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
  });
});
