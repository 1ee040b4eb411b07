import { cn } from './cn.ts';

/**
 * "120/500" beside a field's label, red past the maximum. Hidden from screen readers, which hear the
 * limits in the field's hint or error instead of a number on every key.
 */
export function CharacterCount({
  length,
  max,
  min = 0,
  className,
}: {
  length: number;
  max: number;
  min?: number;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        'mb-1.5 text-sm tabular-nums',
        className,
        length > max
          ? 'font-semibold text-danger-600'
          : length > 0 && length < min
            ? 'text-ink-700'
            : 'text-ink-600',
      )}
    >
      {length.toLocaleString('en-US')}/{max.toLocaleString('en-US')}
    </span>
  );
}
