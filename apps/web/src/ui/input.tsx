import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export const fieldClasses =
  'h-11 w-full rounded-lg border border-sand-300 bg-white px-3 text-[0.9375rem] text-ink-900 shadow-xs transition-colors duration-150 placeholder:text-ink-500 hover:border-ink-300 focus-visible:border-primary-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-500/30 disabled:cursor-not-allowed disabled:bg-sand-100 aria-invalid:border-danger-600';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the caller passes htmlFor or wraps the control
  return <label className={cn('mb-1.5 block text-sm font-semibold text-ink-800', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea className={cn(fieldClasses, 'h-auto min-h-28 py-2.5 leading-relaxed', className)} {...props} />
  );
}
