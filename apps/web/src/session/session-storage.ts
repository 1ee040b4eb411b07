import { storageKeys } from '@tabi/contracts';
import { normalizeUser, type SessionUser } from './session-user.ts';

export function readStoredSession(): { token: string | null; user: SessionUser | null } {
  try {
    const token = localStorage.getItem(storageKeys.token);
    const rawUser = localStorage.getItem(storageKeys.user);
    return { token, user: rawUser ? normalizeUser(JSON.parse(rawUser)) : null };
  } catch {
    return { token: null, user: null };
  }
}

export function storeToken(token: string) {
  localStorage.setItem(storageKeys.token, token);
}

export function storeUser(user: SessionUser) {
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
}

export function clearStoredSession() {
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.user);
}
