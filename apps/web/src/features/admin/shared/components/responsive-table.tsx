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

/** A header cell: its line under it is a shadow, which (unlike a collapsed border) sticks with it. */
const headerClasses =
  'bg-sand-50 px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-ink-600 uppercase shadow-[inset_0_-1px_0_var(--color-sand-200)] first:pl-4 xl:sticky xl:top-0 xl:z-10 xl:first:rounded-tl-2xl xl:last:rounded-tr-2xl';

/**
 * An admin list: a table on wide screens, one card per row on phones (the same markup, laid out by the
 * screen's width), with a last column for each row's actions unless told otherwise. Rows are dense (14 px
 * text, little padding). From `xl` (a 1280 px window beside the console's navigation) the columns fit, so
 * the page itself scrolls and the header row sticks to the top of the window; between a phone and that,
 * the table scrolls sideways in its frame instead (a sticky header cannot follow the window from inside
 * a box that scrolls). On paper the actions column is left out.
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
    <div className="md:rounded-2xl md:border md:border-sand-200 md:bg-white md:max-xl:overflow-x-auto print:overflow-visible">
      <table className="w-full text-left text-sm max-md:block" aria-busy={busy || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="max-md:sr-only">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={headerClasses}>
                {header}
              </th>
            ))}
            {actions && (
              <th scope="col" className={cn(headerClasses, 'print:hidden')}>
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
    <td className={cn('max-md:block md:px-3 md:py-2', className)}>
      {label && (
        <span className="mb-0.5 block text-xs font-semibold tracking-wide text-ink-600 uppercase md:hidden">
          {label}
        </span>
      )}
      {children}
    </td>
  );
}
