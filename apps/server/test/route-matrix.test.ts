import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFirstStart } from '../src/first-run.ts';
import { imageUrl } from '../src/platform/images/encode.ts';
import { bearer, register, uniqueEmail } from './accounts.ts';
import { createTestApp, type TestApp } from './app.ts';
import { attachImage, insertTour } from './fixtures.ts';
import { multipart } from './multipart.ts';

/**
 * Who may call what: every route of the API, requested as a visitor, a signed-in user and an admin.
 * - `visitor` routes answer a visitor with `visitorStatus` (200 unless stated);
 * - `user` routes answer a visitor 401, and a user or an admin anything but 401/403;
 * - `admin` routes answer a visitor 401, a user 403, an admin anything but 401/403.
 * A route that is not in the table fails the last test: a new route declares its access here.
 * Each request gets a fresh session, so rows that sign out or change a password do not disturb others.
 */
type Account = { email: string; password: string };
type Fixtures = { tourId: string; imageFile: string };
type Row = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As Fastify declares it, e.g. `/api/posts/:id`. */
  route: string;
  access: 'visitor' | 'user' | 'admin';
  /**
   * The address to request, when the route has parameters. Given the caller's headers, so a row about
   * the caller's own data (their rating, their review) can create it first.
   */
  url?: (f: Fixtures, headers: Record<string, string>) => string | Promise<string>;
  payload?: (as: Account) => object;
  /** A raw body with its own headers (multipart uploads). */
  raw?: () => Promise<{ payload: Buffer; headers: Record<string, string> }>;
  visitorStatus?: number;
};

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#264b8c' } })
    .png()
    .toBuffer();
const imageUpload = (field: string) => async () =>
  multipart([{ field, filename: 'me.png', contentType: 'image/png', bytes: await png() }]);

const reviewText = 'A calm and well paced morning with a guide who knew every lane.';
const noSuchId = '00000000-0000-4000-8000-000000000000';

/** The caller's own rating or review of the fixture tour, through the API (none for a visitor). */
async function own(kind: 'ratings' | 'reviews', f: Fixtures, headers: Record<string, string>) {
  if (!headers.authorization) return `/api/posts/${f.tourId}/${kind}/${noSuchId}`;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/posts/${f.tourId}/${kind}`,
    headers,
    payload: kind === 'ratings' ? { rating: 4 } : { text: reviewText },
  });
  // The admin is one account across rows: it may have rated or reviewed already (409 names which).
  const body = response.json();
  const id =
    response.statusCode === 409 ? body.details[kind === 'ratings' ? 'ratingId' : 'reviewId'] : body.data?._id;
  expect(id, response.body).toBeTypeOf('string');
  return `/api/posts/${f.tourId}/${kind}/${id}`;
}

const adminKey = 'route-matrix-admin-key-0123';
const adminAccount: Account = { email: 'matrix-admin@example.com', password: 'matrix admin password' };

const table: Row[] = [
  // Profile photo.
  { method: 'POST', route: '/api/avatar/upload', access: 'user', raw: imageUpload('avatar') },
  { method: 'DELETE', route: '/api/avatar/delete', access: 'user' },

  // Health, configuration and the public catalog.
  { method: 'GET', route: '/api/health', access: 'visitor' },
  { method: 'GET', route: '/api/config', access: 'visitor' },
  { method: 'GET', route: '/api/posts', access: 'visitor' },
  { method: 'GET', route: '/api/posts/:id', access: 'visitor', url: (f) => `/api/posts/${f.tourId}` },
  { method: 'GET', route: '/api/categories', access: 'visitor' },
  {
    method: 'GET',
    route: '/api/posts/:id/ratings',
    access: 'visitor',
    url: (f) => `/api/posts/${f.tourId}/ratings`,
  },
  { method: 'GET', route: '/api/ratings', access: 'visitor' },
  {
    method: 'GET',
    route: '/api/posts/:id/reviews',
    access: 'visitor',
    url: (f) => `/api/posts/${f.tourId}/reviews`,
  },
  { method: 'GET', route: '/uploads/:file', access: 'visitor', url: (f) => f.imageFile },

  // Ratings and reviews: each caller writes and changes their own (other people's: see the modules' tests).
  {
    method: 'GET',
    route: '/api/posts/:id/ratings/mine',
    access: 'user',
    url: (f) => `/api/posts/${f.tourId}/ratings/mine`,
  },
  {
    method: 'POST',
    route: '/api/posts/:id/ratings',
    access: 'user',
    url: (f) => `/api/posts/${f.tourId}/ratings`,
    payload: () => ({ rating: 5, comment: 'Lovely' }),
  },
  {
    method: 'PUT',
    route: '/api/posts/:id/ratings/:ratingId',
    access: 'user',
    url: (f, headers) => own('ratings', f, headers),
    payload: () => ({ rating: 3 }),
  },
  {
    method: 'DELETE',
    route: '/api/posts/:id/ratings/:ratingId',
    access: 'user',
    url: (f, headers) => own('ratings', f, headers),
  },
  {
    method: 'GET',
    route: '/api/posts/:id/reviews/mine',
    access: 'user',
    url: (f) => `/api/posts/${f.tourId}/reviews/mine`,
  },
  {
    method: 'POST',
    route: '/api/posts/:id/reviews',
    access: 'user',
    url: (f) => `/api/posts/${f.tourId}/reviews`,
    payload: () => ({ text: reviewText, rating: 5 }),
  },
  {
    method: 'PUT',
    route: '/api/posts/:id/reviews/:reviewId',
    access: 'user',
    url: (f, headers) => own('reviews', f, headers),
    payload: () => ({ title: 'Worth it' }),
  },
  {
    method: 'DELETE',
    route: '/api/posts/:id/reviews/:reviewId',
    access: 'user',
    url: (f, headers) => own('reviews', f, headers),
  },

  // Uploads.
  { method: 'POST', route: '/api/upload', access: 'user', raw: imageUpload('image') },
  { method: 'POST', route: '/api/upload/review', access: 'user', raw: imageUpload('image') },
  { method: 'POST', route: '/api/upload/multiple', access: 'user', raw: imageUpload('images') },

  // Signing in (open to visitors; the answer depends on what is sent).
  {
    method: 'POST',
    route: '/api/auth/register',
    access: 'visitor',
    payload: () => ({ name: 'Matrix', email: uniqueEmail('matrix'), password: 'long enough' }),
    visitorStatus: 201,
  },
  { method: 'POST', route: '/api/auth/login', access: 'visitor', payload: () => adminAccount },
  {
    method: 'POST',
    route: '/api/forgot-password',
    access: 'visitor',
    payload: () => ({ email: uniqueEmail() }),
  },
  {
    method: 'PUT',
    route: '/api/auth/resetpassword/:token',
    access: 'visitor',
    url: () => '/api/auth/resetpassword/no-such-link',
    payload: () => ({ password: 'long enough' }),
    visitorStatus: 400,
  },
  {
    method: 'POST',
    route: '/api/auth/google',
    access: 'visitor',
    payload: () => ({ credential: 'x.y.z' }),
    visitorStatus: 503, // no GOOGLE_CLIENT_ID in this app
  },
  { method: 'POST', route: '/api/admin/login', access: 'visitor', payload: () => ({ adminKey }) },

  // The signed-in user's own account.
  { method: 'GET', route: '/api/auth/me', access: 'user' },
  { method: 'POST', route: '/api/auth/logout', access: 'user' },
  { method: 'POST', route: '/api/auth/logout-all', access: 'user' },
  { method: 'PUT', route: '/api/auth/updatedetails', access: 'user', payload: () => ({ bio: 'Hello' }) },
  {
    method: 'PUT',
    route: '/api/auth/updatepassword',
    access: 'user',
    payload: (as) => ({ currentPassword: as.password, newPassword: as.password }),
  },
];

let t: TestApp;
let fixtures: Fixtures;

beforeAll(async () => {
  t = await createTestApp({
    ADMIN_KEY: adminKey,
    ADMIN_EMAIL: adminAccount.email,
    ADMIN_PASSWORD: adminAccount.password,
  });
  await runFirstStart(t.config, t.database, { info: () => {} }, () => {});
  const tour = await insertTour(t.db);
  const image = await attachImage(t.db, tour.id, 0);
  fixtures = { tourId: tour.id, imageFile: imageUrl(image.id) };
});

afterAll(() => t?.close());

type Caller = 'visitor' | 'user' | 'admin';

/** A fresh session of the caller, and the account behind it (for rows that need its password). */
async function sessionOf(caller: Caller): Promise<{ headers: Record<string, string>; account: Account }> {
  if (caller === 'visitor')
    return { headers: {}, account: { email: 'visitor@example.com', password: 'a password' } };
  if (caller === 'admin') {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { adminKey } });
    return { headers: bearer(response.json().token), account: adminAccount };
  }
  const { token, user, password } = await register(t.app);
  return { headers: bearer(token), account: { email: user.email, password } };
}

async function call(row: Row, caller: Caller) {
  const { headers, account } = await sessionOf(caller);
  const raw = await row.raw?.();
  return t.app.inject({
    method: row.method,
    url: row.url ? await row.url(fixtures, headers) : row.route,
    headers: { ...headers, ...raw?.headers },
    ...(row.payload ? { payload: row.payload(account) } : {}),
    ...(raw ? { payload: raw.payload } : {}),
  });
}

const name = (row: Row) => `${row.method} ${row.route} (${row.access})`;

describe.each(table.map((row) => [name(row), row] as const))('%s', (_name, row) => {
  it('as a visitor', async () => {
    const response = await call(row, 'visitor');
    const expected = row.access === 'visitor' ? (row.visitorStatus ?? 200) : 401;
    expect(response.statusCode, response.body).toBe(expected);
  });

  if (row.access !== 'visitor' && row.payload) {
    it('as a visitor with a malformed body: still 401, access is checked before the body', async () => {
      const response = await t.app.inject({
        method: row.method,
        url: row.url ? await row.url(fixtures, {}) : row.route,
        payload: { unexpected: 'x'.repeat(10) },
      });
      expect(response.statusCode, response.body).toBe(401);
    });
  }

  it('as a user', async () => {
    const response = await call(row, 'user');
    if (row.access === 'admin') expect(response.statusCode, response.body).toBe(403);
    else expect([401, 403], response.body).not.toContain(response.statusCode);
    if (row.access === 'user') expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it('as an admin', async () => {
    const response = await call(row, 'admin');
    expect([401, 403], response.body).not.toContain(response.statusCode);
    if (row.access !== 'visitor') expect(response.statusCode, response.body).toBeLessThan(300);
  });
});

it('covers every route of the API', () => {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const declared = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  const inTable = new Set(table.map((row) => `${row.method} ${row.route}`));
  expect(declared.filter((route) => !inTable.has(route))).toEqual([]);
});
