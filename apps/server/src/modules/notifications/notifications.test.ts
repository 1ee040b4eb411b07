import type { NotificationInput, UserNotification } from '@tabi/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, register } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertUser } from '../../../test/fixtures.ts';
import { notifications as notificationsTable } from '../../db/schema/index.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createNotificationsService } from './notifications.service.ts';

type Person = { id: string; token: string };

let t: TestApp;
let admin: Person;

const noSuchId = '00000000-0000-4000-8000-000000000000';
const sample = (title: string, type: NotificationInput['type'] = 'booking_confirmed'): NotificationInput => ({
  type,
  title,
  body: `${title}: the details`,
  link: '/bookings',
});

async function person(): Promise<Person> {
  const { token, user } = await register(t.app);
  return { id: user._id, token };
}

async function notify(who: Person, title: string): Promise<UserNotification> {
  const created = await t.notifier.notify(who.id, sample(title));
  expect(created).not.toBeNull();
  return created!;
}

async function call(method: 'GET' | 'PUT' | 'DELETE', url: string, who?: Person) {
  return t.app.inject({ method, url, headers: who ? bearer(who.token) : {} });
}

async function titlesOf(who: Person, query = '') {
  const response = await call('GET', `/api/notifications?limit=100${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((n: UserNotification) => n.title);
}

async function unreadCount(who: Person): Promise<number> {
  const response = await call('GET', '/api/notifications/unread-count', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.count;
}

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  const token = await adminSession(t.app, t.config, t.database);
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  admin = { id: me.json().user._id, token };
});

afterAll(() => t?.close());

describe('a visitor', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['GET', '/api/notifications/unread-count'],
    ['PUT', `/api/notifications/${noSuchId}/read`],
    ['PUT', '/api/notifications/mark-all-read'],
    ['DELETE', `/api/notifications/${noSuchId}`],
    ['DELETE', '/api/notifications/clear-read'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await call(method, url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });
});

describe('GET /api/notifications', () => {
  it("lists the user's own notifications, newest first, in the list envelope", async () => {
    const ana = await person();
    const ben = await person();
    const first = await notify(ana, 'First');
    await notify(ana, 'Second');
    await notify(ben, 'Not for Ana');

    const response = await call('GET', '/api/notifications', ana);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, count: 2, total: 2, page: 1, pages: 1 });
    expect(body.data.map((n: UserNotification) => n.title)).toEqual(['Second', 'First']);
    expect(body.data[1]).toEqual({
      _id: first._id,
      type: 'booking_confirmed',
      title: 'First',
      body: 'First: the details',
      link: '/bookings',
      read: false,
      createdAt: first.createdAt,
    });
  });

  it('paginates', async () => {
    const ana = await person();
    for (const title of ['n1', 'n2', 'n3', 'n4', 'n5']) await notify(ana, title);
    const response = await call('GET', '/api/notifications?limit=2&page=2', ana);
    const body = response.json();
    expect(body).toMatchObject({ count: 2, total: 5, page: 2, pages: 3 });
    expect(body.data.map((n: UserNotification) => n.title)).toEqual(['n3', 'n2']);
    const last = (await call('GET', '/api/notifications?limit=2&page=3', ana)).json();
    expect(last).toMatchObject({ count: 1, total: 5, page: 3, pages: 3 });
  });

  it('filters by read=true and read=false', async () => {
    const ana = await person();
    const seen = await notify(ana, 'Seen');
    await notify(ana, 'New');
    expect((await call('PUT', `/api/notifications/${seen._id}/read`, ana)).statusCode).toBe(200);

    expect(await titlesOf(ana, '&read=true')).toEqual(['Seen']);
    expect(await titlesOf(ana, '&read=false')).toEqual(['New']);
    expect(await titlesOf(ana)).toEqual(['New', 'Seen']);
  });

  it('refuses a read filter other than true or false, and a bad page size', async () => {
    const ana = await person();
    const bad = await call('GET', '/api/notifications?read=yes', ana);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toHaveProperty('read');
    expect((await call('GET', '/api/notifications?limit=500', ana)).statusCode).toBe(400);
  });

  it("gives an admin their own notifications, not everyone's", async () => {
    const ana = await person();
    await notify(ana, 'For Ana only');
    await t.notifier.notify(admin.id, sample('For the admin'));
    const titles = await titlesOf(admin);
    expect(titles).toContain('For the admin');
    expect(titles).not.toContain('For Ana only');
  });
});

describe('GET /api/notifications/unread-count', () => {
  it('counts only unread notifications of the caller', async () => {
    const ana = await person();
    const ben = await person();
    expect(await unreadCount(ana)).toBe(0);
    const one = await notify(ana, 'One');
    await notify(ana, 'Two');
    await notify(ben, 'Ben');
    expect(await unreadCount(ana)).toBe(2);
    await call('PUT', `/api/notifications/${one._id}/read`, ana);
    expect(await unreadCount(ana)).toBe(1);
    expect(await unreadCount(ben)).toBe(1);
  });
});

describe('PUT /api/notifications/:id/read', () => {
  it('marks the owner’s notification as read, and again is harmless', async () => {
    const ana = await person();
    const created = await notify(ana, 'Read me');
    const response = await call('PUT', `/api/notifications/${created._id}/read`, ana);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { ...created, read: true } });
    const again = await call('PUT', `/api/notifications/${created._id}/read`, ana);
    expect(again.json().data.read).toBe(true);
  });

  it("answers 404 for another user's notification and leaves it unread (an admin's too)", async () => {
    const ana = await person();
    const ben = await person();
    const created = await notify(ana, 'Private');
    for (const who of [ben, admin]) {
      const response = await call('PUT', `/api/notifications/${created._id}/read`, who);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Notification not found' });
    }
    expect(await unreadCount(ana)).toBe(1);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const ana = await person();
    expect((await call('PUT', `/api/notifications/${noSuchId}/read`, ana)).statusCode).toBe(404);
    expect((await call('PUT', '/api/notifications/not-an-id/read', ana)).statusCode).toBe(404);
  });
});

describe('PUT /api/notifications/mark-all-read', () => {
  it("marks all of the caller's notifications as read, nobody else's", async () => {
    const ana = await person();
    const ben = await person();
    await notify(ana, 'A1');
    await notify(ana, 'A2');
    await notify(ben, 'B1');
    const response = await call('PUT', '/api/notifications/mark-all-read', ana);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { updated: 2 } });
    expect(await unreadCount(ana)).toBe(0);
    expect(await unreadCount(ben)).toBe(1);
    const again = await call('PUT', '/api/notifications/mark-all-read', ana);
    expect(again.json()).toEqual({ success: true, data: { updated: 0 } });
  });
});

describe('DELETE /api/notifications/:id', () => {
  it('deletes a read notification of the owner', async () => {
    const ana = await person();
    const created = await notify(ana, 'Done with it');
    await call('PUT', `/api/notifications/${created._id}/read`, ana);
    const response = await call('DELETE', `/api/notifications/${created._id}`, ana);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { _id: created._id } });
    expect(await titlesOf(ana)).toEqual([]);
    expect((await call('DELETE', `/api/notifications/${created._id}`, ana)).statusCode).toBe(404);
  });

  it('refuses an unread one with 409 and keeps it', async () => {
    const ana = await person();
    const created = await notify(ana, 'Not seen yet');
    const response = await call('DELETE', `/api/notifications/${created._id}`, ana);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'This notification has not been read yet. Mark it as read before deleting it.',
    });
    expect(await titlesOf(ana)).toEqual(['Not seen yet']);
  });

  it("answers 404 for another user's notification, read or not, and keeps it", async () => {
    const ana = await person();
    const ben = await person();
    const unread = await notify(ana, 'Unread');
    const read = await notify(ana, 'Read');
    await call('PUT', `/api/notifications/${read._id}/read`, ana);
    for (const who of [ben, admin]) {
      for (const target of [unread, read]) {
        const response = await call('DELETE', `/api/notifications/${target._id}`, who);
        expect(response.statusCode, response.body).toBe(404);
      }
    }
    expect(await titlesOf(ana)).toEqual(['Read', 'Unread']);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const ana = await person();
    expect((await call('DELETE', `/api/notifications/${noSuchId}`, ana)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/notifications/42', ana)).statusCode).toBe(404);
  });
});

describe('DELETE /api/notifications/clear-read', () => {
  it("deletes only the caller's read notifications", async () => {
    const ana = await person();
    const ben = await person();
    const a1 = await notify(ana, 'A1 read');
    const a2 = await notify(ana, 'A2 read');
    await notify(ana, 'A3 unread');
    const b1 = await notify(ben, 'B1 read');
    for (const id of [a1._id, a2._id]) await call('PUT', `/api/notifications/${id}/read`, ana);
    await call('PUT', `/api/notifications/${b1._id}/read`, ben);

    const response = await call('DELETE', '/api/notifications/clear-read', ana);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { deleted: 2 } });
    expect(await titlesOf(ana)).toEqual(['A3 unread']);
    expect(await titlesOf(ben)).toEqual(['B1 read']);
  });
});

describe('the notifier other features call', () => {
  it('notifyAdmins writes one notification for each admin who can sign in, and no one else', async () => {
    const second = await insertUser(t.db, { name: 'Second Admin', role: 'admin' });
    const disabled = await insertUser(t.db, { name: 'Former Admin', role: 'admin', disabled: true });
    const ana = await person();

    const created = await t.notifier.notifyAdmins(sample('Refund requested', 'refund_requested'));
    expect(created).toHaveLength(2);
    const owners = await t.db
      .select({ userId: notificationsTable.userId })
      .from(notificationsTable)
      .where(eq(notificationsTable.title, 'Refund requested'));
    expect(owners.map((o) => o.userId).sort()).toEqual([admin.id, second.id].sort());
    expect(owners.map((o) => o.userId)).not.toContain(disabled.id);
    expect(await titlesOf(ana)).not.toContain('Refund requested');
    expect(await titlesOf(admin)).toContain('Refund requested');
  });

  it('stores a notification without a link as link null', async () => {
    const ana = await person();
    const created = await t.notifier.notify(ana.id, {
      type: 'consultation_received',
      title: 'No link',
      body: 'Nothing to open',
    });
    expect(created).toMatchObject({ link: null, read: false, type: 'consultation_received' });
  });

  it('never rejects: a notification that cannot be stored is logged and answers null', async () => {
    const errors: string[] = [];
    const service = createNotificationsService({
      notifications: createNotificationsRepository(t.db),
      realtime: { toUser: () => {} },
      log: { warn: () => {}, error: (_obj, msg) => errors.push(msg) },
    });
    // No such user: the foreign key refuses the row.
    await expect(service.notify(noSuchId, sample('Lost'))).resolves.toBeNull();
    expect(errors).toEqual(['notifications: could not store a notification']);
  });

  it('a failed push does not fail the caller: the notification is stored and returned', async () => {
    const ana = await person();
    const warnings: string[] = [];
    const service = createNotificationsService({
      notifications: createNotificationsRepository(t.db),
      realtime: {
        toUser: () => {
          throw new Error('socket layer down');
        },
      },
      log: { warn: (_obj, msg) => warnings.push(msg), error: () => {} },
    });
    const created = await service.notify(ana.id, sample('Stored anyway'));
    expect(created).toMatchObject({ title: 'Stored anyway', read: false });
    expect(warnings).toEqual(['notifications: could not push to the open tabs']);
    expect(await titlesOf(ana)).toEqual(['Stored anyway']);
  });
});
