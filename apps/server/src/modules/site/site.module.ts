import type { AppModule } from '../../platform/app-module.ts';
import { createSiteRepository } from './site.repository.ts';
import { siteRoutes } from './site.routes.ts';
import { createSiteService } from './site.service.ts';

/** /api/stats/public, /robots.txt and /sitemap.xml (no prefix: crawlers ask for them at the root). */
export const registerSiteModule: AppModule = async (app, { db, catalogCache, config }) => {
  const service = createSiteService({
    repository: createSiteRepository(db),
    cache: catalogCache,
    publicUrl: config.PUBLIC_URL,
  });
  await app.register(siteRoutes(service));
};
