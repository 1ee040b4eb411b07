import { type AdminUser, company } from '@tabi/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  adminEnv,
  adminSession,
  meStatus,
  register,
  registerConfirmed,
  send,
  uniqueEmail,
} from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { booked, tokyoDate } from '../../../test/bookings.ts';
import { insertTour } from '../../../test/fixtures.ts';
import { startSmtpCapture } from '../../../test/smtp.ts';
import { closeClients, connect, disconnection, listen } from '../../../test/sockets.ts';
import { recoveryCodes, sessions, totpCredentials, users } from '../../db/schema/index.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let admin: string;
let adminId: string;

const noSuchId = '00000000-0000-4000-8000-000000000000';

async function idOf(token: string): Promise<string> {
  return (await send(t.app, 'GET', '/api/auth/me', token)).json().user._id;
}

async function list(query: string): Promise<{ data: AdminUser[]; total: number; pages: number }> {
  const response = await send(t.app, 'GET', `/api/admin/users${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

let listening: Promise<string> | undefined;
/** The app's address for sockets: it starts listening for the first test that needs one. */
const socketsUrl = () => {
  listening ??= listen(t.app);
  return listening;
};

const update = (id: string, body: object, token = admin) =>
  send(t.app, 'PUT', `/api/admin/users/${id}`, token, body);

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ ...adminEnv, SMTP_URL: smtp.url });
  admin = await adminSession(t.app, t.config, t.database);
  adminId = await idOf(admin);
});

afterEach(() => closeClients());
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('who may call the admin user routes', () => {
  it('answers a visitor 401 and a signed-in user 403', async () => {
    const { token, user } = await register(t.app);
    for (const [method, url, body] of [
      ['GET', '/api/admin/users', undefined],
      ['PUT', `/api/admin/users/${user._id}`, { disabled: true }],
      ['POST', `/api/admin/users/${user._id}/two-factor/disable`, undefined],
    ] as const) {
      expect((await send(t.app, method, url, null, body)).statusCode).toBe(401);
      const refused = await send(t.app, method, url, token, body);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
  });
});

describe('GET /api/admin/users', () => {
  const marker = `zq${Date.now().toString(36)}`;
  let hana: { id: string; email: string };

  beforeAll(async () => {
    const names = ['Hana Kobayashi', 'hideo Mori', 'Ines Duarte'];
    const made = [];
    for (const name of names)
      made.push(
        await register(t.app, { name, email: `${marker}.${name.split(' ')[0]!.toLowerCase()}@example.com` }),
      );
    hana = { id: made[0]!.user._id, email: made[0]!.user.email };
    const tour = await insertTour(t.db);
    for (const days of [10, 11])
      await booked(t.app, made[0]!.token, { tourId: tour.id, date: tokyoDate(days) });
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, made[2]!.user._id));
  });

  it('answers the list envelope with each account, its bookings count and last sign-in', async () => {
    const body = await list(`?q=${marker}`);
    expect(body).toMatchObject({ success: true, count: 3, total: 3, page: 1, pages: 1 });
    const row = body.data.find((user) => user._id === hana.id);
    expect(row).toEqual({
      _id: hana.id,
      name: 'Hana Kobayashi',
      email: hana.email,
      role: 'user',
      disabled: false,
      avatar: null,
      isGoogleUser: false,
      createdAt: expect.any(String),
      lastSignInAt: expect.any(String),
      bookingsCount: 2,
      twoFactorEnabled: false,
    });
  });

  it('searches name or e-mail case-insensitively, with % and _ taken literally', async () => {
    expect((await list('?q=HANA%20kob')).data.map((u) => u._id)).toEqual([hana.id]);
    expect((await list(`?q=${marker}.ines`)).data.map((u) => u.name)).toEqual(['Ines Duarte']);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('filters by role and status, sorts and pages', async () => {
    const admins = await list('?role=admin');
    expect(admins.data.map((u) => u._id)).toEqual([adminId]);
    expect((await list(`?q=${marker}&status=disabled`)).data.map((u) => u.name)).toEqual(['Ines Duarte']);
    expect((await list(`?q=${marker}&status=active`)).total).toBe(2);
    expect((await list(`?q=${marker}&sort=name`)).data.map((u) => u.name)).toEqual([
      'Hana Kobayashi',
      'hideo Mori',
      'Ines Duarte',
    ]);
    // Newest first by default.
    expect((await list(`?q=${marker}`)).data.map((u) => u.name)).toEqual([
      'Ines Duarte',
      'hideo Mori',
      'Hana Kobayashi',
    ]);
    const second = await list(`?q=${marker}&sort=name&limit=2&page=2`);
    expect(second).toMatchObject({ count: 1, total: 3, page: 2, pages: 2 });
    expect(second.data.map((u) => u.name)).toEqual(['Ines Duarte']);
  });

  it('refuses an unknown filter value with a field error', async () => {
    const response = await send(t.app, 'GET', '/api/admin/users?role=owner', admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('role');
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('disabling ends every session and socket of the account at once; sign-in is refused with 403', async () => {
    const { token, user, password } = await register(t.app);
    const { token: otherDevice } = await send(t.app, 'POST', '/api/auth/login', null, {
      email: user.email,
      password,
    }).then((r) => r.json());
    const socket = await connect(await socketsUrl(), { token });
    const gone = disconnection(socket, 2000);

    const response = await update(user._id, { disabled: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { _id: user._id, disabled: true } });
    // The app re-checks sockets once a minute: this is the disable itself.
    expect(await gone).toBe('io server disconnect');
    expect(await meStatus(t.app, token)).toBe(401);
    expect(await meStatus(t.app, otherDevice)).toBe(401);
    const live = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(eq(sessions.userId, user._id), isNull(sessions.revokedAt)));
    expect(live[0]!.n).toBe(0);
    const signIn = await send(t.app, 'POST', '/api/auth/login', null, { email: user.email, password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('disabled') });

    // Enabled again: the old tokens stay revoked, a new sign-in works.
    const enabled = await update(user._id, { disabled: false });
    expect(enabled.json().data.disabled).toBe(false);
    expect(await meStatus(t.app, token)).toBe(401);
    const again = await send(t.app, 'POST', '/api/auth/login', null, { email: user.email, password });
    expect(again.statusCode).toBe(200);
  });

  it('promotes and demotes: the account gains and loses the admin routes on its next request', async () => {
    const { token, user } = await register(t.app);
    expect((await send(t.app, 'GET', '/api/admin/users', token)).statusCode).toBe(403);
    const promoted = await update(user._id, { role: 'admin' });
    expect(promoted.json().data).toMatchObject({ role: 'admin', disabled: false });
    expect((await send(t.app, 'GET', '/api/admin/users', token)).statusCode).toBe(200);
    expect((await update(user._id, { role: 'user' })).json().data.role).toBe('user');
    expect((await send(t.app, 'GET', '/api/admin/users', token)).statusCode).toBe(403);
    expect(await meStatus(t.app, token)).toBe(200);
  });

  it('refuses an admin disabling or demoting themselves (409), and they stay an active admin', async () => {
    const disable = await update(adminId, { disabled: true });
    expect(disable.statusCode).toBe(409);
    expect(disable.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'You cannot disable your own account.',
      details: { rule: 'own-account' },
    });
    const demote = await update(adminId, { role: 'user' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ code: 'CONFLICT', details: { rule: 'own-account' } });
    expect(demote.json().message).toMatch(/own administrator role/);
    expect((await list('?role=admin&status=active')).data.map((u) => u._id)).toEqual([adminId]);
    expect((await send(t.app, 'GET', '/api/admin/stats', admin)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown account and 400 for an empty change', async () => {
    for (const id of [noSuchId, 'not-an-id']) {
      const response = await update(id, { disabled: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
    }
    const empty = await update(adminId, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toHaveProperty('disabled');
  });
});

describe('the last active admin', () => {
  /** An installation of its own: these rounds demote and disable its admins. */
  let own: TestApp;
  let first: { id: string; token: string };
  let second: { id: string; token: string };

  const activeAdmins = async () =>
    (
      await own.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.disabled, false)))
    ).map((row) => row.id);

  beforeAll(async () => {
    own = await createTestApp(adminEnv);
    const token = await adminSession(own.app, own.config, own.database);
    first = { id: (await send(own.app, 'GET', '/api/auth/me', token)).json().user._id, token };
    const registered = await register(own.app);
    second = { id: registered.user._id, token: registered.token };
  });
  afterAll(() => own?.close());

  /** Both accounts active admins again (whichever change won the last round). */
  const bothAdmins = () =>
    own.db
      .update(users)
      .set({ role: 'admin', disabled: false })
      .where(sql`${users.id} IN (${first.id}, ${second.id})`);

  it('two admins demoting each other at the same moment: one wins, one admin remains', async () => {
    for (let round = 0; round < 8; round++) {
      await bothAdmins();
      const answers = await Promise.all([
        send(own.app, 'PUT', `/api/admin/users/${second.id}`, first.token, { role: 'user' }),
        send(own.app, 'PUT', `/api/admin/users/${first.id}`, second.token, { role: 'user' }),
      ]);
      const statuses = answers.map((a) => a.statusCode).sort();
      // The loser is refused as the last admin (409), or, had the winner finished before it was even
      // authorised, as no longer an admin (403).
      expect(
        [
          [200, 409],
          [200, 403],
        ],
        answers.map((a) => a.body).join('\n'),
      ).toContainEqual(statuses);
      const lastAdmin = answers.find((a) => a.statusCode === 409);
      if (lastAdmin)
        expect(lastAdmin.json()).toMatchObject({
          code: 'CONFLICT',
          message: 'This is the last active administrator. Make another account an administrator first.',
          details: { rule: 'last-admin' },
        });
      expect(await activeAdmins()).toHaveLength(1);
    }
  });

  it('the database lock holds when both changes reach it together, demoting or disabling', async () => {
    const repository = createAdminUsersRepository(own.db);
    for (const change of [{ role: 'user' as const }, { disabled: true }]) {
      for (let round = 0; round < 5; round++) {
        await bothAdmins();
        const outcomes = await Promise.all([
          repository.update(second.id, change),
          repository.update(first.id, change),
        ]);
        expect(outcomes.sort()).toEqual(['last-admin', 'updated']);
        expect(await activeAdmins()).toHaveLength(1);
      }
    }
  });

  it('never takes away the only active admin, by demotion or by disabling', async () => {
    const repository = createAdminUsersRepository(own.db);
    await own.db.update(users).set({ role: 'user' }).where(eq(users.id, second.id));
    await own.db.update(users).set({ role: 'admin', disabled: false }).where(eq(users.id, first.id));
    expect(await repository.update(first.id, { role: 'user' })).toBe('last-admin');
    expect(await repository.update(first.id, { disabled: true })).toBe('last-admin');
    expect(await activeAdmins()).toEqual([first.id]);
  });
});

describe('POST /api/admin/users/:id/two-factor/disable', () => {
  const turnOff = (id: string, token: string | null = admin) =>
    send(t.app, 'POST', `/api/admin/users/${id}/two-factor/disable`, token);
  const login = (email: string, password: string) =>
    send(t.app, 'POST', '/api/auth/login', null, { email, password });
  const noticeSubject = `Two-step sign-in was turned off for your ${company.name} account`;

  /** A traveller who turned two-step sign-in on in the profile, with the app of `secret`. */
  async function travellerWithApp() {
    const account = await registerConfirmed(t.app, t.db);
    const setup = await send(t.app, 'POST', '/api/auth/two-factor/setup', account.token, {
      currentPassword: account.password,
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const secret = Secret.fromBase32(setup.json().data.secret);
    const enabled = await send(t.app, 'POST', '/api/auth/two-factor/enable', account.token, {
      code: TOTP.generate({ secret }),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    return account;
  }

  const secondFactorRows = async (userId: string) => [
    ...(await t.db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId))),
    ...(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId))),
  ];

  it('removes the app and the codes, ends every session, tells the confirmed address; the password alone signs in', async () => {
    const { user, token, password } = await travellerWithApp();
    expect((await list(`?q=${encodeURIComponent(user.email)}`)).data[0]).toMatchObject({
      _id: user._id,
      twoFactorEnabled: true,
    });
    // A change of address waits for its link: the notice goes to the address the owner confirmed.
    const pendingEmail = uniqueEmail('pending');
    const asked = await send(t.app, 'PUT', '/api/auth/updatedetails', token, {
      email: pendingEmail,
      currentPassword: password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const socket = await connect(await socketsUrl(), { token });
    const gone = disconnection(socket, 2000);

    const response = await turnOff(user._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { _id: user._id, email: user.email, twoFactorEnabled: false, disabled: false },
    });
    expect(await secondFactorRows(user._id)).toEqual([]);
    expect(await gone).toBe('io server disconnect');
    expect(await meStatus(t.app, token)).toBe(401);

    const notice = await smtp.take({ subject: noticeSubject });
    expect(notice.to).toEqual([user.email]);
    expect(notice.text).toContain('Two-step sign-in was turned off by our support team');
    expect(notice.text).toContain(`write to us at ${company.email}`);

    const signIn = await login(user.email, password);
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().user.twoFactorEnabled).toBe(false);
  });

  it('answers 409 and changes nothing when it is not on', async () => {
    const { user, token } = await registerConfirmed(t.app, t.db);
    const response = await turnOff(user._id);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'Two-step sign-in is not on for this account: there is nothing to turn off.',
      details: { rule: 'two-factor-off' },
    });
    expect(await meStatus(t.app, token)).toBe(200);
    // A notice would leave right after the answer: none does.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      smtp.received.filter((mail) => mail.to.includes(user.email) && mail.subject === noticeSubject),
    ).toEqual([]);
  });

  it('refuses your own account (409: the profile turns it off) and keeps it on', async () => {
    const { user, token, password } = await travellerWithApp();
    expect((await update(user._id, { role: 'admin' })).statusCode).toBe(200);
    const own = await turnOff(user._id, token);
    expect(own.statusCode, own.body).toBe(409);
    expect(own.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Turn off your own two-step sign-in in your profile, with a code from your app.',
      details: { rule: 'own-account' },
    });
    expect(await secondFactorRows(user._id)).not.toEqual([]);
    expect((await login(user.email, password)).json().details).toMatchObject({
      reason: 'two-factor-required',
    });
    // Another administrator can.
    expect((await turnOff(user._id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown account', async () => {
    for (const id of [noSuchId, 'not-an-id']) {
      const response = await turnOff(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
    }
  });
});
