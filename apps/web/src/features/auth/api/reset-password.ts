import type { AuthResponse, ResetPasswordBody } from '@tabi/contracts';
import { api } from '../../../api/client.ts';

/** PUT /api/auth/resetpassword/:token: sets the new password and answers a fresh session; 400 for a bad link. */
export function resetPassword(token: string, body: ResetPasswordBody) {
  return api.put<AuthResponse>(`/auth/resetpassword/${encodeURIComponent(token)}`, body, {
    endSessionOn401: false,
  });
}
