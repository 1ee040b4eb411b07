import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { attachImage, insertTour } from '../../../test/fixtures.ts';

let t: TestApp;
let imageId: string;

beforeAll(async () => {
  t = await createTestApp();
  const tour = await insertTour(t.db);
  imageId = (await attachImage(t.db, tour.id, 0)).id;
});

afterAll(() => t?.close());

describe('GET /uploads/:file', () => {
  it('serves the stored WebP with immutable caching and an ETag', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/uploads/${imageId}.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });

    const again = await t.app.inject({
      method: 'GET',
      url: `/uploads/${imageId}.webp`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the thumbnail', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/uploads/${imageId}-thumb.webp` });
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
  });

  it.each([
    '00000000-0000-4000-8000-000000000000.webp',
    'nope.webp',
    `${'a'.repeat(36)}.png`,
    '..%2F..%2Fetc%2Fpasswd',
  ])('answers 404 JSON for %s', async (file) => {
    const response = await t.app.inject({ method: 'GET', url: `/uploads/${file}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
