import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const tones = {
  info: {
    box: 'border-primary-200 bg-primary-50 text-primary-900',
    icon: Info,
    iconClass: 'text-primary-600',
  },
  success: {
    box: 'border-success-600/25 bg-success-50 text-ink-900',
    icon: CircleCheck,
    iconClass: 'text-success-600',
  },
  warning: {
    box: 'border-warning-600/25 bg-warning-50 text-ink-900',
    icon: TriangleAlert,
    iconClass: 'text-warning-600',
  },
  danger: {
    box: 'border-danger-600/25 bg-danger-50 text-ink-900',
    icon: CircleAlert,
    iconClass: 'text-danger-600',
  },
} as const;

type AlertProps = {
  tone?: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** A message inside the page: a result, a notice or a problem. Problems are announced at once. */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const { box, icon: Icon, iconClass } = tones[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm leading-relaxed', box, className)}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconClass)} aria-hidden />
      <div className="min-w-0">
        {title && <p className="font-semibold text-ink-900">{title}</p>}
        {children && <div className={cn(title && 'mt-0.5', 'text-ink-700')}>{children}</div>}
      </div>
    </div>
  );
}
