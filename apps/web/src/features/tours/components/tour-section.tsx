import type { TourListParams } from '@tabi/contracts';
import { Compass } from 'lucide-react';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { useTours } from '../api/list-tours.ts';
import { TourGrid } from './tour-grid.tsx';

type TourSectionProps = {
  /** The query, including its limit. */
  params: TourListParams;
  /** How many skeleton cards stand in while it loads (the limit). */
  count: number;
  emptyText: string;
};

/**
 * A row of tour cards for the home page, with its own loading, empty and error states. Its photos load
 * lazily: below the hero they are never the first screen's largest element, and fetched at once they
 * would compete with the page's first paint.
 */
export function TourSection({ params, count, emptyText }: TourSectionProps) {
  const query = useTours(params);
  if (query.isError) {
    return (
      <ErrorState
        as="h3"
        title="Tours could not be loaded"
        message={query.error.message}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data && query.data.data.length === 0) {
    return <EmptyState as="h3" icon={<Compass />} title="Nothing here yet" description={emptyText} />;
  }
  return <TourGrid tours={query.data?.data} skeletonCount={count} rowOnPhones />;
}
