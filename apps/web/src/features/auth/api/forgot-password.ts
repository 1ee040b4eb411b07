import type { ForgotPasswordBody, MessageResponse } from '@tabi/contracts';
import { api } from '../../../api/client.ts';

/** POST /api/forgot-password (the spec's path, outside /auth): the same answer whether or not the account exists. */
export function forgotPassword(body: ForgotPasswordBody) {
  return api.post<MessageResponse>('/forgot-password', body, { endSessionOn401: false });
}
