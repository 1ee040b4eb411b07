import { Star } from 'lucide-react';
import { cn } from './cn.ts';

type StarRatingProps = { value: number; className?: string; starClassName?: string };

/** Five stars filled to `value` (0-5, halves and tenths allowed), announced as "Rated 4.6 out of 5". */
export function StarRating({ value, className, starClassName }: StarRatingProps) {
  const clamped = Math.max(0, Math.min(5, value));
  const label = `Rated ${formatRatingValue(clamped)} out of 5`;
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, clamped - i));
        return (
          <span key={i} className={cn('relative inline-block size-4', starClassName)} aria-hidden>
            <Star className="absolute inset-0 size-full fill-sand-300 text-sand-300" strokeWidth={1.5} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star
                  className="aspect-square h-full w-auto max-w-none fill-star text-star"
                  strokeWidth={1.5}
                />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

/** 4.6, 5, 3.25 -> "4.6", "5.0", "3.3": one decimal, as travel sites show ratings. */
export function formatRatingValue(value: number) {
  return (Math.round(value * 10) / 10).toFixed(1);
}
