import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, serverDir, startServer, stop, stopAll } from './server-process.ts';

/**
 * `npm run backup` and `npm run restore` as an operator runs them on the embedded default: beside the
 * running server (whose PostgreSQL they use, never take away), and into a new DATA_DIR that a server then
 * starts on with the same data.
 */
const made: string[] = [];

async function dataDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tabi-backup-tools-'));
  await fs.chmod(dir, 0o755);
  made.push(dir);
  return dir;
}

/** One of the tools, run from the sources as `npm run backup` / `npm run restore` run it. */
function tool(entry: 'backup-cli.ts' | 'restore-cli.ts', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src', entry), ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

async function tourIds(port: number): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${port}/api/posts?limit=100&sort=price-asc`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { _id: string }[] }).data.map((tour) => tour._id).sort();
}

let live: string;

beforeAll(async () => {
  live = await dataDir();
});

afterAll(async () => {
  await stopAll();
  for (const dir of made) await fs.rm(dir, { recursive: true, force: true });
});

describe('the backup tools on the embedded database', () => {
  it('back up beside the running server, and restore into a new DATA_DIR that a server starts on', async () => {
    const port = await freePort();
    const server = await startServer({ env: { DATA_DIR: live, PORT: String(port) } });
    const ids = await tourIds(port);

    const backup = await tool('backup-cli.ts', [], { DATA_DIR: live });
    expect(backup.code, backup.stderr).toBe(0);
    const name = /Backup written: (tabi-backup-\S+) in (.+) \(/.exec(backup.stdout);
    expect(name?.[2]).toBe(path.join(live, 'backups'));
    // The server still answers from its database: the tool used the cluster, it did not take it away.
    expect(await tourIds(port)).toEqual(ids);
    expect(await stop(server.child, 'SIGTERM')).toBe(0);

    const restoredDir = await dataDir();
    const file = path.join(live, 'backups', name![1]!);
    const restore = await tool('restore-cli.ts', [file], { DATA_DIR: restoredDir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(
      /^Restored tabi-backup-\S+ from .+: \d+ rows in \d+ tables \(\d+ bookings, \d+ users, \d+ images\)\.$/m,
    );

    const again = await tool('restore-cli.ts', [file], { DATA_DIR: restoredDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/This database is not empty/);
    expect(again.stderr).not.toMatch(/\n\s+at /);

    const restoredPort = await freePort();
    const restored = await startServer({ env: { DATA_DIR: restoredDir, PORT: String(restoredPort) } });
    expect(await tourIds(restoredPort)).toEqual(ids);
    // Not a first start: the restored data have their admin and secrets.
    expect(restored.output()).not.toContain('Admin password:');
    expect(await stop(restored.child, 'SIGTERM')).toBe(0);
  }, 400_000);
});
