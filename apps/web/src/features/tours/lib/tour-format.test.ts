import { describe, expect, it } from 'vitest';
import { formatRatingCount, formatReviewDate } from './tour-format.ts';

describe('review texts', () => {
  it('counts reviews', () => {
    expect(formatRatingCount(1)).toBe('1 rating');
    expect(formatRatingCount(1234)).toBe('1,234 ratings');
  });

  it('dates reviews on the Japanese calendar', () => {
    // 20:00 UTC on 2 March is already 3 March in Japan.
    expect(formatReviewDate('2025-03-02T20:00:00.000Z')).toBe('3 March 2025');
    expect(formatReviewDate('not a date')).toBe('');
  });
});
