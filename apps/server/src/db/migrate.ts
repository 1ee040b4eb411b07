import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db } from './client.ts';

/** Beside this file in the sources, beside main.js in the build (the build copies it there). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Serialises the migrations of several processes starting on one database (first-run.ts takes the next). */
const MIGRATION_LOCK = 7_420_000;

/**
 * Applies the pending migrations. Drizzle's migrator reads which migrations are applied, then applies the
 * rest: two processes starting together (the two app containers of deploy/compose.yaml) would both read
 * "none" and run the same CREATE TABLEs, and the second would fail to start. Under a session advisory
 * lock one migrates while the others wait, then find nothing left to do. The lock and the migrations
 * share one connection, so a pool of a single connection works too.
 */
export async function runMigrations(db: Db): Promise<void> {
  const owner = (db as Db & { $client: pg.Pool | pg.PoolClient | pg.Client }).$client;
  const client = owner instanceof pg.Pool ? await owner.connect() : owner;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    }
  } finally {
    if (client !== owner) (client as pg.PoolClient).release();
  }
}
