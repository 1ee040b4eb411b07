import { company, invalidCredentialsMessage } from '@tabi/contracts';
import { AppError, forbidden, notFound, unauthenticated, validationFailed } from '../../platform/errors.ts';

/** The refusals of the auth feature, worded once so every route says the same thing. */

export const invalidCredentials = () => unauthenticated(invalidCredentialsMessage);

export const emailTaken = () =>
  new AppError(409, 'CONFLICT', 'An account with this e-mail already exists.', {
    fieldErrors: { email: 'An account with this e-mail already exists' },
  });

export const accountDisabled = () =>
  forbidden(
    `This account has been disabled. Please contact us at ${company.email} if you think this is a mistake.`,
  );

export const wrongCurrentPassword = () =>
  validationFailed('Your current password is not correct.', {
    currentPassword: 'Current password is not correct',
  });

/** A change that needs the password (`toDo`: 'to change your e-mail address') came without it. */
export const currentPasswordNeeded = (toDo: string) =>
  validationFailed(`Enter your current password ${toDo}.`, {
    currentPassword: `Enter your current password ${toDo}`,
  });

/** A new password zxcvbn finds too easy to guess (`weakPasswordReason`), on the form's field. */
export const weakPassword = (field: 'password' | 'newPassword', reason: string) =>
  validationFailed(reason, { [field]: reason });

export const noPasswordYet = () =>
  validationFailed(
    "This account signs in with Google and has no password yet. Use 'Forgot password?' on the sign-in page to set one.",
    { currentPassword: 'This account has no password yet' },
  );

export const resetLinkInvalid = () =>
  validationFailed('This password reset link is invalid, already used or expired. Please ask for a new one.');

/** The feature is off on this server (no GOOGLE_CLIENT_ID), not down for a while: 404, like any absent call. */
export const googleNotConfigured = () => notFound('Google sign-in is not enabled on this server.');

export const googleUnavailable = () =>
  new AppError(
    503,
    'SERVICE_UNAVAILABLE',
    "Google sign-in is unavailable right now: Google's keys could not be read. Please try again shortly.",
  );

export const googleSignInFailed = (reason = 'the Google token could not be verified') =>
  unauthenticated(`Google sign-in failed: ${reason}. Please try again.`);

export const googleAccountConflict = () =>
  new AppError(
    409,
    'CONFLICT',
    'This e-mail belongs to an account linked to a different Google account. Sign in with your password instead.',
  );

export const adminNotForGoogle = () =>
  forbidden('Administrator accounts sign in with their password or the admin key, not with Google.');

export const invalidAdminKey = () => unauthenticated('Invalid admin key');

export const adminKeyMissing = () =>
  new AppError(503, 'SERVICE_UNAVAILABLE', 'No admin key is set up on this server (set ADMIN_KEY).');

export const adminAccountMissing = (email: string) =>
  new AppError(
    503,
    'SERVICE_UNAVAILABLE',
    `The administrator account ${email} does not exist or is not an active administrator.`,
  );
