import { type NotificationInput, toMajorUnits } from '@tabi/contracts';
import type { AppModule } from '../../platform/app-module.ts';
import { type PeriodicRounds, startPeriodicRounds } from '../../platform/periodic-rounds.ts';
import { createWishlistRepository } from './wishlist.repository.ts';
import { wishlistRoutes } from './wishlist.routes.ts';
import { createWishlistService, type WishlistCalendar, type WishlistTours } from './wishlist.service.ts';

/** Price drops are looked for among the tours changed in the last day (a process down longer skips them). */
const dropWindowMs = 24 * 3_600_000;

/**
 * Saved tours (issue 28): the list of each account, with the tours' cards and next free dates; and a round
 * (every minute, every process) that tells a traveller in the app when a saved tour gets cheaper.
 */
export const registerWishlistModule: AppModule<
  {
    tours: WishlistTours;
    calendar: WishlistCalendar;
    notify: (userId: string, notice: NotificationInput) => Promise<unknown>;
  },
  { wishlistRounds: PeriodicRounds }
> = async (app, { config, db, now, log, tours, calendar, notify }) => {
  const saved = createWishlistRepository(db);
  const price = (minor: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: config.CURRENCY }).format(
      toMajorUnits(minor),
    );
  const rounds = startPeriodicRounds({
    round: () =>
      saved.tellPriceDrops(new Date(now().getTime() - dropWindowMs), (drop) =>
        notify(drop.userId, {
          type: 'wishlist_price_drop',
          title: `Cheaper now: ${drop.title}`,
          body: `${price(drop.nowMinor)} a person instead of ${price(drop.beforeMinor)}. It is on your wishlist.`,
          link: `/tours/${drop.tourId}`,
        }).then(() => undefined),
      ),
    everyMs: 60_000,
    failure: 'wishlist: the round of price drops failed',
    log,
  });
  app.addHook('onClose', () => rounds.stop());
  const service = createWishlistService({
    saved,
    tours,
    calendar,
    timezone: config.TIMEZONE,
    now,
  });
  await app.register(wishlistRoutes(service), { prefix: '/api' });
  return { wishlistRounds: rounds };
};
