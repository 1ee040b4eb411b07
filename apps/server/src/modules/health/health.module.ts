import type { FastifyInstance } from 'fastify';
import type { AppModule } from '../../platform/app-module.ts';
import { appVersion } from '../../version.ts';
import { healthRoutes } from './health.routes.ts';

/** Apps told to stop (main.ts on SIGTERM): their health route answers 503 while they drain. */
const stopping = new WeakSet<FastifyInstance>();

/**
 * From now on this app's health route answers 503, so a load balancer's active health checks take the
 * process out of rotation while it still serves what reaches it (main.ts then waits, then closes).
 */
export function markStopping(app: FastifyInstance): void {
  stopping.add(app);
}

export const registerHealthModule: AppModule = async (app, { database }) => {
  await app.register(
    healthRoutes({
      databaseKind: database.kind,
      version: appVersion,
      ping: async () => {
        await database.pool.query('SELECT 1');
      },
      stopping: () => stopping.has(app),
    }),
    { prefix: '/api' },
  );
};
