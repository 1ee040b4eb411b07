import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, uniqueEmail } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';

/** Brute force is cut off per address and per account, with a 429 saying when to come back. */
let t: TestApp;
const limit = 3;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN: String(limit),
    RATE_LIMIT_REGISTER: String(limit),
    RATE_LIMIT_RESET: '2',
    RATE_LIMIT_ADMIN_KEY: '2',
    RATE_LIMIT_GOOGLE: '2',
    RATE_LIMIT_WINDOW_MINUTES: '15',
    ADMIN_KEY: 'the-admin-key-for-rate-limits',
  });
});

afterAll(() => t?.close());

let address = 0;
/** A different client address per call site (app.inject's remoteAddress; X-Forwarded-For works too). */
const nextAddress = () => `203.0.113.${++address}`;

const attempt = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

function expectRateLimited(response: Awaited<ReturnType<typeof attempt>>) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(response.json()).toMatchObject({
    success: false,
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (minutes?|seconds)\.$/),
    details: { retryAfterSeconds: retryAfter },
  });
}

describe('sign-in', () => {
  it('allows N attempts from one address, then answers 429 with Retry-After', async () => {
    const ip = nextAddress();
    for (let i = 0; i < limit; i++) {
      const response = await attempt('/api/auth/login', { email: uniqueEmail(), password: 'wrong one' }, ip);
      expect(response.statusCode).toBe(401);
    }
    expectRateLimited(await attempt('/api/auth/login', { email: uniqueEmail(), password: 'wrong one' }, ip));
    // Another address is not affected.
    const other = await attempt(
      '/api/auth/login',
      { email: uniqueEmail(), password: 'wrong one' },
      nextAddress(),
    );
    expect(other.statusCode).toBe(401);
  });

  it('limits one account tried from many addresses', async () => {
    const { user, password } = await register(t.app, {}, nextAddress());
    for (let i = 0; i < limit; i++) {
      const response = await attempt(
        '/api/auth/login',
        { email: user.email, password: 'guess' },
        nextAddress(),
      );
      expect(response.statusCode).toBe(401);
    }
    // Even the right password, from a fresh address, waits: the account is what is being guessed.
    expectRateLimited(
      await attempt('/api/auth/login', { email: user.email.toUpperCase(), password }, nextAddress()),
    );
    // Other accounts sign in as usual.
    const other = await register(t.app, {}, nextAddress());
    const response = await attempt(
      '/api/auth/login',
      { email: other.user.email, password: other.password },
      nextAddress(),
    );
    expect(response.statusCode).toBe(200);
  });

  it('counts X-Forwarded-For as the client address (the app runs behind a proxy)', async () => {
    const forwarded = nextAddress();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail(), password: 'wrong one' },
        headers: { 'x-forwarded-for': forwarded },
      });
    for (let i = 0; i < limit; i++) expect((await send()).statusCode).toBe(401);
    expectRateLimited(await send());
  });
});

describe('the other limited actions', () => {
  it('registration: a family registers three accounts from one connection; the fourth waits', async () => {
    const ip = nextAddress();
    for (let i = 0; i < limit; i++) await register(t.app, {}, ip);
    expectRateLimited(
      await attempt(
        '/api/auth/register',
        { name: 'Fourth', email: uniqueEmail(), password: 'long enough' },
        ip,
      ),
    );
  });

  it('forgot-password: per address and per account', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 2; i++) {
      expect((await attempt('/api/forgot-password', { email: uniqueEmail() }, ip)).statusCode).toBe(200);
    }
    expectRateLimited(await attempt('/api/forgot-password', { email: uniqueEmail() }, ip));

    const email = uniqueEmail('mailbombed');
    for (let i = 0; i < 2; i++) {
      expect((await attempt('/api/forgot-password', { email }, nextAddress())).statusCode).toBe(200);
    }
    expectRateLimited(await attempt('/api/forgot-password', { email }, nextAddress()));
  });

  it('admin key', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 2; i++) {
      expect((await attempt('/api/admin/login', { adminKey: 'guess' }, ip)).statusCode).toBe(401);
    }
    expectRateLimited(await attempt('/api/admin/login', { adminKey: 'the-admin-key-for-rate-limits' }, ip));
  });

  it('Google sign-in', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 2; i++) {
      expect((await attempt('/api/auth/google', { credential: 'x.y.z' }, ip)).statusCode).toBe(503);
    }
    expectRateLimited(await attempt('/api/auth/google', { credential: 'x.y.z' }, ip));
  });

  it('leaves routes without a limit alone', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 10; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/config', remoteAddress: ip });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('with REDIS_URL (several server processes)', () => {
  it('two app instances count the attempts on one account together', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, RATE_LIMIT_LOGIN: String(limit) };
    const first = await createTestApp(env);
    const second = await createTestApp(env);
    try {
      const email = uniqueEmail('shared');
      // Redis outlives the test run: fresh addresses each run, so earlier runs' counters do not matter.
      const run = randomBytes(4).toString('hex');
      const addressOf = (i: number) => `2001:db8:${run.slice(0, 4)}:${i}${run.slice(4, 7)}::1`;
      const apps = [first, second, first];
      for (const [i, instance] of apps.entries()) {
        const response = await instance.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'guess' },
          remoteAddress: addressOf(i),
        });
        expect(response.statusCode).toBe(401);
      }
      const response = await second.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'guess' },
        remoteAddress: addressOf(9),
      });
      expectRateLimited(response);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('a client that is not a trusted proxy', () => {
  it('cannot dodge the per-address limit by sending its own X-Forwarded-For', async () => {
    const direct = nextAddress();
    const send = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail(), password: 'wrong one' },
        remoteAddress: direct,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
    for (let i = 0; i < limit; i++) expect((await send(i)).statusCode).toBe(401);
    expectRateLimited(await send(limit));
  });
});
