import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { SessionTokens, SignInChallenges } from './auth/session-tokens.ts';
import type { SessionsRepository } from './auth/sessions.repository.ts';
import type { BackgroundTasks } from './background-tasks.ts';
import type { ResponseCache } from './cache/response-cache.ts';
import type { AccountMailer } from './mail/account-mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import type { OutboxRepository } from './mail/outbox.repository.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { FailureCounters } from './rate-limit.ts';
import type { Realtime } from './realtime/realtime.ts';
import type { SettingsRepository } from './settings/settings.repository.ts';

/** What the platform gives every module (`registerPlatform` in platform/platform.ts builds it). */
export type PlatformDeps = {
  config: Config;
  database: Database;
  /** The handle every repository is built on. */
  db: Db;
  /** The clock every rule reads (session expiry, reset links, departures): tests pass a fake one. */
  now: () => Date;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** Mail to an account: its confirmed address only, held until it is confirmed. */
  accountMail: AccountMailer;
  /** The mail kept when there is no SMTP server. */
  outbox: OutboxRepository;
  /** Work a request leaves running (mail, notices): the server's close waits for it. */
  background: BackgroundTasks;
  /** Signed-in sockets: pushes to users and admins, and the sessions to disconnect. */
  realtime: Realtime;
  /** Prometheus' registry of this app: a feature adds its own counters to it. */
  metrics: Metrics;
  /** Answers of the public catalog, dropped whenever the catalog changes, in any process. */
  catalogCache: ResponseCache;
  sessions: SessionsRepository;
  tokens: SessionTokens;
  /** What passes the first step of a sign-in to the second (the authenticator app's code). */
  signInChallenges: SignInChallenges;
  settings: SettingsRepository;
  /** Counters of failed sign-ins, in Redis when the rate limits are. */
  failedAttempts: FailureCounters;
};

/**
 * A feature's one entry, `modules/<feature>/<feature>.module.ts`: it builds its repositories and
 * services from the platform and from what earlier modules provide (`Needs`), registers its routes and
 * the hooks that stop whatever it starts, and answers what later modules use (`Provides`), if anything.
 * app.ts calls each in turn and hands on what they answer: features never import each other.
 */
export type AppModule<Needs = unknown, Provides = void> = (
  app: FastifyInstance,
  deps: PlatformDeps & Needs,
) => Promise<Provides>;
