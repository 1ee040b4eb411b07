import type { AdminStats } from '@tabi/contracts';
import { Star } from 'lucide-react';
import { percentOf, ratingRows } from '../lib/dashboard-figures.ts';

/** How many ratings give each number of stars, five down to one, as bars with their counts. */
export function RatingDistribution({ distribution }: { distribution: AdminStats['ratingDistribution'] }) {
  const rows = ratingRows(distribution);
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <ul className="space-y-2.5 text-sm">
      {rows.map((row) => (
        <li key={row.stars} className="grid grid-cols-[3.5rem_minmax(0,1fr)_5.5rem] items-center gap-3">
          <span className="inline-flex items-center gap-1 font-semibold text-ink-800">
            {row.stars}
            <Star className="size-3.5 fill-star text-star" aria-hidden />
            <span className="sr-only">{row.stars === 1 ? 'star' : 'stars'}</span>
          </span>
          <span aria-hidden className="h-2.5 overflow-hidden rounded-full bg-sand-100">
            <span className="block h-full rounded-full bg-star" style={{ width: `${row.share}%` }} />
          </span>
          <span className="text-right text-ink-900 tabular-nums">
            {row.count.toLocaleString('en-US')}{' '}
            <span className="text-ink-600">({percentOf(row.count, total)})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
