import type { AppModule } from '../../platform/app-module.ts';
import { createAdminStatsRepository } from './admin-stats.repository.ts';
import { adminStatsRoutes } from './admin-stats.routes.ts';
import { createAdminStatsService } from './admin-stats.service.ts';

/** The admin console's dashboard figures. */
export const registerAdminStatsModule: AppModule = async (app, { db, config, now }) => {
  const service = createAdminStatsService({
    stats: createAdminStatsRepository(db),
    now,
    timezone: config.TIMEZONE,
    currency: config.CURRENCY,
  });
  await app.register(adminStatsRoutes(service), { prefix: '/api' });
};
