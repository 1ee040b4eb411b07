import { useId } from 'react';
import { cn } from './cn.ts';

/**
 * lucide's star (lucide-react 1.x, `icons/star`), on its 24-unit grid, as the rest of the app draws it.
 * Its path, not its component: the package does not type its icons' data for import, and its `<Star>`
 * inside `<defs>` brings an SVG of its own whose `fill="none"` must be overridden, 150 bytes more a rating.
 */
const starPath =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const star = 24;
/** Between two stars, in the same units: 2 px at the usual 16 px star. */
const gap = 3;
const starsAt = [0, 1, 2, 3, 4].map((i) => i * (star + gap));
const rowWidth = starsAt[4]! + star;

type StarRatingProps = {
  value: number;
  className?: string;
  /** The row's height, which sizes the stars (`h-4` by default). */
  starsClassName?: string;
};

/**
 * Five stars filled to `value` (0-5, halves and tenths allowed), announced as "Rated 4.6 out of 5". One
 * drawing for the row: the star's outline once, used ten times (the grey row, and the gold one cut at the
 * value), since a list of tours shows one per card and ten whole star icons weigh 6.6 KB of HTML each.
 */
export function StarRating({ value, className, starsClassName = 'h-4' }: StarRatingProps) {
  const id = useId();
  const clamped = Math.max(0, Math.min(5, value));
  const label = `Rated ${formatRatingValue(clamped)} out of 5`;
  const whole = Math.floor(clamped);
  const filledWidth = Math.min(rowWidth, whole * (star + gap) + (clamped - whole) * star);
  const row = starsAt.map((x) => <use key={x} href={`#${id}star`} x={x} />);
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center', className)}>
      <svg
        viewBox={`0 0 ${rowWidth} ${star}`}
        className={cn('w-auto shrink-0', starsClassName)}
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        <defs>
          <path id={`${id}star`} d={starPath} />
          <clipPath id={`${id}filled`}>
            <rect width={filledWidth} height={star} />
          </clipPath>
        </defs>
        <g className="fill-sand-300 text-sand-300">{row}</g>
        {filledWidth > 0 && (
          <g className="fill-star text-star" clipPath={`url(#${id}filled)`}>
            {row}
          </g>
        )}
      </svg>
    </span>
  );
}

/** 4.6, 5, 3.25 -> "4.6", "5.0", "3.3": one decimal, as travel sites show ratings. */
export function formatRatingValue(value: number) {
  return (Math.round(value * 10) / 10).toFixed(1);
}
