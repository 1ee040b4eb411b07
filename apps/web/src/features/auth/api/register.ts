import type { AuthResponse, RegisterBody } from '@tabi/contracts';
import { api } from '../../../api/client.ts';

/** POST /api/auth/register: 201 with a session; 409 with `fieldErrors.email` when the e-mail is taken. */
export function register(body: RegisterBody) {
  return api.post<AuthResponse>('/auth/register', body, { endSessionOn401: false });
}
