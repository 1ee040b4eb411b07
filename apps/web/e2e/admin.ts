import type { APIRequestContext } from '@playwright/test';

/** The browser tests' server runs with the admin key below (playwright.config.ts). */
export const adminKey = 'e2e-admin-key-0123456789';

/** A bearer header of a fresh admin session, opened with the admin key. */
export async function adminAuthorization(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: { adminKey } });
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()}`);
  const { token } = (await response.json()) as { token: string };
  return `Bearer ${token}`;
}
