import { policy, twoFactorChallengeMinutes } from '@tabi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { PlatformDeps } from './app-module.ts';
import { registerAuthentication } from './auth/guard.ts';
import { createSessionResolver } from './auth/session-resolver.ts';
import { createSessionTokens, createSignInChallenges } from './auth/session-tokens.ts';
import { createSessionsRepository } from './auth/sessions.repository.ts';
import { resolveSigningKey } from './auth/signing-key.ts';
import { createBackgroundTasks } from './background-tasks.ts';
import { listenForCatalogChanges } from './cache/catalog-changes.ts';
import { createResponseCache } from './cache/response-cache.ts';
import { createAccountMailer } from './mail/account-mailer.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createOutboxRepository } from './mail/outbox.repository.ts';
import { registerMetrics } from './metrics/metrics.ts';
import type { FailureCounters } from './rate-limit.ts';
import { createRealtime } from './realtime/realtime.ts';
import { createSocketAuthenticator } from './realtime/socket-auth.ts';
import { createSettingsRepository } from './settings/settings.repository.ts';

type Options = {
  config: Config;
  database: Database;
  /** The clock every rule reads; the system's unless a test passes a fake one. */
  now?: () => Date;
  /** Replaces the SMTP/outbox mailer. */
  mailer?: Mailer;
};

const dayMs = 24 * 60 * 60_000;

/**
 * What every module may use: sessions (each request and socket is signed in before any route runs),
 * mail, background work, the realtime hub, metrics and the catalog cache. Whatever starts here stops
 * with the app.
 */
export async function registerPlatform(
  app: FastifyInstance,
  options: Options,
  failedAttempts: FailureCounters,
): Promise<PlatformDeps> {
  const { config, database, now = () => new Date() } = options;
  const { db } = database;
  const settings = createSettingsRepository(db);
  const sessions = createSessionsRepository(db);
  const signingKey = await resolveSigningKey(config.JWT_SECRET, settings);
  const tokens = createSessionTokens(signingKey);
  const signInChallenges = createSignInChallenges(signingKey, twoFactorChallengeMinutes * 60_000);
  const outbox = createOutboxRepository(db);
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outbox, logger: app.log });
  // Mail and notices that requests leave running: close waits for them (the database closes after).
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', () => background.drain());
  const sessionResolver = createSessionResolver({
    tokens,
    sessions,
    now,
    idleMs: policy.sessionIdleDays * dayMs,
    onTouchError: (error) => app.log.warn({ err: error }, 'could not record a session as used'),
  });
  registerAuthentication(app, sessionResolver);
  // socket.io on Fastify's own HTTP server (it exists from Fastify() on), signed in like a request.
  const realtime = createRealtime({
    server: app.server,
    authenticate: createSocketAuthenticator(sessionResolver),
    redisUrl: config.REDIS_URL,
    log: app.log,
    corsOrigins: config.CORS_ORIGINS,
  });
  // preClose, not onClose: the HTTP server's close waits for every connection, sockets included.
  app.addHook('preClose', () => realtime.close());
  await realtime.ready;
  // Before the modules, which add their own counters to its registry.
  const metrics = registerMetrics(app, { config, database, realtime });
  // Every process drops its cached catalog answers when any process changes the catalog.
  const catalogCache = createResponseCache();
  const catalogChanges = listenForCatalogChanges(database.pool, catalogCache.invalidate, app.log);
  await catalogChanges.ready;
  app.addHook('onClose', () => catalogChanges.stop());
  return {
    config,
    database,
    db,
    now,
    log: app.log,
    mailer,
    accountMail: createAccountMailer({ db, mailer }),
    outbox,
    background,
    realtime,
    metrics,
    catalogCache,
    sessions,
    tokens,
    signInChallenges,
    settings,
    failedAttempts,
  };
}
