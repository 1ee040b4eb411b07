import type { SessionUser } from '@tabi/contracts';

export type { SessionUser };

type RawUser = Partial<Record<keyof SessionUser | 'userId', unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Reads a user from storage or from the API (spec section 3: the id may be named `id`, `_id` or
 * `userId`). The shape is the contracts' `SessionUser`; records stored by an older version of the app
 * may lack newer fields, which get empty values. Parsed by hand, so zod stays out of the first bundle.
 */
export function normalizeUser(raw: unknown): SessionUser | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as RawUser;
  const id = text(r.id) || text(r._id) || text(r.userId);
  if (!id) return null;
  return {
    id,
    _id: id,
    name: text(r.name),
    email: text(r.email),
    role: r.role === 'admin' ? 'admin' : 'user',
    photoURL: optionalText(r.photoURL),
    avatar: optionalText(r.avatar),
    isGoogleUser: r.isGoogleUser === true,
    phone: optionalText(r.phone),
    bio: optionalText(r.bio),
    // A record stored before addresses were confirmed says nothing: no banner until /me answers.
    emailVerified: r.emailVerified !== false,
    pendingEmail: optionalText(r.pendingEmail),
    twoFactorEnabled: r.twoFactorEnabled === true,
    // On unless the user turned them off (a record stored before reminders existed says nothing).
    tripReminders: r.tripReminders !== false,
    createdAt: text(r.createdAt),
  };
}

/**
 * The picture to show for a user: the avatar (a relative path gets the site origin and a timestamp so
 * a new upload is never hidden by the cache), otherwise the photo URL, otherwise null (show initials).
 */
export function avatarSrc(user: Pick<SessionUser, 'avatar' | 'photoURL'>, stamp: number, origin: string) {
  if (user.avatar) {
    if (/^(https?:|data:|blob:)/.test(user.avatar)) return user.avatar;
    const path = user.avatar.startsWith('/') ? user.avatar : `/${user.avatar}`;
    return `${origin}${path}${path.includes('?') ? '&' : '?'}t=${stamp}`;
  }
  return user.photoURL;
}

/** The fallback shown instead of a picture: the first letter of the name, or 'U'. */
export function avatarInitial(name: string | null | undefined) {
  // Array.from splits by code point, so a name starting outside the BMP keeps its whole first letter.
  const first = Array.from(name?.trim() ?? '')[0];
  return first ? first.toUpperCase() : 'U';
}
