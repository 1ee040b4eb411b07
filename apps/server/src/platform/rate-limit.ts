import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { Redis } from 'ioredis';
import { signedIn } from './auth/guard.ts';
import { AppError } from './errors.ts';

/**
 * Rate limits of the actions an attacker would repeat (sign-in, registration, reset mail, admin key,
 * Google sign-in). Counters live in process memory, or in Redis when REDIS_URL is set, so every server
 * process behind a load balancer counts the same attempts. Only routes that ask are limited
 * (`global: false`). Answers the counters of failed attempts (see `failureLimit`), kept in the same place.
 */
export async function registerRateLimiting(
  app: FastifyInstance,
  options: { redisUrl?: string; onRedisError: (error: unknown) => void },
): Promise<FailureCounters> {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    // Fail fast rather than queue: a limit check must not hold a sign-in for long.
    redis = new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
    redis.on('error', options.onRedisError);
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'tabi:rate-limit:',
    // With Redis down, sign-in keeps working unlimited rather than failing for everyone.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });
  return redis ? redisCounters(redis, options.onRedisError) : memoryCounters();
}

/**
 * 429 with a message saying what was refused and when to retry; the caller sets Retry-After. `what`
 * names the count that ran out (default: attempts), `orElse` offers another way in.
 */
export function tooManyAttempts(ttlMs: number, what = 'attempts', orElse?: string): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const message = `Too many ${what}. Please try again in ${wait}${orElse ? `, or ${orElse}` : ''}.`;
  return new AppError(429, 'RATE_LIMITED', message, { details: { retryAfterSeconds: seconds } });
}

type Limit = { max: number; windowMs: number };

/** Route config: at most `max` requests per client address per window (checked before the body is read). */
export function perAddress({ max, windowMs }: Limit) {
  return { rateLimit: { max, timeWindow: windowMs } };
}

/**
 * A preHandler limiting by something in the validated request, such as the e-mail an attempt is about
 * (so one account cannot be tried from many addresses) or the signed-in account. `name` keeps the counters of different actions
 * apart; the key is hashed, so Redis never holds e-mail addresses.
 */
export function perKey(
  app: FastifyInstance,
  name: string,
  { max, windowMs, key }: Limit & { key: (request: FastifyRequest) => string | Promise<string> },
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: async (request) => `${name}:${hashed(await key(request))}`,
  });
  return async (request, reply) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(limit.ttlInSeconds));
      throw tooManyAttempts(limit.ttl);
    }
  };
}

const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * The client address as the limits count it: IPv4 as is (an IPv4-mapped IPv6 address as its IPv4),
 * IPv6 by its /64, which one subscriber usually holds whole, as @fastify/rate-limit counts addresses.
 */
/** The signed-in caller's account, for limits of routes declared `allow('user')`: however they send their token. */
export async function accountKey(request: FastifyRequest): Promise<string> {
  return `user:${(await signedIn(request)).userId}`;
}

export function clientAddress(request: FastifyRequest): string {
  const ip = request.ip.toLowerCase();
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = ip.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = tail === undefined ? left : [...left, ...zeros, ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Counters of failed attempts. `add` counts one against `key` (a window of `windowMs` opens with the
 * first) and answers the count and the time left; `remove` takes one back.
 */
export type FailureCounters = {
  add(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  remove(key: string): Promise<void>;
};

/** One process: a map whose ended windows are swept out now and then. */
function memoryCounters(): FailureCounters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweepAt = 0;
  return {
    async add(key, windowMs) {
      const now = Date.now();
      if (now >= sweepAt) {
        for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
        sweepAt = now + 60_000;
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, ttlMs: window.endsAt - now };
    },
    async remove(key) {
      const window = windows.get(key);
      if (window && window.endsAt > Date.now() && window.count > 0) window.count -= 1;
    },
  };
}

// Each script runs atomically in Redis: parallel attempts from several processes get distinct counts.
const addScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;
// Never below zero, and never recreating a window that has ended.
const removeScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Every process counts together. With Redis down, attempts go through uncounted, like the other limits. */
function redisCounters(redis: Redis, onError: (error: unknown) => void): FailureCounters {
  const prefix = 'tabi:failures:';
  return {
    async add(key, windowMs) {
      try {
        const [count, ttlMs] = (await redis.eval(addScript, 1, prefix + key, windowMs)) as [number, number];
        return { count, ttlMs };
      } catch (error) {
        onError(error);
        return { count: 0, ttlMs: 0 };
      }
    },
    async remove(key) {
      await redis.eval(removeScript, 1, prefix + key).catch(onError);
    },
  };
}

type FailureCount = {
  /** Keeps the counters of different limits apart. */
  name: string;
  max: number;
  /** What is counted: an account (the e-mail tried), a client address... Hashed before it is stored. */
  key: (request: FastifyRequest) => string | Promise<string>;
  /** The 429 once `max` failures are counted: `tooManyAttempts` with words fitting this count. */
  refusal: (ttlMs: number) => AppError;
};

/**
 * Limits failed attempts rather than all attempts (sign-ins from one hotel lobby are many; failed ones
 * are few). Route hooks: the preHandler counts the attempt as a failure before it is tried, and refuses
 * it (uncounted) when any count is over its `max`; onSend takes the count back unless the answer
 * `failed`. Counting first, not after the answer, keeps parallel guesses from all getting through
 * before the first failure is counted: at most `max` are ever in flight.
 */
export function failureLimit(
  counters: FailureCounters,
  {
    windowMs,
    counts,
    failed,
  }: { windowMs: number; counts: FailureCount[]; failed: (statusCode: number) => boolean },
): { preHandler: preHandlerAsyncHookHandler; onSend: onSendHookHandler } {
  const held = new WeakMap<FastifyRequest, string[]>();
  const takeBack = (keys: string[]) => Promise.all(keys.map((key) => counters.remove(key)));

  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const keys = await Promise.all(
        counts.map(async (count) => `${count.name}:${hashed(await count.key(request))}`),
      );
      const added = await Promise.all(keys.map((key) => counters.add(key, windowMs)));
      const over = counts.flatMap((count, i) => {
        const { count: n = 0, ttlMs = 0 } = added[i] ?? {};
        return n > count.max ? [{ count, ttlMs }] : [];
      });
      const longest = over.sort((a, b) => b.ttlMs - a.ttlMs)[0];
      if (!longest) {
        held.set(request, keys);
        return;
      }
      await takeBack(keys);
      reply.header('retry-after', String(Math.max(1, Math.ceil(longest.ttlMs / 1000))));
      throw longest.count.refusal(longest.ttlMs);
    },
    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const keys = held.get(request);
      held.delete(request);
      if (keys && !failed(reply.statusCode)) await takeBack(keys);
      return payload;
    },
  };
}
