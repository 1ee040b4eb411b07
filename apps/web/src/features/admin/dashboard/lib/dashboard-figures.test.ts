import { describe, expect, it } from 'vitest';
import { formatCompact, monthLabel, percentOf, ratingRows, statusSlices } from './dashboard-figures.ts';

describe('dashboard figures', () => {
  it('names a month the same in every zone', () => {
    expect(monthLabel('2027-03', 'short')).toBe('Mar');
    expect(monthLabel('2027-03', 'long')).toBe('March 2027');
    expect(monthLabel('soon', 'long')).toBe('soon');
  });

  it('writes axis ticks short, in the currency when there is one', () => {
    expect(formatCompact(1200)).toBe('1.2K');
    expect(formatCompact(45_000, 'USD')).toBe('$45K');
    expect(formatCompact(3, 'XX')).toBe('3');
  });

  it('gives shares as whole percentages, nothing of nothing as 0%', () => {
    expect(percentOf(1, 3)).toBe('33%');
    expect(percentOf(0, 0)).toBe('0%');
  });

  it('orders the ratings from five stars down', () => {
    const rows = ratingRows([
      { stars: 1, count: 1 },
      { stars: 5, count: 3 },
    ]);
    expect(rows).toEqual([
      { stars: 5, count: 3, share: 75 },
      { stars: 1, count: 1, share: 25 },
    ]);
  });

  it('puts the statuses in the order a booking goes through them', () => {
    const slices = statusSlices({ total: 4, pending: 1, confirmed: 2, completed: 0, cancelled: 1 });
    expect(slices.map(({ label, count }) => [label, count])).toEqual([
      ['Pending', 1],
      ['Confirmed', 2],
      ['Completed', 0],
      ['Cancelled', 1],
    ]);
  });
});
