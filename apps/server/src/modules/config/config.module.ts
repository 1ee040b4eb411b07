import type { AppModule } from '../../platform/app-module.ts';
import { publicConfigRoutes } from './config.routes.ts';

/** The settings the web app reads at start (Google sign-in, currency, time zone). */
export const registerConfigModule: AppModule = async (app, { config }) => {
  const { GOOGLE_CLIENT_ID, CURRENCY, TIMEZONE } = config;
  await app.register(
    publicConfigRoutes({ googleClientId: GOOGLE_CLIENT_ID ?? null, currency: CURRENCY, timezone: TIMEZONE }),
    { prefix: '/api' },
  );
};
