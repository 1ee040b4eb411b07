// The built server as its own process, for benchmarks that measure it from outside (its memory, its
// pages in a browser): a free loopback port, a data directory of the bench's, health polled until ready.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

export type ServerProcess = { child: ChildProcess; base: string; log: string[] };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

type StartOptions = {
  /** Node's arguments: the server's main.js, with any --import before it. */
  args: string[];
  cwd: string;
  dataDir: string;
  /** Settings beyond the bench defaults (an embedded database, no Redis, quiet logs). */
  env?: Record<string, string>;
  /** An IPC channel to the child (for probes that answer over it). */
  ipc?: boolean;
  /** How long the first start (migrations, a demo seed) may take. */
  readyWithinMs: number;
};

export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench admin password',
      ADMIN_KEY: 'bench-admin-key-0123456789',
      REDIS_URL: '',
      DATABASE_URL: '',
      PUBLIC_URL: base,
      ...options.env,
    },
  });
  const log: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => log.push(chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => log.push(chunk));
  const deadline = Date.now() + options.readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log.join('')}`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, base, log };
    await sleep(250);
  }
  child.kill('SIGTERM');
  throw new Error(
    `the server did not answer /api/health within ${options.readyWithinMs / 1000} s:\n${log.join('')}`,
  );
}

/** SIGTERM, then SIGKILL after 20 s; answers the exit code. */
export async function stopServerProcess({ child }: ServerProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}
