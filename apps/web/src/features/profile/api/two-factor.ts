import {
  type RecoveryCodesResponse,
  refusalReasons,
  type TwoFactorCodeBody,
  type TwoFactorDisableBody,
  type TwoFactorSetupBody,
  type TwoFactorSetupResponse,
} from '@tabi/contracts';
import { isApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { userFromAnswer } from './profile-answer.ts';

/** Two-step sign-in of the signed-in account. Wrong passwords and codes are 400s on their fields. */

/**
 * The refusal an account without a password gets from setup and turning off when its session was not
 * opened by a recent sign-in (403 'recent-sign-in-required'): a fresh sign-in is its proof.
 */
export const needsRecentSignIn = (error: unknown) =>
  isApiError(error) && error.details.reason === refusalReasons.recentSignInRequired;

/** POST /api/auth/two-factor/setup: a new secret for the app (a confirmed address and the password needed). */
export async function startTwoFactorSetup(body: TwoFactorSetupBody) {
  return (await api.post<TwoFactorSetupResponse>('/auth/two-factor/setup', body)).data;
}

/** POST /api/auth/two-factor/enable: the app's first code; answers the recovery codes and the user. */
export async function enableTwoFactor(body: TwoFactorCodeBody) {
  return (await api.post<RecoveryCodesResponse>('/auth/two-factor/enable', body)).data;
}

/** POST /api/auth/two-factor/recovery-codes: new codes for a current one; the old ones stop working. */
export async function renewRecoveryCodes(body: TwoFactorCodeBody) {
  return (await api.post<RecoveryCodesResponse>('/auth/two-factor/recovery-codes', body)).data;
}

/** POST /api/auth/two-factor/disable: a code and the password; answers the user. */
export async function disableTwoFactor(body: TwoFactorDisableBody) {
  return userFromAnswer(await api.post<{ data?: unknown }>('/auth/two-factor/disable', body));
}
