import type { NotificationInput, UnreadCount, UserNotification } from '@tabi/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, login, register } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  closeClients,
  connect,
  disconnection,
  listen,
  nextEvent,
  record,
  refusal,
} from '../../../test/sockets.ts';

/** Notifications pushed over socket.io, to a real client connected to the app on a loopback port. */

type Person = { id: string; token: string };

let t: TestApp;
let url: string;
let admin: Person;

async function person(): Promise<Person> {
  const { token, user } = await register(t.app);
  return { id: user._id, token };
}

const sample: NotificationInput = {
  type: 'booking_confirmed',
  title: 'Booking confirmed',
  body: 'See you soon',
  link: '/bookings',
};

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  const token = await adminSession(t.app, t.config, t.database);
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  admin = { id: me.json().user._id, token };
  url = await listen(t.app);
});

afterEach(() => closeClients());
afterAll(() => t?.close());

describe('pushing to the signed-in user', () => {
  it("sends the new notification and the unread count to the user's sockets only", async () => {
    const ana = await person();
    const ben = await person();
    const anaSocket = await connect(url, { token: ana.token });
    const benSocket = await connect(url, { token: ben.token });
    const benSaw = record(benSocket);

    const received = nextEvent<UserNotification>(anaSocket, 'notification');
    const counted = nextEvent<UnreadCount>(anaSocket, 'notifications:unread-count');
    const created = await t.notifier.notify(ana.id, sample);

    expect(await received).toEqual(created);
    expect(await received).toMatchObject({ title: 'Booking confirmed', read: false, link: '/bookings' });
    expect(await counted).toEqual({ count: 1 });
    // Ana's events have arrived; anything for Ben would have been sent in the same breath.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(benSaw).toEqual([]);
  });

  it('reaches every open tab of the user, over polling too', async () => {
    const ana = await person();
    const tabs = [
      await connect(url, { token: ana.token }),
      await connect(url, { token: ana.token }, ['polling']),
    ];
    const all = Promise.all(tabs.map((tab) => nextEvent<UserNotification>(tab, 'notification')));
    await t.notifier.notify(ana.id, sample);
    const [first, second] = await all;
    expect(first!.title).toBe('Booking confirmed');
    expect(second).toEqual(first);
  });

  it('updates the unread count in other tabs when one marks notifications read', async () => {
    const ana = await person();
    const first = await t.notifier.notify(ana.id, sample);
    await t.notifier.notify(ana.id, sample);
    const socket = await connect(url, { token: ana.token });

    const afterOne = nextEvent<UnreadCount>(socket, 'notifications:unread-count');
    await t.app.inject({
      method: 'PUT',
      url: `/api/notifications/${first!._id}/read`,
      headers: bearer(ana.token),
    });
    expect(await afterOne).toEqual({ count: 1 });

    const afterMarkAll = nextEvent<UnreadCount>(socket, 'notifications:unread-count');
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/mark-all-read',
      headers: bearer(ana.token),
    });
    expect(await afterMarkAll).toEqual({ count: 0 });
  });

  it("pushes the admins' notifications to admin sockets, not to users", async () => {
    const ana = await person();
    const adminSocket = await connect(url, { token: admin.token });
    const anaSocket = await connect(url, { token: ana.token });
    const anaSaw = record(anaSocket);

    const received = nextEvent<UserNotification>(adminSocket, 'notification');
    await t.notifier.notifyAdmins({
      type: 'refund_requested',
      title: 'Refund requested',
      body: 'A traveller asks for a refund',
      link: '/admin/bookings',
    });
    expect(await received).toMatchObject({ type: 'refund_requested', title: 'Refund requested' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(anaSaw).toEqual([]);
  });
});

describe('the handshake', () => {
  const signIn = 'Please sign in to continue.';

  it('refuses a socket without a token', async () => {
    const error = await refusal(url, {});
    expect(error.message).toBe(signIn);
    expect(error.data).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a malformed or forged token, and the old Google marker', async () => {
    const ana = await person();
    const [header, payload] = ana.token.split('.');
    for (const token of ['not-a-token', `${header}.${payload}.forged-signature`, 'google-auth-token', 42]) {
      const error = await refusal(url, { token });
      expect(error.message, String(token)).toBe(signIn);
    }
  });

  it('refuses the token of a signed-out session', async () => {
    const ana = await person();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(ana.token),
    });
    expect(logout.statusCode).toBe(200);
    expect((await refusal(url, { token: ana.token })).message).toBe(signIn);
  });

  it('refuses a valid token sent with the old client’s user record', async () => {
    const ana = await person();
    const error = await refusal(url, { token: ana.token, userData: { _id: ana.id, role: 'admin' } });
    expect(error.message).toBe(signIn);
  });

  it('accepts a valid token, bare or as a bearer value', async () => {
    const ana = await person();
    expect((await connect(url, { token: ana.token })).connected).toBe(true);
    expect((await connect(url, { token: `Bearer ${ana.token}` })).connected).toBe(true);
  });
});

describe('ended sessions lose their sockets at once, not at the next re-check (every 60 s)', () => {
  const within = 2000;

  it('signing out closes that session’s sockets only', async () => {
    const { token, user, password } = await register(t.app);
    const other = await login(t.app, user.email, password);
    const here = await connect(url, { token });
    const elsewhere = await connect(url, { token: other.token });
    const gone = disconnection(here, within);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(elsewhere.connected).toBe(true);
  });

  it('signing out everywhere closes every socket of the user', async () => {
    const { token, user, password } = await register(t.app);
    const other = await login(t.app, user.email, password);
    const sockets = [await connect(url, { token }), await connect(url, { token: other.token })];
    const bystander = await connect(url, { token: (await person()).token });
    const gone = sockets.map((socket) => disconnection(socket, within));
    await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(token) });
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(bystander.connected).toBe(true);
  });

  it('a password change closes the other sessions’ sockets and keeps this one', async () => {
    const { token, user, password } = await register(t.app);
    const other = await login(t.app, user.email, password);
    const here = await connect(url, { token });
    const elsewhere = await connect(url, { token: other.token });
    const gone = disconnection(elsewhere, within);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/updatepassword',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword: 'a new horse battery staple' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(here.connected).toBe(true);
  });
});

describe('closing the app', () => {
  it('disconnects its sockets and closes promptly', async () => {
    const own = await createTestApp();
    const ownUrl = await listen(own.app);
    const { token } = await register(own.app);
    const socket = await connect(ownUrl, { token });
    const gone = disconnection(socket);
    const started = Date.now();
    await own.close();
    expect(await gone).toBe('transport close');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
