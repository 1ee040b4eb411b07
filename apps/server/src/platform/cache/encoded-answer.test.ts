import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './encoded-answer.ts';

describe('the encoding a client prefers', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['GZIP;Q=1', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *;q=0.1', 'gzip'],
    ['gzip;q=nonsense', undefined],
  ])('%j: %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
