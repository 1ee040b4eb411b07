import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

/** Generated secrets and one-time markers, shared by every process on the same database. */
export function createSettingsRepository(db: Db) {
  return {
    async get(key: string): Promise<string | undefined> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return row?.value;
    },

    /** The stored value, or `create()`'s stored now; when two processes race, both get the first one stored. */
    async getOrCreate(key: string, create: () => string): Promise<string> {
      await db.insert(settings).values({ key, value: create() }).onConflictDoNothing();
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return row!.value;
    },

    async set(key: string, value: string): Promise<void> {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
