import type { ReactNode } from 'react';
import { cn } from './cn.ts';

type EmptyStateProps = {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** Heading level of the title, so the page keeps a sound outline. */
  as?: 'h1' | 'h2' | 'h3';
};

export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  as: Heading = 'h2',
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-sand-300 bg-sand-50 px-6 py-12 text-center',
        className,
      )}
    >
      {icon && (
        <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-600 [&_svg]:size-6">
          {icon}
        </div>
      )}
      <Heading className="text-lg font-bold text-ink-900">{title}</Heading>
      {description && <p className="mt-2 max-w-md text-sm text-ink-600">{description}</p>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
