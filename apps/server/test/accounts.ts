import type { AuthResponse } from '@tabi/contracts';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';

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

/** The status `GET /api/auth/me` answers for this token: 200 while the session lives, 401 after. */
export async function meStatus(app: App, token: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode;
}
