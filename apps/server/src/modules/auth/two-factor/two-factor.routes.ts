import {
  authResponseSchema,
  errorResponseSchema,
  policy,
  recoveryCodesResponseSchema,
  refusalReasons,
  twoFactorCodeBodySchema,
  twoFactorDisableBodySchema,
  twoFactorSetupBodySchema,
  twoFactorSetupResponseSchema,
  twoFactorSignInBodySchema,
  userResponseSchema,
} from '@tabi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allow, signedIn } from '../../../platform/auth/guard.ts';
import type { SignInChallenges } from '../../../platform/auth/session-tokens.ts';
import { typed } from '../../../platform/http.ts';
import { type FailureCounters, perAddress } from '../../../platform/rate-limit.ts';
import { secretCheckFailures } from '../secret-check-limit.ts';
import { clientOf } from '../session-issuer.ts';
import type { TwoFactorService } from './two-factor.service.ts';

type Deps = {
  twoFactor: TwoFactorService;
  challenges: Pick<SignInChallenges, 'claimedUser'>;
  failures: FailureCounters;
  limits: { windowMs: number; perAccount: number; ceiling: number };
};

const error = errorResponseSchema;
const bearer = [{ bearerAuth: [] }];
const recentSignInNote = `An account without a password (made with Google) needs a session opened within the last ${policy.recentSignInMinutes} minutes instead (403, \`details.reason\` '${refusalReasons.recentSignInRequired}': sign in again).`;

/** Two-step sign-in: the second step of a sign-in, and the signed-in user turning it on and off. */
export function twoFactorRoutes({ twoFactor, challenges, failures, limits }: Deps) {
  const { windowMs } = limits;
  // Wrong codes count with wrong passwords, per account: the signed-in caller's, or on the second step
  // of a sign-in the account its challenge names.
  const checks = secretCheckFailures(failures, { windowMs, max: limits.perAccount });
  const signInChecks = secretCheckFailures(failures, {
    windowMs,
    max: limits.perAccount,
    key: (request: FastifyRequest) =>
      `user:${challenges.claimedUser((request.body as { challenge: string }).challenge)}`,
  });

  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);

    app.post(
      '/auth/two-factor/verify',
      {
        config: perAddress({ max: limits.ceiling, windowMs }),
        onRequest: allow('visitor'),
        ...signInChecks,
        schema: {
          tags: ['auth'],
          summary: 'The second step of a sign-in: a code from the authenticator app, or a recovery code',
          description:
            "Every sign-in (password, Google, admin key, password reset) of an account with two-step sign-in on answers 403 with `details.reason` 'two-factor-required' and `details.challenge`; this call sends the challenge back with a code and answers the session. The challenge lasts 5 minutes; each code works once; wrong codes count per account with wrong passwords (429).",
          body: twoFactorSignInBodySchema,
          response: { 200: authResponseSchema, 400: error, 429: error },
        },
      },
      async (request) => twoFactor.completeSignIn(request.body, clientOf(request)),
    );

    app.post(
      '/auth/two-factor/setup',
      {
        onRequest: allow('user'),
        ...checks,
        schema: {
          tags: ['auth'],
          summary:
            'Start adding an authenticator app: a new secret and its otpauth:// address for the QR code',
          description: `Needs a confirmed e-mail address (403, \`details.reason\` '${refusalReasons.emailUnconfirmed}') and \`currentPassword\` on accounts with a password. ${recentSignInNote} The secret waits for its first code (\`/enable\`); a new setup replaces a waiting one. 409 when two-step sign-in is on.`,
          security: bearer,
          body: twoFactorSetupBodySchema,
          response: {
            200: twoFactorSetupResponseSchema,
            400: error,
            401: error,
            403: error,
            409: error,
            429: error,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await twoFactor.setup(await signedIn(request), request.body),
      }),
    );

    app.post(
      '/auth/two-factor/enable',
      {
        onRequest: allow('user'),
        ...checks,
        schema: {
          tags: ['auth'],
          summary:
            "Turn two-step sign-in on with the new app's first code; answers the recovery codes (shown once)",
          security: bearer,
          body: twoFactorCodeBodySchema,
          response: { 200: recoveryCodesResponseSchema, 400: error, 401: error, 409: error, 429: error },
        },
      },
      async (request) => ({
        success: true as const,
        data: await twoFactor.enable((await signedIn(request)).userId, request.body.code),
      }),
    );

    app.post(
      '/auth/two-factor/recovery-codes',
      {
        onRequest: allow('user'),
        ...checks,
        schema: {
          tags: ['auth'],
          summary: 'New recovery codes for a current code; the earlier ones stop working',
          security: bearer,
          body: twoFactorCodeBodySchema,
          response: { 200: recoveryCodesResponseSchema, 400: error, 401: error, 409: error, 429: error },
        },
      },
      async (request) => ({
        success: true as const,
        data: await twoFactor.renewRecoveryCodes((await signedIn(request)).userId, request.body.code),
      }),
    );

    app.post(
      '/auth/two-factor/disable',
      {
        onRequest: allow('user'),
        ...checks,
        schema: {
          tags: ['auth'],
          summary: 'Turn two-step sign-in off, with a code and the current password (if the account has one)',
          description: recentSignInNote,
          security: bearer,
          body: twoFactorDisableBodySchema,
          response: { 200: userResponseSchema, 400: error, 401: error, 403: error, 409: error, 429: error },
        },
      },
      async (request) => ({
        success: true as const,
        data: await twoFactor.disable(await signedIn(request), request.body),
      }),
    );
  };
}
