import { forgotPasswordMessage, invalidCredentialsMessage } from '@tabi/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, meStatus, register, uniqueEmail } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createClock, days } from '../../../test/clock.ts';
import { insertUser } from '../../../test/fixtures.ts';
import { users } from '../../db/schema/index.ts';

/** Registration, password sign-in, profile, password change and the life of a session, as a client sees them. */
let t: TestApp;
const clock = createClock();

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});

afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const put = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, payload, headers });

describe('POST /api/auth/register', () => {
  it('creates a user account and answers a session with the spec user shape', async () => {
    const email = uniqueEmail('new');
    const response = await post('/api/auth/register', {
      name: '  Aiko Tanaka ',
      email: `  ${email.toUpperCase()} `,
      password: 'long enough',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: {
        name: 'Aiko Tanaka',
        email,
        role: 'user',
        avatar: null,
        photoURL: null,
        isGoogleUser: false,
      },
    });
    expect(body.user.id).toBe(body.user._id);
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(await meStatus(t.app, body.token)).toBe(200);
  });

  it('ignores a role in the body: every registration is a plain user', async () => {
    const response = await post('/api/auth/register', {
      name: 'Sneaky',
      email: uniqueEmail(),
      password: 'long enough',
      role: 'admin',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe('user');
  });

  it('refuses a taken e-mail, also in other letter case, with 409 and fieldErrors.email', async () => {
    const { user } = await register(t.app);
    for (const email of [user.email, user.email.toUpperCase()]) {
      const response = await post('/api/auth/register', { name: 'Other', email, password: 'long enough' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'CONFLICT',
        fieldErrors: { email: expect.stringMatching(/already exists/) },
      });
    }
  });

  it('refuses common and easily guessed passwords, saying why, and creates no account', async () => {
    for (const password of ['password', '12345678', 'qwertyuiop', 'Password1', 'hana1234']) {
      const email = uniqueEmail('guessable');
      const weak = await post('/api/auth/register', { name: 'Hana Sato', email, password });
      expect(weak.statusCode, password).toBe(400);
      expect(weak.json().fieldErrors.password, password).toMatch(/^This password is too easy to guess\./);
      expect((await post('/api/auth/login', { email, password })).statusCode).toBe(401);
    }
    const { token, password } = await register(t.app);
    const change = await put(
      '/api/auth/updatepassword',
      { currentPassword: password, newPassword: '12345678' },
      bearer(token),
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().fieldErrors.newPassword).toMatch(/too easy to guess/);
  });

  it('refuses a password under 8 characters and a malformed e-mail with field errors', async () => {
    const weak = await post('/api/auth/register', { name: 'Weak', email: uniqueEmail(), password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { password: 'Password must be at least 8 characters' },
    });

    const bad = await post('/api/auth/register', {
      name: 'Bad',
      email: 'not-an-email',
      password: 'long enough',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ email: 'Enter a valid e-mail address' });

    const empty = await post('/api/auth/register', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fieldErrors).sort()).toEqual(['email', 'name', 'password']);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, the e-mail in any case', async () => {
    const { user, password } = await register(t.app);
    const session = await login(t.app, ` ${user.email.toUpperCase()}`, password);
    expect(session.user._id).toBe(user._id);
    expect(await meStatus(t.app, session.token)).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401 message', async () => {
    const { user } = await register(t.app);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'not the password' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'whatever1' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: invalidCredentialsMessage,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('answers the same 401 for an account that has no password (Google only)', async () => {
    const google = await insertUser(t.db, { isGoogleUser: true, googleSub: `sub-${uniqueEmail()}` });
    const response = await post('/api/auth/login', { email: google.email, password: 'anything at all' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(invalidCredentialsMessage);
  });

  it('refuses a disabled user with 403 and a clear message, and ends their sessions', async () => {
    const { user, password, token } = await register(t.app);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, user._id));

    const response = await post('/api/auth/login', { email: user.email, password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/disabled/) });
    expect(await meStatus(t.app, token)).toBe(401);
    // A wrong password still gets the ordinary answer: only the password's owner learns it is disabled.
    const wrong = await post('/api/auth/login', { email: user.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('GET /api/auth/me and the bearer token', () => {
  it('answers { success, user } for a session and 401 without one', async () => {
    const { token, user } = await register(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ success: true, user });

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it('tells every cache not to keep an answer made for a session', async () => {
    const { token } = await register(t.app);
    for (const url of ['/api/auth/me', '/api/bookings/my-bookings', '/api/notifications']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(visitor.headers['cache-control']).not.toBe('no-store');
  });

  it('treats a malformed or tampered token as signed out', async () => {
    const { token } = await register(t.app);
    const [head, payload, signature] = token.split('.');
    const tampered = `${head}.${payload}.${signature!.slice(0, -2)}xx`;
    for (const bad of ['garbage', tampered, `${token}x`]) expect(await meStatus(t.app, bad)).toBe(401);
  });

  it("treats the old client's Google marker token as signed out, with or without a user-data header", async () => {
    const { user } = await register(t.app);
    const userData = encodeURIComponent(JSON.stringify({ ...user, role: 'admin' }));
    for (const headers of [
      { authorization: 'Bearer google-auth-token' },
      { authorization: 'Bearer google-auth-token', 'user-data': userData },
      { authorization: 'Bearer google-auth-token', 'x-user-data': userData },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(response.statusCode).toBe(401);
    }
  });

  it('treats a request carrying a user-data header as signed out, even with a real token', async () => {
    const { token, user } = await register(t.app);
    const userData = encodeURIComponent(JSON.stringify(user));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...bearer(token), 'user-data': userData },
    });
    expect(response.statusCode).toBe(401);
    expect(await meStatus(t.app, token)).toBe(200);
  });
});

describe('signing out', () => {
  it('logout ends only this session', async () => {
    const { user, password, token } = await register(t.app);
    const other = await login(t.app, user.email, password);
    const response = await post('/api/auth/logout', {}, bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect(await meStatus(t.app, token)).toBe(401);
    expect(await meStatus(t.app, other.token)).toBe(200);
    // A signed-out token cannot sign out again.
    expect((await post('/api/auth/logout', {}, bearer(token))).statusCode).toBe(401);
  });

  it('logout-all ends every session of the user, this one included, and no one else', async () => {
    const { user, password, token } = await register(t.app);
    const second = await login(t.app, user.email, password);
    const stranger = await register(t.app);
    expect((await post('/api/auth/logout-all', {}, bearer(second.token))).statusCode).toBe(200);
    expect(await meStatus(t.app, token)).toBe(401);
    expect(await meStatus(t.app, second.token)).toBe(401);
    expect(await meStatus(t.app, stranger.token)).toBe(200);
  });
});

describe('session lifetime (by the app clock)', () => {
  it('ends a session unused for 7 days', async () => {
    const { token } = await register(t.app);
    clock.advance(days(7) + 60_000);
    expect(await meStatus(t.app, token)).toBe(401);
  });

  it('keeps a session in use alive, but never beyond 30 days after sign-in', async () => {
    const { token, user } = await register(t.app);
    // Used every 6 days: never idle for 7, so it lives on until its 30 days are over.
    for (const day of [6, 12, 18, 24, 29]) {
      clock.advance(days(day <= 24 ? 6 : 5));
      expect(await meStatus(t.app, token), `day ${day}`).toBe(200);
      await waitForLastUse(user._id, clock.now());
    }
    // Day 30 and a minute: used yesterday, so not idle, but 30 days old.
    clock.advance(days(1) + 60_000);
    expect(await meStatus(t.app, token)).toBe(401);
  });
});

/** The guard records a use without waiting for it; wait until the database has it. */
async function waitForLastUse(userId: string, at: Date) {
  await expect
    .poll(async () => {
      const rows = await t.database.pool.query<{ last: Date }>(
        'SELECT max(last_used_at) AS last FROM sessions WHERE user_id = $1',
        [userId],
      );
      return rows.rows[0]!.last.getTime();
    })
    .toBe(at.getTime());
}

describe('PUT /api/auth/updatedetails', () => {
  it('changes name, phone and bio at once and asks to change the e-mail, answering the updated user', async () => {
    const { token, user, password } = await register(t.app);
    const email = uniqueEmail('moved');
    const response = await put(
      '/api/auth/updatedetails',
      {
        name: 'Aiko T.',
        email: email.toUpperCase(),
        currentPassword: password,
        phone: '+81 90-1234-5678',
        bio: 'Temples and ramen.',
      },
      bearer(token),
    );
    expect(response.statusCode).toBe(200);
    // The new address waits for its confirmation link (email-links.test.ts).
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        name: 'Aiko T.',
        email: user.email,
        pendingEmail: email,
        phone: '+81 90-1234-5678',
        bio: 'Temples and ramen.',
      },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user).toMatchObject({
      email: user.email,
      pendingEmail: email,
      phone: '+81 90-1234-5678',
    });

    const cleared = await put('/api/auth/updatedetails', { phone: '', bio: '' }, bearer(token));
    expect(cleared.json().data).toMatchObject({ phone: null, bio: null, name: 'Aiko T.' });
  });

  it("refuses another account's e-mail with 409 fieldErrors.email", async () => {
    const mine = await register(t.app);
    const theirs = await register(t.app);
    const response = await put(
      '/api/auth/updatedetails',
      { email: theirs.user.email.toUpperCase(), currentPassword: mine.password },
      bearer(mine.token),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', fieldErrors: { email: expect.any(String) } });
    // Keeping one's own address is not a conflict.
    const same = await put('/api/auth/updatedetails', { email: mine.user.email }, bearer(mine.token));
    expect(same.statusCode).toBe(200);
  });

  it('refuses unknown fields (such as role) and bad values', async () => {
    const { token } = await register(t.app);
    const role = await put('/api/auth/updatedetails', { role: 'admin' }, bearer(token));
    expect(role.statusCode).toBe(400);
    const phone = await put('/api/auth/updatedetails', { phone: 'call me maybe' }, bearer(token));
    expect(phone.statusCode).toBe(400);
    expect(phone.json().fieldErrors).toHaveProperty('phone');
  });
});

describe('PUT /api/auth/updatepassword', () => {
  it('changes the password, keeps this session and ends every other one', async () => {
    const { user, password, token } = await register(t.app);
    const other = await login(t.app, user.email, password);
    const response = await put(
      '/api/auth/updatepassword',
      { currentPassword: password, newPassword: 'a brand new secret' },
      bearer(token),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect(await meStatus(t.app, token)).toBe(200);
    expect(await meStatus(t.app, other.token)).toBe(401);

    expect((await post('/api/auth/login', { email: user.email, password })).statusCode).toBe(401);
    await login(t.app, user.email, 'a brand new secret');
  });

  it('answers a wrong current password with 400 fieldErrors.currentPassword, never 401', async () => {
    const { token } = await register(t.app);
    const response = await put(
      '/api/auth/updatepassword',
      { currentPassword: 'not my password', newPassword: 'a brand new secret' },
      bearer(token),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { currentPassword: expect.any(String) },
    });
    expect(await meStatus(t.app, token)).toBe(200);
  });

  it('refuses a weak new password', async () => {
    const { token, password } = await register(t.app);
    const response = await put(
      '/api/auth/updatepassword',
      { currentPassword: password, newPassword: 'short' },
      bearer(token),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('newPassword');
  });

  it('tells a Google-only user that there is no password to change', async () => {
    const { token } = await register(t.app);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
    await t.db.update(users).set({ passwordHash: null, isGoogleUser: true }).where(eq(users.id, me.user._id));
    const response = await put(
      '/api/auth/updatepassword',
      { currentPassword: 'anything', newPassword: 'a brand new secret' },
      bearer(token),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Google/);
  });
});

describe('GET /api/config', () => {
  it('tells the web app there is no Google client id, the currency, the time zone and to pay at the meeting point', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        googleClientId: null,
        currency: 'USD',
        timezone: 'Asia/Tokyo',
        payments: { mode: 'at-meeting-point', publishableKey: null },
      },
    });
  });

  it('answers Google sign-in with 404 while no client id is configured (the feature is off)', async () => {
    const response = await post('/api/auth/google', { credential: 'a.b.c' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringMatching(/Google/),
    });
  });
});

it('forgot-password answers the same message for an unknown e-mail', async () => {
  const response = await post('/api/forgot-password', { email: uniqueEmail('ghost') });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true, message: forgotPasswordMessage });
});
