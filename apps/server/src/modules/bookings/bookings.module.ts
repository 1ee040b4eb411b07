import { policy } from '@tabi/contracts';
import type { AppModule } from '../../platform/app-module.ts';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import { createBookingNotices, type Notifier } from './booking-notices.ts';
import { createBookingsRepository } from './bookings.repository.ts';
import { bookingsRoutes } from './bookings.routes.ts';
import { type BookingsService, createBookingsService } from './bookings.service.ts';

/**
 * Bookings, departures and refunds. Provides the bookings service, from which the travel assistant reads
 * a tour's availability and the caller's own bookings (the same answers as the API's).
 */
export const registerBookingsModule: AppModule<
  { notifier: Notifier; payments: PaymentGateway | null },
  { bookings: BookingsService }
> = async (app, deps) => {
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
  return { bookings: service };
};
