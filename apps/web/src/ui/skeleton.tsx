import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-sand-200/80', className)} {...props} />;
}
