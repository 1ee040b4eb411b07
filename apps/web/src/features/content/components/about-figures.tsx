import { figureLabels } from '@tabi/site-content';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../ui/cn.ts';
import { formatCount } from '../../../ui/format-count.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { publicStatsQueryOptions } from '../api/get-public-stats.ts';

const boxClasses = 'flex min-w-0 flex-col rounded-2xl border border-sand-200 bg-white px-4 py-3 shadow-card';

/**
 * The catalog's figures beside the About title: skeletons of the same size while they load, and
 * nothing at all when they cannot be loaded (never zeros that look like an empty company).
 */
export function AboutFigures() {
  const { data, isPending, isError } = useQuery(publicStatsQueryOptions);
  if (isError) return null;
  if (isPending) {
    return (
      <div className="w-full lg:w-[28rem]">
        <p className="sr-only">Loading our figures…</p>
        <div className="grid grid-cols-3 gap-3" aria-hidden>
          {Object.keys(figureLabels).map((key) => (
            <div key={key} className={boxClasses}>
              <Skeleton className="h-8 w-12" />
              <Skeleton className="mt-2 h-4 w-16" />
            </div>
          ))}
        </div>
      </div>
    );
  }
  // Before the first rating the average is 0: nothing to show (0.0 would read as a terrible one).
  const rating = data.reviews > 0 && data.averageRating ? data.averageRating.toFixed(1) : null;
  return (
    <div className="w-full lg:w-[28rem]">
      <dl className={cn('grid gap-3', rating ? 'grid-cols-3' : 'grid-cols-2')}>
        <Figure label={figureLabels.tours}>{data.tours.toLocaleString('en-US')}</Figure>
        <Figure label={figureLabels.cities}>{data.cities.toLocaleString('en-US')}</Figure>
        {rating && (
          <Figure label={figureLabels.averageRating} note={`from ${formatCount(data.reviews, 'review')}`}>
            <span className="inline-flex items-center gap-1">
              <Star className="size-5 fill-star text-star" aria-hidden />
              {rating} <span className="sr-only">out of 5</span>
            </span>
          </Figure>
        )}
      </dl>
      <p className="mt-2 text-xs text-ink-600">Live from our catalog.</p>
    </div>
  );
}

function Figure({ label, note, children }: { label: string; note?: string; children: ReactNode }) {
  return (
    <div className={boxClasses}>
      <dt className="order-2 text-sm text-ink-600">{label}</dt>
      <dd className="order-1 text-2xl font-extrabold text-ink-900 tabular-nums sm:text-3xl">{children}</dd>
      {note && <dd className="order-3 text-xs text-ink-600">{note}</dd>}
    </div>
  );
}
