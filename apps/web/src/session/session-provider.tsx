import { storageKeys } from '@tabi/contracts';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, readToken } from '../api/client.ts';
import { toast } from '../ui/toast.ts';
import { type LogoutOptions, type Session, SessionContext } from './session-context.ts';
import { clearStoredSession, readStoredSession, storeToken, storeUser } from './session-storage.ts';
import { normalizeUser, type SessionUser } from './session-user.ts';

type State = { user: SessionUser | null; token: string | null; loading: boolean };

type SessionProviderProps = {
  children: ReactNode;
  /**
   * The router's navigate (the provider sits outside the router). Logout goes to / with it before the
   * session is cleared, so a signed-in-only page never sees a signed-out user and bounces to /login.
   */
  navigate?: (to: string, options: { replace: boolean }) => unknown;
};

/**
 * Holds the session (spec section 4). At start a stored token and user are restored; for a
 * non-Google user the profile is fetched again and replaces the stored one, and if that check fails
 * the user is logged out. A failed check for a Google user keeps them signed in.
 */
export function SessionProvider({ children, navigate }: SessionProviderProps) {
  const [state, setState] = useState<State>({ user: null, token: null, loading: true });
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const clear = useCallback(() => {
    clearStoredSession();
    setState({ user: null, token: null, loading: false });
  }, []);

  useEffect(() => {
    const { token, user } = readStoredSession();
    // In a transition: the header and every signed-in part of the page render again with the session,
    // and right after hydration that render would otherwise be one long task (it cannot be sliced).
    const restored = token && user ? { token, user } : { token: null, user: null };
    startTransition(() => setState({ ...restored, loading: false }));
    if (!token || !user) return;

    let cancelled = false;
    api
      .get<{ user?: unknown }>('/auth/me')
      .then((answer) => {
        const fresh = normalizeUser(answer.user);
        if (!fresh) throw new Error('The profile answer carried no user');
        if (cancelled || readToken() !== token) return;
        storeUser(fresh);
        setState((s) => (s.token === token ? { ...s, user: fresh } : s));
      })
      .catch((error: unknown) => {
        console.warn('Profile verification failed', error);
        if (cancelled || user.isGoogleUser) return;
        // Only end the session that was checked, not one started meanwhile.
        const current = readToken();
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

  const signIn = useCallback((token: string, raw: SessionUser) => {
    const user = normalizeUser(raw) ?? raw;
    storeToken(token);
    storeUser(user);
    setState({ token, user, loading: false });
  }, []);

  const logout = useCallback(
    async ({ revoke = true }: LogoutOptions = {}) => {
      // The request reads the token now, before it is cleared; a failure (even a 401) is ignored.
      if (revoke && readToken()) {
        api.post('/auth/logout', undefined, { endSessionOn401: false }).catch(() => {});
      }
      // Signing out of the identity provider: Google's account chooser shows again next time.
      window.google?.accounts.id.disableAutoSelect();
      try {
        await navigateRef.current?.('/', { replace: true });
      } catch (error) {
        console.warn('Navigation after logout failed', error);
      }
      clear();
      toast.success('Logged Out', { description: 'You have been successfully logged out.' });
    },
    [clear],
  );

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
