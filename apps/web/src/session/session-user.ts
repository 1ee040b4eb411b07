/**
 * The signed-in user as the session keeps it (spec section 3). Contracts has no user schema yet:
 * when the accounts feature adds one, this type should be derived from it.
 */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  photoURL: string | null;
  avatar: string | null;
  isGoogleUser: boolean;
};

type RawUser = Partial<Record<keyof SessionUser | '_id' | 'userId', unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Reads a user from storage or from the API (which names the id `_id`; old records `id` or `userId`). */
export function normalizeUser(raw: unknown): SessionUser | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as RawUser;
  const id = text(r.id) || text(r._id) || text(r.userId);
  if (!id) return null;
  return {
    id,
    name: text(r.name),
    email: text(r.email),
    role: r.role === 'admin' ? 'admin' : 'user',
    photoURL: optionalText(r.photoURL),
    avatar: optionalText(r.avatar),
    isGoogleUser: r.isGoogleUser === true,
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
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}
