import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold leading-5 [&_svg]:size-3.5',
  {
    variants: {
      variant: {
        neutral: 'bg-sand-100 text-ink-700',
        primary: 'bg-primary-50 text-primary-700',
        accent: 'bg-accent-600 text-white',
        success: 'bg-success-50 text-success-700',
        warning: 'bg-warning-50 text-warning-700',
        overlay: 'bg-white text-ink-900 shadow-sm',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
