import type { MessageResponse, UpdatePasswordBody } from '@tabi/contracts';
import { api } from '../../../api/client.ts';

/** PUT /api/auth/updatepassword. A wrong current password is a 400 with `fieldErrors.currentPassword`. */
export function updatePassword(body: UpdatePasswordBody) {
  return api.put<MessageResponse>('/auth/updatepassword', body);
}
