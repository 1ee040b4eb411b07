import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, serverDir, spawnServer, startServer, stop, stopAll } from './server-process.ts';

/**
 * A clone as root in a directory only root may enter (/root is 0700): the embedded PostgreSQL runs as the
 * postgres user, who can reach neither the binaries in node_modules nor DATA_DIR there (decision 20).
 *
 * The repository is reached through a link inside a fresh 0700 directory and node keeps the linked paths
 * (--preserve-symlinks), so node_modules, and the PostgreSQL binaries in it, sit behind the closed
 * directory exactly as in /root/app; DATA_DIR is inside it too.
 */
const isRoot = process.getuid?.() === 0;
const sharedDir = '/var/lib/tabi-tours';

let closed: string;
let appServerDir: string;
let dataDir: string;
let port: number;

const env = () => ({ DATA_DIR: dataDir, PORT: String(port) });
const nodeFlags = ['--preserve-symlinks', '--preserve-symlinks-main'];

async function postmasterPid(): Promise<number> {
  const lock = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number.parseInt(lock.split('\n')[0] ?? '', 10);
}

beforeAll(async () => {
  if (!isRoot) return;
  closed = await fs.mkdtemp(path.join(os.tmpdir(), 'tabi-closed-'));
  await fs.chmod(closed, 0o700);
  const repository = path.resolve(serverDir, '..', '..');
  await fs.symlink(repository, path.join(closed, 'app'));
  appServerDir = path.join(closed, 'app', path.relative(repository, serverDir));
  dataDir = path.join(closed, 'data');
  port = await freePort();
});

afterAll(async () => {
  if (!isRoot) return;
  await stopAll();
  // The cluster this test made in the shared directory goes with it; the binaries' copy is kept for the
  // next start, as the server keeps it.
  const cluster = await fs.realpath(path.join(dataDir, 'postgres')).catch(() => undefined);
  if (cluster?.startsWith(`${sharedDir}/clusters/`)) await fs.rm(cluster, { recursive: true, force: true });
  await fs.rm(closed, { recursive: true, force: true });
});

describe.skipIf(!isRoot)(
  'as root, from a directory only root may enter (skipped: the test runs not as root)',
  () => {
    let firstIds: string[];

    const tourIds = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/posts?limit=100&sort=price-asc`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { _id: string }[] }).data.map((tour) => tour._id).sort();
    };

    it('starts and serves its tours: the database runs from places the postgres user can reach', async () => {
      const server = await startServer({ cwd: appServerDir, nodeFlags, env: env() });
      firstIds = await tourIds();
      expect(firstIds.length).toBeGreaterThanOrEqual(24);

      // The postmaster runs binaries outside the closed directory, on a cluster outside it, linked from DATA_DIR.
      const pid = await postmasterPid();
      expect(await fs.readlink(`/proc/${pid}/exe`)).toMatch(new RegExp(`^${sharedDir}/postgres-`));
      const link = await fs.lstat(path.join(dataDir, 'postgres'));
      expect(link.isSymbolicLink()).toBe(true);
      expect(await fs.realpath(path.join(dataDir, 'postgres'))).toMatch(
        new RegExp(`^${sharedDir}/clusters/`),
      );
      // Nothing was opened up for everyone on the way.
      expect((await fs.stat(closed)).mode & 0o777).toBe(0o700);

      expect(await stop(server.child, 'SIGTERM')).toBe(0);
    }, 240_000);

    it('restarts on the same data through the link', async () => {
      const server = await startServer({ cwd: appServerDir, nodeFlags, env: env() });
      expect(await tourIds()).toEqual(firstIds);
      expect(server.output()).not.toContain('Admin password:');
      expect(await stop(server.child, 'SIGTERM')).toBe(0);
    }, 180_000);

    it('where it cannot work, stops with the cause and the fix, not a stack trace', async () => {
      // A cluster already in DATA_DIR, behind the closed directory: it is not moved behind the operator's back.
      const other = path.join(closed, 'other-data');
      await fs.mkdir(path.join(other, 'postgres'), { recursive: true });
      await fs.writeFile(path.join(other, 'postgres', 'PG_VERSION'), '18\n');
      const { exited, output } = spawnServer({
        cwd: appServerDir,
        nodeFlags,
        env: { DATA_DIR: other, PORT: String(port) },
      });
      expect(await exited).toBe(1);
      expect(output()).toContain(
        `The postgres user cannot reach the cluster in ${path.join(other, 'postgres')}`,
      );
      expect(output()).toContain(`${closed} is closed to it`);
      expect(output()).not.toMatch(/\n\s+at /);
      expect(existsSync(path.join(other, 'postgres', 'PG_VERSION'))).toBe(true);
    }, 120_000);
  },
);
