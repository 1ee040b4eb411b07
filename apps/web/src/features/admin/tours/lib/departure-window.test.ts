import type { AvailabilityDate } from '@tabi/contracts';
import { describe, expect, it } from 'vitest';
import {
  adminDeparturesHref,
  departureWindow,
  nextWindowStart,
  previousWindowStart,
  runningDays,
} from './departure-window.ts';

const today = '2027-03-10';

const departure = (date: string): AvailabilityDate => ({
  date,
  startsAt: `${date}T00:00:00.000Z`,
  capacity: 8,
  seatsLeft: 8,
  bookable: true,
});
const none = (date: string): AvailabilityDate => ({
  date,
  startsAt: null,
  capacity: 0,
  seatsLeft: 0,
  bookable: false,
  reason: 'no-departure',
});

describe('departureWindow', () => {
  it('is 60 days from today, or from a later start', () => {
    expect(departureWindow(null, today)).toEqual({ from: today, to: '2027-05-08' });
    expect(departureWindow('2027-05-09', today)).toEqual({ from: '2027-05-09', to: '2027-07-07' });
  });

  it('never starts before today, and ignores what is not a date', () => {
    expect(departureWindow('2027-01-01', today).from).toBe(today);
    expect(departureWindow('soon', today).from).toBe(today);
    expect(departureWindow('2027-13-45', today).from).toBe(today);
  });

  it('pages by 60 days forward and back, stopping at today', () => {
    const first = departureWindow(null, today);
    expect(previousWindowStart(first, today)).toBeUndefined();
    expect(nextWindowStart(first)).toBe('2027-05-09');
    expect(previousWindowStart(departureWindow('2027-05-09', today), today)).toBe(today);
    expect(previousWindowStart(departureWindow('2027-04-01', today), today)).toBe(today);
    expect(previousWindowStart(departureWindow('2027-07-08', today), today)).toBe('2027-05-09');
  });

  it('keeps the tour and start in the address', () => {
    expect(adminDeparturesHref(undefined)).toBe('/admin/departures');
    expect(adminDeparturesHref('t1')).toBe('/admin/departures?tourId=t1');
    expect(adminDeparturesHref('t1', '2027-05-09')).toBe('/admin/departures?tourId=t1&from=2027-05-09');
  });
});

describe('runningDays', () => {
  it('names the weekdays with a departure, Monday first', () => {
    // Sunday 14, Monday 15, Tuesday 16, Wednesday 17 March 2027.
    expect(runningDays([departure('2027-03-14'), departure('2027-03-15'), none('2027-03-16')])).toBe(
      'Monday and Sunday',
    );
    expect(runningDays([departure('2027-03-17'), none('2027-03-18')])).toBe('Wednesday');
    expect(
      runningDays(['15', '16', '17', '18', '19', '20', '21'].map((d) => departure(`2027-03-${d}`))),
    ).toBe('every day');
    expect(runningDays([none('2027-03-16')])).toBeUndefined();
  });
});
