import { storageKeys } from '@tabi/contracts';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../api/client.ts';
import { toast } from '../ui/toast.ts';
import { type Session, SessionContext } from './session-context.ts';
import { clearStoredSession, readStoredSession, storeToken, storeUser } from './session-storage.ts';
import { normalizeUser, type SessionUser } from './session-user.ts';

type State = { user: SessionUser | null; token: string | null; loading: boolean };

/**
 * Holds the session (spec section 4). At start a stored token and user are restored; for a
 * non-Google user the profile is fetched again and replaces the stored one, and if that check fails
 * the user is logged out. A failed check for a Google user keeps them signed in.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ user: null, token: null, loading: true });

  const clear = useCallback(() => {
    clearStoredSession();
    setState({ user: null, token: null, loading: false });
  }, []);

  useEffect(() => {
    const { token, user } = readStoredSession();
    if (!token || !user) {
      setState({ user: null, token: null, loading: false });
      return;
    }
    setState({ user, token, loading: false });

    let cancelled = false;
    api
      .get<{ user?: unknown }>('/auth/me')
      .then((answer) => {
        const fresh = normalizeUser(answer.user);
        if (!fresh) throw new Error('The profile answer carried no user');
        if (cancelled) return;
        const merged = { ...fresh, isGoogleUser: user.isGoogleUser };
        storeUser(merged);
        setState((s) => (s.token === token ? { ...s, user: merged } : s));
      })
      .catch((error: unknown) => {
        console.warn('Profile verification failed', error);
        if (cancelled || user.isGoogleUser) return;
        // Only end the session that was checked, not one started meanwhile.
        const current = localStorage.getItem(storageKeys.token);
        if (current && current !== token) return;
        clear();
      });
    return () => {
      cancelled = true;
    };
  }, [clear]);

  // Another tab signed in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== storageKeys.token && event.key !== storageKeys.user) return;
      const { token, user } = readStoredSession();
      setState({ token: token && user ? token : null, user: token && user ? user : null, loading: false });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback((token: string, user: SessionUser) => {
    storeToken(token);
    storeUser(user);
    setState({ token, user, loading: false });
  }, []);

  const logout = useCallback(() => {
    clear();
    toast.success('Logged Out', { description: 'You have been successfully logged out.' });
  }, [clear]);

  const updateUser = useCallback((patch: Partial<SessionUser>) => {
    setState((s) => {
      if (!s.user) return s;
      const user = { ...s.user, ...patch };
      storeUser(user);
      return { ...s, user };
    });
  }, []);

  const value = useMemo<Session>(
    () => ({
      user: state.user,
      token: state.token,
      loading: state.loading,
      isAuthenticated: state.user !== null,
      isAdmin: state.user?.role === 'admin',
      signIn,
      logout,
      updateUser,
    }),
    [state, signIn, logout, updateUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
