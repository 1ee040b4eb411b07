import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createAdminKeyCheck } from '../../platform/auth/admin-key.ts';
import type { SessionTokens } from '../../platform/auth/session-tokens.ts';
import type { SessionsRepository } from '../../platform/auth/sessions.repository.ts';
import type { BackgroundTasks } from '../../platform/background-tasks.ts';
import { type EncodedImage, encodeSquareImage } from '../../platform/images/encode.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { FailureCounters } from '../../platform/rate-limit.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { SettingsRepository } from '../../platform/settings/settings.repository.ts';
import { createAdminLoginService } from './admin-login.service.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { avatarRoutes } from './avatar.routes.ts';
import { avatarSide, createAvatarService } from './avatar.service.ts';
import { createGoogleSignInService } from './google-sign-in.service.ts';
import { createGoogleVerifier } from './google-verifier.ts';
import { createPasswordResetRepository } from './password-reset.repository.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { createSessionIssuer } from './session-issuer.ts';
import type { UserAccounts } from './user-accounts.ts';

type Deps = {
  config: Config;
  db: Db;
  users: UserAccounts;
  sessions: SessionsRepository;
  tokens: SessionTokens;
  settings: SettingsRepository;
  mailer: Mailer;
  /** The uploads store, where avatars are kept like every other image. */
  images: { save: (image: EncodedImage) => Promise<{ id: string }> };
  now: () => Date;
  sessionLifetimeMs: number;
  /** Sockets of the sessions that sign-out, password changes and resets end are closed at once. */
  realtime: Pick<Realtime, 'disconnectSession' | 'disconnectUser'>;
  /** Where the reset mail is sent from, after the answer. */
  background: BackgroundTasks;
  /** Counters of failed sign-ins, in Redis when the rate limits are. */
  failures: FailureCounters;
};

/** The auth feature's services, wired from what app.ts hands over. */
export function createAuthModule(deps: Deps) {
  const { config, users, now } = deps;
  const issue = createSessionIssuer({
    sessions: deps.sessions,
    tokens: deps.tokens,
    now,
    lifetimeMs: deps.sessionLifetimeMs,
  });
  const passwordReset = createPasswordResetService({
    users,
    resets: createPasswordResetRepository(deps.db),
    mailer: deps.mailer,
    issue,
    sockets: deps.realtime,
    now,
    publicUrl: config.PUBLIC_URL,
    background: deps.background,
  });
  const accountRoutes = authRoutes({
    auth: createAuthService({ users, sessions: deps.sessions, issue, sockets: deps.realtime }),
    google: createGoogleSignInService({
      users,
      issue,
      verify: config.GOOGLE_CLIENT_ID
        ? createGoogleVerifier({
            clientId: config.GOOGLE_CLIENT_ID,
            jwksUrl: config.GOOGLE_JWKS_URL,
            issuers: config.GOOGLE_ISSUERS,
            now,
          })
        : undefined,
    }),
    adminLogin: createAdminLoginService({
      users,
      issue,
      keyMatches: createAdminKeyCheck({ configuredKey: config.ADMIN_KEY, settings: deps.settings }),
      adminEmail: config.ADMIN_EMAIL,
    }),
    passwordReset,
    limits: {
      windowMs: config.rateLimitWindowMs,
      ceiling: config.RATE_LIMIT_AUTH_CEILING,
      loginPerAccount: config.RATE_LIMIT_LOGIN,
      loginPerAddress: config.RATE_LIMIT_LOGIN_PER_ADDRESS,
      register: config.RATE_LIMIT_REGISTER,
      registerWindowMs: config.RATE_LIMIT_REGISTER_WINDOW_MINUTES * 60_000,
      reset: config.RATE_LIMIT_RESET,
      resetPerAddress: config.RATE_LIMIT_RESET_PER_ADDRESS,
      adminKey: config.RATE_LIMIT_ADMIN_KEY,
      google: config.RATE_LIMIT_GOOGLE,
    },
    failures: deps.failures,
  });
  const avatars = avatarRoutes(
    createAvatarService({
      users,
      images: deps.images,
      encode: (bytes) => encodeSquareImage(bytes, avatarSide),
    }),
  );
  const routes = async (app: FastifyInstance) => {
    await app.register(accountRoutes);
    await app.register(avatars);
  };
  return { routes };
}
