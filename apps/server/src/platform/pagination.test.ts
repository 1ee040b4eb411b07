import { describe, expect, it } from 'vitest';
import { listEnvelope, offsetOf } from './pagination.ts';

describe('pagination', () => {
  it('skips the rows of the pages before the one asked for', () => {
    expect(offsetOf({ page: 1, limit: 20 })).toBe(0);
    expect(offsetOf({ page: 3, limit: 5 })).toBe(10);
  });

  it('counts a partly filled last page, and no page when nothing matches', () => {
    expect(listEnvelope(['a'], 11, { page: 3, limit: 5 })).toEqual({
      success: true,
      data: ['a'],
      count: 1,
      total: 11,
      page: 3,
      pages: 3,
    });
    expect(listEnvelope([], 0, { page: 1, limit: 5 })).toMatchObject({ count: 0, total: 0, pages: 0 });
  });
});
