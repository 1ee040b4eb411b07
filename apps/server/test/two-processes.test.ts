import type { UserNotification } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoDate } from './bookings.ts';
import { createTestDatabase } from './database.ts';
import { insertTour } from './fixtures.ts';
import { freePort, startServer, stopAll } from './server-process.ts';
import { closeClients, connect, nextEvent } from './sockets.ts';

/**
 * ARCHITECTURE 'Many machines', for real: two server processes (`src/main.ts`, as deployed) on one
 * database and one Redis. A booking made through process A notifies its traveller on a socket that is
 * connected to process B.
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
    const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl!, ADMIN_PASSWORD: 'two processes admin' };
    // One after the other: the first start writes the signing key, the second reads it.
    a = await startProcess(env);
    b = await startProcess(env);
  }, 200_000);

  afterAll(async () => {
    closeClients();
    await stopAll();
  });

  it('a booking made through A reaches the traveller’s socket on B', async () => {
    const registered = await fetch(`${a}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Two Processes',
        email: `two-${Date.now()}@example.com`,
        password: 'long enough 123',
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };

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
});

describe.skipIf(redisUrl)('two server processes', () => {
  it.skip('need Redis: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run them', () => {});
});
