import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../session/session-context.ts';
import { userFromAnswer } from './profile-answer.ts';

/** DELETE /api/avatar/delete: back to the initial (or the Google photo). */
export async function deleteAvatar() {
  return userFromAnswer(await api.delete<{ data?: unknown; user?: unknown }>('/avatar/delete'));
}

/** The session's user shows the photo as the server answered it. */
export function useDeleteAvatar() {
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: deleteAvatar,
    onSuccess: (fresh) => updateUser({ avatar: fresh.avatar, photoURL: fresh.photoURL }),
  });
}
