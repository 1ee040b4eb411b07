import type { AuthResponse, LoginBody } from '@tabi/contracts';
import { api } from '../../../api/client.ts';

/** POST /api/auth/login. A 401 here means wrong credentials, not an ended session. */
export function login(body: LoginBody) {
  return api.post<AuthResponse>('/auth/login', body, { endSessionOn401: false });
}
