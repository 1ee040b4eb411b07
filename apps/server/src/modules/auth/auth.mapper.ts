import type { SessionUser } from '@tabi/contracts';
import type { UserRow } from './user-accounts.ts';

/**
 * User row -> the session user the spec's client reads: the id as `id` and `_id`; Google's photo is both
 * `photoURL` and, until the user uploads one, the `avatar` (as the spec's Google users had it).
 */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    avatar: row.avatar ?? row.photoUrl,
    photoURL: row.photoUrl,
    isGoogleUser: row.isGoogleUser,
    phone: row.phone,
    bio: row.bio,
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail: row.pendingEmail,
    twoFactorEnabled: row.twoFactorEnabledAt !== null,
    tripReminders: row.tripReminders,
    createdAt: row.createdAt.toISOString(),
  };
}
