import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from './cn.ts';

export type LinkTab = {
  to: string;
  label: ReactNode;
  current: boolean;
  /** A number after the label, e.g. how many are unread. */
  count?: number | undefined;
};

/**
 * Tabs that are addresses: each view of a page (a filter, a sibling list) has its own URL, so it
 * survives a reload and can be shared. The current one is marked for screen readers.
 */
export function LinkTabs({ label, tabs, className }: { label: string; tabs: LinkTab[]; className?: string }) {
  return (
    <nav aria-label={label} className={cn('border-b border-sand-200', className)}>
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              aria-current={tab.current ? 'page' : undefined}
              className={cn(
                // Narrower on phones, so three tabs with their counts fit 360 px without scrolling.
                'inline-flex h-11 items-center gap-1.5 border-b-2 px-2 text-sm font-semibold whitespace-nowrap transition-colors duration-150 sm:gap-2 sm:px-3',
                tab.current
                  ? 'border-primary-600 text-primary-700'
                  : 'border-transparent text-ink-600 hover:border-sand-300 hover:text-ink-900',
              )}
            >
              {tab.label}
              {tab.count !== undefined && tab.count > 0 && (
                <span className="rounded-full bg-sand-100 px-1.5 text-xs leading-5 text-ink-700 tabular-nums sm:px-2">
                  {tab.count.toLocaleString('en-US')}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
