import type { AuthResponse } from '@tabi/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { Database, Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { runFirstStart } from '../src/first-run.ts';

/** Accounts made through the API itself, as a client would: each call answers the session it got. */

let sequence = 0;

export const uniqueEmail = (label = 'user') =>
  `${label}-${Date.now().toString(36)}-${(sequence++).toString(36)}@example.com`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function register(
  app: App,
  values: Partial<{ name: string; email: string; password: string }> = {},
  remoteAddress?: string,
): Promise<AuthResponse & { password: string }> {
  const body = { name: 'Aiko Tanaka', email: uniqueEmail(), password: 'correct horse battery', ...values };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json(), password: body.password };
}

export async function login(app: App, email: string, password: string): Promise<AuthResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * Marks the account's address confirmed, as following its mailed link does (email-links.test.ts follows
 * the real link); for tests about what a confirmed account may do.
 */
export async function confirmEmail(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

/** Follows the confirmation link in a mail's text, as its reader would: the address is confirmed after. */
export async function followConfirmationLink(app: App, mailText: string): Promise<void> {
  const token = /\/verify-email\/([\w-]+)/.exec(mailText)?.[1];
  expect(token, mailText).toBeDefined();
  const response = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  expect(response.statusCode, response.body).toBe(200);
}

/** A new account whose address is confirmed: what booking to pay online needs. */
export async function registerConfirmed(
  app: App,
  db: Db,
  values: Partial<{ name: string; email: string; password: string }> = {},
): Promise<AuthResponse & { password: string }> {
  const account = await register(app, values);
  await confirmEmail(db, account.user._id);
  return { ...account, user: { ...account.user, emailVerified: true } };
}

/** The status `GET /api/auth/me` answers for this token: 200 while the session lives, 401 after. */
export async function meStatus(app: App, token: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode;
}

/** Settings for `createTestApp` that give the app an admin account, signed in with `adminSession`. */
export const adminEnv = {
  ADMIN_KEY: 'test-admin-key-0123456789',
  ADMIN_EMAIL: 'test-admin@example.com',
  ADMIN_PASSWORD: 'test admin password',
};

/** Creates the admin account (as a first start does) and answers an admin session's token. */
export async function adminSession(app: App, config: Config, database: Database): Promise<string> {
  await runFirstStart(config, database, { info: () => {} }, () => {});
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { adminKey: adminEnv.ADMIN_KEY },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token;
}

/** A request as someone (a session token) or as a visitor (null), with an optional JSON body. */
export function send(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) {
  return app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}
