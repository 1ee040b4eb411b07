import type { ChatConversation, ChatMessage, SocketRefusal } from '@tabi/contracts';
import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, adminSession, bearer, register, send } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  type ClientSocket,
  closeClients,
  connect,
  disconnection,
  listen,
  nextEvent,
  record,
  refusal,
} from '../../../test/sockets.ts';
import { chatMessages } from '../../db/schema/index.ts';
import { createChatRepository } from './chat.repository.ts';
import { supportIdentity } from './chat.service.ts';

/** The live support chat through real socket.io clients and the REST history, on the real database. */

type Person = { id: string; token: string; email: string; name: string };

let t: TestApp;
let url: string;
let admin: Person;

async function person(name = 'Aiko Tanaka'): Promise<Person> {
  const { token, user } = await register(t.app, { name });
  return { id: user._id, token, email: user.email, name: user.name };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/**
 * A user's message to support, as their socket sends it, answered by `messageSent` (every tab of the
 * user receives each one: this waits for the one of this message).
 */
function userSays(socket: ClientSocket, message: string): Promise<ChatMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`'${message}' was not acknowledged`)), 5000);
    const listener = (sent: ChatMessage) => {
      if (sent.message !== message.trim()) return;
      clearTimeout(timer);
      socket.off('messageSent', listener);
      resolve(sent);
    };
    socket.on('messageSent', listener);
    socket.emit('sendMessageToAdmin', { message });
  });
}

/** A socket whose first `event` is awaited from before it connects (it may arrive with the connection). */
async function connectFor<T>(auth: Record<string, unknown>, event: string) {
  const socket = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
  opened.push(socket);
  const first = nextEvent<T>(socket, event);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, first };
}
const opened: ClientSocket[] = [];

async function history(token: string, query = '') {
  const response = await send(t.app, 'GET', `/api/chat/user/messages${query}`, token);
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  t = await createTestApp(adminEnv);
  const token = await adminSession(t.app, t.config, t.database);
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  admin = { id: me.json().user._id, token, email: me.json().user.email, name: me.json().user.name };
  url = await listen(t.app);
});

afterEach(() => {
  closeClients();
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(() => t?.close());

describe('connecting', () => {
  it('is refused without a token and with a revoked one', async () => {
    expect((await refusal(url, {})).data?.code).toBe('UNAUTHENTICATED');
    const ana = await person();
    await send(t.app, 'POST', '/api/auth/logout', ana.token);
    expect((await refusal(url, { token: ana.token })).data?.code).toBe('UNAUTHENTICATED');
  });
});

describe('a user writes to support', () => {
  it('stores the message, acknowledges it with messageSent and shows it to every admin', async () => {
    const ana = await person('Ana Sato');
    const adminSocket = await connect(url, { token: admin.token });
    const userSocket = await connect(url, { token: ana.token });
    const secondTab = await connect(url, { token: ana.token });

    const toAdmin = nextEvent<{ message: ChatMessage; user: unknown }>(adminSocket, 'newMessageFromUser');
    const inOtherTab = nextEvent<ChatMessage>(secondTab, 'messageSent');
    const sent = await userSays(userSocket, '  Can I bring a child on the tea ceremony?  ');

    expect(sent).toMatchObject({
      message: 'Can I bring a child on the tea ceremony?',
      sender: { _id: ana.id, name: 'Ana Sato', email: ana.email, avatar: null },
    });
    expect(sent).not.toHaveProperty('readAt');
    expect(await inOtherTab).toEqual(sent);
    expect(await toAdmin).toEqual({ message: sent, user: sent.sender });

    const { status, body } = await history(ana.token);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, messages: [sent] });
  });

  it('refuses an empty, a whitespace-only and a 501-character message, and stores none', async () => {
    const ana = await person();
    const socket = await connect(url, { token: ana.token });
    for (const message of ['', '   \n ', 'x'.repeat(501)]) {
      const refused = nextEvent<SocketRefusal>(socket, 'error');
      socket.emit('sendMessageToAdmin', { message });
      expect(await refused).toMatchObject({ event: 'sendMessageToAdmin', code: 'VALIDATION_FAILED' });
    }
    const tooLong = nextEvent<SocketRefusal>(socket, 'error');
    socket.emit('sendMessageToAdmin', { message: 'y'.repeat(501) });
    expect((await tooLong).message).toBe('Message must be at most 500 characters');
    const empty = nextEvent<SocketRefusal>(socket, 'error');
    socket.emit('sendMessageToAdmin', { message: '  ' });
    expect((await empty).message).toBe('Message cannot be empty');

    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, ana.id))).toEqual([]);
    // Exactly 500 is allowed.
    expect((await userSays(socket, 'z'.repeat(500))).message).toHaveLength(500);
  });

  it('cannot address anyone but support: an admin event from a user is refused', async () => {
    const ana = await person();
    const ben = await person();
    const anaSocket = await connect(url, { token: ana.token });
    const benSocket = await connect(url, { token: ben.token });
    const benSaw = record(benSocket);
    const refused = nextEvent<SocketRefusal>(anaSocket, 'error');
    anaSocket.emit('sendMessageToUser', { userId: ben.id, message: 'Hello Ben' });
    expect(await refused).toMatchObject({ event: 'sendMessageToUser', code: 'FORBIDDEN' });
    const typing = nextEvent<SocketRefusal>(anaSocket, 'error');
    anaSocket.emit('adminTypingStart', { userId: ben.id });
    expect(await typing).toMatchObject({ event: 'adminTypingStart', code: 'FORBIDDEN' });
    await settle();
    expect(benSaw).toEqual([]);
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, ben.id))).toEqual([]);
  });

  it('limits a socket to 20 messages in 10 seconds', async () => {
    const ana = await person();
    const socket = await connect(url, { token: ana.token });
    const seen = record(socket);
    for (let i = 0; i < 21; i++) socket.emit('sendMessageToAdmin', { message: `Message ${i}` });
    await expect.poll(() => seen.length).toBe(21);
    expect(seen.filter((e) => e.event === 'messageSent')).toHaveLength(20);
    expect(seen.find((e) => e.event === 'error')?.payload).toMatchObject({
      event: 'sendMessageToAdmin',
      code: 'RATE_LIMITED',
    });
    const stored = await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, ana.id));
    expect(stored).toHaveLength(20);
  });

  it('limits a person, not a socket: ten sockets together send no more than one', async () => {
    const ana = await person();
    const sockets = await Promise.all(Array.from({ length: 10 }, () => connect(url, { token: ana.token })));
    const seen = sockets.map((socket) => record(socket));
    sockets.forEach((socket, n) => {
      for (let i = 0; i < 4; i++) socket.emit('sendMessageToAdmin', { message: `Socket ${n}, message ${i}` });
    });
    // Each message is acknowledged on every tab of Ana's; 40 attempts, one answer each on its own socket.
    await expect
      .poll(
        async () =>
          (await t.db.select().from(chatMessages).where(eq(chatMessages.conversationId, ana.id))).length,
      )
      .toBe(20);
    await expect.poll(() => seen.flat().filter((e) => e.event === 'error').length).toBe(20);
    expect(
      seen
        .flat()
        .filter((e) => e.event === 'error')
        .every((e) => (e.payload as { code: string }).code === 'RATE_LIMITED'),
    ).toBe(true);
  });
});

describe('an admin answers', () => {
  it('reaches the user with newMessageFromAdmin and every admin with messageSentToUser', async () => {
    const ana = await person();
    const userSocket = await connect(url, { token: ana.token });
    const adminSocket = await connect(url, { token: admin.token });
    const otherAdminTab = await connect(url, { token: admin.token });

    const toUser = nextEvent<ChatMessage>(userSocket, 'newMessageFromAdmin');
    const acknowledged = nextEvent<ChatMessage>(adminSocket, 'messageSentToUser');
    const inOtherTab = nextEvent<ChatMessage>(otherAdminTab, 'messageSentToUser');
    adminSocket.emit('sendMessageToUser', { userId: ana.id, message: 'Yes, children are welcome.' });

    const reply = await acknowledged;
    expect(reply).toMatchObject({ message: 'Yes, children are welcome.', sender: { _id: admin.id } });
    expect(await inOtherTab).toEqual(reply);
    // The traveller sees the support desk answer: never the staff member's account, id or e-mail.
    const seen = await toUser;
    expect(seen).toEqual({ ...reply, sender: supportIdentity });
    expect(JSON.stringify(seen)).not.toContain(admin.id);
    expect(JSON.stringify(seen)).not.toContain(adminEnv.ADMIN_EMAIL);

    const thread = await send(t.app, 'GET', `/api/chat/admin/conversation/${ana.id}`, admin.token);
    expect(thread.statusCode).toBe(200);
    expect(thread.json().messages).toEqual([reply]);
    const own = await send(t.app, 'GET', '/api/chat/user/messages', ana.token);
    expect(own.json().messages).toEqual([seen]);
    expect(own.body).not.toContain(adminEnv.ADMIN_EMAIL);
  });

  it('cannot write to a user who does not exist, nor to an administrator', async () => {
    const socket = await connect(url, { token: admin.token });
    const missing = nextEvent<SocketRefusal>(socket, 'error');
    socket.emit('sendMessageToUser', { userId: '00000000-0000-4000-8000-000000000000', message: 'Hello?' });
    expect(await missing).toMatchObject({
      event: 'sendMessageToUser',
      code: 'NOT_FOUND',
      message: 'User not found',
    });
    const toAdmin = nextEvent<SocketRefusal>(socket, 'error');
    socket.emit('sendMessageToUser', { userId: admin.id, message: 'Hello me' });
    expect(await toAdmin).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Administrators have no support conversation.',
    });
    const malformed = nextEvent<SocketRefusal>(socket, 'error');
    socket.emit('sendMessageToUser', { userId: 'ana', message: 'Hello' });
    expect(await malformed).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { userId: expect.any(String) },
    });
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.senderId, admin.id))).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ body: 'Hello?' })]),
    );
  });

  it('is refused from the user side: an admin has no conversation of their own', async () => {
    const socket = await connect(url, { token: admin.token });
    const refused = nextEvent<SocketRefusal>(socket, 'error');
    socket.emit('sendMessageToAdmin', { message: 'Hi' });
    expect(await refused).toMatchObject({ code: 'FORBIDDEN' });
    expect((await history(admin.token)).status).toBe(403);
  });
});

describe('typing', () => {
  it('passes one typing signal a second per state: a burst reaches the admins once', async () => {
    const ana = await person();
    const anaSocket = await connect(url, { token: ana.token });
    const adminSocket = await connect(url, { token: admin.token });
    const heard = record(adminSocket);
    for (let i = 0; i < 30; i++) anaSocket.emit('typingStartToAdmin');
    anaSocket.emit('typingStopToAdmin', {});
    await expect.poll(() => heard.filter((e) => e.event === 'userTyping').length).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.filter((e) => e.event === 'userTyping').map((e) => e.payload)).toEqual([
      { userId: ana.id, typing: true },
      { userId: ana.id, typing: false },
    ]);
  });

  it('goes from the user to the admins and from an admin to that user only', async () => {
    const ana = await person();
    const ben = await person();
    const anaSocket = await connect(url, { token: ana.token });
    const benSocket = await connect(url, { token: ben.token });
    const adminSocket = await connect(url, { token: admin.token });
    const benSaw = record(benSocket);

    const started = nextEvent(adminSocket, 'userTyping');
    anaSocket.emit('typingStartToAdmin');
    expect(await started).toEqual({ userId: ana.id, typing: true });
    const stopped = nextEvent(adminSocket, 'userTyping');
    anaSocket.emit('typingStopToAdmin', {});
    expect(await stopped).toEqual({ userId: ana.id, typing: false });

    const adminTyping = nextEvent(anaSocket, 'adminTyping');
    adminSocket.emit('adminTypingStart', { userId: ana.id });
    expect(await adminTyping).toEqual({ typing: true });
    const adminStopped = nextEvent(anaSocket, 'adminTyping');
    adminSocket.emit('adminTypingStop', { userId: ana.id });
    expect(await adminStopped).toEqual({ typing: false });
    await settle();
    expect(benSaw.filter((e) => e.event !== 'error')).toEqual([]);
    expect(benSaw.filter((e) => e.event === 'adminTyping')).toEqual([]);
  });

  it('refuses a payload on an event that carries none', async () => {
    const ana = await person();
    const socket = await connect(url, { token: ana.token });
    const refused = nextEvent<SocketRefusal>(socket, 'error');
    socket.emit('typingStartToAdmin', 'yes');
    expect(await refused).toMatchObject({ event: 'typingStartToAdmin', code: 'VALIDATION_FAILED' });
  });
});

describe('history', () => {
  it('pages by 50, oldest first, with a before cursor', async () => {
    const ana = await person();
    // 55 messages are more than one person may send in a minute (20 per 10 s): stored as the socket
    // handler stores them, a second apart.
    const chat = createChatRepository(t.db);
    const sent: ChatMessage[] = [];
    const start = Date.now() - 60 * 60_000;
    for (let i = 0; i < 55; i++)
      sent.push(await chat.append(ana.id, ana.id, `Message ${i}`, new Date(start + i * 1000)));

    const last = await history(ana.token);
    expect(last.body.messages.map((m: ChatMessage) => m.message)).toEqual(
      sent.slice(5).map((m) => m.message),
    );
    const older = await history(ana.token, `?before=${last.body.messages[0]._id}`);
    expect(older.body.messages).toEqual(sent.slice(0, 5));
    const none = await history(ana.token, `?before=${sent[0]!._id}`);
    expect(none.body.messages).toEqual([]);

    const asAdmin = await send(
      t.app,
      'GET',
      `/api/chat/admin/conversation/${ana.id}?before=${sent[5]!._id}`,
      admin.token,
    );
    expect(asAdmin.json().messages).toEqual(sent.slice(0, 5));
  });

  it("never shows another user's messages: their id as a cursor answers 404", async () => {
    const ana = await person();
    const ben = await person();
    const anaSocket = await connect(url, { token: ana.token });
    const anas = await userSays(anaSocket, 'Private to support');
    expect((await history(ben.token)).body.messages).toEqual([]);
    const probe = await history(ben.token, `?before=${anas._id}`);
    expect(probe.status).toBe(404);
    expect(JSON.stringify(probe.body)).not.toContain('Private');
    expect((await history(ben.token, '?before=nope')).status).toBe(400);
  });

  it('marks read: the admin reads what the user wrote, the user reads the replies by opening the chat', async () => {
    const ana = await person('Reader Ana');
    const anaSocket = await connect(url, { token: ana.token });
    const adminSocket = await connect(url, { token: admin.token });
    await userSays(anaSocket, 'First');
    await userSays(anaSocket, 'Second');

    const inbox = async (search = '') =>
      (await send(t.app, 'GET', `/api/chat/admin/conversations${search}`, admin.token)).json()
        .conversations as ChatConversation[];
    const mine = (await inbox()).find((c) => c._id._id === ana.id)!;
    expect(mine).toMatchObject({
      unreadCount: 2,
      lastMessage: { message: 'Second' },
      _id: { name: 'Reader Ana' },
    });

    // Ana's chat learns at once that support read her messages (the read marks under them).
    const seen = nextEvent<{ readAt: string }>(anaSocket, 'supportRead');
    adminSocket.emit('markMessagesAsRead', { senderId: ana.id });
    await expect.poll(async () => (await inbox()).find((c) => c._id._id === ana.id)?.unreadCount).toBe(0);
    const { readAt } = await seen;
    expect(Date.parse(readAt)).not.toBeNaN();

    const replied = nextEvent<ChatMessage>(anaSocket, 'newMessageFromAdmin');
    adminSocket.emit('sendMessageToUser', { userId: ana.id, message: 'Answered' });
    await replied;
    const read = (await history(ana.token)).body.messages as ChatMessage[];
    expect(read.map((m) => [m.message, typeof m.readAt])).toEqual([
      ['First', 'string'],
      ['Second', 'string'],
      ['Answered', 'undefined'],
    ]);
    expect(((await history(ana.token)).body.messages as ChatMessage[])[2]!.readAt).toBeTypeOf('string');
  });
});

describe('the admin inbox', () => {
  it('lists conversations by newest activity and finds them by name or e-mail', async () => {
    const ana = await person('Inbox Ana');
    const ben = await person('Inbox Ben');
    const anaSocket = await connect(url, { token: ana.token });
    const benSocket = await connect(url, { token: ben.token });
    await userSays(anaSocket, 'From Ana');
    await userSays(benSocket, 'From Ben');

    const list = async (query = '') => {
      const response = await send(t.app, 'GET', `/api/chat/admin/conversations${query}`, admin.token);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().conversations as ChatConversation[]).map((c) => c._id.name);
    };
    const all = await list();
    expect(all.indexOf('Inbox Ben')).toBeLessThan(all.indexOf('Inbox Ana'));
    await userSays(anaSocket, 'Ana again');
    expect((await list()).slice(0, 2)).toEqual(['Inbox Ana', 'Inbox Ben']);
    expect(await list('?search=inbox%20ben')).toEqual(['Inbox Ben']);
    expect(await list(`?search=${encodeURIComponent(ana.email.toUpperCase())}`)).toEqual(['Inbox Ana']);
    expect(await list('?search=%25')).toEqual([]);
  });

  it('refuses users: the inbox and a thread are for administrators', async () => {
    const ana = await person();
    expect((await send(t.app, 'GET', '/api/chat/admin/conversations', ana.token)).statusCode).toBe(403);
    expect((await send(t.app, 'GET', `/api/chat/admin/conversation/${ana.id}`, ana.token)).statusCode).toBe(
      403,
    );
    expect((await send(t.app, 'GET', '/api/chat/admin/conversations', null)).statusCode).toBe(401);
  });

  it('answers 404 for a thread of nobody', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody']) {
      const response = await send(t.app, 'GET', `/api/chat/admin/conversation/${id}`, admin.token);
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('presence', () => {
  it('lists online users to an admin as it connects, then each change', async () => {
    const ana = await person('Present Ana');
    const firstTab = await connect(url, { token: ana.token });
    const { socket: adminSocket, first } = await connectFor<{ userId: string; name: string }[]>(
      { token: admin.token },
      'onlineUsers',
    );
    const online = await first;
    expect(online).toContainEqual({ userId: ana.id, name: 'Present Ana' });
    expect(online.map((u) => u.userId)).not.toContain(admin.id);

    const ben = await person('Present Ben');
    const cameOnline = nextEvent(adminSocket, 'userOnline');
    const benSocket = await connect(url, { token: ben.token });
    expect(await cameOnline).toEqual({ userId: ben.id, name: 'Present Ben' });

    // Ana's second tab closing leaves her online; her last one closing does not.
    const secondTab = await connect(url, { token: ana.token });
    const seen = record(adminSocket);
    secondTab.close();
    await settle();
    expect(seen.filter((e) => e.event === 'userOffline')).toEqual([]);
    const wentOffline = nextEvent(adminSocket, 'userOffline');
    firstTab.close();
    expect(await wentOffline).toEqual({ userId: ana.id });
    benSocket.close();
    await disconnection(benSocket).catch(() => undefined);
  });
});
