import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff.ts';

const pixel = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#264b8c' } });

describe('sniffImage', () => {
  it.each([
    ['jpeg', () => pixel().jpeg().toBuffer()],
    ['png', () => pixel().png().toBuffer()],
    ['gif', () => pixel().gif().toBuffer()],
    ['webp', () => pixel().webp().toBuffer()],
    ['avif', () => pixel().avif().toBuffer()],
  ] as const)('recognises %s by its bytes', async (kind, make) => {
    expect(sniffImage(await make())).toBe(kind);
  });

  it.each([
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['HTML', Buffer.from('<!doctype html><img src=x onerror=alert(1)>')],
    ['plain text', Buffer.from('hello')],
    ['nothing', Buffer.alloc(0)],
    ['a JPEG signature cut short', Buffer.from([0xff, 0xd8])],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImage(bytes)).toBeUndefined();
  });
});
