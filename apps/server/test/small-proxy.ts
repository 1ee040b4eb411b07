import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Readable } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';

/**
 * A small reverse proxy for tests, doing what deploy/Caddyfile asks of Caddy: round robin over the
 * upstreams, websocket upgrades passed through, active health checks (the health route polled; an upstream
 * answering anything but 200 gets no new requests), and a request whose connection is refused tried again
 * on another upstream for up to `tryDurationMs` (Caddy's `lb_try_duration`). Connections to the upstreams
 * are kept alive, as Caddy keeps them.
 */

type Options = {
  upstreams: string[];
  healthPath?: string;
  healthIntervalMs?: number;
  tryDurationMs?: number;
};

export type HealthChange = { upstream: string; healthy: boolean; at: number };

export type SmallProxy = {
  url: string;
  /** Requests answered per upstream (websocket upgrades apart). */
  served: Map<string, number>;
  /** Websocket upgrades passed per upstream. */
  upgrades: Map<string, number>;
  /** Every change of an upstream's health, in order. */
  changes: HealthChange[];
  isHealthy: (upstream: string) => boolean;
  close: () => Promise<void>;
};

/** The header naming the upstream that answered, for the test to read. */
export const upstreamHeader = 'x-small-proxy-upstream';

const refused = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ECONNREFUSED';

export async function startSmallProxy({
  upstreams,
  healthPath = '/api/health',
  healthIntervalMs = 200,
  tryDurationMs = 5000,
}: Options): Promise<SmallProxy> {
  const agent = new http.Agent({ keepAlive: true });
  const proxy = createProxyServer({ xfwd: true, agent });
  const served = new Map(upstreams.map((upstream) => [upstream, 0]));
  const upgrades = new Map(upstreams.map((upstream) => [upstream, 0]));
  const healthy = new Map(upstreams.map((upstream) => [upstream, false]));
  const changes: HealthChange[] = [];
  const chosen = new WeakMap<http.IncomingMessage, string>();
  let next = 0;
  let closed = false;

  /** The next healthy upstream in turn, other than those tried already for this request. */
  function pick(tried: Set<string>): string | undefined {
    for (let i = 0; i < upstreams.length; i++) {
      const upstream = upstreams[(next + i) % upstreams.length]!;
      if (healthy.get(upstream) && !tried.has(upstream)) {
        next = (next + i + 1) % upstreams.length;
        return upstream;
      }
    }
    return undefined;
  }

  function setHealth(upstream: string, value: boolean) {
    if (healthy.get(upstream) === value) return;
    healthy.set(upstream, value);
    changes.push({ upstream, healthy: value, at: Date.now() });
  }

  /**
   * Runs `attempt` on upstreams in turn until one takes the connection: a refused connection marks its
   * upstream down (passive health) and moves to the next, pausing 100 ms when all were tried, until the
   * try duration is spent; then, or on any other error, `fail` answers the client.
   */
  function dispatch(attempt: (upstream: string, done: (error?: Error) => void) => void, fail: () => void) {
    const deadline = Date.now() + tryDurationMs;
    const tried = new Set<string>();
    const go = () => {
      const upstream = pick(tried);
      if (!upstream) {
        if (Date.now() >= deadline || closed) return fail();
        tried.clear();
        setTimeout(go, 100);
        return;
      }
      tried.add(upstream);
      attempt(upstream, (error) => {
        if (!error) return;
        if (refused(error)) {
          setHealth(upstream, false);
          go();
        } else fail();
      });
    };
    go();
  }

  proxy.on('proxyRes', (proxyRes, req) => {
    const upstream = chosen.get(req);
    if (!upstream) return;
    served.set(upstream, (served.get(upstream) ?? 0) + 1);
    proxyRes.headers[upstreamHeader] = upstream;
  });

  const server = http.createServer(async (req, res) => {
    // Read the body first, so a refused request can be sent again whole.
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    dispatch(
      (upstream, done) => {
        chosen.set(req, upstream);
        proxy.web(req, res, { target: upstream, buffer: Readable.from(body.length ? [body] : []) }, (error) =>
          done(error as Error),
        );
      },
      () => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('small proxy: no upstream answered');
      },
    );
  });

  const upgraded = new Set<Socket>();
  server.on('upgrade', (req, socket: Socket, head: Buffer) => {
    upgraded.add(socket);
    socket.on('close', () => upgraded.delete(socket));
    socket.on('error', () => socket.destroy());
    dispatch(
      (upstream, done) => {
        upgrades.set(upstream, (upgrades.get(upstream) ?? 0) + 1);
        proxy.ws(req, socket, head, { target: upstream }, (error) => {
          if (refused(error)) upgrades.set(upstream, (upgrades.get(upstream) ?? 1) - 1);
          done(error as Error);
        });
      },
      () => socket.destroy(),
    );
  });

  /** One upstream's health, once: 200 in time is healthy, anything else (or no answer) is not. */
  async function check(upstream: string) {
    try {
      const response = await fetch(`${upstream}${healthPath}`, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      setHealth(upstream, response.status === 200);
    } catch {
      setHealth(upstream, false);
    }
  }

  // Each upstream polled on its own, so a slow answer from one does not delay noticing the other.
  const timers = new Map<string, NodeJS.Timeout>();
  async function poll(upstream: string) {
    await check(upstream);
    if (!closed)
      timers.set(
        upstream,
        setTimeout(() => void poll(upstream), healthIntervalMs),
      );
  }
  await Promise.all(upstreams.map(poll));

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    served,
    upgrades,
    changes,
    isHealthy: (upstream) => healthy.get(upstream) ?? false,
    close: async () => {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      server.closeAllConnections();
      for (const socket of upgraded) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      proxy.close();
      agent.destroy();
    },
  };
}
