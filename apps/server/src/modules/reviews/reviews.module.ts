import type { AppModule } from '../../platform/app-module.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewsService } from './reviews.service.ts';

/** The tours service (404 for an unknown tour) and the uploads store (a review's photo must exist). */
type Needs = Pick<Parameters<typeof createReviewsService>[0], 'tours' | 'images'>;

export const registerReviewsModule: AppModule<Needs> = async (app, { db, tours, images }) => {
  const service = createReviewsService({ reviews: createReviewsRepository(db), tours, images });
  await app.register(reviewsRoutes(service), { prefix: '/api' });
};
