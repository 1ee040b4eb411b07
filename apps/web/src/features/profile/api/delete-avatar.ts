import { api } from '../../../api/client.ts';
import { userFromAnswer } from './profile-answer.ts';

/** DELETE /api/avatar/delete: back to the initial (or the Google photo). */
export async function deleteAvatar() {
  return userFromAnswer(await api.delete<{ data?: unknown; user?: unknown }>('/avatar/delete'));
}
