import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';

let t: TestApp;
let token: string;

const picture = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#e34b2f' } });

async function upload(
  bytes: Buffer,
  options: { field?: string; filename?: string; contentType?: string; auth?: string } = {},
) {
  const body = multipart([
    {
      field: options.field ?? 'avatar',
      filename: options.filename ?? 'me.png',
      contentType: options.contentType ?? 'image/png',
      bytes,
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/avatar/upload',
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(options.auth === undefined ? bearer(token) : options.auth ? bearer(options.auth) : {}),
    },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await register(t.app)).token;
});

afterAll(() => t?.close());

describe('POST /api/avatar/upload', () => {
  it('re-encodes the picture to a square WebP and makes it the avatar', async () => {
    const response = await upload(await picture().png().toBuffer());
    expect(response.statusCode, response.body).toBe(200);
    const user = response.json().data;
    expect(user.avatar).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: user.avatar });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user.avatar).toBe(user.avatar);
  });

  it.each([
    ['JPEG', () => picture().jpeg().toBuffer()],
    ['WebP', () => picture().webp().toBuffer()],
    ['GIF (first frame)', () => picture(64, 64).gif().toBuffer()],
  ])('accepts %s', async (_kind, make) => {
    expect(
      (await upload(await make(), { contentType: 'application/octet-stream', filename: 'x' })).statusCode,
    ).toBe(200);
  });

  it('drops EXIF and GPS data and applies the orientation', async () => {
    const withGps = await picture(300, 200)
      .jpeg()
      .withExif({
        IFD0: { Orientation: '6', Copyright: 'secret place' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 0/1 0/1' },
      })
      .toBuffer();
    const response = await upload(withGps, { contentType: 'image/jpeg' });
    expect(response.statusCode, response.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.json().data.avatar });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it.each([
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    ],
    ['HTML named .jpg', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/jpeg'],
    ['text declared as image/png', Buffer.from('just some words'), 'image/png'],
    ['an AVIF (not an avatar kind)', null, 'image/avif'],
  ])('refuses %s with 415', async (_name, bytes, contentType) => {
    const body = bytes ?? (await picture(64, 64).avif().toBuffer());
    const response = await upload(body, { contentType, filename: 'photo.jpg' });
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a truncated JPEG with 415', async () => {
    const jpeg = await picture().jpeg().toBuffer();
    const response = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 3)), {
      contentType: 'image/jpeg',
    });
    expect(response.statusCode, response.body).toBe(415);
  });

  it('refuses more than 5 MB with 413', async () => {
    const big = Buffer.concat([await picture(64, 64).png().toBuffer(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await upload(big);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses an empty file, a wrong field and a body that is not multipart with 400', async () => {
    expect((await upload(Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(await picture().png().toBuffer(), { field: 'image' })).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/avatar/upload',
      payload: { avatar: 'x' },
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(400);
  });

  it('answers 401 to a visitor', async () => {
    expect((await upload(await picture().png().toBuffer(), { auth: '' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/avatar/delete', () => {
  it('removes the avatar', async () => {
    await upload(await picture().png().toBuffer());
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/avatar/delete',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.avatar).toBeNull();
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/avatar/delete' })).statusCode).toBe(401);
  });
});
