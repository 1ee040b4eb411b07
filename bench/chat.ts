// npm run bench:chat -w @tabi/bench (or `npx tsx bench/chat.ts` from the root): the live support chat.
// Needs the built server (`npm run build`): it runs apps/server/dist/main.js in its own process, so its
// memory can be read from /proc/<pid>/status.
// - memory per idle connection: the server's RSS before and after 1,000 user sockets connect (100
//   travellers with 10 tabs each), divided by the sockets;
// - user -> admin round trip, one message at a time, from a random socket of the 1,000 to an admin's
//   socket (emit `sendMessageToAdmin` until `newMessageFromUser` arrives): p50 / p90 / p99 / max;
// - messages per second one process sustains: every user socket sends just under the per-socket limit
//   (20 per 10 s), for BENCH_SECONDS; the rate the admin receives them, and the answers refused;
// - the same round trip across two processes through Redis (user sockets on one, the admin on the
//   other), when BENCH_DATABASE_URL and BENCH_REDIS_URL reach a PostgreSQL and a Redis (defaults: the
//   machine's own on 127.0.0.1); otherwise that part says why it was skipped.
// The clients run in this process and share the two cores with the server: figures are printed, never
// asserted. The data directory is removed at the end unless BENCH_KEEP_DATA=true.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatMessage } from '@tabi/contracts';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { type ServerProcess, sleep, startServerProcess, stopServerProcess } from './server-process.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const mainJs = path.join(root, 'apps/server/dist/main.js');
const dataDir = path.join(here, '.data-chat');
const travellers = 100;
const tabsEach = 10;
const roundTrips = 500;
/** How often each user socket sends in the sustained load. */
const sendEveryMs = 600;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const adminKey = 'bench-admin-key-0123456789';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/**
 * Logical database 15, not the tests' 0: the bench's servers count sign-ups from 127.0.0.1 there (its
 * limits raised), and in database 0 those counts would hold the test suites' registrations at 429 for an hour.
 */
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
/** Part of every e-mail, so a kept or shared database takes new accounts. */
const run = Date.now().toString(36);
/** Registration is limited per address; the bench registers everyone from one. */
const benchEnv = { RATE_LIMIT_REGISTER: '100000', RATE_LIMIT_AUTH_CEILING: '100000' };

type Traveller = { token: string; id: string };

function rssKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0);
}

async function post<T>(base: string, url: string, body: object): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function registerTravellers(base: string, count: number): Promise<Traveller[]> {
  const all: Traveller[] = [];
  // Ten at a time: each registration hashes a password (argon2id), which is the server's CPU.
  for (let i = 0; i < count; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, (_, j) =>
        post<{ token: string; user: { _id: string } }>(base, '/api/auth/register', {
          name: `Chat Bench ${i + j}`,
          email: `chat-bench-${run}-${i + j}@example.com`,
          password: 'bench password 123',
        }),
      ),
    );
    all.push(...batch.map((answer) => ({ token: answer.token, id: answer.user._id })));
  }
  return all;
}

function connect(base: string, token: string): Promise<Socket> {
  const socket = io(base, { auth: { token }, transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function connectAll(base: string, people: Traveller[], tabs: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (const person of people) {
    sockets.push(...(await Promise.all(Array.from({ length: tabs }, () => connect(base, person.token)))));
  }
  return sockets;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** One message at a time from a random user socket until the admin's socket has it: each trip's ms. */
async function roundTrip(users: Socket[], admin: Socket, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const text = `round trip ${run} ${i}`;
    const socket = users[(i * 7919) % users.length]!;
    const started = performance.now();
    const arrived = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no newMessageFromUser for "${text}"`)), 10_000);
      const listener = ({ message }: { message: ChatMessage }) => {
        if (message.message !== text) return;
        clearTimeout(timer);
        admin.off('newMessageFromUser', listener);
        resolve();
      };
      admin.on('newMessageFromUser', listener);
    });
    socket.emit('sendMessageToAdmin', { message: text });
    await arrived;
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

function describeTrips(label: string, times: number[]): void {
  console.log(
    `${label}: ${times.length} trips, p50 ${ms(percentile(times, 50))}, p90 ${ms(percentile(times, 90))}, p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1) ?? 0)}`,
  );
}

/** Every user socket sends at the per-socket limit for `seconds`; the rate the admin receives. */
async function sustained(users: Socket[], admin: Socket, seconds: number) {
  let received = 0;
  let refused = 0;
  const onMessage = () => {
    received++;
  };
  const onError = () => {
    refused++;
  };
  admin.on('newMessageFromUser', onMessage);
  for (const socket of users) socket.on('error', onError);
  // Just under the limit of 20 messages per socket in any 10 s: one every 600 ms, the sockets spread
  // over that interval (at 500 ms a late timer puts a 21st into some window, and it is refused).
  const timers = users.map((socket, i) => {
    let sent = 0;
    const send = () => socket.emit('sendMessageToAdmin', { message: `load ${run} ${i} ${sent++}` });
    return setTimeout(
      () => {
        send();
        timers[i] = setInterval(send, sendEveryMs);
      },
      (i * 500) / users.length,
    );
  });
  await sleep(seconds * 1000);
  for (const timer of timers) clearInterval(timer);
  const sentAt = received;
  await sleep(2000); // what was in flight
  admin.off('newMessageFromUser', onMessage);
  for (const socket of users) socket.off('error', onError);
  return {
    perSecond: sentAt / seconds,
    received,
    refused,
    offered: Math.round((users.length * 1000) / sendEveryMs),
  };
}

async function adminSocket(base: string): Promise<Socket> {
  const { token } = await post<{ token: string }>(base, '/api/admin/login', { adminKey });
  return connect(base, token);
}

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess({
    args: [mainJs],
    cwd: root,
    dataDir,
    env: { SEED_DEMO: 'false', BACKUP_NIGHTLY: 'false', ...benchEnv, ...env },
    readyWithinMs: 120_000,
  });
}

/**
 * A fresh database of the bench's own on the PostgreSQL of BENCH_DATABASE_URL (never that database
 * itself: it may be the machine's test database), once that server and Redis both answer; otherwise why not.
 */
async function sharedStores(): Promise<{ databaseUrl: string } | { skipped: string }> {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.quit();
  } catch (error) {
    redis.disconnect();
    return { skipped: `no Redis at ${redisUrl} (${(error as Error).message})` };
  }
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('DROP DATABASE IF EXISTS tabi_bench_chat');
    await client.query('CREATE DATABASE tabi_bench_chat');
  } catch (error) {
    return { skipped: `no PostgreSQL at ${databaseUrl} (${(error as Error).message})` };
  } finally {
    await client.end().catch(() => {});
  }
  const url = new URL(databaseUrl);
  url.pathname = '/tabi_bench_chat';
  return { databaseUrl: url.toString() };
}

async function dropBenchDatabase(): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('DROP DATABASE IF EXISTS tabi_bench_chat');
  await client.end();
}

async function main(): Promise<void> {
  if (!existsSync(mainJs)) throw new Error('No built server: run `npm run build` first.');
  if (process.env.BENCH_KEEP_DATA !== 'true') rmSync(dataDir, { recursive: true, force: true });

  console.log(`One process (embedded PostgreSQL in ${path.relative(root, dataDir)}) ...`);
  const server = await startServer({});
  const pid = server.child.pid!;
  try {
    const people = await registerTravellers(server.base, travellers);
    const admin = await adminSocket(server.base);
    await sleep(1000);
    const idleBefore = rssKb(pid);
    const users = await connectAll(server.base, people, tabsEach);
    await sleep(3000);
    const idleAfter = rssKb(pid);
    console.log(
      `memory: RSS ${Math.round(idleBefore / 1024)} MB with no user socket, ${Math.round(idleAfter / 1024)} MB with ${users.length} idle: ${((idleAfter - idleBefore) / users.length).toFixed(1)} KB per connection`,
    );
    describeTrips(
      `round trip, one process, ${users.length} user sockets connected`,
      await roundTrip(users, admin, roundTrips),
    );
    const load = await sustained(users, admin, duration);
    console.log(
      `sustained, one process: ${Math.round(load.perSecond)} messages/s received by the admin (offered ${load.offered}/s by ${users.length} sockets at the per-socket limit), ${load.received} in all, ${load.refused} refused`,
    );
    console.log(`server RSS after the load: ${Math.round(rssKb(pid) / 1024)} MB`);
    for (const socket of [...users, admin]) socket.close();
  } finally {
    await stopServerProcess(server);
  }

  const stores = await sharedStores();
  if ('skipped' in stores) {
    console.log(`two processes through Redis: skipped, ${stores.skipped}`);
  } else {
    console.log(`Two processes on ${stores.databaseUrl} and ${redisUrl} ...`);
    const shared = { DATABASE_URL: stores.databaseUrl, REDIS_URL: redisUrl };
    // One after the other: the first start writes the signing key, the second reads it.
    const a = await startServer(shared);
    const b = await startServer(shared);
    try {
      const people = await registerTravellers(b.base, travellers);
      const admin = await adminSocket(a.base);
      const users = await connectAll(b.base, people, tabsEach);
      describeTrips(
        `round trip, users on B and the admin on A, ${users.length} user sockets`,
        await roundTrip(users, admin, roundTrips),
      );
      for (const socket of [...users, admin]) socket.close();
    } finally {
      await stopServerProcess(b);
      await stopServerProcess(a);
      await dropBenchDatabase();
    }
  }
  if (process.env.BENCH_KEEP_DATA !== 'true') rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
