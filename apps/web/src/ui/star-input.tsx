import { Star } from 'lucide-react';
import { type FocusEvent, type Ref, useId, useImperativeHandle, useRef, useState } from 'react';
import { cn } from './cn.ts';

const stars = [1, 2, 3, 4, 5] as const;
const words = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/** "1 star", "4 stars". */
export function starsLabel(value: number) {
  return `${value} ${value === 1 ? 'star' : 'stars'}`;
}

/** What a number of stars means in words: 4 -> "Very good". */
export function starsWord(value: number) {
  return words[value - 1] ?? '';
}

/** What a form library needs to move the focus to the field (e.g. to its error). */
export type StarInputHandle = { focus: () => void };

type StarInputProps = {
  ref?: Ref<StarInputHandle>;
  /** The chosen stars, 1-5; nothing chosen yet when null or undefined. */
  value: number | null | undefined;
  onChange: (value: number) => void;
  /** Called when the focus leaves the five stars (a form marks the field as touched). */
  onBlur?: () => void;
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  disabled?: boolean;
  className?: string;
};

/**
 * Choose one to five stars. Five native radio buttons in a radio group, drawn as stars: Tab reaches
 * the chosen star (or the first), the arrow keys move and choose, each is announced as "4 stars".
 * Hovering previews; what the stars mean ("Very good") shows beside them.
 */
export function StarInput({
  ref,
  value,
  onChange,
  onBlur,
  id,
  disabled = false,
  className,
  ...aria
}: StarInputProps) {
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const chosen = value && value >= 1 && value <= 5 ? value : null;
  const shown = hover ?? chosen;
  useImperativeHandle(ref, () => ({ focus: () => inputs.current[(chosen ?? 1) - 1]?.focus() }), [chosen]);

  const onGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <div
        role="radiogroup"
        id={id}
        aria-labelledby={aria['aria-labelledby']}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid'] || undefined}
        className="-ml-1 inline-flex"
        onMouseLeave={() => setHover(null)}
        onBlur={onGroupBlur}
      >
        {stars.map((n) => {
          const filled = shown !== null && n <= shown;
          return (
            <label
              key={n}
              className={cn('relative cursor-pointer p-0.5', disabled && 'cursor-not-allowed opacity-60')}
              onMouseEnter={() => (disabled ? undefined : setHover(n))}
            >
              <input
                ref={(element) => {
                  inputs.current[n - 1] = element;
                }}
                type="radio"
                name={name}
                value={n}
                checked={chosen === n}
                onChange={() => onChange(n)}
                aria-label={starsLabel(n)}
                disabled={disabled}
                className="peer sr-only"
              />
              <span className="block rounded-lg p-0.5 transition-transform duration-150 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-0 peer-focus-visible:outline-primary-600 hover:scale-110 motion-reduce:transition-none motion-reduce:hover:scale-100">
                <Star
                  className={cn(
                    'size-8 transition-colors duration-150',
                    filled ? 'fill-star text-star' : 'fill-white text-ink-500',
                  )}
                  strokeWidth={1.5}
                  aria-hidden
                />
              </span>
            </label>
          );
        })}
      </div>
      <span className="min-w-20 text-sm font-semibold text-ink-700" aria-hidden>
        {shown ? starsWord(shown) : ''}
      </span>
    </div>
  );
}
