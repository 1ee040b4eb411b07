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

type OutboxSummary = { _id: string; to: string; subject: string };

/**
 * The newest mail to `to` whose subject starts with `subject` that the app kept in its outbox (the
 * browser tests' server has no SMTP_URL, as after `npm start`), read through the admin API; waits for it
 * to arrive. Answers its plain text. (A new account gets its confirmation link too: the subject tells.)
 */
export async function mailTo(
  request: APIRequestContext,
  to: string,
  subject: string,
  timeoutMs = 15_000,
): Promise<string> {
  const headers = { authorization: await adminAuthorization(request) };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const list = await request.get('/api/admin/outbox', { headers, params: { q: to, limit: 5 } });
    const found = ((await list.json()) as { data: OutboxSummary[] }).data.find(
      (mail) => mail.to === to && mail.subject.startsWith(subject),
    );
    if (found) {
      const message = await request.get(`/api/admin/outbox/${found._id}`, { headers });
      return ((await message.json()) as { data: { text: string } }).data.text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} arrived`);
}
