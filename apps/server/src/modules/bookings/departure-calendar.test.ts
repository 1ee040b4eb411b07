import { describe, expect, it } from 'vitest';
import {
  availabilityOn,
  bookingWindowEnd,
  datesBetween,
  departureStart,
  isoWeekday,
} from './departure-calendar.ts';

const pattern = { days: [1, 3, 5], time: '09:30', timezone: 'Asia/Tokyo' };
const facts = {
  pattern,
  capacity: 10,
  closed: new Set(['2027-03-03']),
  booked: new Map([
    ['2027-03-05', 10],
    ['2027-03-08', 4],
  ]),
  now: new Date('2027-03-01T00:00:00Z'), // 09:00 on Monday 1 March in Tokyo
  cutoffHours: 24,
};

describe('departure calendar', () => {
  it('starts a departure at the local time in the operator zone', () => {
    expect(departureStart('2027-03-01', pattern).toISOString()).toBe('2027-03-01T00:30:00.000Z');
    expect(departureStart('2027-07-01', { time: '09:30', timezone: 'Europe/Paris' }).toISOString()).toBe(
      '2027-07-01T07:30:00.000Z',
    );
  });

  it('ends the booking window with the month N months after the current one in the operator zone', () => {
    expect(bookingWindowEnd(new Date('2026-11-28T03:00:00Z'), 'Asia/Tokyo', 12)).toBe('2027-11-30');
    // 1 December 01:00 in Tokyo while it is still 30 November in UTC: December is the current month.
    expect(bookingWindowEnd(new Date('2026-11-30T16:00:00Z'), 'Asia/Tokyo', 12)).toBe('2027-12-31');
    expect(bookingWindowEnd(new Date('2027-01-31T03:00:00Z'), 'Asia/Tokyo', 1)).toBe('2027-02-28');
  });

  it('knows weekdays and lists dates across a month end', () => {
    expect(isoWeekday('2027-03-01')).toBe(1);
    expect(isoWeekday('2027-03-07')).toBe(7);
    expect(datesBetween('2027-02-27', '2027-03-02')).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
  });

  it('says why a date cannot be booked', () => {
    expect(availabilityOn('2027-03-02', facts)).toMatchObject({ bookable: false, reason: 'no-departure' });
    // Monday 1 March 09:30 starts 30 minutes after "now": inside the 24-hour cut-off.
    expect(availabilityOn('2027-03-01', facts)).toMatchObject({
      bookable: false,
      reason: 'cutoff',
      seatsLeft: 10,
    });
    expect(availabilityOn('2027-03-03', facts)).toMatchObject({ bookable: false, reason: 'closed' });
    expect(availabilityOn('2027-03-05', facts)).toMatchObject({
      bookable: false,
      reason: 'full',
      seatsLeft: 0,
    });
    expect(availabilityOn('2027-03-08', facts)).toEqual({
      date: '2027-03-08',
      startsAt: '2027-03-08T00:30:00.000Z',
      capacity: 10,
      seatsLeft: 6,
      bookable: true,
    });
  });
});
