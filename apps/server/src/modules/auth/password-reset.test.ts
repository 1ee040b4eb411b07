import { company, forgotPasswordMessage } from '@tabi/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, meStatus, register, uniqueEmail } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createClock, minutes } from '../../../test/clock.ts';
import { startSmtpCapture } from '../../../test/smtp.ts';
import { closeClients, connect, disconnection, listen } from '../../../test/sockets.ts';
import { mailOutbox } from '../../db/schema/index.ts';

/** Forgotten passwords end to end: the mail really leaves over SMTP to a server on loopback. */
const publicUrl = 'https://tours.example.test';
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let url: string;
const clock = createClock();

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: publicUrl }, { now: clock.now });
  url = await listen(t.app);
});

afterAll(async () => {
  closeClients();
  await t?.close();
  await smtp?.close();
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'PUT', url: `/api/auth/resetpassword/${token}`, payload: { password } });

/** Asks for a link and reads it from the e-mail that arrives. */
async function requestLink(email: string) {
  const response = await forgot(email);
  expect(response.statusCode).toBe(200);
  const mail = await smtp.take({ to: email.toLowerCase(), subject: 'Reset your' });
  const link = new RegExp(`${publicUrl}/reset-password/([A-Za-z0-9_-]+)`).exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return { mail, token: link![1]! };
}

describe('forgot password -> e-mail -> reset', () => {
  it('mails a one-hour link naming the company, and the link sets a new password', async () => {
    const { user, password, token: oldSession } = await register(t.app);
    const secondOld = await login(t.app, user.email, password);
    const oldSocket = await connect(url, { token: oldSession });
    const socketGone = disconnection(oldSocket, 2000);

    const { mail, token } = await requestLink(user.email.toUpperCase());
    expect(mail.to).toEqual([user.email]);
    expect(mail.subject).toContain(company.name);
    expect(mail.text).toContain(company.name);
    expect(mail.text).toMatch(/expires in 1 hour/);
    expect(mail.html).toContain(`${publicUrl}/reset-password/${token}`);
    expect(mail.html).toContain(company.name);
    expect(mail.html).toMatch(/expires in 1 hour/);
    expect(token).toHaveLength(43); // 32 random bytes, base64url

    const response = await reset(token, 'my new password 2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, token: expect.any(String), user: { _id: user._id } });

    // Every earlier session has ended; the fresh one works.
    expect(await meStatus(t.app, oldSession)).toBe(401);
    expect(await meStatus(t.app, secondOld.token)).toBe(401);
    expect(await meStatus(t.app, body.token)).toBe(200);
    // Their live connections too, at once (not at the next minute's re-check).
    expect(await socketGone).toBe('io server disconnect');

    // The new password signs in, the old one does not.
    await login(t.app, user.email, 'my new password 2');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a link used once already', async () => {
    const { user } = await register(t.app);
    const { token } = await requestLink(user.email);
    expect((await reset(token, 'first new password')).statusCode).toBe(200);
    const again = await reset(token, 'second new password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/link/) });
    await login(t.app, user.email, 'first new password');
  });

  it('refuses a link after its hour (by the app clock), but not before', async () => {
    const { user } = await register(t.app);
    const early = await requestLink(user.email);
    clock.advance(minutes(59));
    expect((await reset(early.token, 'in time password')).statusCode).toBe(200);

    const late = await requestLink(user.email);
    clock.advance(minutes(61));
    const response = await reset(late.token, 'too late password');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/expired/);
    await login(t.app, user.email, 'in time password');
  });

  it('spends every open link of the user when one is used', async () => {
    const { user } = await register(t.app);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect(first.token).not.toBe(second.token);
    expect((await reset(second.token, 'from the second link')).statusCode).toBe(200);
    expect((await reset(first.token, 'from the first link')).statusCode).toBe(400);
  });

  it('answers an unknown or made-up link with 400 and a clear message', async () => {
    for (const token of ['nonsense', 'A'.repeat(43)]) {
      const response = await reset(token, 'whatever password');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/invalid, already used or expired/);
    }
  });

  it('refuses a weak new password before spending the link', async () => {
    const { user } = await register(t.app);
    const { token } = await requestLink(user.email);
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors).toHaveProperty('password');
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors.password).toMatch(/^This password is too easy to guess\./);
    expect((await reset(token, 'long enough now')).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const resetMails = () => smtp.received.filter((mail) => mail.subject.startsWith('Reset your')).length;
    const before = resetMails();
    const response = await forgot(uniqueEmail('nobody'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: forgotPasswordMessage });
    // A mail for a known address arrives well within this; nothing may arrive for an unknown one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(resetMails()).toBe(before);
  });

  it('validates the e-mail', async () => {
    const response = await forgot('not an email');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('email');
  });
});

describe('without SMTP_URL', () => {
  it('keeps the reset mail in the outbox table', async () => {
    const local = await createTestApp({ PUBLIC_URL: publicUrl });
    try {
      const { user, token } = await register(local.app);
      const response = await local.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: user.email },
      });
      expect(response.statusCode).toBe(200);
      const resetMail = () =>
        local.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, user.email), like(mailOutbox.subject, 'Reset your%')));
      await expect.poll(resetMail).toHaveLength(1);
      const [row] = await resetMail();
      expect(row!.subject).toContain(company.name);
      const link = new RegExp(`${publicUrl}/reset-password/([A-Za-z0-9_-]{43})`).exec(row!.text);
      expect(link).not.toBeNull();
      expect(row!.html).toContain(link![0]);
      // The session of the user is unaffected until the link is used.
      expect(
        (await local.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
      ).toBe(200);
    } finally {
      await local.close();
    }
  });
});
