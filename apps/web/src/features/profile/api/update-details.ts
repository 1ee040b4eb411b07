import type { UpdateDetailsBody } from '@tabi/contracts';
import { api } from '../../../api/client.ts';
import { userFromAnswer } from './profile-answer.ts';

/** PUT /api/auth/updatedetails with the changed fields; 409 with `fieldErrors.email` for a taken e-mail. */
export async function updateDetails(body: UpdateDetailsBody) {
  return userFromAnswer(await api.put<{ data?: unknown; user?: unknown }>('/auth/updatedetails', body));
}
