import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';

type Log = { warn: (obj: object, msg: string) => void; info: (msg: string) => void };

/** How long a start waits for the subscription before going on without it (it is kept retrying). */
const subscribeWaitMs = 3000;

/**
 * The socket.io Redis adapter over two ioredis connections (a publisher and a subscriber), so an event
 * emitted by one server process reaches the sockets connected to the others. Redis being away never
 * takes the process down: each process keeps delivering to its own sockets, ioredis reconnects and
 * subscribes again by itself, and the outage is logged once.
 */
export function connectRedisAdapter(url: string, log: Log) {
  // While Redis is away a publish fails at once rather than queueing: an event is only worth sending now.
  const publisher = new Redis(url, { connectTimeout: 2000, enableOfflineQueue: false });
  // The subscription waits for Redis however long it takes (ioredis then resubscribes after any drop).
  const subscriber = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: null });
  for (const [client, role] of [
    [publisher, 'publisher'],
    [subscriber, 'subscriber'],
  ] as const) {
    reportOutages(client, role, log);
  }
  // The adapter fires these commands without handling their failure; an unhandled rejection would
  // end the process.
  let lastDropLog = 0;
  const dropped = (error: unknown) => {
    // Once a minute at most: during an outage every emit fails.
    if (Date.now() - lastDropLog < 60_000) return;
    lastDropLog = Date.now();
    log.warn({ err: error }, 'realtime: a Redis command failed (events reach this process only)');
  };
  catchRejections(publisher, ['publish'], dropped);
  catchRejections(subscriber, ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'], dropped);

  return {
    // Questions to the other processes (who is online, how many sockets a session holds) give up after
    // 1.5 s rather than 5: with Redis away a new socket's handshake waits for that much, no more.
    adapter: createAdapter(publisher, subscriber, { key: 'tabi:socket.io', requestsTimeout: 1500 }),

    /**
     * Resolves once the adapter's subscriptions are in place (call it after `io.adapter(...)`) and the
     * publisher is connected, or after a few seconds without Redis. Commands on one connection are
     * answered in order, so the PING's answer comes after the subscriptions'.
     */
    subscribed(): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const publisherReady =
        publisher.status === 'ready'
          ? Promise.resolve()
          : new Promise((resolve) => publisher.once('ready', resolve));
      const pinged = Promise.all([subscriber.ping(), publisherReady]).then(
        () => undefined,
        () => undefined,
      );
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          log.warn({ url: redactedUrl(url) }, 'realtime: Redis not reachable yet; starting without it');
          resolve();
        }, subscribeWaitMs);
        timer.unref();
      });
      return Promise.race([pinged, waited]).finally(() => clearTimeout(timer));
    },

    async close(): Promise<void> {
      await Promise.all([publisher, subscriber].map(quit));
    },
  };
}

function reportOutages(client: Redis, role: string, log: Log) {
  let down = false;
  client.on('error', (error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      `realtime: Redis ${role} unavailable; events reach only this process's sockets until it is back`,
    );
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`realtime: Redis ${role} connected again`);
  });
}

function catchRejections(client: Redis, methods: string[], onError: (error: unknown) => void) {
  const target = client as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of methods) {
    const original = target[method]!.bind(client);
    target[method] = (...args: unknown[]) => {
      const result = original(...args);
      // A handler attached, the promise is still returned as it is to anyone who awaits it.
      if (result && typeof (result as Promise<unknown>).catch === 'function') {
        (result as Promise<unknown>).catch(onError);
      }
      return result;
    };
  }
}

async function quit(client: Redis): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}

function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
