import { createContext, useContext } from 'react';
import type { SessionUser } from './session-user.ts';

export type Session = {
  user: SessionUser | null;
  token: string | null;
  /** True until the stored session has been read at start. */
  loading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Login or registration succeeded: store token and user, mark the session authenticated. */
  signIn: (token: string, user: SessionUser) => void;
  /** Clear storage and state, then say so in a toast. */
  logout: () => void;
  /** Merge a partial update into the current user and save it. */
  updateUser: (patch: Partial<SessionUser>) => void;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
