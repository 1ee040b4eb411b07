import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, register } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { attachImage, insertTour } from '../../../test/fixtures.ts';
import { multipart } from '../../../test/multipart.ts';

let t: TestApp;
let token: string;
let tourImageId: string;

type Part = { field?: string; filename?: string; contentType?: string; bytes: Buffer };

const picture = (width: number, height: number, background = '#e34b2f') =>
  sharp({ create: { width, height, channels: 3, background } });

/** Noise compresses badly, so a few megapixels of it make a JPEG of several megabytes. */
const noisyJpeg = (width: number, height: number, quality = 95) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality })
    .toBuffer();

async function post(url: string, parts: Part[], auth: string | null = token) {
  const body = multipart(
    parts.map((part) => ({
      field: part.field ?? 'image',
      filename: part.filename ?? 'photo.jpg',
      contentType: part.contentType ?? 'image/jpeg',
      bytes: part.bytes,
    })),
  );
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(auth ? bearer(auth) : {}) },
  });
}

const upload = (bytes: Buffer, part: Omit<Part, 'bytes'> = {}) => post('/api/upload', [{ ...part, bytes }]);

async function storedCount(): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM images');
  return rows[0]!.n;
}

async function fetchImage(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.rawPayload;
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await register(t.app)).token;
  tourImageId = (await attachImage(t.db, (await insertTour(t.db)).id, 0)).id;
});

afterAll(() => t?.close());

describe('POST /api/upload, /api/upload/review', () => {
  it('re-encodes a photo to WebP at most 1600 px, with a 400 px thumbnail', async () => {
    const response = await upload(await picture(3000, 2000).jpeg().toBuffer());
    expect(response.statusCode, response.body).toBe(200);
    const { success, url } = response.json();
    expect(success).toBe(true);
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);

    expect(await sharp(await fetchImage(url)).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 1067,
    });
    const thumb = await sharp(await fetchImage(url.replace('.webp', '-thumb.webp'))).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 400, height: 267 });
  });

  it('never enlarges a small picture', async () => {
    const { url } = (
      await upload(await picture(320, 200).png().toBuffer(), { contentType: 'image/png' })
    ).json();
    expect(await sharp(await fetchImage(url)).metadata()).toMatchObject({ width: 320, height: 200 });
  });

  it.each([
    ['PNG', () => picture(40, 30).png().toBuffer()],
    ['WebP', () => picture(40, 30).webp().toBuffer()],
    ['AVIF', () => picture(40, 30).avif().toBuffer()],
  ])('accepts %s', async (_kind, make) => {
    const response = await post('/api/upload/review', [{ bytes: await make() }]);
    expect(response.statusCode, response.body).toBe(200);
    expect((await sharp(await fetchImage(response.json().url)).metadata()).format).toBe('webp');
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frame = (colour: string) => picture(20, 10, colour).png().toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages, 'the fixture is animated').toBe(2);

    const response = await upload(gif, { contentType: 'image/gif', filename: 'anim.gif' });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await fetchImage(response.json().url);
    expect(await sharp(stored).metadata()).toMatchObject({ width: 20, height: 10 });
    const { dominant } = await sharp(stored).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);
  });

  it('applies the EXIF orientation and drops the metadata, GPS included', async () => {
    // A landscape 300x200 picture marked "rotate 90° clockwise", with a GPS position.
    const jpeg = await picture(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Camera Maker' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '35/1 0/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '135/1 45/1 0/1',
        },
      })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.orientation, 'the fixture is marked rotated').toBe(6);
    expect(original.exif!.includes(Buffer.from('Camera Maker'))).toBe(true);

    const response = await upload(jpeg);
    expect(response.statusCode, response.body).toBe(200);
    const stored = await fetchImage(response.json().url);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
    expect(stored.includes(Buffer.from('Camera Maker'))).toBe(false);
  });

  it('stores the same bytes once, whoever uploads them', async () => {
    const bytes = await picture(64, 64, '#3a7d44').png().toBuffer();
    const before = await storedCount();
    const first = (await upload(bytes, { contentType: 'image/png' })).json().url;
    const other = (await register(t.app)).token;
    const second = (await post('/api/upload', [{ bytes, contentType: 'image/png' }], other)).json().url;
    expect(second).toBe(first);
    expect(await storedCount()).toBe(before + 1);
  });

  it('answers 401 to a visitor, before reading the file', async () => {
    const response = await post('/api/upload', [{ bytes: await picture(8, 8).png().toBuffer() }], null);
    expect(response.statusCode).toBe(401);
  });
});

describe('refused files', () => {
  it.each([
    [
      'an SVG with a script',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
      ),
      'image/svg+xml',
      'x.svg',
    ],
    ['HTML named .jpg', Buffer.from('<!doctype html><img src=x onerror=alert(1)>'), 'image/jpeg', 'cat.jpg'],
    ['text declared as image/png', Buffer.from('just some words, not a picture'), 'image/png', 'notes.png'],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'image/jpeg', 'doc.jpg'],
  ])('refuses %s with 415', async (_name, bytes, contentType, filename) => {
    const before = await storedCount();
    const response = await upload(bytes, { contentType, filename });
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await storedCount()).toBe(before);
  });

  it('refuses a polyglot: JPEG magic bytes in front of HTML', async () => {
    const polyglot = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><script>alert(1)</script>'),
    ]);
    const response = await upload(polyglot);
    expect(response.statusCode, response.body).toBe(415);
  });

  it('refuses a truncated JPEG with 415', async () => {
    const jpeg = await noisyJpeg(600, 400, 80);
    const response = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json().message).toMatch(/damaged or incomplete/);
  });

  it('refuses a 9 MB image with 413, naming the limit', async () => {
    const nineMb = Buffer.concat([await picture(64, 64).jpeg().toBuffer(), Buffer.alloc(9 * 1024 * 1024)]);
    const response = await upload(nineMb);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is larger than 8 MB.',
    });
    expect(response.headers.connection).toBe('close');
  });

  it('refuses a zero-byte file with 400', async () => {
    const response = await upload(Buffer.alloc(0));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual({ image: 'The file is empty' });
  });

  it('refuses a file in the wrong field, two files to a one-file call, and a JSON body with 400', async () => {
    const png = await picture(8, 8).png().toBuffer();
    expect((await upload(png, { field: 'photo' })).statusCode).toBe(400);
    expect((await post('/api/upload', [{ bytes: png }, { bytes: png }])).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: { image: 'x' },
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a decompression bomb (over 60 megapixels) with 413', async () => {
    // 10,000 x 10,000 of one colour: a few kilobytes of PNG, 100 megapixels decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(bomb, { contentType: 'image/png' });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().message).toMatch(/megapixels/);
  });

  it('refuses a small file that unpacks to a huge picture, without decoding it', async () => {
    // 56 megapixels of one colour in a PNG of a few hundred kilobytes: seconds of CPU to decode.
    const packed = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload(packed, { contentType: 'image/png' });
    expect(response.statusCode, response.body).toBe(413);
    // This message comes only from the check of the header's dimensions, made before any decode.
    expect(response.json().message).toMatch(/unpacks to far more pixels/);
  });

  it('encodes one picture of a user at a time: a second at once is told to wait', async () => {
    const photo = await noisyJpeg(3000, 2000);
    const other = await noisyJpeg(3000, 2001);
    const answers = await Promise.all([upload(photo), upload(other)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().message).toBe(
      'Your other picture is still being processed. Try again when it is done.',
    );
    // Another user is not held up by it.
    const someoneElse = (await register(t.app)).token;
    const both = await Promise.all([
      upload(await noisyJpeg(600, 400)),
      post('/api/upload', [{ bytes: await noisyJpeg(600, 401) }], someoneElse),
    ]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
  });

  it('counts uploads per account, whatever session or spelling of the token sends them', async () => {
    const account = await register(t.app);
    const limited = account.token;
    // Bodies that fail at once still count: the limit is on requests to encode.
    const empty = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { authorization, 'content-type': 'application/json' },
        payload: '{}',
      });
    for (let i = 0; i < 120; i++) expect((await empty(`Bearer ${limited}`)).statusCode).not.toBe(429);
    expect((await empty(`Bearer ${limited}`)).statusCode).toBe(429);
    // Written otherwise, the token either signs nobody in (401) or counts for the same account (429).
    for (const variant of [`Bearer  ${limited}`, `bearer ${limited}`, `Bearer ${limited} `])
      expect([401, 429], variant).toContain((await empty(variant)).statusCode);
    // A second session of the same account shares the count.
    const again = await login(t.app, account.user.email, account.password);
    expect((await empty(`Bearer ${again.token}`)).statusCode).toBe(429);
  });
});

describe('UPLOAD_MAX_BYTES', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ UPLOAD_MAX_BYTES: String(2 * 1024 * 1024) });
  });
  afterAll(() => small?.close());

  it('is the largest picture each upload call takes, named in the refusal', async () => {
    const threeMb = Buffer.concat([await picture(64, 64).jpeg().toBuffer(), Buffer.alloc(3 * 1024 * 1024)]);
    const auth = bearer((await register(small.app)).token);
    for (const [url, field] of [
      ['/api/upload', 'image'],
      ['/api/upload/multiple', 'images'],
    ] as const) {
      const body = multipart([{ field, filename: 'photo.jpg', contentType: 'image/jpeg', bytes: threeMb }]);
      const response = await small.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...auth },
      });
      expect(response.statusCode, url).toBe(413);
      expect(response.json().message, url).toBe('The image is larger than 2 MB.');
    }
  });
});

describe('POST /api/upload/multiple', () => {
  const files = (n: number) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        picture(30 + i, 20, `#${(0x203040 + i * 0x0a0b0c).toString(16).slice(-6)}`)
          .png()
          .toBuffer(),
      ),
    );

  it('stores up to 10 pictures and answers their urls in order', async () => {
    const pictures = await files(10);
    const response = await post(
      '/api/upload/multiple',
      pictures.map((bytes) => ({ field: 'images', bytes, contentType: 'image/png' })),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { urls } = response.json();
    expect(urls).toHaveLength(10);
    const widths = await Promise.all(
      urls.map(async (url: string) => (await sharp(await fetchImage(url)).metadata()).width),
    );
    expect(widths).toEqual(pictures.map((_, i) => 30 + i));
  });

  it('refuses 11 files with 400 and stores none', async () => {
    const before = await storedCount();
    const response = await post(
      '/api/upload/multiple',
      (await files(11)).map((bytes) => ({ field: 'images', bytes, contentType: 'image/png' })),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe('Send at most 10 images at once.');
    expect(await storedCount()).toBe(before);
  });

  it('stores nothing when one file of the batch is refused', async () => {
    const before = await storedCount();
    const good = await files(2);
    const response = await post('/api/upload/multiple', [
      { field: 'images', bytes: good[0]!, contentType: 'image/png' },
      { field: 'images', bytes: Buffer.from('<svg/>'), contentType: 'image/png' },
      { field: 'images', bytes: good[1]!, contentType: 'image/png' },
    ]);
    expect(response.statusCode, response.body).toBe(415);
    expect(await storedCount()).toBe(before);
  });
});

describe('a huge upload over a real connection', () => {
  it('is cut off near the limit, not read to the end', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const boundary = '----tabihuge';
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    const oneGigabyte = 1024;
    let sent = 0;
    let answered = false;

    // The server answers 413 and closes the connection. A client still sending may see that close as a
    // reset before it reads the answer (TCP discards unread data on a reset); either way it stops early.
    const answer = await new Promise<{ status: number; body: string } | 'reset'>((resolve) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/upload',
        // No Content-Length: chunked, so only the streaming limit can stop it.
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      request.on('response', (response) => {
        answered = true;
        let body = '';
        response.on('data', (data) => {
          body += data;
        });
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body });
          request.destroy();
        });
      });
      request.on('error', () => {
        answered = true;
        resolve('reset');
      });
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      );
      const pump = () => {
        while (sent < oneGigabyte && !answered && !request.destroyed) {
          sent++;
          if (!request.write(chunk)) {
            request.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });

    if (answer !== 'reset') {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    }
    // Socket buffers hold a few megabytes in flight; nothing near the gigabyte was sent.
    expect(sent).toBeLessThan(64);
  });

  it('is refused before reading when its declared length is beyond any allowed upload', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: {
        ...bearer(token),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(1024 * 1024 * 1024),
      },
      payload: '--x--\r\n',
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('GET /uploads/:file', () => {
  it('serves the stored WebP with immutable caching and an ETag, and 304 for a matching If-None-Match', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/uploads/${tourImageId}.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${tourImageId}.webp"`);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });

    const again = await t.app.inject({
      method: 'GET',
      url: `/uploads/${tourImageId}.webp`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves the thumbnail', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/uploads/${tourImageId}-thumb.webp` });
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
