import type { RatingDistribution } from '@tabi/contracts';
import { Star } from 'lucide-react';
import { formatRatingValue, StarRating } from '../../../ui/star-rating.tsx';
import { formatRatingCount } from '../lib/tour-format.ts';

type RatingSummaryProps = {
  average: number;
  count: number;
  distribution: RatingDistribution;
};

const levels = [5, 4, 3, 2, 1] as const;

/** The average, the stars and how the ratings spread from 5 to 1 star. */
export function RatingSummary({ average, count, distribution }: RatingSummaryProps) {
  const total = levels.reduce((sum, level) => sum + distribution[level], 0) || 1;
  return (
    <div className="flex flex-col gap-6 rounded-2xl border border-sand-200 bg-white p-5 sm:flex-row sm:items-center sm:gap-10 sm:p-6">
      <div className="shrink-0 text-center sm:w-40">
        <p className="text-5xl font-bold tracking-tight text-ink-900">{formatRatingValue(average)}</p>
        <StarRating value={average} className="mt-2" starsClassName="h-5" />
        <p className="mt-1 text-sm text-ink-600">{formatRatingCount(count)}</p>
      </div>
      <ul className="flex-1 space-y-2" aria-label="Rating distribution">
        {levels.map((level) => {
          const n = distribution[level];
          const share = Math.round((n / total) * 100);
          return (
            <li key={level} className="flex items-center gap-3 text-sm">
              <span className="inline-flex w-9 shrink-0 items-center gap-1 font-semibold text-ink-800">
                {level}
                <Star className="size-3.5 fill-star text-star" aria-hidden />
              </span>
              <span className="sr-only">
                {level} {level === 1 ? 'star' : 'stars'}: {n.toLocaleString('en-US')} ({share}%)
              </span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-sand-200" aria-hidden>
                <span className="block h-full rounded-full bg-star" style={{ width: `${share}%` }} />
              </span>
              <span className="w-12 shrink-0 text-right tabular-nums text-ink-600" aria-hidden>
                {n.toLocaleString('en-US')}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
