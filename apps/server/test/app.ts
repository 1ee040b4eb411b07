import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createTestDatabase } from './database.ts';

/** The real app on its own real database, no listening socket: call it with app.inject(). */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const config: Config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', ...env });
  const app = await buildApp({ config, database, webDistDir: '/nonexistent' });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
