import type { ReactNode } from 'react';
import { cn } from '../../../../ui/cn.ts';

type ResponsiveTableProps = {
  /** Read by screen readers: what the rows are. */
  caption: string;
  headers: readonly string[];
  busy?: boolean;
  /** Extra classes for the body, e.g. the gap between cards on phones. */
  bodyClassName?: string;
  /** Whether each row ends with a cell of actions (the last column, named for screen readers only). */
  actions?: boolean;
  /** The rows (`<tr>`), each built of `Cell`s. */
  children: ReactNode;
};

/**
 * An admin list: a table on wide screens, one card per row on phones (the same markup, laid out by the
 * screen's width), with a last column for each row's actions unless told otherwise.
 */
export function ResponsiveTable({
  caption,
  headers,
  busy,
  bodyClassName,
  actions = true,
  children,
}: ResponsiveTableProps) {
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-sand-200 md:bg-white">
      <table className="w-full text-left text-sm max-md:block" aria-busy={busy || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-sand-200 bg-sand-50 max-md:sr-only">
          <tr>
            {headers.map((header) => (
              <th
                key={header}
                scope="col"
                className="px-3 py-3 text-xs font-semibold tracking-wide text-ink-600 uppercase first:pl-4"
              >
                {header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="px-3 py-3">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className={cn('max-md:block md:divide-y md:divide-sand-200', bodyClassName)}>{children}</tbody>
      </table>
    </div>
  );
}

/** A cell; on phones each row is a card and the cell names itself. */
export function Cell({
  label,
  children,
  className,
}: {
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <td className={cn('max-md:block md:px-3', className)}>
      {label && (
        <span className="mb-0.5 block text-xs font-semibold tracking-wide text-ink-600 uppercase md:hidden">
          {label}
        </span>
      )}
      {children}
    </td>
  );
}
