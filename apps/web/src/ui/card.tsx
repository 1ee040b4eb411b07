import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** A raised white surface: the only place, with menus and dialogs, that carries a shadow. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('rounded-2xl border border-sand-200 bg-white shadow-card', className)} {...props} />
  );
}
