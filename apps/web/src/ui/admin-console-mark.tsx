import { cn } from './cn.ts';
import { LogoMark } from './logo-mark.tsx';

/** The product's mark and name over "Admin console": the console's frame and its sign-in page. */
export function AdminConsoleMark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2', className)}>
      <LogoMark className="shrink-0" />
      <span className="min-w-0 leading-tight">
        <span className="block text-[0.9375rem] font-extrabold tracking-tight text-primary-800">
          Tabi <span className="text-accent-600">Tours</span>
        </span>{' '}
        {/* The spaces make the name read "Tabi Tours Admin console" where the words are apart by style. */}
        <span className="block text-xs font-semibold text-ink-600">Admin console</span>
      </span>
    </span>
  );
}
