import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

/**
 * A fresh database cloned from the migrated template: each test file gets its own, so files run in parallel.
 * `migrated: false`: a database with nothing in it at all, not even the schema (a restore's target).
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<Database & { url: string }> {
  const { adminUrl, template, prefix } = inject('testDb');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Two clones of one template at the same instant can collide ("being accessed by other users"): retry.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${migrated ? template : 'template0'}`);
        break;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  return { ...connectDatabase(url, 'external', { error: () => {} }), url };
}
