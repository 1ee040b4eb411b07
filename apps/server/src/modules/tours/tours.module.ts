import type { AppModule } from '../../platform/app-module.ts';
import type { StoredImages } from '../../platform/images/stored-images.ts';
import { createAdminToursRepository } from './admin-tours.repository.ts';
import { adminToursRoutes } from './admin-tours.routes.ts';
import { createAdminToursService } from './admin-tours.service.ts';
import { createTourWritesRepository } from './tour-writes.repository.ts';
import { tourWritesRoutes } from './tour-writes.routes.ts';
import { createTourWritesService } from './tour-writes.service.ts';
import { createToursRepository } from './tours.repository.ts';
import { toursRoutes } from './tours.routes.ts';
import { createToursService, type ToursService } from './tours.service.ts';

/**
 * The catalog (cached, dropped on every change), the admins' tour writes and list. Needs the uploads
 * store (a tour's photos must exist); provides the tours service, which ratings and reviews ask about a
 * tour.
 */
export const registerToursModule: AppModule<{ images: StoredImages }, { tours: ToursService }> = async (
  app,
  { db, config, now, images, catalogCache },
) => {
  const tours = createToursService({
    tours: createToursRepository(db),
    currency: config.CURRENCY,
    now,
    timezone: config.TIMEZONE,
  });
  const writes = createTourWritesService({
    writes: createTourWritesRepository(db),
    images,
    read: tours.get,
    catalogChanged: catalogCache.invalidate,
    now,
    timezone: config.TIMEZONE,
  });
  const admin = createAdminToursService({
    tours: createAdminToursRepository(db),
    currency: config.CURRENCY,
    now,
    timezone: config.TIMEZONE,
  });
  await app.register(toursRoutes(tours, catalogCache), { prefix: '/api' });
  await app.register(tourWritesRoutes(writes), { prefix: '/api' });
  await app.register(adminToursRoutes(admin), { prefix: '/api' });
  return { tours };
};
