import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserNotification } from '@tabi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoDate } from './bookings.ts';
import { createTestDatabase } from './database.ts';
import { insertTour } from './fixtures.ts';
import { closeClients, connect, nextEvent } from './sockets.ts';

/**
 * ARCHITECTURE 'Many machines', for real: two server processes (`src/main.ts`, as deployed) on one
 * database and one Redis. A booking made through process A notifies its traveller on a socket that is
 * connected to process B.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const running: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return url;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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
    a = await startServer(env);
    b = await startServer(env);
  }, 200_000);

  afterAll(async () => {
    closeClients();
    await Promise.all(
      running.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
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
