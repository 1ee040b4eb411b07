import type { MessageResponse } from '@tabi/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../session/session-context.ts';

/** POST /api/auth/logout-all: revokes every session of the account, this one included. */
export function logoutAll() {
  return api.post<MessageResponse>('/auth/logout-all');
}

/** Signs out everywhere; pending until this session has ended too. */
export function useLogoutAll() {
  const { logout } = useSession();
  return useMutation({
    mutationFn: logoutAll,
    // The server has already ended this session too: it ends here without asking the server again.
    onSuccess: () => logout({ revoke: false }),
  });
}
