import type { AppModule } from '../../platform/app-module.ts';
import { appVersion } from '../../version.ts';
import { healthRoutes } from './health.routes.ts';

export const registerHealthModule: AppModule = async (app, { database }) => {
  await app.register(
    healthRoutes({
      databaseKind: database.kind,
      version: appVersion,
      ping: async () => {
        await database.pool.query('SELECT 1');
      },
    }),
    { prefix: '/api' },
  );
};
