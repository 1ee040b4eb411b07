import type { SessionUser } from '@tabi/contracts';
import { createContext, useContext } from 'react';

export type LogoutOptions = {
  /**
   * Ask the server to revoke the session (POST /api/auth/logout). Off when the server has already
   * ended it, e.g. after 'Sign out everywhere'.
   */
  revoke?: boolean;
};

export type Session = {
  user: SessionUser | null;
  token: string | null;
  /** True until the stored session has been read at start. */
  loading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Sign-in, registration, Google, admin key or reset succeeded: store token and user. */
  signIn: (token: string, user: SessionUser) => void;
  /**
   * Revoke the session on the server (its failure is ignored), go to / replacing the history entry,
   * clear both storage keys and the state, and say so in a toast.
   */
  logout: (options?: LogoutOptions) => Promise<void>;
  /** Merge a partial update into the current user and save it. */
  updateUser: (patch: Partial<SessionUser>) => void;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
