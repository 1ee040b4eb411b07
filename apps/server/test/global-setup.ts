import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client.ts';
import { type EmbeddedCluster, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { adminUrl: string; template: string; prefix: string };
  }
}

/**
 * One PostgreSQL per test run: the machine's own when TEST_DATABASE_URL is set (CI), otherwise an embedded
 * cluster in a temporary directory. Migrations run once into a template; every test file clones it.
 */
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  const prefix = `tabi_t_${runId}`;
  const template = `${prefix}_template`;
  let cluster: EmbeddedCluster | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;

  if (!adminUrl) {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tabi-test-pg-'));
    // As root the cluster runs as the `postgres` user, which must be able to traverse this directory.
    await fs.chmod(tempDir, 0o755);
    cluster = await startEmbeddedPostgres({
      dir: path.join(tempDir, 'postgres'),
      ephemeral: true,
      logger: { info: () => {}, warn: (m) => console.warn(m) },
    });
    adminUrl = cluster.adminUrl;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();

  const templateDb = connectDatabase(
    withDatabase(adminUrl, template),
    'external',
    { error: () => {} },
    { max: 1 },
  );
  await runMigrations(templateDb.db);
  await templateDb.close();

  project.provide('testDb', { adminUrl, template, prefix });

  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}%`],
    );
    for (const { datname } of rows) await cleanup.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await cleanup.end();
    await cluster?.stop();
    if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
