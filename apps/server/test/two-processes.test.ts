import type { ChatMessage, UserNotification } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv } from './accounts.ts';
import { tokyoDate } from './bookings.ts';
import { createTestDatabase } from './database.ts';
import { insertTour } from './fixtures.ts';
import { freePort, startServer, stopAll } from './server-process.ts';
import { closeClients, connect, nextEvent } from './sockets.ts';

/**
 * ARCHITECTURE 'Many machines', for real: two server processes (`src/main.ts`, as deployed) on one
 * database and one Redis. A booking made through process A notifies its traveller on a socket that is
 * connected to process B, and a traveller on B chats with support on A.
 */
const redisUrl = process.env.TEST_REDIS_URL;

/** One more server process on its own port, once it says it is running; answers its address. */
async function startProcess(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  await startServer({ env: { ...env, PORT: String(port), SEED_DEMO: 'false' } });
  return `http://127.0.0.1:${port}`;
}

describe.skipIf(!redisUrl)('two server processes on one database and Redis', () => {
  let a: string;
  let b: string;
  let tourId: string;

  beforeAll(async () => {
    const database = await createTestDatabase();
    tourId = (await insertTour(database.db)).id;
    await database.close();
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl!, ...adminEnv };
    // One after the other: the first start writes the signing key, the second reads it.
    a = await startProcess(env);
    b = await startProcess(env);
  }, 200_000);

  afterAll(async () => {
    closeClients();
    await stopAll();
  });

  /** A new traveller's session, registered through `server`. */
  async function registerThrough(server: string): Promise<{ token: string; user: { _id: string } }> {
    const registered = await fetch(`${server}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Two Processes',
        email: `two-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
        password: 'long enough 123',
      }),
    });
    expect(registered.status).toBe(201);
    return (await registered.json()) as { token: string; user: { _id: string } };
  }

  it('a booking made through A reaches the traveller’s socket on B', async () => {
    const { token } = await registerThrough(a);

    const socket = await connect(b, { token });
    const arrived = nextEvent<UserNotification>(socket, 'notification');
    const booking = await fetch(`${a}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        tourId,
        date: tokyoDate(8),
        participants: { adults: 2, children: 0 },
        contact: { name: 'Two Processes', email: 'two@example.com', phone: '+81 90 1111 2222' },
      }),
    });
    expect(booking.status).toBe(201);
    const { data } = (await booking.json()) as { data: { reference: string } };
    const notification = await arrived;
    expect(notification).toMatchObject({ type: 'booking_confirmed', read: false });
    expect(notification.body).toContain(data.reference);
  });

  it('a traveller on B and support on A chat: presence, messages and typing cross over', async () => {
    const adminLogin = await fetch(`${a}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ adminKey: adminEnv.ADMIN_KEY }),
    });
    expect(adminLogin.status).toBe(200);
    const support = await connect(a, { token: ((await adminLogin.json()) as { token: string }).token });
    const traveller = await registerThrough(b);

    const online = nextEvent<{ userId: string }>(support, 'userOnline');
    const user = await connect(b, { token: traveller.token });
    expect((await online).userId).toBe(traveller.user._id);

    const received = nextEvent<{ message: ChatMessage }>(support, 'newMessageFromUser');
    user.emit('sendMessageToAdmin', { message: 'Is the tea ceremony wheelchair accessible?' });
    expect((await received).message.message).toBe('Is the tea ceremony wheelchair accessible?');

    const typing = nextEvent<{ typing: boolean }>(user, 'adminTyping');
    support.emit('adminTypingStart', { userId: traveller.user._id });
    expect(await typing).toEqual({ typing: true });

    const answer = nextEvent<ChatMessage>(user, 'newMessageFromAdmin');
    support.emit('sendMessageToUser', { userId: traveller.user._id, message: 'Yes, step-free all the way.' });
    expect((await answer).message).toBe('Yes, step-free all the way.');

    const offline = nextEvent<{ userId: string }>(support, 'userOffline');
    user.close();
    expect((await offline).userId).toBe(traveller.user._id);
  });
});

describe.skipIf(redisUrl)('two server processes', () => {
  it.skip('need Redis: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run them', () => {});
});
