import type { ChatMessage } from '@tabi/contracts';
import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { adminEnv, register } from '../../../test/accounts.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { type ClientSocket, closeClients, connect, listen, nextEvent } from '../../../test/sockets.ts';
import { type App, composeApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase, type Database } from '../../db/client.ts';
import { chatConversations } from '../../db/schema/index.ts';
import { runFirstStart } from '../../first-run.ts';
import { supportIdentity } from './chat.service.ts';

/**
 * The live chat across two server processes (ARCHITECTURE 'Many machines'): a user connected to one,
 * an administrator to the other, on one database and one Redis. Messages, typing and presence cross
 * over; a user connected to the other process counts as online (no reminder mail is planned).
 */

const redisUrl = process.env.TEST_REDIS_URL;
const opened: { app: App; database: Database }[] = [];
const sockets: ClientSocket[] = [];

afterAll(async () => {
  closeClients();
  for (const socket of sockets) socket.close();
  for (const { app, database } of opened.splice(0)) {
    await app.close();
    await database.close();
  }
});

if (!redisUrl) {
  it.skip('the chat across two processes over Redis: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run it', () => {});
}

describe.skipIf(!redisUrl)('with REDIS_URL: a user on process B, an administrator on process A', () => {
  it('exchange messages, typing and presence', async () => {
    const shared = await createTestDatabase();
    const env = { NODE_ENV: 'test', SEED_DEMO: 'false', REDIS_URL: redisUrl!, ...adminEnv };
    const start = async (database: Database) => {
      const { app } = await composeApp({ config: loadConfig(env), database, webDistDir: '/nonexistent' });
      await app.ready();
      opened.push({ app, database });
      return app;
    };
    // One after the other: the first generates the signing key in the database, the second reads it.
    const a = await start(shared);
    const b = await start(connectDatabase(shared.url, 'external', { error: () => {} }));
    await runFirstStart(loadConfig(env), shared, { info: () => {} }, () => {});
    const aUrl = await listen(a);
    const bUrl = await listen(b);

    const adminLogin = await a.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { adminKey: adminEnv.ADMIN_KEY },
    });
    const adminToken = adminLogin.json().token as string;
    const ana = await register(b, { name: 'Remote Ana' });
    const userSocket = await connect(bUrl, { token: ana.token });

    // Presence: the admin connecting to A is told of Ana, whose socket is on B.
    const adminSocket = io(aUrl, { auth: { token: adminToken }, transports: ['websocket'], forceNew: true });
    sockets.push(adminSocket);
    const online = await nextEvent<{ userId: string; name: string }[]>(adminSocket, 'onlineUsers');
    // toContain: other test files' processes on the same Redis may have users online too.
    expect(online).toContainEqual({ userId: ana.user._id, name: 'Remote Ana' });

    // User -> admin.
    const toAdmin = nextEvent<{ message: ChatMessage }>(adminSocket, 'newMessageFromUser');
    const acknowledged = nextEvent<ChatMessage>(userSocket, 'messageSent');
    userSocket.emit('sendMessageToAdmin', { message: 'Hello from B' });
    const sent = await acknowledged;
    expect((await toAdmin).message).toEqual(sent);

    // Admin -> user: Ana is online on B, so nothing is planned for her by mail.
    const toUser = nextEvent<ChatMessage>(userSocket, 'newMessageFromAdmin');
    const replied = nextEvent<ChatMessage>(adminSocket, 'messageSentToUser');
    adminSocket.emit('sendMessageToUser', { userId: ana.user._id, message: 'Hello from A' });
    // The traveller sees the support desk, not the staff member's account.
    expect(await toUser).toEqual({ ...(await replied), sender: supportIdentity });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [conversation] = await shared.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.userId, ana.user._id));
    expect(conversation?.mailDueAt).toBeNull();

    // Typing, both ways.
    const userTyping = nextEvent(adminSocket, 'userTyping');
    userSocket.emit('typingStartToAdmin');
    expect(await userTyping).toEqual({ userId: ana.user._id, typing: true });
    const adminTyping = nextEvent(userSocket, 'adminTyping');
    adminSocket.emit('adminTypingStart', { userId: ana.user._id });
    expect(await adminTyping).toEqual({ typing: true });

    // A staff member on B is demoted through A: their open socket on B can no longer answer as support.
    const staff = await register(a, { name: 'Former Staff' });
    const promote = (role: 'admin' | 'user') =>
      a.inject({
        method: 'PUT',
        url: `/api/admin/users/${staff.user._id}`,
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { role },
      });
    expect((await promote('admin')).statusCode).toBe(200);
    const staffSocket = await connect(bUrl, { token: staff.token });
    const allowed = nextEvent<ChatMessage>(staffSocket, 'messageSentToUser');
    staffSocket.emit('sendMessageToUser', { userId: ana.user._id, message: 'Hello from staff' });
    expect((await allowed).message).toBe('Hello from staff');
    expect((await promote('user')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = nextEvent<{ code: string }>(staffSocket, 'error');
    staffSocket.emit('sendMessageToUser', { userId: ana.user._id, message: 'Call +1 555 0100 now' });
    expect(await refused).toMatchObject({ event: 'sendMessageToUser', code: 'FORBIDDEN' });

    // Ana's last socket closes on B: the admin on A hears it.
    const offline = nextEvent(adminSocket, 'userOffline');
    userSocket.close();
    expect(await offline).toEqual({ userId: ana.user._id });
  });
});
