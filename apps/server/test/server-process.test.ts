import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, startServer as start, stop, stopAll } from './server-process.ts';

/**
 * The server as a process, the way `npm start` runs it: embedded PostgreSQL in DATA_DIR, first-start seed,
 * graceful shutdown, restart on the same data, and recovery after the server was killed with SIGKILL.
 */
let dataDir: string;
let port: number;

const startServer = () => start({ env: { DATA_DIR: dataDir, PORT: String(port) } });

async function tourIds(): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${port}/api/posts?limit=100&sort=price-asc`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { _id: string }[] };
  return body.data.map((tour) => tour._id).sort();
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tabi-process-'));
  await fs.chmod(dataDir, 0o755);
  port = await freePort();
});

afterAll(async () => {
  await stopAll();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  let firstIds: string[];

  it('first start: creates the database, seeds the demo catalog and prints the generated secrets once', async () => {
    const server = await startServer();
    firstIds = await tourIds();
    expect(firstIds.length).toBeGreaterThanOrEqual(24);
    expect(server.output()).toContain('Admin password:');
    expect(server.output()).toContain('Admin key:');
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(health).toMatchObject({ success: true, database: 'embedded' });

    expect(await stop(server.child, 'SIGTERM')).toBe(0);
    expect(server.output()).toContain('Stopped cleanly');
    // The embedded PostgreSQL was shut down too: its pid file is gone.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 150_000);

  it('restart on the same DATA_DIR: the same data, no second seed, no secrets printed again', async () => {
    const server = await startServer();
    expect(await tourIds()).toEqual(firstIds);
    expect(server.output()).not.toContain('Admin password:');
    expect(await stop(server.child, 'SIGINT')).toBe(0);
  }, 120_000);

  it('after SIGKILL: the orphaned PostgreSQL is shut down cleanly and the data are intact', async () => {
    const killed = await startServer();
    await stop(killed.child, 'SIGKILL');
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(true);

    const server = await startServer();
    expect(server.output()).toContain('left running by an earlier server');
    expect(await tourIds()).toEqual(firstIds);
    expect(await stop(server.child, 'SIGTERM')).toBe(0);
  }, 150_000);

  it('refuses a bad setting with a message naming the variable', async () => {
    const { exited, output } = spawnServer({ env: { DATA_DIR: dataDir, PORT: 'eighty' } });
    expect(await exited).toBe(1);
    expect(output()).toContain('PORT: must be a number');
  });
});
