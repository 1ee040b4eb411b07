import type { AppModule } from '../../platform/app-module.ts';
import { publicConfigRoutes } from './config.routes.ts';

/** The settings the web app reads at start (Google sign-in, currency, time zone, how to pay). */
export const registerConfigModule: AppModule = async (app, { config }) => {
  const { GOOGLE_CLIENT_ID, CURRENCY, TIMEZONE, STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY } = config;
  // The config refuses a secret key without a publishable key, so `online` always comes with one.
  const payments = STRIPE_SECRET_KEY
    ? { mode: 'online' as const, publishableKey: STRIPE_PUBLISHABLE_KEY ?? null }
    : { mode: 'at-meeting-point' as const, publishableKey: null };
  await app.register(
    publicConfigRoutes({
      googleClientId: GOOGLE_CLIENT_ID ?? null,
      currency: CURRENCY,
      timezone: TIMEZONE,
      payments,
    }),
    { prefix: '/api' },
  );
};
