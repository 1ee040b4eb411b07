import { useMemo } from 'react';
import { avatarInitial, avatarSrc, type SessionUser } from '../session/session-user.ts';
import { cn } from '../ui/cn.ts';

/** The user's picture, or the first letter of their name on an indigo disc. */
export function UserAvatar({ user, className }: { user: SessionUser; className?: string }) {
  // The timestamp is taken once per picture, so the image is fetched fresh but not on every render.
  const { avatar, photoURL } = user;
  const src = useMemo(
    () => avatarSrc({ avatar, photoURL }, Date.now(), window.location.origin),
    [avatar, photoURL],
  );
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={36}
        height={36}
        className={cn('size-9 shrink-0 rounded-full object-cover ring-2 ring-white', className)}
        referrerPolicy="no-referrer"
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
