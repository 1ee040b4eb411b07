import type { AppModule } from '../../platform/app-module.ts';
import { createWishlistRepository } from './wishlist.repository.ts';
import { wishlistRoutes } from './wishlist.routes.ts';
import { createWishlistService, type WishlistCalendar, type WishlistTours } from './wishlist.service.ts';

/** Saved tours (issue 28): the list of each account, with the tours' cards and next free dates. */
export const registerWishlistModule: AppModule<{ tours: WishlistTours; calendar: WishlistCalendar }> = async (
  app,
  { config, db, now, tours, calendar },
) => {
  const service = createWishlistService({
    saved: createWishlistRepository(db),
    tours,
    calendar,
    timezone: config.TIMEZONE,
    now,
  });
  await app.register(wishlistRoutes(service), { prefix: '/api' });
};
