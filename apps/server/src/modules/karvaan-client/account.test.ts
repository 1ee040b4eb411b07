import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, register, uniqueEmail } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertUser } from '../../../test/fixtures.ts';
import { multipart } from '../../../test/multipart.ts';
import { closeClients, connect, listen, nextEvent } from '../../../test/sockets.ts';

/**
 * The Karvaan Tours client's account calls, written from its source: the admin dashboard's notification
 * bell (src/components/admin/NotificationBell.tsx), users table (src/pages/admin/AdminUsers.tsx) and
 * live-chat badge (src/pages/admin/AdminDashboard.tsx, `fetchUnreadCount`), the profile page
 * (src/pages/ProfilePage.tsx) and registration (src/contexts/AuthContext.tsx), each through src/lib/api.ts
 * under its VITE_API_BASE_URL, here http://localhost:5200/karvaan/api.
 */
let t: TestApp;
let admin: string;

type Item = Record<string, unknown>;
const host = { host: 'localhost:5200' };

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  admin = await adminSession(t.app, t.config, t.database);
});

afterAll(() => t?.close());

function as(token: string | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...host, ...(token ? bearer(token) : {}) },
    ...(payload ? { payload } : {}),
  });
}

describe("the admin's notification bell", () => {
  beforeAll(async () => {
    for (const title of ['First consultation', 'Second consultation'])
      await t.notifier.notifyAdmins({
        type: 'consultation_received',
        title,
        body: `${title}: Priya Raman would like a call.`,
        link: '/admin/consultations',
      });
  });

  it("shows each notification's text as `message`, and the unread count where the bell reads it", async () => {
    // fetchNotifications: `notifResponse.data.slice(0, 10)`, then `title` and `message` rendered.
    const list = await as(admin, 'GET', '/karvaan/api/notifications');
    expect(list.statusCode, list.body).toBe(200);
    const notifications = list.json().data as Item[];
    expect(Array.isArray(notifications)).toBe(true);
    expect(notifications.length).toBeGreaterThanOrEqual(2);
    for (const notification of notifications) {
      expect(typeof notification.title).toBe('string');
      expect(notification.message).toBe(notification.body);
      expect(typeof notification._id).toBe('string');
      expect(typeof notification.read).toBe('boolean');
    }

    // `setUnreadCount(countResponse.count)`: the badge and "Mark all read" show when it is above 0.
    const count = await as(admin, 'GET', '/karvaan/api/notifications/unread-count');
    expect(count.json()).toMatchObject({ success: true, count: 2, data: { count: 2 } });

    const read = await as(admin, 'PUT', `/karvaan/api/notifications/${notifications[0]?._id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ read: true, message: notifications[0]?.body });
    expect((await as(admin, 'GET', '/karvaan/api/notifications/unread-count')).json().count).toBe(1);
  });

  it('leaves our own answers exactly as they were', async () => {
    const list = await as(admin, 'GET', '/api/notifications');
    for (const notification of list.json().data as Item[]) expect(notification).not.toHaveProperty('message');
    const count = await as(admin, 'GET', '/api/notifications/unread-count');
    expect(count.json()).toEqual({ success: true, data: { count: 1 } });
  });

  it('deletes the notification its trash button names, read or not (ours refuses an unread one)', async () => {
    await t.notifier.notifyAdmins({
      type: 'consultation_received',
      title: 'Third consultation',
      body: 'Third consultation: Tomás Ruiz would like a call.',
      link: '/admin/consultations',
    });
    const unread = ((await as(admin, 'GET', '/karvaan/api/notifications')).json().data as Item[]).find(
      (notification) => notification.title === 'Third consultation',
    );
    expect(unread?.read).toBe(false);
    expect((await as(admin, 'DELETE', `/api/notifications/${unread?._id}`)).statusCode).toBe(409);

    // deleteNotification: `api.delete(`/notifications/${id}`)`, then the item leaves the list.
    const deleted = await as(admin, 'DELETE', `/karvaan/api/notifications/${unread?._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = (await as(admin, 'GET', '/karvaan/api/notifications')).json().data as Item[];
    expect(left.map((notification) => notification._id)).not.toContain(unread?._id);
    // Someone else's notification is not theirs to read or delete through the edge either.
    const stranger = await register(t.app, { email: uniqueEmail('stranger') });
    const first = left[0];
    expect((await as(stranger.token, 'DELETE', `/karvaan/api/notifications/${first?._id}`)).statusCode).toBe(
      404,
    );
    const still = (await as(admin, 'GET', '/karvaan/api/notifications')).json().data as Item[];
    expect(still.map((notification) => notification._id)).toContain(first?._id);
  });
});

describe("the admin's users table", () => {
  let disabledId: string;

  beforeAll(async () => {
    // More than our default page of 12: the table reads one page and counts it as "Total Users".
    for (let i = 0; i < 12; i++) await insertUser(t.db, { name: `Traveller ${i}` });
    await insertUser(t.db, {
      name: 'Pictured',
      avatar: '/uploads/00000000-0000-4000-8000-000000000002.webp',
    });
    disabledId = (await register(t.app, { name: 'Gone Away' })).user._id;
    const disabled = await as(admin, 'PUT', `/api/admin/users/${disabledId}`, { disabled: true });
    expect(disabled.statusCode, disabled.body).toBe(200);
  });

  it('lists every account, active or not, with its last sign-in and a picture it can show', async () => {
    const response = await as(admin, 'GET', '/karvaan/api/admin/users');
    expect(response.statusCode, response.body).toBe(200);
    // Line 31: `response.data || []`, then `users.filter`: an array.
    const users = response.json().data as Item[];
    expect(Array.isArray(users)).toBe(true);
    expect(users.length).toBeGreaterThan(12);
    for (const user of users) {
      expect(typeof user.isActive).toBe('boolean');
      expect(user.isActive).toBe(!user.disabled);
      expect(user.lastLogin).toBe(user.lastSignInAt);
      expect(typeof user.name).toBe('string');
    }
    const byName = Object.fromEntries(users.map((user) => [user.name, user]));
    expect(byName['Gone Away']).toMatchObject({ isActive: false });
    // Signed up through the API, so signed in once: "Last active" has a date to show.
    expect(byName['Gone Away']?.lastLogin).toEqual(expect.any(String));
    expect(byName['Traveller 0']).toMatchObject({ isActive: true, lastLogin: null });
    expect(byName.Pictured?.avatar).toBe(
      'http://localhost:5200/uploads/00000000-0000-4000-8000-000000000002.webp',
    );
  });

  it('leaves our own list exactly as it was', async () => {
    const users = (await as(admin, 'GET', '/api/admin/users')).json().data as Item[];
    expect(users).toHaveLength(12);
    for (const user of users) {
      expect(user).not.toHaveProperty('isActive');
      expect(user).not.toHaveProperty('lastLogin');
    }
  });
});

describe("the admin dashboard's live-chat badge", () => {
  let customer: string;

  beforeAll(async () => {
    // Travellers write to support in the live chat, as the chat widget does (over its socket).
    const url = await listen(t.app);
    const says = async (token: string, message: string) => {
      const socket = await connect(url, { token });
      const stored = nextEvent(socket, 'messageSent');
      socket.emit('sendMessageToAdmin', { message });
      await stored;
      socket.disconnect();
    };
    const account = await register(t.app);
    customer = account.token;
    await says(customer, 'Is the Fuji day trip on tomorrow?');
    await says(customer, 'And is lunch included?');
    await says((await register(t.app)).token, 'Hello');
  });

  afterAll(closeClients);

  it('answers `unreadCount`: the messages users wrote that support has not read', async () => {
    const response = await as(admin, 'GET', '/karvaan/api/chat/admin/unread-count');
    expect(response.statusCode, response.body).toBe(200);
    // `if (data.success) setUnreadMessages(data.unreadCount || 0)`.
    expect(response.json()).toEqual({ success: true, unreadCount: 3 });
  });

  it('is for admins only, and a call we never had on /api', async () => {
    expect((await as(null, 'GET', '/karvaan/api/chat/admin/unread-count')).statusCode).toBe(401);
    expect((await as(customer, 'GET', '/karvaan/api/chat/admin/unread-count')).statusCode).toBe(403);
    expect((await as(admin, 'GET', '/api/chat/admin/unread-count')).statusCode).toBe(404);
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/chat/admin/unread-count']).toBeUndefined();
    expect(document.paths['/api/chat/admin/conversations'].get['x-karvaan-client']).toContain('unreadCount');
  });
});

describe('the profile page', () => {
  let token: string;
  let email: string;

  beforeAll(async () => {
    email = uniqueEmail('profile');
    token = (await register(t.app, { name: 'Hana Ito', email })).token;
  });

  it('saves the whole form it sends (handleProfileUpdate), picture and e-mail left out, and answers `user`', async () => {
    const response = await as(token, 'PUT', '/karvaan/api/auth/updatedetails', {
      name: 'Hana Ito-Smith',
      email,
      phone: '+81 90 1111 2222',
      avatar: 'http://localhost:5200/uploads/00000000-0000-4000-8000-000000000003.webp',
    });
    expect(response.statusCode, response.body).toBe(200);
    // `updateUser(response.user)`.
    expect(response.json().user).toMatchObject({
      name: 'Hana Ito-Smith',
      email,
      phone: '+81 90 1111 2222',
      avatar: null,
      pendingEmail: null,
    });
    expect(response.json().data).toEqual(response.json().user);
  });

  it('shows our message when a field is refused (the page toasts `response.data.message`)', async () => {
    const response = await as(token, 'PUT', '/karvaan/api/auth/updatedetails', {
      name: 'H',
      email,
      phone: '',
      avatar: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers the new picture as `avatarUrl`, an address it can show (handleAvatarChange)', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#307172' } })
      .png()
      .toBuffer();
    const upload = (url: string) => {
      const body = multipart([{ field: 'avatar', filename: 'me.png', contentType: 'image/png', bytes: png }]);
      return t.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...host, ...bearer(token) },
      });
    };
    const response = await upload('/karvaan/api/avatar/upload');
    expect(response.statusCode, response.body).toBe(200);
    const { avatarUrl, data } = response.json();
    expect(avatarUrl).toBe(`http://localhost:5200${data.avatar}`);
    expect(avatarUrl).toMatch(/^http:\/\/localhost:5200\/uploads\/[0-9a-f-]{36}\.webp$/);

    const ours = await upload('/api/avatar/upload');
    expect(ours.json()).not.toHaveProperty('avatarUrl');
  });

  it('leaves our own profile route exactly as it was: strict, and no `user`', async () => {
    const refused = await as(token, 'PUT', '/api/auth/updatedetails', { name: 'Hana Ito', avatar: '' });
    expect(refused.statusCode).toBe(400);
    const saved = await as(token, 'PUT', '/api/auth/updatedetails', { name: 'Hana Ito' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).not.toHaveProperty('user');
  });
});

describe('registration (RegisterPage through AuthContext.register)', () => {
  it('signs the new account in; the phone it sends is not kept (our registration takes none)', async () => {
    const response = await as(null, 'POST', '/karvaan/api/auth/register', {
      name: 'Ravi Kumar',
      email: uniqueEmail('register'),
      password: 'correct horse battery',
      phone: '919812345678',
    });
    expect(response.statusCode, response.body).toBe(201);
    // AuthContext reads `success`, `token`, `user` and toasts `user.name`.
    expect(response.json()).toMatchObject({ success: true, token: expect.any(String) });
    expect(response.json().user).toMatchObject({ name: 'Ravi Kumar', phone: null });
  });
});
