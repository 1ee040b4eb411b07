import type { ReactNode } from 'react';

/** One fact of a booking's list with its icon (date, party, meeting point); `wide` spans both columns. */
export function IconFact({
  icon,
  wide = false,
  children,
}: {
  icon: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={wide ? 'flex gap-2 sm:col-span-2' : 'flex gap-2'}>
      <span className="mt-0.5 shrink-0 text-ink-600 [&_svg]:size-4" aria-hidden>
        {icon}
      </span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}
