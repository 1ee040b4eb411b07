import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.ts';

/** Beside this file in the sources, beside main.js in the build (the build copies it there). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
