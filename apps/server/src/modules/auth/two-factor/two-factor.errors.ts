import { policy, refusalReasons, twoFactorRequiredReason } from '@tabi/contracts';
import { AppError, conflict, validationFailed } from '../../../platform/errors.ts';

/** The refusals of two-step sign-in, worded once. */

/** The first step of a sign-in passed; the answer carries what the second step sends back. */
export const secondStepRequired = (challenge: string) =>
  new AppError(403, 'FORBIDDEN', 'Enter the 6-digit code from your authenticator app to finish signing in.', {
    details: { reason: twoFactorRequiredReason, challenge },
  });

export const wrongCode = () =>
  validationFailed('That code is not right, or it was used already. Try the next code from your app.', {
    code: 'That code is not right',
  });

export const signInExpired = () =>
  validationFailed('This sign-in took too long or is no longer valid. Please sign in again.', {
    challenge: 'Sign in again',
  });

export const alreadyOn = () =>
  conflict('Two-step sign-in is already on. Turn it off first to use another app.');

export const notOn = () => conflict('Two-step sign-in is not on for this account.');

export const noSetupWaiting = () =>
  conflict('No authenticator app is waiting to be confirmed. Start the set-up again.');

export const addressUnconfirmed = () =>
  new AppError(
    403,
    'FORBIDDEN',
    'Confirm your e-mail address first: it is how you get back in if you lose your phone.',
    {
      details: { reason: refusalReasons.emailUnconfirmed },
    },
  );

/** An account without a password proves it is its owner by a fresh sign-in instead. */
export const recentSignInRequired = () =>
  new AppError(
    403,
    'FORBIDDEN',
    `To change two-step sign-in, sign in again first: your account has no password, so a sign-in within the last ${policy.recentSignInMinutes} minutes shows it is you.`,
    { details: { reason: refusalReasons.recentSignInRequired } },
  );
