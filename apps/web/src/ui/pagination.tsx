import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from './cn.ts';

type PaginationProps = {
  page: number;
  pages: number;
  /** Pages as links (list pages keep their state in the URL)... */
  hrefFor?: (page: number) => string;
  /** ...or as buttons for state held by a component. */
  onPageChange?: (page: number) => void;
  className?: string;
  label?: string;
};

/** Page numbers to show: first, last, and a window around the current one, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - 1, pages - 4));
  const end = Math.min(pages - 1, Math.max(page + 1, 5));
  const items: (number | null)[] = [1];
  if (start > 2) items.push(null);
  for (let p = start; p <= end; p++) items.push(p);
  if (end < pages - 1) items.push(null);
  items.push(pages);
  return items;
}

const itemClasses =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold transition-colors duration-150';

export function Pagination({
  page,
  pages,
  hrefFor,
  onPageChange,
  className,
  label = 'Pagination',
}: PaginationProps) {
  if (pages <= 1) return null;

  const renderItem = (
    target: number,
    content: React.ReactNode,
    opts: { ariaLabel?: string; current?: boolean },
  ) => {
    const disabled = target < 1 || target > pages;
    const classes = cn(
      itemClasses,
      opts.current
        ? 'bg-primary-600 text-white'
        : 'text-ink-800 hover:bg-sand-100 border border-transparent hover:border-sand-200',
      disabled && 'pointer-events-none text-ink-500',
    );
    if (disabled) {
      return (
        <span className={classes} aria-hidden>
          {content}
        </span>
      );
    }
    const common = {
      className: classes,
      'aria-label': opts.ariaLabel,
      'aria-current': opts.current ? ('page' as const) : undefined,
    };
    if (hrefFor) {
      return (
        <Link to={hrefFor(target)} {...common}>
          {content}
        </Link>
      );
    }
    return (
      <button type="button" onClick={() => onPageChange?.(target)} {...common}>
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={label} className={cn('flex items-center justify-center gap-1', className)}>
      {renderItem(
        page - 1,
        <>
          <ChevronLeft className="size-4" aria-hidden />
          <span className="hidden sm:inline">Previous</span>
        </>,
        { ariaLabel: 'Previous page' },
      )}
      <ul className="flex items-center gap-1">
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} className="px-1 text-ink-500" aria-hidden>
              …
            </li>
          ) : (
            <li
              key={p}
              className={cn(
                p !== page && Math.abs(p - page) > 1 && p !== 1 && p !== pages && 'max-sm:hidden',
              )}
            >
              {renderItem(p, p, { ariaLabel: `Page ${p}`, current: p === page })}
            </li>
          ),
        )}
      </ul>
      {renderItem(
        page + 1,
        <>
          <span className="hidden sm:inline">Next</span>
          <ChevronRight className="size-4" aria-hidden />
        </>,
        { ariaLabel: 'Next page' },
      )}
    </nav>
  );
}
