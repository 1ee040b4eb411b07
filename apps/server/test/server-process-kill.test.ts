import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contact, tokyoDate } from './bookings.ts';
import {
  freePort,
  printed,
  running,
  type Started,
  spawnServer,
  startServer,
  stopAll,
} from './server-process.ts';

/**
 * Everything killed at once while the server works, as `docker kill`, the OOM killer or a power cut do:
 * node, the embedded PostgreSQL and its backends (the server's process group), then an immediate restart
 * (decision 20). The killed postmaster can linger a moment as a zombie and its backends can be on their
 * way out; the start waits for them instead of failing, and no acknowledged booking is lost.
 */
const ROUNDS = 3;
const TRAVELLERS = 4;

let dataDir: string;
let port: number;
const base = () => `http://127.0.0.1:${port}/api`;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tabi-kill-'));
  await fs.chmod(dataDir, 0o755);
  port = await freePort();
});

afterAll(async () => {
  await stopAll();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const env = () => ({ DATA_DIR: dataDir, PORT: String(port), RATE_LIMIT_BOOKING: '100000' });
const start = () => startServer({ detached: true, env: env() });

/** SIGKILL to the whole process group: node, the postmaster and every backend at the same instant. */
async function killEverything(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-(child.pid as number), 'SIGKILL');
  await exited;
}

async function post(url: string, body: object, token?: string) {
  return fetch(`${base()}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function traveller(n: number): Promise<string> {
  const response = await post('/auth/register', {
    name: `Traveller ${n}`,
    email: `kill-${n}-${Date.now().toString(36)}@example.com`,
    password: 'correct horse battery',
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** Bookable departures of the seeded tours in the next weeks. */
async function departures(): Promise<{ tourId: string; date: string }[]> {
  const tours = (await (await fetch(`${base()}/posts?limit=8`)).json()) as { data: { _id: string }[] };
  const found: { tourId: string; date: string }[] = [];
  for (const { _id: tourId } of tours.data) {
    const response = await fetch(
      `${base()}/posts/${tourId}/availability?from=${tokyoDate(3)}&to=${tokyoDate(60)}`,
    );
    if (response.status !== 200) continue;
    const { data } = (await response.json()) as { data: { dates: { date: string; bookable: boolean }[] } };
    for (const day of data.dates) if (day.bookable) found.push({ tourId, date: day.date });
  }
  return found;
}

type Acknowledged = { id: string; token: string };

/**
 * Travellers booking one seat after another until the server dies under them; a booking counts as
 * acknowledged when it was answered 201.
 */
function bookUntilKilled(
  tokens: string[],
  slots: { tourId: string; date: string }[],
  acknowledged: Acknowledged[],
) {
  let next = 0;
  return Promise.all(
    tokens.map(async (token) => {
      for (;;) {
        const slot = slots[next++ % slots.length] as { tourId: string; date: string };
        try {
          const response = await post(
            '/bookings',
            { ...slot, contact, participants: { adults: 1, children: 0 } },
            token,
          );
          if (response.status === 201) {
            acknowledged.push({ id: ((await response.json()) as { data: { _id: string } }).data._id, token });
          } else {
            await response.arrayBuffer();
          }
        } catch {
          return; // The server is gone.
        }
      }
    }),
  );
}

async function until(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

describe('the server process killed with everything it runs, under load', () => {
  it(`restarts at once (${ROUNDS} times) and keeps every acknowledged booking`, async () => {
    let server: Started = await start();
    const tokens = await Promise.all(Array.from({ length: TRAVELLERS }, (_, n) => traveller(n)));
    const slots = await departures();
    expect(slots.length).toBeGreaterThan(10);

    const acknowledged: Acknowledged[] = [];
    const startTimes: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const before = acknowledged.length;
      const load = bookUntilKilled(tokens, slots, acknowledged);
      await until(() => acknowledged.length >= before + 10, 60_000);
      expect(acknowledged.length).toBeGreaterThan(before);
      await killEverything(server.child);
      await load;

      server = await start();
      startTimes.push(server.startMs);
      for (const { id, token } of acknowledged) {
        const response = await fetch(`${base()}/bookings/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.status, `booking ${id} after restart ${round}`).toBe(200);
      }
    }
    console.log(
      `Start after a kill of everything (spawn to "running"): ${startTimes.join(' ms, ')} ms; ` +
        `${acknowledged.length} acknowledged bookings all found`,
    );
    await killEverything(server.child);
  }, 600_000);

  it('starts while the killed postmaster is still a zombie nobody has reaped', async () => {
    // How long a killed postmaster lingers depends on who adopts it (here PID 1 took about 2 s; under a
    // slow start it is gone before the next one looks). Freezing the old server holds that moment open:
    // its postmaster, killed, stays its unreaped child, and PostgreSQL takes the pid for a live server.
    const old = await start();
    const oldPid = old.child.pid as number;
    const postmaster = Number.parseInt(
      (await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '',
      10,
    );
    process.kill(oldPid, 'SIGSTOP');
    try {
      for (const pid of [postmaster, ...(await childrenOf(postmaster))]) process.kill(pid, 'SIGKILL');
      await until(() => processState(postmaster) === 'Z', 10_000);
      expect(processState(postmaster)).toBe('Z');

      port = await freePort(); // The frozen server still holds the old one.
      const server = await start();
      expect(processState(postmaster)).toBe('Z');
      const tours = await fetch(`${base()}/posts?limit=1`);
      expect(tours.status).toBe(200);
      await killEverything(server.child);
    } finally {
      process.kill(-oldPid, 'SIGKILL');
    }
  }, 300_000);

  it("waits for an old backend that still holds the shared memory; gives up after 30 s with PostgreSQL's reason", async () => {
    // One process of the killed cluster lives on (frozen here; in life, a backend still exiting): it keeps
    // the cluster's shared memory attached, and PostgreSQL refuses to start beside it.
    const old = await start();
    const postmaster = Number.parseInt(
      (await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '',
      10,
    );
    const [survivor, ...others] = await childrenOf(postmaster);
    expect(survivor).toBeDefined();
    process.kill(survivor as number, 'SIGSTOP');
    try {
      for (const pid of [old.child.pid as number, postmaster, ...others]) process.kill(pid, 'SIGKILL');

      const refused = spawnServer({ detached: true, env: env() });
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain('waiting for them');
      expect(refused.output()).toContain('did not start within 30 s. PostgreSQL said:');
      expect(refused.output()).toMatch(/FATAL: .*(pre-existing shared memory block|lock file)/);
      expect(refused.output()).not.toMatch(/\n\s+at /);

      // Started again, it waits; the old process goes; the start goes on.
      const waiting = spawnServer({ detached: true, env: env() });
      await printed(waiting, 'waiting for them');
      process.kill(survivor as number, 'SIGKILL');
      const server = await running(waiting);
      expect((await fetch(`${base()}/posts?limit=1`)).status).toBe(200);
      await killEverything(server.child);
    } finally {
      if (processState(survivor as number)) process.kill(survivor as number, 'SIGKILL');
    }
  }, 300_000);
});

/** The process' state letter in /proc (Z: a zombie), or undefined once it is gone. */
function processState(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
  } catch {
    return undefined;
  }
}

async function childrenOf(parent: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (Number(stat.split(') ')[1]?.split(' ')[1]) === parent) children.push(Number(entry));
  }
  return children;
}
