import type { NotificationInput, UnreadCount, UserNotification } from '@tabi/contracts';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { bearer, register } from '../../../test/accounts.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { closeClients, connect, listen, nextEvent, record } from '../../../test/sockets.ts';
import { type App, composeApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase, type Database } from '../../db/client.ts';

/**
 * Several server processes behind a load balancer (ARCHITECTURE 'Many machines'): a notification
 * written through one process reaches a socket connected to another, over Redis. Two apps on one
 * database here, each with its own connections, socket.io server and Redis clients, sharing nothing
 * in memory; without Redis the same notification stays on the process that wrote it.
 */

const redisUrl = process.env.TEST_REDIS_URL;
const sample: NotificationInput = {
  type: 'booking_confirmed',
  title: 'Booking confirmed',
  body: 'See you soon',
  link: '/bookings',
};

const opened: { app: App; database: Database }[] = [];

/** Two "processes" on one fresh test database. */
async function twoProcesses(env: Record<string, string>) {
  const shared = await createTestDatabase();
  const start = async (database: Database) => {
    const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', ...env });
    const started = await composeApp({ config, database, webDistDir: '/nonexistent' });
    await started.app.ready();
    opened.push({ app: started.app, database });
    return started;
  };
  // One after the other: the first generates the signing key in the database, the second reads it.
  const a = await start(shared);
  const b = await start(connectDatabase(shared.url, 'external', { error: () => {} }));
  return { a, b, bUrl: await listen(b.app) };
}

afterEach(async () => {
  closeClients();
  for (const { app, database } of opened.splice(0)) {
    await app.close();
    await database.close();
  }
});

afterAll(() => closeClients());

if (!redisUrl) {
  it.skip('two processes share notifications over Redis: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run it', () => {});
}

describe.skipIf(!redisUrl)('with REDIS_URL: two server processes', () => {
  it("a notification written through process A reaches the user's socket on process B", async () => {
    const { a, b, bUrl } = await twoProcesses({ REDIS_URL: redisUrl! });
    const ana = await register(a.app);
    const ben = await register(b.app);
    const anaOnB = await connect(bUrl, { token: ana.token });
    const benOnB = record(await connect(bUrl, { token: ben.token }));

    const received = nextEvent<UserNotification>(anaOnB, 'notification');
    const counted = nextEvent<UnreadCount>(anaOnB, 'notifications:unread-count');
    const created = await a.notifier.notify(ana.user._id, sample);
    expect(await received).toEqual(created);
    expect(await counted).toEqual({ count: 1 });

    // A change made through A's HTTP API moves the badge in the tab connected to B.
    const afterRead = nextEvent<UnreadCount>(anaOnB, 'notifications:unread-count');
    const read = await a.app.inject({
      method: 'PUT',
      url: '/api/notifications/mark-all-read',
      headers: bearer(ana.token),
    });
    expect(read.statusCode).toBe(200);
    expect(await afterRead).toEqual({ count: 0 });
    expect(benOnB).toEqual([]);
  });
});

describe('without Redis', () => {
  it("process B's sockets do not hear of process A's notifications (so the test above proves Redis carried them)", async () => {
    const { a, bUrl } = await twoProcesses({ REDIS_URL: '' });
    const ana = await register(a.app);
    const seen = record(await connect(bUrl, { token: ana.token }));
    await a.notifier.notify(ana.user._id, sample);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual([]);
  });
});

describe('with Redis unreachable', () => {
  it('starts after a short wait and still delivers to its own sockets, without crashing', async () => {
    const warnings: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', REDIS_URL: 'redis://127.0.0.1:9' });
    const database = await createTestDatabase();
    const logger = pino(
      { level: 'warn' },
      { write: (line: string) => void warnings.push(JSON.parse(line).msg) },
    );
    const { app, notifier } = await composeApp({ config, database, webDistDir: '/nonexistent', logger });
    opened.push({ app, database });
    await app.ready();
    const url = await listen(app);
    const ana = await register(app);
    const socket = await connect(url, { token: ana.token });

    const received = nextEvent<UserNotification>(socket, 'notification');
    await notifier.notify(ana.user._id, sample);
    expect((await received).title).toBe('Booking confirmed');
    // The publish to Redis fails after its retries; that is logged, never an unhandled rejection.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(warnings).toContain(
      "realtime: Redis publisher unavailable; events reach only this process's sockets until it is back",
    );
    expect(warnings).toContain('realtime: a Redis command failed (events reach this process only)');
  });
});
