import type { AuthResponse, GoogleAuthBody } from '@tabi/contracts';
import { api } from '../../../api/client.ts';

/** POST /api/auth/google: the server verifies Google's ID token and answers a normal session. */
export function googleSignIn(body: GoogleAuthBody) {
  return api.post<AuthResponse>('/auth/google', body, { endSessionOn401: false });
}
