import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { composeApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createTestDatabase } from './database.ts';

/**
 * Tests sign in many times from one address (app.inject's 127.0.0.1), so the rate limits are high unless
 * a test sets its own small RATE_LIMIT_* values to check them.
 */
const generousLimits = {
  RATE_LIMIT_LOGIN: '10000',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '10000',
  RATE_LIMIT_AUTH_CEILING: '10000',
  RATE_LIMIT_RESET_PER_ADDRESS: '10000',
  RATE_LIMIT_REGISTER: '10000',
  RATE_LIMIT_RESET: '10000',
  RATE_LIMIT_ADMIN_KEY: '10000',
  RATE_LIMIT_GOOGLE: '10000',
  RATE_LIMIT_CONSULTATION: '10000',
  RATE_LIMIT_BOOKING: '10000',
  RATE_LIMIT_ASSISTANT: '10000',
  RATE_LIMIT_ASSISTANT_PER_SESSION: '10000',
};

type Options = {
  /** The clock the app reads (session expiry, reset links); tests move it forward. */
  now?: () => Date;
};

/** The real app on its own real database, no listening socket: call it with app.inject(). */
export async function createTestApp(env: Record<string, string> = {}, options: Options = {}) {
  const database = await createTestDatabase();
  // Backups an admin takes through the API go to a folder of this app's own, removed when it closes.
  const backups = await mkdtemp(path.join(os.tmpdir(), 'tabi-test-backups-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    BACKUP_TARGET: backups,
    ...generousLimits,
    ...env,
  });
  const {
    app,
    notifier,
    payments,
    paymentHolds,
    tourDayRounds,
    departureCancellationRounds,
    waitlistRounds,
    wishlistRounds,
  } = await composeApp({
    config,
    database,
    webDistDir: '/nonexistent',
    now: options.now,
  });
  await app.ready();
  return {
    app,
    /** What other features tell people through (bookings, consultations): tests call it as they do. */
    notifier,
    /** The Stripe gateway (null without STRIPE_SECRET_KEY): `payments.drain()` applies the queued webhooks. */
    payments,
    /** The sweep of holds that ended unpaid (null without Stripe): `paymentHolds.sweep()` runs one round. */
    paymentHolds,
    /** The day of the tour's rounds: `tourDayRounds.sweep()` runs one (reminders, completions, review requests). */
    tourDayRounds,
    /** The round that finishes cancelled departures cut short and sends their notices: `sweep()` runs one. */
    departureCancellationRounds,
    /** The waitlist's round (lapsed offers end, freed seats offered): `sweep()` runs one. */
    waitlistRounds,
    /** The wishlist's round (a saved tour got cheaper): `sweep()` runs one. */
    wishlistRounds,
    database,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await rm(backups, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
