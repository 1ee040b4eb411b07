import {
  adminLoginBodySchema,
  authResponseSchema,
  emailLinkBodySchema,
  emailLinkResponseSchema,
  errorResponseSchema,
  forgotPasswordBodySchema,
  forgotPasswordMessage,
  googleAuthBodySchema,
  loginBodySchema,
  meResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetPasswordParamsSchema,
  type UpdateDetailsBody,
  updateDetailsBodySchema,
  updatePasswordBodySchema,
  userResponseSchema,
} from '@tabi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allow, signedIn } from '../../platform/auth/guard.ts';
import { typed } from '../../platform/http.ts';
import {
  accountKey,
  clientAddress,
  type FailureCounters,
  failureLimit,
  perAddress,
  perKey,
  tooManyAttempts,
} from '../../platform/rate-limit.ts';
import type { AdminLogin } from './admin-login.service.ts';
import { toSessionUser } from './auth.mapper.ts';
import type { AuthService } from './auth.service.ts';
import type { EmailLinksService } from './email-links.service.ts';
import type { GoogleSignIn } from './google-sign-in.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import { secretCheckFailures } from './secret-check-limit.ts';
import { clientOf } from './session-issuer.ts';

/** Attempts allowed per window, from the RATE_LIMIT_* settings (docs/decisions.md 24). */
export type AuthLimits = {
  windowMs: number;
  /** Every attempt per address on each sign-in route, right or wrong. */
  ceiling: number;
  /** Failed password sign-ins per account (the e-mail tried), and per address. */
  loginPerAccount: number;
  loginPerAddress: number;
  /** Registrations per address per `registerWindowMs`. */
  register: number;
  registerWindowMs: number;
  /** Reset e-mails per account, failed reset links per address. */
  reset: number;
  /** Reset e-mails per address. */
  resetPerAddress: number;
  /** Failed admin keys, rejected Google tokens per address. */
  adminKey: number;
  google: number;
};

type Deps = {
  auth: AuthService;
  emailLinks: EmailLinksService;
  google: GoogleSignIn;
  adminLogin: AdminLogin;
  passwordReset: PasswordResetService;
  limits: AuthLimits;
  failures: FailureCounters;
};

const error = errorResponseSchema;
const bearer = [{ bearerAuth: [] }];

/** The validated body's e-mail (the schema trims and lower-cases it): the account an attempt is about. */
const emailOf = (request: FastifyRequest) => (request.body as { email: string }).email;

/** Accounts and sessions: `/api/auth/*`, the spec's `/api/forgot-password` and `/api/admin/login`. */
export function authRoutes({ auth, emailLinks, google, adminLogin, passwordReset, limits, failures }: Deps) {
  const { windowMs } = limits;
  // Only failures count on the sign-in routes: a hotel lobby signs in many travellers from one address.
  // The ceiling on every attempt per address still bounds what one address can make the server do.
  const ceiling = () => perAddress({ max: limits.ceiling, windowMs });
  const failuresFromAddress = (name: string, max: number, what: string) => ({
    name,
    max,
    key: clientAddress,
    refusal: (ttlMs: number) => tooManyAttempts(ttlMs, `${what} from your network`),
  });
  // Per account as well as per address: one account cannot be tried from many addresses, one address
  // cannot try many accounts. The account's count covers unknown e-mails too, so a refusal says
  // nothing about whether an account exists.
  const loginFailures = failureLimit(failures, {
    windowMs,
    failed: (status) => status === 401,
    counts: [
      {
        name: 'login-account',
        max: limits.loginPerAccount,
        key: emailOf,
        refusal: (ttlMs) =>
          tooManyAttempts(ttlMs, 'failed sign-ins for this e-mail address', "use 'Forgot password?'"),
      },
      failuresFromAddress('login-address', limits.loginPerAddress, 'failed sign-ins'),
    ],
  });
  const adminKeyFailures = failureLimit(failures, {
    windowMs,
    failed: (status) => status === 401,
    counts: [failuresFromAddress('admin-key-address', limits.adminKey, 'wrong admin keys')],
  });
  const googleFailures = failureLimit(failures, {
    windowMs,
    failed: (status) => status === 401,
    counts: [failuresFromAddress('google-address', limits.google, 'failed Google sign-ins')],
  });
  // A dead link is a 400 (a malformed body never gets this far: it is refused before the preHandler).
  const resetLinkFailures = failureLimit(failures, {
    windowMs,
    failed: (status) => status === 400,
    counts: [failuresFromAddress('reset-link-address', limits.reset, 'invalid reset links')],
  });

  const passwordCheckFailures = secretCheckFailures(failures, { windowMs, max: limits.loginPerAccount });
  // A profile save without a password to check (name, phone, bio) is no guess and is never refused.
  const profileFailures: typeof passwordCheckFailures = {
    ...passwordCheckFailures,
    async preHandler(request, reply) {
      if ((request.body as UpdateDetailsBody).currentPassword === undefined) return;
      await passwordCheckFailures.preHandler.call(this, request, reply);
    },
  };
  const emailLinkFailures = failureLimit(failures, {
    windowMs,
    failed: (status) => status === 400,
    counts: [failuresFromAddress('email-link-address', limits.reset, 'invalid e-mail links')],
  });

  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);
    // Each request sends a mail: as many per account as reset e-mails. A change of e-mail counts here too
    // (it mails the new address and the old one), so one account cannot mail address after address.
    const verificationPerAccount = perKey(fastify, 'verification-mail', {
      max: limits.reset,
      windowMs,
      key: accountKey,
    });
    const emailChangeMail: typeof verificationPerAccount = async function (request, reply) {
      if ((request.body as UpdateDetailsBody).email === undefined) return;
      await verificationPerAccount.call(this, request, reply);
    };
    // Every request counts here: each may send a mail, so one mailbox cannot be flooded from many addresses.
    const resetPerAccount = perKey(fastify, 'forgot', { max: limits.reset, windowMs, key: emailOf });

    app.post(
      '/auth/register',
      {
        // Every attempt counts: what is limited is how many accounts one address makes.
        config: perAddress({ max: limits.register, windowMs: limits.registerWindowMs }),
        onRequest: allow('visitor'),
        schema: {
          tags: ['auth'],
          summary: 'Create an account and sign in',
          body: registerBodySchema,
          response: { 201: authResponseSchema, 400: error, 409: error, 429: error },
        },
      },
      async (request, reply) => reply.status(201).send(await auth.register(request.body, clientOf(request))),
    );

    app.post(
      '/auth/login',
      {
        config: ceiling(),
        onRequest: allow('visitor'),
        ...loginFailures,
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password',
          description: 'A wrong password and an unknown e-mail get the same 401 answer.',
          body: loginBodySchema,
          response: { 200: authResponseSchema, 400: error, 401: error, 403: error, 429: error },
        },
      },
      async (request) => auth.login(request.body, clientOf(request)),
    );

    app.post(
      '/auth/logout',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['auth'],
          summary: 'Sign out this session',
          security: bearer,
          response: { 200: messageResponseSchema, 401: error },
        },
      },
      async (request) => {
        await auth.logout(await signedIn(request));
        return { success: true as const, message: 'You have been signed out.' };
      },
    );

    app.post(
      '/auth/logout-all',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['auth'],
          summary: 'Sign out every session of this account, this one included',
          security: bearer,
          response: { 200: messageResponseSchema, 401: error },
        },
      },
      async (request) => {
        await auth.logoutEverywhere(await signedIn(request));
        return { success: true as const, message: 'You have been signed out on every device.' };
      },
    );

    app.get(
      '/auth/me',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user',
          security: bearer,
          response: { 200: meResponseSchema, 401: error },
        },
      },
      async (request) => ({ success: true as const, user: await auth.me(await signedIn(request)) }),
    );

    app.put(
      '/auth/updatedetails',
      {
        onRequest: allow('user'),
        ...profileFailures,
        preHandler: [emailChangeMail, profileFailures.preHandler],
        schema: {
          tags: ['auth'],
          summary: 'Change name, phone, bio or the trip reminders switch; ask to change the e-mail',
          description:
            'A new `email` needs `currentPassword` (accounts with a password; 400 with fieldErrors.currentPassword when missing or wrong, failures limited as sign-ins are). It is not applied at once: the answer carries it as `pendingEmail`, the new address gets a confirmation link and the current one a notice with a link to undo the change. 409 when another account uses it.',
          security: bearer,
          body: updateDetailsBodySchema,
          response: { 200: userResponseSchema, 400: error, 401: error, 409: error, 429: error },
        },
      },
      async (request) => ({
        success: true as const,
        data: await auth.updateDetails(await signedIn(request), request.body),
      }),
    );

    app.put(
      '/auth/updatepassword',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['auth'],
          summary: 'Change the password; every other session is signed out',
          description:
            'A wrong current password is a 400 with fieldErrors.currentPassword (never 401); failures are limited per account as sign-ins are (429).',
          security: bearer,
          body: updatePasswordBodySchema,
          response: { 200: messageResponseSchema, 400: error, 401: error, 429: error },
        },
        ...passwordCheckFailures,
      },
      async (request) => {
        await auth.updatePassword(await signedIn(request), request.body);
        return {
          success: true as const,
          message: 'Your password has been changed. Other sessions have been signed out.',
        };
      },
    );

    app.post(
      '/auth/verify-email',
      {
        config: ceiling(),
        onRequest: allow('visitor'),
        ...emailLinkFailures,
        schema: {
          tags: ['auth'],
          summary: 'Confirm an e-mail address with the link from the e-mail',
          description:
            "The account's own address becomes verified; a pending new address becomes the account's. Works signed in or not. 400 for an unknown, used or expired link; 409 when another account took the new address meanwhile.",
          body: emailLinkBodySchema,
          response: { 200: emailLinkResponseSchema, 400: error, 409: error, 429: error },
        },
      },
      async (request) => {
        const email = await emailLinks.verify(request.body.token);
        return { success: true as const, message: `Thank you: ${email} is confirmed.`, email };
      },
    );

    app.post(
      '/auth/verify-email/resend',
      {
        onRequest: allow('user'),
        preHandler: verificationPerAccount,
        schema: {
          tags: ['auth'],
          summary: 'Send the confirmation link again',
          description:
            'To the pending new address when a change waits, else to the unconfirmed account address; 409 when there is nothing to confirm.',
          security: bearer,
          response: { 200: messageResponseSchema, 401: error, 409: error, 429: error },
        },
      },
      async (request) => {
        const sentTo = await emailLinks.resend((await signedIn(request)).userId);
        return { success: true as const, message: `We sent a new confirmation link to ${sentTo}.` };
      },
    );

    app.delete(
      '/auth/email-change',
      {
        onRequest: allow('user'),
        schema: {
          tags: ['auth'],
          summary: 'Cancel the change of e-mail address that waits for its confirmation',
          security: bearer,
          response: { 200: userResponseSchema, 401: error, 409: error },
        },
      },
      async (request) => ({
        success: true as const,
        data: toSessionUser(await emailLinks.cancelChange((await signedIn(request)).userId)),
      }),
    );

    app.post(
      '/auth/email-change/undo',
      {
        config: ceiling(),
        onRequest: allow('visitor'),
        ...emailLinkFailures,
        schema: {
          tags: ['auth'],
          summary: 'Undo a change of e-mail address with the link sent to the old address',
          description:
            'The account gets its old address back (confirmed), no change stays pending, its password is removed and every session ends; a password reset link goes to the old address.',
          body: emailLinkBodySchema,
          response: { 200: emailLinkResponseSchema, 400: error, 409: error, 429: error },
        },
      },
      async (request) => {
        const email = await emailLinks.undoChange(request.body.token);
        return {
          success: true as const,
          message: `Your account's e-mail address is ${email} again and every device has been signed out. We sent a link to ${email} to choose a new password.`,
          email,
        };
      },
    );

    app.post(
      '/forgot-password',
      {
        config: perAddress({ max: limits.resetPerAddress, windowMs }),
        onRequest: allow('visitor'),
        preHandler: resetPerAccount,
        schema: {
          tags: ['auth'],
          summary: 'E-mail a password reset link',
          description: 'Always the same answer, whether or not the account exists.',
          body: forgotPasswordBodySchema,
          response: { 200: messageResponseSchema, 400: error, 429: error },
        },
      },
      async (request) => {
        await passwordReset.request(request.body.email);
        return { success: true as const, message: forgotPasswordMessage };
      },
    );

    app.put(
      '/auth/resetpassword/:token',
      {
        // Each attempt costs a password hash, so guessing (hopeless with 256-bit links) is limited too.
        config: ceiling(),
        onRequest: allow('visitor'),
        ...resetLinkFailures,
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the link from the e-mail; signs out everywhere, then in',
          params: resetPasswordParamsSchema,
          body: resetPasswordBodySchema,
          response: { 200: authResponseSchema, 400: error, 403: error, 429: error },
        },
      },
      async (request) => passwordReset.redeem(request.params.token, request.body.password, clientOf(request)),
    );

    app.post(
      '/auth/google',
      {
        config: ceiling(),
        onRequest: allow('visitor'),
        ...googleFailures,
        schema: {
          tags: ['auth'],
          summary: 'Sign in with a Google ID token',
          description:
            'Verified against Google: signature, audience, issuer, expiry and a verified e-mail. 404 when Google sign-in is not enabled on this server.',
          body: googleAuthBodySchema,
          response: {
            200: authResponseSchema,
            400: error,
            401: error,
            403: error,
            404: error,
            409: error,
            429: error,
            503: error,
          },
        },
      },
      async (request) => google(request.body.credential, clientOf(request)),
    );

    app.post(
      '/admin/login',
      {
        config: ceiling(),
        onRequest: allow('visitor'),
        ...adminKeyFailures,
        schema: {
          tags: ['auth', 'admin'],
          summary: 'Sign in as the administrator with the admin key',
          body: adminLoginBodySchema,
          response: { 200: authResponseSchema, 400: error, 401: error, 403: error, 429: error, 503: error },
        },
      },
      async (request) => adminLogin(request.body.adminKey, clientOf(request)),
    );
  };
}
