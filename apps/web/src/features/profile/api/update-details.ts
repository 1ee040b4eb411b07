import type { UpdateDetailsBody } from '@tabi/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../session/session-context.ts';
import { userFromAnswer } from './profile-answer.ts';

/** PUT /api/auth/updatedetails with the changed fields; 409 with `fieldErrors.email` for a taken e-mail. */
export async function updateDetails(body: UpdateDetailsBody) {
  return userFromAnswer(await api.put<{ data?: unknown; user?: unknown }>('/auth/updatedetails', body));
}

/** The session's user becomes the one the server answered. */
export function useUpdateDetails() {
  const { updateUser } = useSession();
  return useMutation({ mutationFn: updateDetails, onSuccess: (fresh) => updateUser(fresh) });
}
