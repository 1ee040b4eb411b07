import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertRating, insertTour, insertUser } from '../../../test/fixtures.ts';
import { listen } from '../../../test/sockets.ts';

// The Karvaan Tours client's requests, written from its source (src/lib/api.ts, RatingComponent.tsx,
// Testimonials.tsx): it calls under its VITE_API_BASE_URL, here http://localhost:5200/karvaan/api.
let t: TestApp;
let tourId: string;

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'http://localhost:8080' });
  tourId = (await insertTour(t.db)).id;
  const ana = await insertUser(t.db, {
    name: 'Ana Souza',
    avatar: '/uploads/00000000-0000-4000-8000-000000000001.webp',
  });
  const kenji = await insertUser(t.db, { name: 'Kenji Mori' });
  await insertRating(t.db, tourId, ana.id, 5, 'Wonderful guide.');
  await insertRating(t.db, tourId, kenji.id, 4);
});

afterAll(() => t?.close());

describe('the Karvaan Tours edge', () => {
  it("gives its ratings the client's names: a flat author, a comment that is always text", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/karvaan/api/posts/${tourId}/ratings`,
      headers: { host: 'localhost:5200' },
    });
    expect(response.statusCode).toBe(200);
    const ratings = response.json().data as Array<Record<string, unknown>>;
    const byName = Object.fromEntries(ratings.map((rating) => [rating.userName, rating]));
    expect(byName['Ana Souza']).toMatchObject({
      rating: 5,
      comment: 'Wonderful guide.',
      userAvatar: 'http://localhost:5200/uploads/00000000-0000-4000-8000-000000000001.webp',
    });
    // RatingComponent renders `comment` and the initial of `userName`: neither may be null.
    expect(byName['Kenji Mori']).toMatchObject({ rating: 4, comment: '', userAvatar: null });
    expect(byName['Kenji Mori']?.userId).toEqual(expect.any(String));
  });

  it('leaves our own API exactly as it was', async () => {
    const ours = await t.app.inject({ method: 'GET', url: `/api/posts/${tourId}/ratings` });
    const kenji = (ours.json().data as Array<Record<string, unknown>>).find(
      (rating) => (rating.user as { name: string }).name === 'Kenji Mori',
    );
    expect(kenji?.comment).toBeNull();
    expect(kenji).not.toHaveProperty('userName');
  });

  it('answers errors in the same shape as ours (the client shows `message`)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/karvaan/api/posts/not-a-tour/ratings' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('lets the pages of CORS_ORIGINS call the API and show our pictures, and no other site', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/karvaan/api/bookings',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );

    const stranger = await t.app.inject({
      method: 'GET',
      url: '/api/posts',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();

    const picture = await t.app.inject({
      method: 'GET',
      url: '/karvaan/uploads/00000000-0000-4000-8000-000000000009.webp',
      headers: { origin: 'http://localhost:8080' },
    });
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("lets those pages open the live chat's socket (socket.io's own CORS)", async () => {
    const url = await listen(t.app);
    const handshake = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: 'http://localhost:8080' },
    });
    expect(handshake.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    const stranger = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('says in the OpenAPI document which routes it adapts, and how', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/posts/{id}/ratings'].get['x-karvaan-client']).toContain('userName');
    expect(document.info.description).toContain('/karvaan/api');
  });
});

describe('without CORS_ORIGINS', () => {
  it('sends no CORS header, and our pictures stay ours', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'GET',
        url: '/api/posts',
        headers: { origin: 'http://localhost:8080' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      const picture = await plain.app.inject({
        method: 'GET',
        url: '/uploads/00000000-0000-4000-8000-000000000009.webp',
      });
      expect(picture.headers['cross-origin-resource-policy']).toBe('same-origin');
    } finally {
      await plain.close();
    }
  });
});
