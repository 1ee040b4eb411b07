import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../session/session-context.ts';
import { userFromAnswer } from './profile-answer.ts';

/** DELETE /api/auth/email-change: the new address waiting for its confirmation is dropped; 409 if none waits. */
export async function cancelEmailChange() {
  return userFromAnswer(await api.delete<{ data?: unknown }>('/auth/email-change'));
}

export function useCancelEmailChange() {
  const { updateUser } = useSession();
  return useMutation({ mutationFn: cancelEmailChange, onSuccess: (fresh) => updateUser(fresh) });
}
