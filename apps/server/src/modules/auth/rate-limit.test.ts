import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, bearer, register, uniqueEmail } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startGoogleIssuer } from '../../../test/google-issuer.ts';
import { loadConfig } from '../../config.ts';
import { runFirstStart } from '../../first-run.ts';

/**
 * Guessing is cut off by failed attempts per account and per address, with a 429 saying when to come
 * back; people who sign in right are let in however many share one address, up to a high ceiling.
 */
let t: TestApp;
let google: Awaited<ReturnType<typeof startGoogleIssuer>>;
const perAccount = 3;
const perAddress = 5;
const ceiling = 20;

beforeAll(async () => {
  google = await startGoogleIssuer();
  t = await createTestApp({
    RATE_LIMIT_LOGIN: String(perAccount),
    RATE_LIMIT_LOGIN_PER_ADDRESS: String(perAddress),
    RATE_LIMIT_AUTH_CEILING: String(ceiling),
    RATE_LIMIT_REGISTER: '3',
    RATE_LIMIT_RESET: '2',
    RATE_LIMIT_RESET_PER_ADDRESS: '4',
    RATE_LIMIT_ADMIN_KEY: '2',
    RATE_LIMIT_GOOGLE: '2',
    RATE_LIMIT_WINDOW_MINUTES: '15',
    ...adminEnv,
    ...google.env,
  });
  await runFirstStart(t.config, t.database, { info: () => {} }, () => {});
});

afterAll(async () => {
  await t?.close();
  await google?.close();
});

let address = 0;
/** A different client address per call site (app.inject's remoteAddress; X-Forwarded-For works too). */
const nextAddress = () => `203.0.113.${++address}`;

const attempt = (url: string, payload: object, remoteAddress: string, app = t.app) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

type Response = Awaited<ReturnType<typeof attempt>>;

function expectRateLimited(response: Response, message: RegExp = /^Too many /, windowMinutes = 15) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMinutes * 60);
  const body = response.json();
  expect(body).toMatchObject({
    success: false,
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/^Too many .+\. Please try again in \d+ (minutes?|seconds)(, or .+)?\.$/),
    details: { retryAfterSeconds: retryAfter },
  });
  expect(body.message).toMatch(message);
}

/** `count` accounts, each registered from its own address (registration has its own limit). */
async function travellers(count: number) {
  const made = [];
  for (let i = 0; i < count; i++) {
    const { user, password } = await register(t.app, {}, nextAddress());
    made.push({ email: user.email, password });
  }
  return made;
}

const signIn = (email: string, password: string, ip: string) =>
  attempt('/api/auth/login', { email, password }, ip);

describe('sign-in', () => {
  it('lets a hotel lobby in: 12 people with the right password from one address, a typo on the way', async () => {
    const lobby = nextAddress();
    const group = await travellers(12);
    for (const [i, person] of group.entries()) {
      if (i === 5) expect((await signIn(person.email, 'a typo', lobby)).statusCode).toBe(401);
      const response = await signIn(person.email, person.password, lobby);
      expect(response.statusCode, `person ${i + 1}: ${response.body}`).toBe(200);
    }
  });

  it('refuses an account after its failed sign-ins, from any address, even the right password', async () => {
    const [owner, other] = await travellers(2);
    if (!owner || !other) throw new Error('two travellers expected');
    for (let i = 0; i < perAccount; i++) {
      expect((await signIn(owner.email, 'guess', nextAddress())).statusCode).toBe(401);
    }
    // The account is what is being guessed: a fresh address with the right password waits too.
    const refused = await signIn(owner.email.toUpperCase(), owner.password, nextAddress());
    expectRateLimited(refused, /^Too many failed sign-ins for this e-mail address\..*Forgot password/);
    // Other accounts sign in as usual.
    expect((await signIn(other.email, other.password, nextAddress())).statusCode).toBe(200);
  });

  it('answers an e-mail without an account exactly as one with an account', async () => {
    const unknown = uniqueEmail('nobody');
    for (let i = 0; i < perAccount; i++) {
      expect((await signIn(unknown, 'guess', nextAddress())).statusCode).toBe(401);
    }
    expectRateLimited(
      await signIn(unknown, 'guess', nextAddress()),
      /^Too many failed sign-ins for this e-mail address\./,
    );
  });

  it("refuses an address after its failed sign-ins over many accounts; right sign-ins between don't count", async () => {
    const [known] = await travellers(1);
    if (!known) throw new Error('a traveller expected');
    const ip = nextAddress();
    for (let i = 0; i < perAddress; i++) {
      // Signing in with a password one knows neither counts nor wipes the address's failures.
      expect((await signIn(known.email, known.password, ip)).statusCode).toBe(200);
      expect((await signIn(uniqueEmail(), 'Summer2026!', ip)).statusCode).toBe(401);
    }
    expectRateLimited(await signIn(uniqueEmail(), 'Summer2026!', ip), /from your network/);
    // Spraying stops: even a right password waits, so the address learns nothing more this window.
    expectRateLimited(await signIn(known.email, known.password, ip), /from your network/);
    // Another address is not affected.
    expect((await signIn(uniqueEmail(), 'Summer2026!', nextAddress())).statusCode).toBe(401);
  });

  it('caps every sign-in attempt from one address, right or wrong, at the ceiling', async () => {
    const [known] = await travellers(1);
    if (!known) throw new Error('a traveller expected');
    const ip = nextAddress();
    for (let i = 0; i < ceiling; i++) {
      const response = await signIn(known.email, known.password, ip);
      expect(response.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
    expectRateLimited(await signIn(known.email, known.password, ip), /^Too many attempts\./);
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
    for (let i = 0; i < perAddress; i++) expect((await send()).statusCode).toBe(401);
    expectRateLimited(await send());
  });
});

describe('registration', () => {
  it('allows RATE_LIMIT_REGISTER accounts per address per hour, then answers 429 for up to an hour', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 3; i++) await register(t.app, {}, ip);
    const refused = await attempt(
      '/api/auth/register',
      { name: 'Fourth', email: uniqueEmail(), password: 'long enough' },
      ip,
    );
    expectRateLimited(refused, /^Too many attempts\./, 60);
    // The window is an hour, not the sign-in window of 15 minutes.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(15 * 60);
  });

  it('with the default limits, a tour group of 20 registers in one hotel lobby; the limit holds beyond', async () => {
    const defaults = loadConfig({});
    const lobby = await createTestApp({
      RATE_LIMIT_REGISTER: String(defaults.RATE_LIMIT_REGISTER),
      RATE_LIMIT_REGISTER_WINDOW_MINUTES: String(defaults.RATE_LIMIT_REGISTER_WINDOW_MINUTES),
    });
    try {
      const ip = '198.51.100.7';
      for (let i = 0; i < 20; i++) await register(lobby.app, { name: `Traveller ${i + 1}` }, ip);
      // Every attempt counts, a mistyped form too: fill the rest of the allowance cheaply.
      for (let i = 20; i < defaults.RATE_LIMIT_REGISTER; i++) {
        const response = await attempt('/api/auth/register', { name: 'X', email: 'nope' }, ip, lobby.app);
        expect(response.statusCode).toBe(400);
      }
      expectRateLimited(
        await attempt(
          '/api/auth/register',
          { name: 'One too many', email: uniqueEmail(), password: 'long enough' },
          ip,
          lobby.app,
        ),
        /^Too many attempts\./,
        defaults.RATE_LIMIT_REGISTER_WINDOW_MINUTES,
      );
    } finally {
      await lobby.close();
    }
  });
});

describe('the other limited actions', () => {
  it('forgot-password: every request counts, per address and per account', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 4; i++) {
      expect((await attempt('/api/forgot-password', { email: uniqueEmail() }, ip)).statusCode).toBe(200);
    }
    expectRateLimited(await attempt('/api/forgot-password', { email: uniqueEmail() }, ip));

    const email = uniqueEmail('mailbombed');
    for (let i = 0; i < 2; i++) {
      expect((await attempt('/api/forgot-password', { email }, nextAddress())).statusCode).toBe(200);
    }
    expectRateLimited(await attempt('/api/forgot-password', { email }, nextAddress()));
  });

  it('reset links: dead links count per address', async () => {
    const ip = nextAddress();
    const redeem = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/auth/resetpassword/${randomBytes(32).toString('hex')}`,
        payload: { password: 'a new password' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 2; i++) expect((await redeem()).statusCode).toBe(400);
    expectRateLimited(await redeem(), /^Too many invalid reset links from your network\./);
  });

  it('admin key: sign-ins with the right key do not count; wrong keys do', async () => {
    const ip = nextAddress();
    const admin = (adminKey: string) => attempt('/api/admin/login', { adminKey }, ip);
    for (let i = 0; i < 3; i++) expect((await admin(adminEnv.ADMIN_KEY)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await admin('a guess at the key')).statusCode).toBe(401);
    expectRateLimited(await admin(adminEnv.ADMIN_KEY), /^Too many wrong admin keys from your network\./);
  });

  it('Google sign-in: accepted tokens do not count; rejected ones do', async () => {
    const ip = nextAddress();
    const viaGoogle = (credential: string) => attempt('/api/auth/google', { credential }, ip);
    for (let i = 0; i < 3; i++) {
      const credential = await google.token(`sub-${randomUUID()}`, { claims: { email: uniqueEmail('g') } });
      expect((await viaGoogle(credential)).statusCode).toBe(200);
    }
    for (let i = 0; i < 2; i++) expect((await viaGoogle('x.y.z')).statusCode).toBe(401);
    const credential = await google.token(`sub-${randomUUID()}`, { claims: { email: uniqueEmail('g') } });
    expectRateLimited(await viaGoogle(credential), /^Too many failed Google sign-ins from your network\./);
  });

  it('wrong current passwords (password or e-mail change) count per account, as failed sign-ins do', async () => {
    const { token, password } = await register(t.app, {}, nextAddress());
    const asUser = (method: 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: bearer(token), remoteAddress: nextAddress() });
    const change = (currentPassword: string) =>
      asUser('PUT', '/api/auth/updatepassword', { currentPassword, newPassword: 'another long password' });
    for (let i = 0; i < perAccount - 1; i++) expect((await change('a guess')).statusCode).toBe(400);
    const emailChange = await asUser('PUT', '/api/auth/updatedetails', {
      email: uniqueEmail('elsewhere'),
      currentPassword: 'one more guess',
    });
    expect(emailChange.statusCode).toBe(400);
    expectRateLimited(await change(password), /^Too many wrong passwords or codes for this account\./);
    expectRateLimited(
      await asUser('PUT', '/api/auth/updatedetails', { email: uniqueEmail('x'), currentPassword: password }),
    );
    // Other changes to the profile are not password checks.
    expect((await asUser('PUT', '/api/auth/updatedetails', { name: 'Still Me' })).statusCode).toBe(200);
    // Another account is not affected.
    const other = await register(t.app, {}, nextAddress());
    const theirs = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/updatepassword',
      payload: { currentPassword: other.password, newPassword: 'another long password' },
      headers: bearer(other.token),
    });
    expect(theirs.statusCode).toBe(200);
  });

  it('confirmation links: every resend counts per account', async () => {
    const { token } = await register(t.app, {}, nextAddress());
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email/resend',
        headers: bearer(token),
        remoteAddress: nextAddress(),
      });
    for (let i = 0; i < 2; i++) expect((await resend()).statusCode).toBe(200);
    expectRateLimited(await resend());
  });

  it('changes of e-mail count per account with the confirmation mails: no mailing address after address', async () => {
    const { token, password } = await register(t.app, {}, nextAddress());
    const change = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/updatedetails',
        payload,
        headers: bearer(token),
        remoteAddress: nextAddress(),
      });
    for (let i = 0; i < 2; i++)
      expect((await change({ email: uniqueEmail('target'), currentPassword: password })).statusCode).toBe(
        200,
      );
    expectRateLimited(await change({ email: uniqueEmail('target'), currentPassword: password }));
    // Saving the name, phone or bio sends no mail and is not held back.
    expect((await change({ name: 'Still Me' })).statusCode).toBe(200);
  });

  it('e-mail links: dead confirmation and undo links count per address', async () => {
    const ip = nextAddress();
    const follow = (path: string) => attempt(path, { token: randomBytes(32).toString('hex') }, ip);
    expect((await follow('/api/auth/verify-email')).statusCode).toBe(400);
    expect((await follow('/api/auth/email-change/undo')).statusCode).toBe(400);
    expectRateLimited(
      await follow('/api/auth/verify-email'),
      /^Too many invalid e-mail links from your network\./,
    );
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
  // Redis outlives the test run: fresh addresses each run, so earlier runs' counters do not matter.
  const run = randomBytes(4).toString('hex');
  const addressOf = (i: number) => `2001:db8:${run.slice(0, 4)}:${i}${run.slice(4, 7)}::1`;

  it('two app instances count the failed attempts on one account together', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, RATE_LIMIT_LOGIN: String(perAccount) };
    const first = await createTestApp(env);
    const second = await createTestApp(env);
    try {
      const email = uniqueEmail('shared');
      for (const [i, instance] of [first, second, first].entries()) {
        const response = await attempt(
          '/api/auth/login',
          { email, password: 'guess' },
          addressOf(i),
          instance.app,
        );
        expect(response.statusCode).toBe(401);
      }
      expectRateLimited(
        await attempt('/api/auth/login', { email, password: 'guess' }, addressOf(9), second.app),
        /for this e-mail address/,
      );
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("two app instances share an address's failures, and neither counts right sign-ins", async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL!, RATE_LIMIT_LOGIN_PER_ADDRESS: '3' };
    const first = await createTestApp(env);
    const second = await createTestApp(env);
    try {
      // Each instance has its own database here: the same account in both.
      const account = { email: uniqueEmail('both'), password: 'correct horse battery' };
      await register(first.app, account, addressOf(20));
      await register(second.app, account, addressOf(21));
      const lobby = addressOf(22);
      const apps = [first.app, second.app, first.app, second.app, first.app];
      for (const app of apps) {
        expect((await attempt('/api/auth/login', account, lobby, app)).statusCode).toBe(200);
      }
      for (const app of apps.slice(0, 3)) {
        const wrong = { email: uniqueEmail(), password: 'guess' };
        expect((await attempt('/api/auth/login', wrong, lobby, app)).statusCode).toBe(401);
      }
      expectRateLimited(await attempt('/api/auth/login', account, lobby, second.app), /from your network/);
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
    for (let i = 0; i < perAddress; i++) expect((await send(i)).statusCode).toBe(401);
    expectRateLimited(await send(perAddress));
  });
});
