import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { fieldClasses } from './input.tsx';

/** A native select (best on phones and for keyboard users) with the field look. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(fieldClasses, 'cursor-pointer appearance-none pr-10')} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-600"
      />
    </div>
  );
}
