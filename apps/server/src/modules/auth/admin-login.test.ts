import { afterAll, describe, expect, it } from 'vitest';
import { bearer, meStatus } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { runFirstStart } from '../../first-run.ts';

/** `/admin-login`: the admin key opens an admin session of the ADMIN_EMAIL account. */
const adminEmail = 'owner@tabi.example';
const opened: TestApp[] = [];

afterAll(async () => {
  for (const t of opened) await t.close();
});

/** A test app after its first start (admin account created), with the key first start printed, if any. */
async function started(env: Record<string, string>) {
  const t = await createTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'admin password 1', ...env });
  opened.push(t);
  const printed: string[] = [];
  await runFirstStart(t.config, t.database, { info: () => {} }, (lines) => printed.push(...lines));
  const generatedKey = printed.join('\n').match(/Admin key:\s+(\S+)/)?.[1];
  return { t, generatedKey };
}

const adminLogin = (t: TestApp, adminKey: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { adminKey } });

describe('POST /api/admin/login', () => {
  it('with ADMIN_KEY: the right key answers an admin session of the ADMIN_EMAIL account', async () => {
    const key = 'a-configured-admin-key-0123456789';
    const { t } = await started({ ADMIN_KEY: key });
    const response = await adminLogin(t, key);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, user: { email: adminEmail, role: 'admin' } });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.json().user).toMatchObject({ email: adminEmail, role: 'admin' });
  });

  it('with ADMIN_KEY: a wrong key, a prefix of it or an empty one is refused', async () => {
    const key = 'another-configured-admin-key-xyz';
    const { t } = await started({ ADMIN_KEY: key });
    for (const wrong of ['not-the-key-at-all', key.slice(0, -1), `${key}x`, key.toUpperCase()]) {
      const response = await adminLogin(t, wrong);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid admin key' });
    }
    expect((await adminLogin(t, '')).statusCode).toBe(400);
  });

  it('without ADMIN_KEY: the key generated at first start (stored only hashed) works', async () => {
    const { t, generatedKey } = await started({});
    expect(generatedKey).toBeDefined();
    const response = await adminLogin(t, generatedKey!);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('admin');
    expect(await meStatus(t.app, response.json().token)).toBe(200);
    expect((await adminLogin(t, `${generatedKey}!`)).statusCode).toBe(401);
  });
});
