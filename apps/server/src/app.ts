import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { limits } from '@tabi/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAdminStatsModule } from './modules/admin-stats/admin-stats.module.ts';
import { registerAssistantModule } from './modules/assistant/assistant.module.ts';
import { registerAuthModule } from './modules/auth/auth.module.ts';
import { registerBackupsModule } from './modules/backups/backups.module.ts';
import { registerBookingsModule } from './modules/bookings/bookings.module.ts';
import { registerChatModule } from './modules/chat/chat.module.ts';
import { registerConfigModule } from './modules/config/config.module.ts';
import { registerConsultationsModule } from './modules/consultations/consultations.module.ts';
import { registerHealthModule } from './modules/health/health.module.ts';
import { registerKarvaanClientModule } from './modules/karvaan-client/karvaan-client.module.ts';
import { registerNotificationsModule } from './modules/notifications/notifications.module.ts';
import { registerOutboxModule } from './modules/outbox/outbox.module.ts';
import { registerPaymentsModule } from './modules/payments/payments.module.ts';
import { registerRatingsModule } from './modules/ratings/ratings.module.ts';
import { registerReviewsModule } from './modules/reviews/reviews.module.ts';
import { registerSiteModule } from './modules/site/site.module.ts';
import { registerTourDayModule } from './modules/tour-day/tour-day.module.ts';
import { registerToursModule } from './modules/tours/tours.module.ts';
import { registerUploadsModule } from './modules/uploads/uploads.module.ts';
import { registerUsersModule } from './modules/users/users.module.ts';
import { registerWishlistModule } from './modules/wishlist/wishlist.module.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import { compressionThreshold } from './platform/cache/encoded-answer.ts';
import { registerCors } from './platform/cors.ts';
import { registerErrorHandling } from './platform/error-handler.ts';
import { createHttpServer } from './platform/http-server.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { registerKarvaanEdge } from './platform/karvaan-edge.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import { registerPlatform } from './platform/platform.ts';
import { registerRateLimiting } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { defaultWebDistDir, registerWebApp } from './platform/web-app.ts';
import { appVersion } from './version.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  /** The process's pino logger; without one the app is silent (tests). */
  logger?: FastifyBaseLogger;
  webDistDir?: string;
  /** The clock every rule reads (session expiry, reset links): tests pass a fake one. */
  now?: () => Date;
  /** Replaces the SMTP/outbox mailer (tests read mail from a loopback SMTP server instead). */
  mailer?: Mailer;
};

/**
 * The whole HTTP application, not listening, in three stages: infrastructure, platform, then the
 * feature modules in order, each handing on what later ones use. Answers the app with the notifier the
 * notifications module provides, which tests call as the other features do, and the payment gateway
 * (null without Stripe), whose queue of webhook events tests and benchmarks drain, and the sweeps of
 * unpaid payment holds and of the day of the tour (reminders, completions, review requests), which tests
 * run after moving the clock.
 */
export async function composeApp(deps: AppDeps) {
  const { config, webDistDir = defaultWebDistDir() } = deps;
  const app = createHttpServer(config, deps.logger);

  // Infrastructure first: every route below relies on it.
  registerErrorHandling(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app);
  await registerCors(app, config.CORS_ORIGINS);
  // Before compression: the Karvaan Tours client's answers are adapted while they are still text.
  const karvaanEdge = registerKarvaanEdge(app);
  await app.register(compress, { threshold: compressionThreshold });
  // Multipart bodies are streamed; each upload route sets its own byte limit when it reads the file.
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: limits.uploadMaxFiles },
  });
  await registerApiDocs(app, appVersion, karvaanEdge);
  // Before the routes: the limiter attaches to routes as they are declared.
  const failedAttempts = await registerRateLimiting(app, {
    redisUrl: config.REDIS_URL,
    onRedisError: (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'),
  });

  // Platform: sessions (every request and socket signed in), mail, background work, realtime, catalog cache.
  const platform = await registerPlatform(app, deps, failedAttempts);

  // Modules, one line each; a module that others use answers what it provides.
  await registerHealthModule(app, platform);
  await registerConfigModule(app, platform);
  const { images } = await registerUploadsModule(app, platform);
  const { users } = await registerUsersModule(app, platform);
  await registerAuthModule(app, { ...platform, users, images });
  const { notifier } = await registerNotificationsModule(app, platform);
  const { tours } = await registerToursModule(app, { ...platform, images });
  await registerRatingsModule(app, { ...platform, tours });
  await registerReviewsModule(app, { ...platform, tours, images });
  const { payments } = await registerPaymentsModule(app, platform);
  const { bookings, paymentHolds, departureCancellationRounds, waitlistRounds } =
    await registerBookingsModule(app, {
      ...platform,
      notifier,
      payments,
    });
  const { tourDayRounds } = await registerTourDayModule(app, {
    ...platform,
    notify: (userId, notice) => notifier.notify(userId, notice),
  });
  const { wishlistRounds } = await registerWishlistModule(app, {
    ...platform,
    tours,
    calendar: bookings,
    notify: (userId, notice) => notifier.notify(userId, notice),
  });
  await registerConsultationsModule(app, { ...platform, notifier });
  await registerChatModule(app, { ...platform, notifier });
  await registerAssistantModule(app, { ...platform, bookings });
  await registerAdminStatsModule(app, platform);
  await registerBackupsModule(app, platform);
  await registerOutboxModule(app, platform);
  await registerKarvaanClientModule(app, { ...platform, edge: karvaanEdge });
  // Before the web app, which answers every path left: robots.txt and the sitemap among them.
  await registerSiteModule(app, platform);

  await registerWebApp(app, webDistDir, {
    cache: platform.catalogCache,
    now: platform.now,
    timezone: config.TIMEZONE,
  });
  return {
    app,
    notifier,
    payments,
    paymentHolds,
    tourDayRounds,
    departureCancellationRounds,
    waitlistRounds,
    wishlistRounds,
  };
}

/** The HTTP application alone: main.ts listens on it, tests and benchmarks call app.inject(). */
export async function buildApp(deps: AppDeps) {
  return (await composeApp(deps)).app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
