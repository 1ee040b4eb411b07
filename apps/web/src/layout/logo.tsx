import { Link } from 'react-router';
import { cn } from '../ui/cn.ts';
import { LogoMark } from '../ui/logo-mark.tsx';

/** Mark plus word mark, linking home. `tone="light"` for dark backgrounds. */
export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <Link
      to="/"
      className={cn('inline-flex shrink-0 items-center gap-2.5 rounded-lg', className)}
      aria-label="Tabi Tours, home"
    >
      <LogoMark className={tone === 'light' ? 'ring-1 ring-white/20 rounded-lg' : undefined} />
      <span
        className={cn(
          'text-[1.1875rem] font-extrabold tracking-tight',
          tone === 'light' ? 'text-white' : 'text-primary-800',
        )}
      >
        Tabi<span className={tone === 'light' ? 'text-accent-300' : 'text-accent-600'}> Tours</span>
      </span>
    </Link>
  );
}
