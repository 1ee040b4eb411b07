import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type RankedTour = {
  tour: { _id: string; title: string };
  /** The figure it is ranked by ("12 bookings"). */
  figure: ReactNode;
  /** What else is worth knowing ("31 seats"). */
  detail: string;
};

/** A short ranking of tours, best first, each linking to its public page. */
export function RankedTours({ items, empty }: { items: RankedTour[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-ink-600">{empty}</p>;
  return (
    <ol className="divide-y divide-sand-200">
      {items.map(({ tour, figure, detail }, index) => (
        <li key={tour._id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
          <span
            aria-hidden
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-sand-100 text-xs font-bold text-ink-700"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <Link
              to={`/tours/${tour._id}`}
              className="line-clamp-2 font-semibold text-ink-900 hover:text-primary-700 hover:underline"
            >
              {tour.title}
            </Link>
            <p className="text-xs text-ink-600">{detail}</p>
          </div>
          <span className="shrink-0 text-sm font-semibold text-ink-900 tabular-nums">{figure}</span>
        </li>
      ))}
    </ol>
  );
}
