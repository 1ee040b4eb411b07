import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../test/global-setup.ts';
import { connectDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

/**
 * Processes that start together on an empty database (deploy/compose.yaml starts two) each run the
 * migrations at start: one applies them, the others wait for it and find nothing left to do.
 */
describe('migrations at start', () => {
  it('three processes migrating one empty database at once all start, and each migration is applied once', async () => {
    const { adminUrl, prefix } = inject('testDb');
    const name = `${prefix}_migrate_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();

    // Pools of one connection, as small as any caller's: the lock must not need a second one.
    const processes = [1, 2, 3].map(() =>
      connectDatabase(withDatabase(adminUrl, name), 'external', { error: () => {} }, { max: 1 }),
    );
    try {
      await Promise.all(processes.map((database) => runMigrations(database.db)));
      const { rows } = await processes[0]!.pool.query<{ hash: string; n: number }>(
        'SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash',
      );
      const journal = (await import('./migrations/meta/_journal.json', { with: { type: 'json' } })).default;
      expect(rows).toHaveLength(journal.entries.length);
      expect(rows.every((row) => row.n === 1)).toBe(true);
      // A later start finds everything applied.
      await runMigrations(processes[1]!.db);
    } finally {
      for (const database of processes) await database.close();
    }
  });
});
