import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { adminKeyHashSetting, hashAdminKey } from './platform/auth/admin-key.ts';
import { hashPassword } from './platform/passwords.ts';
import { createSettingsRepository } from './platform/settings/settings.repository.ts';
import { seedDemo } from './seed/demo.ts';

type Logger = { info: (msg: string) => void };

/** Serialises first starts of several processes on one database. */
const FIRST_RUN_LOCK = 7_420_001;

const demoSeededSetting = 'demo_seeded_at';

/**
 * On an empty database: the admin account, the admin key and (unless SEED_DEMO=false) the demo catalog.
 * Generated secrets are announced once, here, and never again: only their hashes are kept.
 */
export async function runFirstStart(
  config: Config,
  database: Database,
  log: Logger,
  announce: (lines: string[]) => void,
): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [FIRST_RUN_LOCK]);
    const { db } = database;
    const users = createUsersRepository(db);
    const settings = createSettingsRepository(db);
    const secrets: string[] = [];

    if (!(await users.findByEmail(config.ADMIN_EMAIL))) {
      const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
      await users.create({
        name: 'Administrator',
        email: config.ADMIN_EMAIL,
        passwordHash: await hashPassword(password),
        role: 'admin',
        // The operator chose this address in the configuration.
        emailVerifiedAt: new Date(),
      });
      log.info(`Created the admin account ${config.ADMIN_EMAIL}`);
      if (!config.ADMIN_PASSWORD)
        secrets.push(`Admin e-mail:    ${config.ADMIN_EMAIL}`, `Admin password:  ${password}`);
    }

    if (!config.ADMIN_KEY && !(await settings.get(adminKeyHashSetting))) {
      const key = randomBytes(24).toString('base64url');
      await settings.set(adminKeyHashSetting, hashAdminKey(key));
      secrets.push(`Admin key:       ${key}   (for /admin-login)`);
    }

    if (config.SEED_DEMO && !(await settings.get(demoSeededSetting))) {
      const [row] = (await db.execute(sql`SELECT count(*)::int AS n FROM tours`)).rows as { n: number }[];
      if ((row?.n ?? 0) === 0) {
        const started = Date.now();
        const counts = await seedDemo(db, {
          log: (msg) => log.info(msg),
          timezone: config.TIMEZONE,
          currency: config.CURRENCY,
        });
        log.info(
          `Demo catalog loaded: ${counts.tours} tours, ${counts.users} customers, ${counts.ratings} ratings, ${counts.reviews} reviews, ${counts.bookings} bookings in ${Date.now() - started} ms`,
        );
      }
      await settings.set(demoSeededSetting, new Date().toISOString());
    }

    if (secrets.length > 0) {
      announce([
        'Generated on this first start. They are shown once and stored only as hashes: keep them now.',
        ...secrets,
      ]);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [FIRST_RUN_LOCK]).catch(() => {});
    client.release();
  }
}
