import type { ReactNode } from 'react';

type AdminPageHeaderProps = {
  title: string;
  description: string;
  /** Buttons or links on the heading's line (e.g. "New tour"). */
  actions?: ReactNode;
};

/** The heading of every console page: the section's name, what it is for, and its main actions. */
export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Admin</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-sm text-ink-600">{description}</p>
      </div>
      {actions && <div className="flex max-w-full shrink-0 flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
