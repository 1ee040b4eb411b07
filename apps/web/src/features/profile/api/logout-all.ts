import type { MessageResponse } from '@tabi/contracts';
import { api } from '../../../api/client.ts';

/** POST /api/auth/logout-all: revokes every session of the account, this one included. */
export function logoutAll() {
  return api.post<MessageResponse>('/auth/logout-all');
}
