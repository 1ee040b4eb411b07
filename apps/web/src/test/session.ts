import { storageKeys } from '@tabi/contracts';
import type { SessionUser } from '../session/session-user.ts';

/** A signed-in traveller as the session holds one; `patch` changes any field. */
export function userOf(patch: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Emma Lindqvist',
    email: 'emma@example.com',
    role: 'user',
    avatar: null,
    photoURL: null,
    isGoogleUser: false,
    phone: null,
    bio: null,
    emailVerified: true,
    pendingEmail: null,
    twoFactorEnabled: false,
    tripReminders: true,
    createdAt: '2025-03-01T00:00:00.000Z',
    ...patch,
  };
}

export const emma = userOf();

export const admin = userOf({
  id: 'a0000000-0000-4000-8000-000000000001',
  _id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Kenji Admin',
  email: 'kenji@tabi.example',
  role: 'admin',
});

/** Stores a session as a returning visitor's browser has it, so the provider restores it. */
export function storeSession(user: SessionUser, token = 'tok-1') {
  localStorage.setItem(storageKeys.token, token);
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
}

/** GET /api/auth/me's answer for `user`. */
export const profileAnswer = (user: unknown) => Response.json({ success: true, user });
