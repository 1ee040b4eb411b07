import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { limits, policy } from '@tabi/contracts';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createAdminStatsRepository } from './modules/admin-stats/admin-stats.repository.ts';
import { adminStatsRoutes } from './modules/admin-stats/admin-stats.routes.ts';
import { createAdminStatsService } from './modules/admin-stats/admin-stats.service.ts';
import { createAuthModule } from './modules/auth/auth.module.ts';
import { createBookingNotices } from './modules/bookings/booking-notices.ts';
import { createBookingsRepository } from './modules/bookings/bookings.repository.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { createBookingsService } from './modules/bookings/bookings.service.ts';
import { publicConfigRoutes } from './modules/config/config.routes.ts';
import { createConsultationsRepository } from './modules/consultations/consultations.repository.ts';
import { consultationsRoutes } from './modules/consultations/consultations.routes.ts';
import { createConsultationsService } from './modules/consultations/consultations.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { createOutboxService } from './modules/outbox/outbox.service.ts';
import { createRatingsRepository } from './modules/ratings/ratings.repository.ts';
import { ratingsRoutes } from './modules/ratings/ratings.routes.ts';
import { createRatingsService } from './modules/ratings/ratings.service.ts';
import { createReviewsRepository } from './modules/reviews/reviews.repository.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createSiteRepository } from './modules/site/site.repository.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { createSiteService } from './modules/site/site.service.ts';
import { createAdminToursRepository } from './modules/tours/admin-tours.repository.ts';
import { adminToursRoutes } from './modules/tours/admin-tours.routes.ts';
import { createAdminToursService } from './modules/tours/admin-tours.service.ts';
import { createTourWritesRepository } from './modules/tours/tour-writes.repository.ts';
import { tourWritesRoutes } from './modules/tours/tour-writes.routes.ts';
import { createTourWritesService } from './modules/tours/tour-writes.service.ts';
import { createToursRepository } from './modules/tours/tours.repository.ts';
import { toursRoutes } from './modules/tours/tours.routes.ts';
import { createToursService } from './modules/tours/tours.service.ts';
import { startOrphanImageSweep } from './modules/uploads/orphan-sweep.ts';
import { createUploadsRepository } from './modules/uploads/uploads.repository.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import { createAdminUsersRepository } from './modules/users/admin-users.repository.ts';
import { adminUsersRoutes } from './modules/users/admin-users.routes.ts';
import { createAdminUsersService } from './modules/users/admin-users.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import { registerAuthentication } from './platform/auth/guard.ts';
import { createSessionResolver } from './platform/auth/session-resolver.ts';
import { createSessionTokens } from './platform/auth/session-tokens.ts';
import { createSessionsRepository } from './platform/auth/sessions.repository.ts';
import { resolveSigningKey } from './platform/auth/signing-key.ts';
import { createBackgroundTasks } from './platform/background-tasks.ts';
import { listenForCatalogChanges } from './platform/cache/catalog-changes.ts';
import { createResponseCache } from './platform/cache/response-cache.ts';
import { answerFrameworkError, registerErrorHandling } from './platform/error-handler.ts';
import { encodeImage } from './platform/images/encode.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { createOutboxRepository } from './platform/mail/outbox.repository.ts';
import { registerRateLimiting } from './platform/rate-limit.ts';
import { createRealtime } from './platform/realtime/realtime.ts';
import { createSocketAuthenticator } from './platform/realtime/socket-auth.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { createSettingsRepository } from './platform/settings/settings.repository.ts';
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

/** Sessions end 30 days after sign-in, or after 7 days unused. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60_000;
export const sessionIdleMs = 7 * 24 * 60 * 60_000;

/** The whole HTTP application, not listening: main.ts listens, tests call app.inject(). */
export async function buildApp(deps: AppDeps) {
  const { config, database, logger, webDistDir = defaultWebDistDir() } = deps;
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Infrastructure first: every route below relies on it.
  registerErrorHandling(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  // Multipart bodies are streamed; each upload route sets its own byte limit when it reads the file.
  await app.register(multipart, {
    limits: { fileSize: limits.uploadMaxBytes, files: limits.uploadMaxFiles },
  });
  await registerApiDocs(app, appVersion);
  // Before the routes: the limiter attaches to routes as they are declared.
  const failedAttempts = await registerRateLimiting(app, {
    redisUrl: config.REDIS_URL,
    onRedisError: (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'),
  });

  // Application: repositories -> services, handed to the routes that use them.
  const { db } = database;
  const now = deps.now ?? (() => new Date());
  const settings = createSettingsRepository(db);
  const sessions = createSessionsRepository(db);
  const tokens = createSessionTokens(await resolveSigningKey(config.JWT_SECRET, settings));
  const outbox = createOutboxRepository(db);
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outbox,
      logger: app.log,
    });
  // Mail and notices that requests leave running: close waits for them (the database closes after).
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', () => background.drain());
  const sessionResolver = createSessionResolver({
    tokens,
    sessions,
    now,
    idleMs: sessionIdleMs,
    onTouchError: (error) => app.log.warn({ err: error }, 'could not record a session as used'),
  });
  registerAuthentication(app, sessionResolver);
  // socket.io on Fastify's own HTTP server (it exists from Fastify() on), signed in like a request.
  const realtime = createRealtime({
    server: app.server,
    authenticate: createSocketAuthenticator(sessionResolver),
    redisUrl: config.REDIS_URL,
    log: app.log,
  });
  // preClose, not onClose: the HTTP server's close waits for every connection, sockets included.
  app.addHook('preClose', () => realtime.close());
  await realtime.ready;
  const uploads = createUploadsRepository(db);
  const imageSweep = startOrphanImageSweep({ images: uploads, now, log: app.log });
  app.addHook('onClose', () => imageSweep.stop());
  const auth = createAuthModule({
    config,
    db,
    users: createUsersRepository(db),
    sessions,
    tokens,
    settings,
    mailer,
    images: uploads,
    now,
    sessionLifetimeMs,
    background,
    realtime,
    failures: failedAttempts,
  });
  const notifications = createNotificationsService({
    notifications: createNotificationsRepository(db),
    realtime,
    log: app.log,
  });
  app.decorate('notifier', { notify: notifications.notify, notifyAdmins: notifications.notifyAdmins });
  const toursService = createToursService({ tours: createToursRepository(db), currency: config.CURRENCY });
  const ratingsService = createRatingsService({ ratings: createRatingsRepository(db), tours: toursService });
  const reviewsService = createReviewsService({
    reviews: createReviewsRepository(db),
    tours: toursService,
    images: uploads,
  });
  const bookingsService = createBookingsService({
    bookings: createBookingsRepository(db, {
      timezone: config.TIMEZONE,
      freeCancellationHours: policy.freeCancellationHours,
    }),
    timezone: config.TIMEZONE,
    currency: config.CURRENCY,
    now,
    events: createBookingNotices({
      notifier: notifications,
      mailer,
      publicUrl: config.PUBLIC_URL,
      timezone: config.TIMEZONE,
      background,
    }),
  });
  const consultationsService = createConsultationsService({
    consultations: createConsultationsRepository(db),
    mailer,
    now,
    timezone: config.TIMEZONE,
    background,
    notifyAdmins: notifications.notifyAdmins,
  });

  await app.register(
    healthRoutes({
      databaseKind: database.kind,
      version: appVersion,
      ping: async () => {
        await database.pool.query('SELECT 1');
      },
    }),
    { prefix: '/api' },
  );
  const catalogCache = createResponseCache();
  const catalogChanges = listenForCatalogChanges(database.pool, catalogCache.invalidate, app.log);
  await catalogChanges.ready;
  app.addHook('onClose', () => catalogChanges.stop());

  await app.register(toursRoutes(toursService, catalogCache), { prefix: '/api' });
  await app.register(
    tourWritesRoutes(
      createTourWritesService({
        writes: createTourWritesRepository(db),
        images: uploads,
        read: toursService.get,
        catalogChanged: catalogCache.invalidate,
        now,
        timezone: config.TIMEZONE,
      }),
    ),
    { prefix: '/api' },
  );
  await app.register(
    adminToursRoutes(
      createAdminToursService({
        tours: createAdminToursRepository(db),
        currency: config.CURRENCY,
        now,
        timezone: config.TIMEZONE,
      }),
    ),
    { prefix: '/api' },
  );
  await app.register(ratingsRoutes(ratingsService), { prefix: '/api' });
  await app.register(reviewsRoutes(reviewsService), { prefix: '/api' });
  await app.register(notificationsRoutes(notifications), { prefix: '/api' });
  await app.register(
    bookingsRoutes(bookingsService, { max: config.RATE_LIMIT_BOOKING, windowMs: config.rateLimitWindowMs }),
    { prefix: '/api' },
  );
  await app.register(
    consultationsRoutes(consultationsService, {
      max: config.RATE_LIMIT_CONSULTATION,
      windowMs: config.rateLimitWindowMs,
    }),
    { prefix: '/api' },
  );
  // The admin console: dashboard figures, accounts, and the mail kept when there is no SMTP.
  await app.register(
    adminStatsRoutes(
      createAdminStatsService({
        stats: createAdminStatsRepository(db),
        now,
        timezone: config.TIMEZONE,
        currency: config.CURRENCY,
      }),
    ),
    { prefix: '/api' },
  );
  await app.register(
    adminUsersRoutes(createAdminUsersService({ users: createAdminUsersRepository(db), realtime })),
    { prefix: '/api' },
  );
  await app.register(outboxRoutes(createOutboxService(outbox)), { prefix: '/api' });
  await app.register(uploadsRoutes(uploads, createUploadsService({ images: uploads, encode: encodeImage })));
  await app.register(auth.routes, { prefix: '/api' });
  const { GOOGLE_CLIENT_ID, CURRENCY, TIMEZONE } = config;
  await app.register(
    publicConfigRoutes({ googleClientId: GOOGLE_CLIENT_ID ?? null, currency: CURRENCY, timezone: TIMEZONE }),
    { prefix: '/api' },
  );
  // /api/stats/public, /robots.txt and /sitemap.xml: before the web app, which answers everything else.
  await app.register(
    siteRoutes(
      createSiteService({
        repository: createSiteRepository(db),
        cache: catalogCache,
        publicUrl: config.PUBLIC_URL,
      }),
    ),
  );

  await registerWebApp(app, webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
