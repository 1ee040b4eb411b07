import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail, meStatus, register, uniqueEmail } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertUser } from '../../../test/fixtures.ts';
import { startGoogleIssuer } from '../../../test/google-issuer.ts';
import { users } from '../../db/schema/index.ts';

/** Google sign-in against a local issuer with its own keys: only a genuine, current token signs in. */
let google: Awaited<ReturnType<typeof startGoogleIssuer>>;
let t: TestApp;

beforeAll(async () => {
  google = await startGoogleIssuer();
  t = await createTestApp(google.env);
});

afterAll(async () => {
  await t?.close();
  await google?.close();
});

const signIn = (credential: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });
const photo = 'https://lh3.googleusercontent.com/a/photo-of-aiko';

describe('POST /api/auth/google', () => {
  it('creates a user from a valid token and answers a normal session', async () => {
    const email = uniqueEmail('google');
    const credential = await google.token(`sub-${randomUUID()}`, {
      claims: { email, name: 'Aiko Google', picture: photo, role: 'admin' },
    });
    const response = await signIn(credential);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { name: 'Aiko Google', email, role: 'user', isGoogleUser: true, photoURL: photo, avatar: photo },
    });
    expect(await meStatus(t.app, body.token)).toBe(200);

    // The same Google account signs in to the same user next time.
    const again = (await signIn(credential)).json();
    expect(again.user._id).toBe(body.user._id);
  });

  it("names a user without a name 'Google User'", async () => {
    const credential = await google.token(`sub-${randomUUID()}`, {
      claims: { email: uniqueEmail('noname') },
    });
    const response = await signIn(credential);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'Google User', avatar: null, photoURL: null });
  });

  it('links an existing account with the same confirmed e-mail, which keeps its password', async () => {
    const { user, password } = await register(t.app, { name: 'Kenji Sato' });
    await confirmEmail(t.db, user._id);
    const sub = `sub-${randomUUID()}`;
    const response = await signIn(
      await google.token(sub, {
        claims: { email: user.email.toUpperCase(), name: 'K. Sato', picture: photo },
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      _id: user._id,
      name: 'Kenji Sato',
      isGoogleUser: true,
      photoURL: photo,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.googleSub).toBe(sub);

    const byPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    expect(byPassword.statusCode).toBe(200);
  });

  it('takes over an account whose address nobody confirmed: its password and sessions end (pre-hijacking)', async () => {
    // Someone registers the victim's address with a password of their own and keeps a session open.
    const attacker = await register(t.app, { name: 'Not Mio' });
    const victim = attacker.user.email;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/updatedetails',
      headers: { authorization: `Bearer ${attacker.token}` },
      payload: { email: uniqueEmail('attacker'), currentPassword: attacker.password },
    });
    expect(changed.json().data.pendingEmail).not.toBeNull();

    // The owner of the address signs in with Google: Google has verified it.
    const response = await signIn(
      await google.token(`sub-${randomUUID()}`, { claims: { email: victim, name: 'Mio Kato' } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { token, user } = response.json();
    expect(user).toMatchObject({
      _id: attacker.user._id,
      email: victim,
      emailVerified: true,
      pendingEmail: null,
    });
    expect(await meStatus(t.app, attacker.token)).toBe(401);
    expect(await meStatus(t.app, token)).toBe(200);
    const byPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: victim, password: attacker.password },
    });
    expect(byPassword.statusCode).toBe(401);
  });

  it('marks an account it creates as confirmed', async () => {
    const response = await signIn(
      await google.token(`sub-${randomUUID()}`, { claims: { email: uniqueEmail('fresh') } }),
    );
    expect(response.json().user).toMatchObject({ emailVerified: true });
  });

  it('never signs in to an administrator account', async () => {
    const admin = await insertUser(t.db, { role: 'admin', email: uniqueEmail('admin') });
    const response = await signIn(
      await google.token(`sub-${randomUUID()}`, { claims: { email: admin.email } }),
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses a disabled user', async () => {
    const email = uniqueEmail('off');
    await insertUser(t.db, { email, disabled: true });
    const response = await signIn(await google.token(`sub-${randomUUID()}`, { claims: { email } }));
    expect(response.statusCode).toBe(403);
  });

  describe('refuses with 401', () => {
    const email = () => uniqueEmail('bad');
    const cases: [string, () => Promise<string>][] = [
      [
        'a forged signature (another key claiming the real key id)',
        async () =>
          google.token('sub-forged', {
            claims: { email: email() },
            key: (await generateKeyPair('RS256')).privateKey,
          }),
      ],
      [
        'a wrong audience',
        () => google.token('sub-aud', { claims: { email: email() }, audience: 'someone-else' }),
      ],
      [
        'a wrong issuer',
        () => google.token('sub-iss', { claims: { email: email() }, issuer: 'https://evil.example' }),
      ],
      ['an expired token', () => google.token('sub-exp', { claims: { email: email() }, expiresIn: -120 })],
      [
        'an unverified e-mail',
        () => google.token('sub-unverified', { claims: { email: email(), email_verified: false } }),
      ],
      ['no e-mail at all', () => google.token('sub-noemail')],
      ['a token that is not a JWT', async () => 'not-a-token'],
      ["the old client's marker", async () => 'google-auth-token'],
    ];

    it.each(cases)('%s', async (_name, make) => {
      const response = await signIn(await make());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'UNAUTHENTICATED',
        message: expect.stringMatching(/^Google sign-in failed/),
      });
    });

    it('and creates no account for any of them', async () => {
      const [row] = await t.db.select().from(users).where(eq(users.googleSub, 'sub-forged'));
      expect(row).toBeUndefined();
    });
  });

  it('tells the web app its client id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().data.googleClientId).toBe(google.clientId);
  });
});

describe("when Google's keys cannot be fetched", () => {
  it('answers 503, not 401: the token may be fine', async () => {
    const offline = await createTestApp({ ...google.env, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' });
    try {
      const credential = await google.token('sub-offline', { claims: { email: uniqueEmail() } });
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: { credential },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await offline.close();
    }
  });
});
