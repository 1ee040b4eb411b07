import type { AuthResponse, TwoFactorSignInBody } from '@tabi/contracts';
import { api } from '../../../api/client.ts';

/** POST /api/auth/two-factor/verify: the second step of a sign-in. Answers the session, as every sign-in does. */
export function twoFactorSignIn(body: TwoFactorSignInBody) {
  return api.post<AuthResponse>('/auth/two-factor/verify', body, { endSessionOn401: false });
}
