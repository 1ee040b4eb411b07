import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server as a process, the way `npm start` runs it (from the sources, through tsx). */

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Started = {
  child: ChildProcess;
  output: () => string;
  /** From the spawn to the line saying the server is running. */
  startMs: number;
};

const alive = new Set<ChildProcess>();

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

type SpawnOptions = {
  env: Record<string, string>;
  /** The server's directory, by default this package's. */
  cwd?: string;
  /** Node's flags before the entry. */
  nodeFlags?: string[];
  /** Its own process group, which `process.kill(-pid)` kills whole: node, PostgreSQL and its backends. */
  detached?: boolean;
};

/** Spawns the server and collects what it prints; `exited` settles with its exit code. */
export function spawnServer({ env, cwd = serverDir, nodeFlags = [], detached = false }: SpawnOptions) {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', path.join(cwd, 'src/main.ts')], {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  alive.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      alive.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

export type Spawned = ReturnType<typeof spawnServer>;

/** Waits (up to 3 minutes: a loaded machine) until the server has printed `text`; fails if it exits first. */
export function printed(server: Spawned, text: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not print ${text}:\n${server.output()}`)),
      180_000,
    );
    const check = setInterval(() => {
      if (server.output().includes(text)) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 20);
    void server.exited.then((code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${server.output()}`));
    });
  });
}

/** Waits until a spawned server says it is running. */
export async function running(server: Spawned, spawnedAt = Date.now()): Promise<Started> {
  await printed(server, 'Tabi Tours is running at');
  return { child: server.child, output: server.output, startMs: Date.now() - spawnedAt };
}

/** Spawns the server and waits until it says it is running. */
export function startServer(options: SpawnOptions): Promise<Started> {
  const spawnedAt = Date.now();
  return running(spawnServer(options), spawnedAt);
}

export async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill(signal);
  return exited;
}

/** For afterAll: every server still running is stopped as an operator would (SIGTERM). */
export async function stopAll(): Promise<void> {
  for (const child of alive) await stop(child, 'SIGTERM');
}
