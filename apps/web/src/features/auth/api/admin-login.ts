import type { AdminLoginBody, AuthResponse } from '@tabi/contracts';
import { api } from '../../../api/client.ts';

/** POST /api/admin/login with the admin key: an admin session, or 401 for a wrong key. */
export function adminLogin(body: AdminLoginBody) {
  return api.post<AuthResponse>('/admin/login', body, { endSessionOn401: false });
}
