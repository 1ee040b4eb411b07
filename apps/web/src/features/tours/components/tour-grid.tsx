import type { TourSummary } from '@tabi/contracts';
import { cn } from '../../../ui/cn.ts';
import { TourCard } from './tour-card.tsx';
import { TourCardSkeleton } from './tour-card-skeleton.tsx';

type TourGridProps = {
  tours?: TourSummary[];
  /** Show this many skeleton cards instead of tours. */
  skeletonCount?: number;
  headingLevel?: 'h2' | 'h3';
  /** How many of the first cards load their image at once. */
  eagerCount?: number;
  columns?: 3 | 4;
  /** On phones, one swipeable row instead of a long column (home page sections). */
  rowOnPhones?: boolean;
  className?: string;
};

export function TourGrid({
  tours,
  skeletonCount = 0,
  headingLevel,
  eagerCount = 0,
  columns = 4,
  rowOnPhones = false,
  className,
}: TourGridProps) {
  const itemClasses = rowOnPhones ? 'max-sm:w-[82%] max-sm:shrink-0 max-sm:snap-start' : undefined;
  return (
    <ul
      aria-busy={!tours || undefined}
      className={cn(
        'grid grid-cols-1 gap-5 sm:grid-cols-2 sm:gap-6',
        columns === 4 ? 'lg:grid-cols-3 xl:grid-cols-4' : 'lg:grid-cols-3',
        rowOnPhones &&
          'max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-3 max-sm:[scrollbar-width:thin]',
        className,
      )}
    >
      {tours
        ? tours.map((tour, i) => (
            <li key={tour._id} className={itemClasses}>
              <TourCard tour={tour} headingLevel={headingLevel} eager={i < eagerCount} />
            </li>
          ))
        : Array.from({ length: skeletonCount }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={i} className={itemClasses}>
              <TourCardSkeleton />
            </li>
          ))}
    </ul>
  );
}
