import { policy } from '@tabi/contracts';
import type { AppModule } from '../../platform/app-module.ts';
import { createAdminKeyCheck } from '../../platform/auth/admin-key.ts';
import { type EncodedImage, encodeSquareImage } from '../../platform/images/encode.ts';
import { createAdminLoginService } from './admin-login.service.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { avatarRoutes } from './avatar.routes.ts';
import { avatarSide, createAvatarService } from './avatar.service.ts';
import { createEmailLinksRepository } from './email-links.repository.ts';
import { createEmailLinksService } from './email-links.service.ts';
import { createGoogleSignInService } from './google-sign-in.service.ts';
import { createGoogleVerifier } from './google-verifier.ts';
import { createPasswordResetRepository } from './password-reset.repository.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { createSessionIssuer } from './session-issuer.ts';
import { createTwoFactorRepository } from './two-factor/two-factor.repository.ts';
import { twoFactorRoutes } from './two-factor/two-factor.routes.ts';
import { createTwoFactorService } from './two-factor/two-factor.service.ts';
import type { UserAccounts } from './user-accounts.ts';

type Needs = {
  /** The user store (the users module's repository). */
  users: UserAccounts;
  /** The uploads store, where avatars are kept like every other image. */
  images: { save: (image: EncodedImage) => Promise<{ id: string }> };
};

const dayMs = 24 * 60 * 60_000;

/**
 * Accounts: registration, password, Google and admin-key sign-in, two-step sign-in, password reset,
 * profile and avatar.
 * Sign-out, password changes and resets close the sockets of the sessions they end at once; the reset
 * mail leaves after the answer; failed sign-ins are counted where the rate limits are.
 */
export const registerAuthModule: AppModule<Needs> = async (app, deps) => {
  const { config, users, now } = deps;
  const issueSession = createSessionIssuer({
    sessions: deps.sessions,
    tokens: deps.tokens,
    now,
    lifetimeMs: policy.sessionLifetimeDays * dayMs,
  });
  const twoFactor = createTwoFactorService({
    users,
    repository: createTwoFactorRepository(deps.db),
    challenges: deps.signInChallenges,
    issueSession,
    accountMail: deps.accountMail,
    background: deps.background,
    now,
  });
  // Every way of signing in below passes through the second step when the account has it on.
  const issue = twoFactor.requireSecondStep(issueSession);
  const passwordReset = createPasswordResetService({
    users,
    resets: createPasswordResetRepository(deps.db),
    mailer: deps.mailer,
    issue,
    sockets: deps.realtime,
    now,
    publicUrl: config.PUBLIC_URL,
    background: deps.background,
    releaseHeldMail: deps.accountMail.release,
  });
  const emailLinks = createEmailLinksService({
    users,
    links: createEmailLinksRepository(deps.db),
    mailer: deps.mailer,
    now,
    publicUrl: config.PUBLIC_URL,
    background: deps.background,
    sockets: deps.realtime,
    sendPasswordReset: passwordReset.request,
    releaseHeldMail: deps.accountMail.release,
  });
  const accountRoutes = authRoutes({
    auth: createAuthService({ users, sessions: deps.sessions, issue, sockets: deps.realtime, emailLinks }),
    emailLinks,
    google: createGoogleSignInService({
      users,
      issue,
      now,
      sockets: deps.realtime,
      releaseHeldMail: deps.accountMail.release,
      background: deps.background,
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
    failures: deps.failedAttempts,
  });
  const avatars = avatarRoutes(
    createAvatarService({
      users,
      images: deps.images,
      encode: (bytes) => encodeSquareImage(bytes, avatarSide),
    }),
  );
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(
    twoFactorRoutes({
      twoFactor,
      challenges: deps.signInChallenges,
      failures: deps.failedAttempts,
      limits: {
        windowMs: config.rateLimitWindowMs,
        perAccount: config.RATE_LIMIT_LOGIN,
        ceiling: config.RATE_LIMIT_AUTH_CEILING,
      },
    }),
    { prefix: '/api' },
  );
  await app.register(avatars, { prefix: '/api' });
};
