import { useMemo, useState } from 'react';
import { avatarInitial, avatarSrc, type SessionUser } from '../session/session-user.ts';
import { cn } from '../ui/cn.ts';

type UserAvatarProps = {
  /** A session user, or any account with a name and an avatar (the admin's users table has no photo URL). */
  user: Pick<SessionUser, 'name' | 'avatar'> & Partial<Pick<SessionUser, 'photoURL'>>;
  className?: string;
  /** The intrinsic size of the picture in CSS pixels (the class sets the shown size). */
  size?: number;
};

/** The user's picture, or the first letter of their name on an indigo disc (also if the picture fails). */
export function UserAvatar({ user, className, size = 36 }: UserAvatarProps) {
  // The timestamp is taken once per picture, so the image is fetched fresh but not on every render.
  const { avatar, photoURL } = user;
  const src = useMemo(
    () => avatarSrc({ avatar, photoURL: photoURL ?? null }, Date.now(), window.location.origin),
    [avatar, photoURL],
  );
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        className={cn('size-9 shrink-0 rounded-full bg-sand-100 object-cover ring-2 ring-white', className)}
        referrerPolicy="no-referrer"
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-600 text-sm font-bold text-white ring-2 ring-white',
        className,
      )}
    >
      {avatarInitial(user.name)}
    </span>
  );
}
