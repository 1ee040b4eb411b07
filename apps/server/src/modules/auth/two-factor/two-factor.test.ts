import { randomUUID } from 'node:crypto';
import { company, policy, recoveryCodeCount, refusalReasons } from '@tabi/contracts';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminEnv,
  adminSession,
  meStatus,
  register,
  registerConfirmed,
  send,
  uniqueEmail,
} from '../../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { createClock, minutes } from '../../../../test/clock.ts';
import { startGoogleIssuer } from '../../../../test/google-issuer.ts';
import { startSmtpCapture } from '../../../../test/smtp.ts';

/** Two-step sign-in end to end: an authenticator app is a TOTP secret here, its codes computed as the app would. */
const publicUrl = 'https://tours.example.test';
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let google: Awaited<ReturnType<typeof startGoogleIssuer>>;
let t: TestApp;
/** Taken before the admin turns two-step sign-in on (one test does). */
let adminToken: string;
const clock = createClock();

beforeAll(async () => {
  smtp = await startSmtpCapture();
  google = await startGoogleIssuer();
  t = await createTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, ...adminEnv, ...google.env },
    { now: clock.now },
  );
  adminToken = await adminSession(t.app, t.config, t.database);
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await google?.close();
});

/** The code the app shows now (the clock moves on 30 s first, so the last code used is never this one). */
function nextCode(secret: string): string {
  clock.advance(30_000);
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.now().getTime() });
}

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const secondStep = (challenge: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/two-factor/verify', payload: { challenge, code } });

/** Turns two-step sign-in on for a session, as the profile does: answers the secret and the recovery codes. */
async function turnOn(token: string, currentPassword?: string) {
  const setup = await send(t.app, 'POST', '/api/auth/two-factor/setup', token, { currentPassword });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json().data;
  const enabled = await send(t.app, 'POST', '/api/auth/two-factor/enable', token, { code: nextCode(secret) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret: secret as string, recoveryCodes: enabled.json().data.recoveryCodes as string[] };
}

/** A confirmed traveller with two-step sign-in on. */
async function travellerWithApp() {
  const account = await registerConfirmed(t.app, t.db);
  return { ...account, ...(await turnOn(account.token, account.password)) };
}

/** The challenge a first step answers for an account with the second step on. */
function challengeOf(response: Awaited<ReturnType<typeof login>>): string {
  expect(response.statusCode, response.body).toBe(403);
  const body = response.json();
  expect(body).toMatchObject({
    success: false,
    code: 'FORBIDDEN',
    message: 'Enter the 6-digit code from your authenticator app to finish signing in.',
    details: { reason: 'two-factor-required', challenge: expect.any(String) },
  });
  expect(body.token).toBeUndefined();
  return body.details.challenge;
}

describe('turning two-step sign-in on', () => {
  it('gives a secret for the app after the password, and turns on with its first code', async () => {
    const { user, token, password } = await registerConfirmed(t.app, t.db, { name: 'Hana Sato' });

    const noPassword = await send(t.app, 'POST', '/api/auth/two-factor/setup', token, {});
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fieldErrors).toEqual({
      currentPassword: 'Enter your current password to change two-step sign-in',
    });
    const wrongPassword = await send(t.app, 'POST', '/api/auth/two-factor/setup', token, {
      currentPassword: 'not my password',
    });
    expect(wrongPassword.json().fieldErrors).toEqual({ currentPassword: 'Current password is not correct' });

    const setup = await send(t.app, 'POST', '/api/auth/two-factor/setup', token, {
      currentPassword: password,
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUrl } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/${company.name}:${user.email}`);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe(company.name);

    // Not on until the app proves it has the secret.
    expect((await login(user.email, password)).statusCode).toBe(200);
    const wrong = await send(t.app, 'POST', '/api/auth/two-factor/enable', token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ code: 'That code is not right' });

    const enabled = await send(t.app, 'POST', '/api/auth/two-factor/enable', token, {
      code: nextCode(secret),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes, user: after } = enabled.json().data;
    expect(recoveryCodes).toHaveLength(recoveryCodeCount);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(recoveryCodes).size).toBe(recoveryCodeCount);
    expect(after).toMatchObject({ twoFactorEnabled: true });
    expect((await send(t.app, 'GET', '/api/auth/me', token)).json().user.twoFactorEnabled).toBe(true);

    const notice = await smtp.take({
      to: user.email,
      subject: `Two-step sign-in is on for your ${company.name} account`,
    });
    expect(notice.text).toContain('Keep your recovery codes somewhere safe');
    expect(notice.text).not.toContain(recoveryCodes[0]);

    const again = await send(t.app, 'POST', '/api/auth/two-factor/setup', token, {
      currentPassword: password,
    });
    expect(again.statusCode).toBe(409);
  });

  it('needs a confirmed address: it is the way back in when the phone is lost', async () => {
    const { token, password } = await register(t.app);
    const refused = await send(t.app, 'POST', '/api/auth/two-factor/setup', token, {
      currentPassword: password,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ details: { reason: refusalReasons.emailUnconfirmed } });
  });

  it('a new setup replaces one that waits; the replaced secret no longer turns it on', async () => {
    const { token, password } = await registerConfirmed(t.app, t.db);
    const setup = () =>
      send(t.app, 'POST', '/api/auth/two-factor/setup', token, { currentPassword: password });
    const first = (await setup()).json().data.secret;
    const second = (await setup()).json().data.secret;
    expect(second).not.toBe(first);
    const stale = await send(t.app, 'POST', '/api/auth/two-factor/enable', token, { code: nextCode(first) });
    expect(stale.statusCode).toBe(400);
    const fresh = await send(t.app, 'POST', '/api/auth/two-factor/enable', token, { code: nextCode(second) });
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('answers 409 to a first code when nothing waits', async () => {
    const { token } = await registerConfirmed(t.app, t.db);
    const response = await send(t.app, 'POST', '/api/auth/two-factor/enable', token, { code: '123456' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'No authenticator app is waiting to be confirmed. Start the set-up again.',
    );
  });
});

describe('signing in with two steps', () => {
  it('asks for the code after the password, and opens the session with it, once', async () => {
    const { user, password, secret } = await travellerWithApp();
    const challenge = challengeOf(await login(user.email, password));

    const code = nextCode(secret);
    const signedIn = await secondStep(challenge, code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // The spec's sign-in answer, unchanged.
    expect(Object.keys(signedIn.json()).sort()).toEqual(['success', 'token', 'user']);
    expect(signedIn.json().user).toMatchObject({ email: user.email, twoFactorEnabled: true });
    expect(await meStatus(t.app, signedIn.json().token)).toBe(200);

    // A code works once, even with a fresh challenge.
    const replay = await secondStep(challengeOf(await login(user.email, password)), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().fieldErrors).toEqual({ code: 'That code is not right' });
  });

  it('accepts the code of the step before or after (clock drift), and refuses older ones', async () => {
    const { user, password, secret } = await travellerWithApp();
    clock.advance(30_000);
    const at = (offset: number) =>
      TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.now().getTime() + offset });
    const challenge = challengeOf(await login(user.email, password));
    expect((await secondStep(challenge, at(-90_000))).statusCode).toBe(400);
    expect((await secondStep(challenge, at(30_000))).statusCode).toBe(200);
    // The step after was spent, so the step before (and now) can no longer be used.
    expect((await secondStep(challenge, at(-30_000))).statusCode).toBe(400);
  });

  it('lets a challenge live 5 minutes, never as a session, and refuses made-up ones', async () => {
    const { user, password, secret, token } = await travellerWithApp();
    const challenge = challengeOf(await login(user.email, password));
    expect(await meStatus(t.app, challenge)).toBe(401);
    const forged = await secondStep(token, nextCode(secret));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(
      'This sign-in took too long or is no longer valid. Please sign in again.',
    );
    clock.advance(minutes(5));
    expect((await secondStep(challenge, nextCode(secret))).statusCode).toBe(400);
  });

  it('signs in once with each recovery code, tells the owner, and new codes replace the old', async () => {
    const { user, password, secret, recoveryCodes, token } = await travellerWithApp();
    const [first, second] = recoveryCodes as [string, string];
    // Typed as people type them: capitals, spaces, no dash.
    const typed = ` ${first.replace('-', ' ').toUpperCase()} `;
    const signedIn = await secondStep(challengeOf(await login(user.email, password)), typed);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const notice = await smtp.take({ to: user.email, subject: 'A recovery code was used' });
    expect(notice.text).toContain(`${recoveryCodeCount - 1} unused codes are left.`);
    expect((await secondStep(challengeOf(await login(user.email, password)), first)).statusCode).toBe(400);

    const renewed = await send(t.app, 'POST', '/api/auth/two-factor/recovery-codes', token, {
      code: nextCode(secret),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh: string[] = renewed.json().data.recoveryCodes;
    expect(fresh).toHaveLength(recoveryCodeCount);
    expect((await secondStep(challengeOf(await login(user.email, password)), second)).statusCode).toBe(400);
    expect((await secondStep(challengeOf(await login(user.email, password)), fresh[0]!)).statusCode).toBe(
      200,
    );
  });

  it('guards the admin key sign-in and the password reset as well', async () => {
    const { secret } = await turnOn(adminToken, adminEnv.ADMIN_PASSWORD);
    const keyed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { adminKey: adminEnv.ADMIN_KEY },
    });
    const admin = await secondStep(challengeOf(keyed), nextCode(secret));
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().user.role).toBe('admin');

    // A reset link proves the mailbox, not the phone: the new password is set, the session waits for a code.
    const { user, secret: travellerSecret } = await travellerWithApp();
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    const mail = await smtp.take({ to: user.email, subject: 'Reset your' });
    const resetToken = new RegExp(`${publicUrl}/reset-password/([\\w-]+)`).exec(mail.text)?.[1];
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/resetpassword/${resetToken}`,
      payload: { password: 'a brand new passphrase' },
    });
    expect((await secondStep(challengeOf(reset), nextCode(travellerSecret))).statusCode).toBe(200);
    expect(challengeOf(await login(user.email, 'a brand new passphrase'))).toEqual(expect.any(String));
  });

  it('does not sign in a disabled account, whatever the code', async () => {
    const { user, password, secret } = await travellerWithApp();
    const challenge = challengeOf(await login(user.email, password));
    const disabled = await send(t.app, 'PUT', `/api/admin/users/${user._id}`, adminToken, { disabled: true });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await secondStep(challenge, nextCode(secret))).statusCode).toBe(400);
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the password and a code; sign-in is one step again, and the owner is told', async () => {
    const { user, password, secret, token } = await travellerWithApp();
    const disable = (payload: object) => send(t.app, 'POST', '/api/auth/two-factor/disable', token, payload);
    expect((await disable({ code: nextCode(secret) })).json().fieldErrors).toHaveProperty('currentPassword');
    expect((await disable({ code: '000000', currentPassword: password })).json().fieldErrors).toEqual({
      code: 'That code is not right',
    });
    const off = await disable({ code: nextCode(secret), currentPassword: password });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.twoFactorEnabled).toBe(false);
    expect((await login(user.email, password)).statusCode).toBe(200);
    await smtp.take({ to: user.email, subject: `Two-step sign-in is off for your ${company.name} account` });
    expect((await disable({ code: nextCode(secret), currentPassword: password })).statusCode).toBe(409);
  });

  it('goes with the account when the old address undoes a change of e-mail', async () => {
    const { user, password, token } = await travellerWithApp();
    const newEmail = `moved-${user.email}`;
    const changed = await send(t.app, 'PUT', '/api/auth/updatedetails', token, {
      email: newEmail,
      currentPassword: password,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const notice = await smtp.take({
      to: user.email,
      subject: `Your ${company.name} e-mail address is being changed`,
    });
    const undoToken = /\/email-change\/undo\/([\w-]+)/.exec(notice.text)?.[1];
    const undone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-change/undo',
      payload: { token: undoToken },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    // Whoever asked for the change may have added the app: the owner gets back in with a reset alone.
    const mail = await smtp.take({ to: user.email, subject: 'Reset your' });
    const resetToken = new RegExp(`${publicUrl}/reset-password/([\\w-]+)`).exec(mail.text)?.[1];
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/resetpassword/${resetToken}`,
      payload: { password: 'the owner is back again' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().user.twoFactorEnabled).toBe(false);
  });
});

describe('limits', () => {
  it('counts wrong codes per account with wrong passwords, whatever address they come from', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN: '3' }, { now: clock.now });
    try {
      const account = await registerConfirmed(limited.app, limited.db);
      const setup = await send(limited.app, 'POST', '/api/auth/two-factor/setup', account.token, {
        currentPassword: account.password,
      });
      const { secret } = setup.json().data;
      const on = await send(limited.app, 'POST', '/api/auth/two-factor/enable', account.token, {
        code: nextCode(secret),
      });
      expect(on.statusCode, on.body).toBe(200);
      const loginAnswer = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.user.email, password: account.password },
      });
      const challenge = challengeOf(loginAnswer);
      const guess = (code: string, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/two-factor/verify',
          payload: { challenge, code },
          remoteAddress,
        });
      for (const [i, code] of ['111111', '222222', '333333'].entries())
        expect((await guess(code, `203.0.113.${i + 1}`)).statusCode).toBe(400);
      const refused = await guess(nextCode(secret), '203.0.113.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many wrong passwords or codes for this account\./);
    } finally {
      await limited.close();
    }
  });
});

describe('accounts without a password (made with Google): a recent sign-in instead', () => {
  /** Longer than the recent sign-in allows: the session is as old as one left open on another device. */
  const staleMs = minutes(policy.recentSignInMinutes + 1);

  /** A new traveller made by signing in with Google, and how they sign in again. */
  async function googleTraveller() {
    const email = uniqueEmail('google');
    // The app's clock runs ahead of the issuer's in this file: the token lives long enough for both.
    const credential = await google.token(`sub-${randomUUID()}`, {
      claims: { email, name: 'Ren Google' },
      expiresIn: 24 * 60 * 60,
    });
    const signIn = () => t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });
    const first = await signIn();
    expect(first.statusCode, first.body).toBe(200);
    return { email, token: first.json().token as string, signIn };
  }

  function expectRecentSignInRequired(response: Awaited<ReturnType<typeof send>>) {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: `To change two-step sign-in, sign in again first: your account has no password, so a sign-in within the last ${policy.recentSignInMinutes} minutes shows it is you.`,
      details: { reason: refusalReasons.recentSignInRequired },
    });
  }

  it('sets up from a fresh sign-in; an older session is sent to sign in again', async () => {
    const { token, signIn } = await googleTraveller();
    const fresh = await send(t.app, 'POST', '/api/auth/two-factor/setup', token, {});
    expect(fresh.statusCode, fresh.body).toBe(200);

    clock.advance(staleMs);
    expectRecentSignInRequired(await send(t.app, 'POST', '/api/auth/two-factor/setup', token, {}));
    // A password proves nothing for an account that has none: still the recent sign-in.
    expectRecentSignInRequired(
      await send(t.app, 'POST', '/api/auth/two-factor/setup', token, { currentPassword: 'guess' }),
    );

    const again = (await signIn()).json().token;
    const { secret } = await turnOn(again);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('turns off with a code from a fresh sign-in only; an older session changes nothing', async () => {
    const { email, token, signIn } = await googleTraveller();
    const { secret } = await turnOn(token);
    await smtp.take({ to: email, subject: `Two-step sign-in is on for your ${company.name} account` });

    clock.advance(staleMs);
    const stale = await send(t.app, 'POST', '/api/auth/two-factor/disable', token, {
      code: nextCode(secret),
    });
    expectRecentSignInRequired(stale);
    expect((await send(t.app, 'GET', '/api/auth/me', token)).json().user.twoFactorEnabled).toBe(true);

    // Signing in again asks for the app's code, and that session may turn it off.
    const signedIn = await secondStep(challengeOf(await signIn()), nextCode(secret));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const off = await send(t.app, 'POST', '/api/auth/two-factor/disable', signedIn.json().token, {
      code: nextCode(secret),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.twoFactorEnabled).toBe(false);
    expect((await signIn()).statusCode).toBe(200);
  });

  it('leaves accounts with a password as they were: the password, however old the session', async () => {
    const { token, password } = await registerConfirmed(t.app, t.db);
    clock.advance(staleMs);
    const noPassword = await send(t.app, 'POST', '/api/auth/two-factor/setup', token, {});
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fieldErrors).toHaveProperty('currentPassword');
    const { secret } = await turnOn(token, password);
    clock.advance(staleMs);
    const off = await send(t.app, 'POST', '/api/auth/two-factor/disable', token, {
      code: nextCode(secret),
      currentPassword: password,
    });
    expect(off.statusCode, off.body).toBe(200);
  });
});
