import type { UserNotification } from '@tabi/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv } from './accounts.ts';
import { tokyoDate } from './bookings.ts';
import { createTestDatabase } from './database.ts';
import { insertTour } from './fixtures.ts';
import { freePort, running, type Spawned, spawnServer, stopAll } from './server-process.ts';
import { type SmallProxy, startSmallProxy, upstreamHeader } from './small-proxy.ts';

/**
 * deploy/compose.yaml, proven without Docker: two server processes (`src/main.ts`, as deployed) on one
 * database and one Redis, behind a reverse proxy that does what deploy/Caddyfile asks of Caddy
 * (small-proxy.ts). Everything goes through the proxy. A SIGTERM to one process (what `docker stop` or
 * a rolling upgrade sends) loses no request: its health route fails at once, the proxy takes it out,
 * it serves what it has, then it stops, and the other process serves everything.
 */
const redisUrl = process.env.TEST_REDIS_URL;

/** The request stream signs in as one traveller, many times: the sign-in limits are not under test. */
const generousLimits = {
  RATE_LIMIT_LOGIN: '100000',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
  RATE_LIMIT_AUTH_CEILING: '100000',
  RATE_LIMIT_REGISTER: '100000',
  RATE_LIMIT_BOOKING: '100000',
};

type Outcome = { method: string; url: string; status: number; upstream?: string; error?: string };

describe.skipIf(!redisUrl)('two server processes behind a reverse proxy', () => {
  const processes: { url: string; server: Spawned }[] = [];
  let proxy: SmallProxy;
  let tourId: string;
  const sockets: Socket[] = [];
  /** The process the traveller's socket is connected to: the one the SIGTERM stops. */
  let socketOn: string;

  beforeAll(async () => {
    const database = await createTestDatabase();
    tourId = (await insertTour(database.db, { maxGroupSize: 40 })).id;
    await database.close();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      SEED_DEMO: 'false',
      // What the compose file sets: longer than a few of the proxy's health checks (every 200 ms here).
      SHUTDOWN_DRAIN_MS: '3000',
      ...adminEnv,
      ...generousLimits,
    };
    // Started together, as compose starts app1 and app2: first-start work is serialised in the database.
    const ports = [await freePort(), await freePort()];
    const spawned = ports.map((port) => spawnServer({ env: { ...env, PORT: String(port) } }));
    await Promise.all(spawned.map((server) => running(server)));
    spawned.forEach((server, i) => {
      processes.push({ url: `http://127.0.0.1:${ports[i]}`, server });
    });
    proxy = await startSmallProxy({ upstreams: processes.map((p) => p.url) });
  }, 200_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await proxy?.close();
    await stopAll();
  });

  /** One request through the proxy; its outcome, never a throw. */
  async function send(method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<Outcome> {
    try {
      const response = await fetch(`${proxy.url}${url}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      await response.arrayBuffer();
      return { method, url, status: response.status, upstream: response.headers.get(upstreamHeader) ?? '' };
    } catch (error) {
      return { method, url, status: 0, error: String((error as Error).cause ?? error) };
    }
  }

  async function json<T>(method: 'GET' | 'POST', url: string, body?: unknown, token?: string) {
    const response = await fetch(`${proxy.url}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return {
      status: response.status,
      upstream: response.headers.get(upstreamHeader) ?? '',
      body: (await response.json()) as T,
    };
  }

  const traveller = {
    name: 'Behind Proxy',
    email: `proxy-${Date.now().toString(36)}@example.com`,
    password: 'long enough 123',
  };
  let token: string;

  /** Resolves once `condition` holds, checking every 20 ms (no time limit of its own: the test's applies). */
  async function until(condition: () => boolean): Promise<void> {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  it('spreads requests over both processes, and a traveller registers and signs in through it', async () => {
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => send('GET', '/api/categories')));
    expect(outcomes.map((o) => o.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const { url } of processes) expect(proxy.served.get(url)).toBeGreaterThan(0);

    const registered = await json<{ token: string }>('POST', '/api/auth/register', traveller);
    expect(registered.status).toBe(201);
    const signedIn = await json<{ token: string }>('POST', '/api/auth/login', {
      email: traveller.email,
      password: traveller.password,
    });
    expect(signedIn.status).toBe(200);
    token = signedIn.body.token;
    // The session opened on one process is good on the other: the next requests alternate.
    const me = await Promise.all([1, 2].map(() => send('GET', '/api/auth/me', undefined, token)));
    expect(me.map((o) => o.status)).toEqual([200, 200]);
    expect(new Set(me.map((o) => o.upstream)).size).toBe(2);
  });

  it('a socket connected through the proxy gets the notification of a booking the proxy sent to the other process', async () => {
    const before = new Map(proxy.upgrades);
    const socket = io(proxy.url, {
      auth: { token },
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: 100,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    socketOn = processes.find(({ url }) => proxy.upgrades.get(url) !== before.get(url))!.url;
    const notifications: UserNotification[] = [];
    socket.on('notification', (notification: UserNotification) => notifications.push(notification));

    // Round robin: of two bookings in a row, one goes to the process the socket is not on.
    const booked: { upstream: string; reference: string }[] = [];
    for (const day of [8, 9]) {
      const booking = await json<{ data: { reference: string } }>(
        'POST',
        '/api/bookings',
        {
          tourId,
          date: tokyoDate(day),
          participants: { adults: 1, children: 0 },
          contact: { name: 'Behind Proxy', email: 'proxy@example.com', phone: '+81 90 1111 2222' },
        },
        token,
      );
      expect(booking.status).toBe(201);
      booked.push({ upstream: booking.upstream, reference: booking.body.data.reference });
    }
    const elsewhere = booked.find(({ upstream }) => upstream !== socketOn);
    expect(elsewhere).toBeDefined();
    await until(() => notifications.some((n) => n.body.includes(elsewhere!.reference)));
  });

  it('a SIGTERM to one process under a steady stream of requests loses none; then the other serves everything', async () => {
    const stopping = processes.find(({ url }) => url === socketOn)!;
    const staying = processes.find(({ url }) => url !== socketOn)!;
    const outcomes: Outcome[] = [];
    let exitedAt: number | undefined;
    const afterExit: Outcome[] = [];
    let running = true;

    // Four clients in a loop: the catalog, a tour, the traveller's session, and a sign-in (a POST).
    const requests: (() => Promise<Outcome>)[] = [
      () => send('GET', '/api/categories'),
      () => send('GET', `/api/posts/${tourId}`),
      () => send('GET', '/api/auth/me', undefined, token),
      () => send('POST', '/api/auth/login', { email: traveller.email, password: traveller.password }),
    ];
    const clients = requests.map(async (request) => {
      while (running) {
        const startedAt = Date.now();
        const outcome = await request();
        outcomes.push(outcome);
        if (exitedAt !== undefined && startedAt > exitedAt) afterExit.push(outcome);
      }
    });

    // Both processes are serving the stream before the signal.
    const servedBefore = new Map(proxy.served);
    await until(() => processes.every(({ url }) => proxy.served.get(url)! > servedBefore.get(url)! + 5));

    const exited = stopping.server.exited;
    stopping.server.child.kill('SIGTERM');
    const code = await exited;
    exitedAt = Date.now();
    // The stream goes on against the remaining process alone.
    await until(() => afterExit.length >= 40);
    running = false;
    await Promise.all(clients);

    const failed = outcomes.filter((o) => o.status < 200 || o.status >= 300);
    expect(failed).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(40);
    expect(code).toBe(0);
    expect(stopping.server.output()).toContain('SIGTERM received: the health route answers 503');
    expect(stopping.server.output()).toContain('Stopped cleanly');
    // The proxy's health checks took it out while it was still running (before it closed).
    const down = proxy.changes.find((c) => c.upstream === stopping.url && !c.healthy);
    expect(down).toBeDefined();
    expect(down!.at).toBeLessThan(exitedAt);
    expect(afterExit.every((o) => o.upstream === staying.url)).toBe(true);
    expect(proxy.isHealthy(staying.url)).toBe(true);
  }, 120_000);

  it('the socket of the stopped process reconnects through the proxy to the other and gets notifications there', async () => {
    const socket = sockets[0]!;
    await until(() => socket.connected);
    const notifications: UserNotification[] = [];
    socket.on('notification', (notification: UserNotification) => notifications.push(notification));
    const booking = await json<{ data: { reference: string } }>(
      'POST',
      '/api/bookings',
      {
        tourId,
        date: tokyoDate(10),
        participants: { adults: 1, children: 0 },
        contact: { name: 'Behind Proxy', email: 'proxy@example.com', phone: '+81 90 1111 2222' },
      },
      token,
    );
    expect(booking.status).toBe(201);
    await until(() => notifications.some((n) => n.body.includes(booking.body.data.reference)));
    expect(proxy.upgrades.get(socketOn)).toBe(1);
  });
});

describe.skipIf(redisUrl)('two server processes behind a reverse proxy', () => {
  it.skip('needs Redis: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run it', () => {});
});
