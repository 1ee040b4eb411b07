import { cn } from '../ui/cn.ts';

/** A count in a small accent pill (decorative: its label says it in words beside it). */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-xs leading-none font-bold text-white ring-2 ring-white',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
