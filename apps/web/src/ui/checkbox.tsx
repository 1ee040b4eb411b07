import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

/** A native checkbox in the brand colour, large enough to hit; put it inside or beside its label. */
export function Checkbox({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-5 shrink-0 cursor-pointer rounded border-sand-300 accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: ReactNode;
  /** What checking it does, read with the label. */
  description: ReactNode;
};

/** A checkbox with its label and, below, what it does (the checkbox's description). */
export function CheckboxField({ id, label, description, className, ...props }: CheckboxFieldProps) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <Checkbox id={id} className="mt-0.5" aria-describedby={`${id}-description`} {...props} />
      <div>
        <label htmlFor={id} className="block cursor-pointer text-sm font-semibold text-ink-800">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-ink-600">
          {description}
        </p>
      </div>
    </div>
  );
}
