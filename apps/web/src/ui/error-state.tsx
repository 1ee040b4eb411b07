import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

type ErrorStateProps = {
  title?: string;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
  as?: 'h1' | 'h2' | 'h3';
};

/** Something failed to load: say so plainly and offer a retry, never an empty list. */
export function ErrorState({
  title = 'Something went wrong',
  message = 'We could not load this right now. Please check your connection and try again.',
  onRetry,
  retrying = false,
  className,
  as: Heading = 'h2',
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center rounded-2xl border border-danger-600/20 bg-danger-50 px-6 py-12 text-center',
        className,
      )}
    >
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-white text-danger-600">
        <TriangleAlert className="size-6" aria-hidden />
      </div>
      <Heading className="text-lg font-bold text-ink-900">{title}</Heading>
      <p className="mt-2 max-w-md text-sm text-ink-700">{message}</p>
      {onRetry && (
        <Button variant="outline" className="mt-6" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCw aria-hidden />}
          Retry
        </Button>
      )}
    </div>
  );
}
