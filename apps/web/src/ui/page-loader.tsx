import { cn } from './cn.ts';
import { Spinner } from './spinner.tsx';

/** The centred 'Loading...' spinner shown while a page's code arrives. */
export function PageLoader({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex min-h-[60vh] flex-col items-center justify-center gap-3', className)}
    >
      <Spinner className="size-8 text-primary-600" />
      <span className="text-sm font-medium text-ink-600">Loading...</span>
    </div>
  );
}
