import type { AppModule } from '../../platform/app-module.ts';
import { createRatingsRepository } from './ratings.repository.ts';
import { ratingsRoutes } from './ratings.routes.ts';
import { createRatingsService } from './ratings.service.ts';

/** The tours service, which answers 404 for an unknown tour. */
type Needs = Pick<Parameters<typeof createRatingsService>[0], 'tours'>;

export const registerRatingsModule: AppModule<Needs> = async (app, { db, tours }) => {
  const service = createRatingsService({ ratings: createRatingsRepository(db), tours });
  await app.register(ratingsRoutes(service), { prefix: '/api' });
};
