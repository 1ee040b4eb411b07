import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { policy } from '@tabi/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, login, register } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { closeClients, connect, disconnection, nextEvent, refusal } from '../../../test/sockets.ts';
import { users } from '../../db/schema/index.ts';
import { createSessionResolver } from '../auth/session-resolver.ts';
import { createSessionTokens } from '../auth/session-tokens.ts';
import { createSessionsRepository } from '../auth/sessions.repository.ts';
import { resolveSigningKey } from '../auth/signing-key.ts';
import { createSettingsRepository } from '../settings/settings.repository.ts';
import { onClientEvents } from './client-events.ts';
import { createRealtime, type Realtime, socketsPerSession } from './realtime.ts';
import { createSocketAuthenticator } from './socket-auth.ts';

/**
 * The hub on its own HTTP server with a short re-check interval: a socket's session is checked again
 * while it stays connected. (The app's own sockets are tested with the notifications module.)
 */

let t: TestApp;
let realtime: Realtime;
let url: string;
const warnings: string[] = [];
const hubs: { realtime: Realtime; server: Server }[] = [];

/** A hub on its own HTTP server, checking sessions again every `recheckEveryMs` (default: the app's). */
async function startHub(recheckEveryMs?: number) {
  const sessions = createSessionsRepository(t.db);
  const tokens = createSessionTokens(
    await resolveSigningKey(t.config.JWT_SECRET, createSettingsRepository(t.db)),
  );
  const server = createServer();
  const hub = createRealtime({
    server,
    authenticate: createSocketAuthenticator(
      createSessionResolver({
        tokens,
        sessions,
        now: () => new Date(),
        idleMs: policy.sessionIdleDays * 24 * 60 * 60_000,
        onTouchError: () => {},
      }),
    ),
    log: { warn: (_obj, msg) => warnings.push(msg), info: () => {} },
    ...(recheckEveryMs ? { recheckEveryMs } : {}),
  });
  hubs.push({ realtime: hub, server });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { realtime: hub, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ realtime, url } = await startHub(100));
});

afterEach(() => closeClients());

afterAll(async () => {
  for (const hub of hubs) {
    await hub.realtime.close();
    await new Promise((resolve) => hub.server.close(resolve));
  }
  await t?.close();
});

describe('a connected socket whose session ends', () => {
  it('is disconnected after sign-out, and not told to reconnect', async () => {
    const { token } = await register(t.app);
    const socket = await connect(url, { token });
    const gone = disconnection(socket);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(await gone).toBe('io server disconnect');
  });

  it('is disconnected when its user is disabled', async () => {
    const { token, user } = await register(t.app);
    const socket = await connect(url, { token });
    const gone = disconnection(socket);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, user._id));
    expect(await gone).toBe('io server disconnect');
  });

  it(`refuses more than ${socketsPerSession} live connections of one session; another session is let in`, async () => {
    const { token, user, password } = await register(t.app);
    for (let i = 0; i < socketsPerSession; i++) await connect(url, { token });
    expect(await refusal(url, { token })).toMatchObject({
      message: expect.stringContaining(`already has ${socketsPerSession} live connections`),
      data: { code: 'RATE_LIMITED' },
    });
    const other = await login(t.app, user.email, password);
    expect((await connect(url, { token: other.token })).connected).toBe(true);
  });

  it('keeps a live session connected', async () => {
    const { token } = await register(t.app);
    const socket = await connect(url, { token });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(socket.connected).toBe(true);
  });
});

describe('rooms', () => {
  it('moves a socket into the admins room when its user becomes an admin', async () => {
    const { token, user } = await register(t.app);
    const socket = await connect(url, { token });
    const before: unknown[] = [];
    socket.on('notifications:unread-count', (payload) => before.push(payload));
    realtime.toAdmins('notifications:unread-count', { count: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(before).toEqual([]);

    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, user._id));
    // Within a few re-check intervals the socket is in the room.
    const received = nextEvent(socket, 'notifications:unread-count', 3000);
    const sending = setInterval(() => realtime.toAdmins('notifications:unread-count', { count: 2 }), 50);
    try {
      expect(await received).toEqual({ count: 2 });
    } finally {
      clearInterval(sending);
    }
  });
});

describe('client events', () => {
  // A map as a feature declares its events in contracts, with a handler that notes what it was given.
  const schemas = { 'note:add': z.object({ text: z.string().min(1, 'Text cannot be empty') }) };
  const errors: string[] = [];

  /**
   * A user's socket on a hub whose sockets handle `note:add`; `handled` lists (user, payload) as the
   * handler got them.
   */
  async function socketHandledBy(handler?: () => Promise<void>) {
    const hub = await startHub();
    const handled: { userId: string; payload: unknown }[] = [];
    const next: (() => void)[] = [];
    hub.realtime.onConnection((socket) =>
      onClientEvents(
        socket,
        schemas,
        {
          'note:add': async (payload) => {
            handled.push({ userId: socket.data.viewer.userId, payload });
            next.shift()?.();
            await handler?.();
          },
        },
        { error: (_obj, msg) => errors.push(msg) },
      ),
    );
    /** Resolves when the handler has run once more. */
    const handledOnce = () => new Promise<void>((resolve) => next.push(resolve));
    const { token, user } = await register(t.app);
    return { socket: await connect(hub.url, { token }), user, handled, handledOnce };
  }

  it("hands a valid payload to the feature's handler, parsed, with the socket's user", async () => {
    const { socket, user, handled, handledOnce } = await socketHandledBy();
    const done = handledOnce();
    socket.emit('note:add', { text: 'Hello', extra: 'dropped by the schema' });
    await done;
    expect(handled).toEqual([{ userId: user._id, payload: { text: 'Hello' } }]);
  });

  it('refuses an invalid payload with an error event the client sees, before any handler runs', async () => {
    const { socket, handled, handledOnce } = await socketHandledBy();
    const empty = nextEvent(socket, 'error');
    socket.emit('note:add', { text: '' });
    expect(await empty).toEqual({
      event: 'note:add',
      message: 'Text cannot be empty',
      code: 'VALIDATION_FAILED',
      fieldErrors: { text: 'Text cannot be empty' },
    });

    const notAnObject = nextEvent(socket, 'error');
    socket.emit('note:add', 'Hello');
    expect(await notAnObject).toMatchObject({ event: 'note:add', code: 'VALIDATION_FAILED' });
    expect(await notAnObject).toHaveProperty('fieldErrors.payload');

    // A socket's events are handled in order: once this one is, the refused ones were never handed on.
    const done = handledOnce();
    socket.emit('note:add', { text: 'Valid' });
    await done;
    expect(handled.map((h) => h.payload)).toEqual([{ text: 'Valid' }]);
  });

  it('answers a failed handler with an error event and logs it', async () => {
    const { socket } = await socketHandledBy(async () => {
      throw new Error('store down');
    });
    const refused = nextEvent(socket, 'error');
    socket.emit('note:add', { text: 'Hello' });
    expect(await refused).toEqual({
      event: 'note:add',
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    expect(errors).toContain('realtime: a client event failed');
    expect(socket.connected).toBe(true);
  });
});

describe("an admin's change to an account, applied at once (not at the next re-check)", () => {
  const silence = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('disconnectUser ends every socket of that user, and only theirs', async () => {
    const hub = await startHub();
    const { token, user } = await register(t.app);
    const other = await register(t.app);
    const tabs = [await connect(hub.url, { token }), await connect(hub.url, { token })];
    const bystander = await connect(hub.url, { token: other.token });
    const gone = tabs.map((socket) => disconnection(socket, 1000));
    hub.realtime.disconnectUser(user._id);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    await silence(100);
    expect(bystander.connected).toBe(true);
  });

  it('setRole moves the sockets of that user into and out of the admins room, and their role with them', async () => {
    const hub = await startHub();
    const { token, user } = await register(t.app);
    const socket = await connect(hub.url, { token });
    const heard: unknown[] = [];
    socket.on('notifications:unread-count', (payload) => heard.push(payload));

    hub.realtime.setRole(user._id, 'admin');
    await silence(100);
    expect((await hub.realtime.viewersIn(`user:${user._id}`)).map((v) => v.role)).toEqual(['admin']);
    hub.realtime.toAdmins('notifications:unread-count', { count: 1 });
    await silence(100);
    hub.realtime.setRole(user._id, 'user');
    await silence(100);
    expect((await hub.realtime.viewersIn(`user:${user._id}`)).map((v) => v.role)).toEqual(['user']);
    hub.realtime.toAdmins('notifications:unread-count', { count: 2 });
    await silence(100);
    expect(heard).toEqual([{ count: 1 }]);
  });
});
