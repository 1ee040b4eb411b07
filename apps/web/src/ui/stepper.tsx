import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

type StepperProps = {
  id: string;
  label: ReactNode;
  /** A line under the label, e.g. "Age 12 and over". */
  hint?: ReactNode;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** The buttons' names for screen readers: "Remove an adult", "Add an adult". */
  decreaseLabel: string;
  increaseLabel: string;
  className?: string;
};

const stepClasses =
  'inline-flex size-10 cursor-pointer items-center justify-center rounded-full border border-sand-300 bg-white text-ink-800 transition-colors duration-150 hover:border-ink-300 hover:bg-sand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-sand-300 aria-disabled:hover:bg-white';

/**
 * A count between `min` and `max` with minus and plus buttons (a guests picker). A button at its
 * limit is marked aria-disabled rather than disabled, so the keyboard focus stays on it; the new count
 * is announced politely.
 */
export function Stepper({
  id,
  label,
  hint,
  value,
  min,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
  className,
}: StepperProps) {
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const canDecrease = value > min;
  const canIncrease = value < max;
  return (
    <fieldset
      aria-labelledby={labelId}
      aria-describedby={hint ? hintId : undefined}
      className={cn('flex min-w-0 items-center justify-between gap-4', className)}
    >
      <div className="min-w-0">
        <p id={labelId} className="font-semibold text-ink-900">
          {label}
        </p>
        {hint && (
          <p id={hintId} className="text-sm text-ink-600">
            {hint}
          </p>
        )}
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={stepClasses}
          aria-label={decreaseLabel}
          aria-disabled={!canDecrease || undefined}
          onClick={() => canDecrease && onChange(value - 1)}
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <output id={id} aria-live="polite" className="w-6 text-center text-lg font-semibold tabular-nums">
          {value}
        </output>
        <button
          type="button"
          className={stepClasses}
          aria-label={increaseLabel}
          aria-disabled={!canIncrease || undefined}
          onClick={() => canIncrease && onChange(value + 1)}
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
    </fieldset>
  );
}
