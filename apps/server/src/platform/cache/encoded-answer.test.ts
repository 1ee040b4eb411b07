import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressionThreshold, encodeAnswer, preferredEncoding } from './encoded-answer.ts';

describe('an encoded answer', () => {
  const text = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ title: `Tour ${i}` })) });

  it('gives back the text in each encoding, compressed once however many ask', async () => {
    const answer = encodeAnswer(text, 'application/json');
    const [br, again, gz] = [answer.encoded?.('br'), answer.encoded?.('br'), answer.encoded?.('gzip')];
    expect(again).toBe(br);
    expect(zlib.brotliDecompressSync(await br!).toString()).toBe(text);
    expect(zlib.gunzipSync(await gz!).toString()).toBe(text);
    expect((await br!).length).toBeLessThan(text.length / 5);
  });

  it('has no compressed variant below the threshold, and weighs its text', () => {
    const answer = encodeAnswer('x'.repeat(compressionThreshold - 1), 'text/plain');
    expect(answer.encoded).toBeUndefined();
    expect(answer.byteLength).toBe(compressionThreshold - 1);
  });
});

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
