import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './errors.ts';

/**
 * Rate limits of the actions an attacker would repeat (sign-in, registration, reset mail, admin key,
 * Google sign-in). Counters live in process memory, or in Redis when REDIS_URL is set, so every server
 * process behind a load balancer counts the same attempts. Only routes that ask are limited
 * (`global: false`).
 */
export async function registerRateLimiting(
  app: FastifyInstance,
  options: { redisUrl?: string; onRedisError: (error: unknown) => void },
): Promise<void> {
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
}

/** 429 with a message saying when to retry; the caller sets Retry-After. */
export function tooManyAttempts(ttlMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AppError(429, 'RATE_LIMITED', `Too many attempts. Please try again in ${wait}.`, {
    details: { retryAfterSeconds: seconds },
  });
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
    keyGenerator: async (request) =>
      `${name}:${createHash('sha256')
        .update(await key(request))
        .digest('base64url')}`,
  });
  return async (request, reply) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(limit.ttlInSeconds));
      throw tooManyAttempts(limit.ttl);
    }
  };
}
