import { describe, expect, it } from 'vitest';
import { bookingPath } from './booking-link.ts';
import { readBookingChoice } from './read-booking-choice.ts';

describe('the booking link', () => {
  it('carries the date and the party into the checkout and back', () => {
    const path = bookingPath('t1', { date: '2027-03-12', participants: { adults: 2, children: 1 } });
    expect(path).toBe('/booking/t1?date=2027-03-12&adults=2&children=1');
    const search = new URL(path, 'http://tabi.test').searchParams;
    expect(readBookingChoice(search)).toEqual({
      date: '2027-03-12',
      participants: { adults: 2, children: 1 },
    });
  });

  it('leaves out what was not chosen', () => {
    expect(bookingPath('t1')).toBe('/booking/t1');
    expect(bookingPath('t1', { date: null, participants: { adults: 3, children: 0 } })).toBe(
      '/booking/t1?adults=3',
    );
    expect(readBookingChoice(new URLSearchParams())).toEqual({
      date: null,
      participants: { adults: 1, children: 0 },
    });
  });

  it('falls back to the defaults for what the checkout could not have chosen', () => {
    const read = (query: string) => readBookingChoice(new URLSearchParams(query));
    expect(read('date=2027-02-30&adults=2').date).toBeNull();
    expect(read('date=tomorrow').date).toBeNull();
    expect(read('adults=0').participants).toEqual({ adults: 1, children: 0 });
    expect(read('adults=1.5').participants).toEqual({ adults: 1, children: 0 });
    expect(read('adults=20&children=20').participants).toEqual({ adults: 1, children: 0 });
    expect(read('adults=2&children=-1').participants).toEqual({ adults: 1, children: 0 });
  });
});
