import type { ReactNode } from 'react';

/** One labelled fact of a description list (`<dl>`) laid out in two columns; `wide` spans both. */
export function Fact({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-ink-600">{label}</dt>
      <dd className="mt-0.5 font-medium text-ink-900">{children}</dd>
    </div>
  );
}
