import { policy } from '@tabi/contracts';
import type { AppModule } from '../../platform/app-module.ts';
import { createBookingNotices, type Notifier } from './booking-notices.ts';
import { createBookingsRepository } from './bookings.repository.ts';
import { bookingsRoutes } from './bookings.routes.ts';
import { createBookingsService } from './bookings.service.ts';

export const registerBookingsModule: AppModule<{ notifier: Notifier }> = async (app, deps) => {
  const { config, db, now, notifier, mailer, background } = deps;
  const service = createBookingsService({
    bookings: createBookingsRepository(db, {
      timezone: config.TIMEZONE,
      freeCancellationHours: policy.freeCancellationHours,
    }),
    timezone: config.TIMEZONE,
    currency: config.CURRENCY,
    now,
    events: createBookingNotices({
      notifier,
      mailer,
      publicUrl: config.PUBLIC_URL,
      timezone: config.TIMEZONE,
      background,
    }),
  });
  await app.register(
    bookingsRoutes(service, { max: config.RATE_LIMIT_BOOKING, windowMs: config.rateLimitWindowMs }),
    { prefix: '/api' },
  );
};
