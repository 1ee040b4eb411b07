import type { ListResponse } from '@tabi/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../../api/field-errors.ts';
import { Button } from '../../../../ui/button.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { formatCount } from '../../../../ui/format-count.ts';
import { Pagination } from '../../../../ui/pagination.tsx';

type AdminRequestListProps<T> = {
  query: UseQueryResult<ListResponse<T>>;
  /** What is listed, in the singular ("booking"): the count, titles and labels are made from it. */
  noun: string;
  filtered: boolean;
  onClearFilters: () => void;
  emptyIcon: ReactNode;
  /** What the empty state suggests, with filters set and without. */
  emptyHints: { filtered: string; unfiltered: string };
  /** Shown until the first page arrives. */
  skeleton: ReactNode;
  hrefFor: (page: number) => string;
  /** The page's items (at least one). */
  children: (items: T[]) => ReactNode;
};

/**
 * The body of the admin's booking and consultation lists: how many match, then the page of items with
 * its pagination, or the loading, error (with Retry) or empty state (with Clear filters when filtered).
 */
export function AdminRequestList<T>({
  query,
  noun,
  filtered,
  onClearFilters,
  emptyIcon,
  emptyHints,
  skeleton,
  hrefFor,
  children,
}: AdminRequestListProps<T>) {
  const list = query.data;
  const plural = `${noun}s`;
  return (
    <>
      <p className="mt-6 mb-4 text-sm text-ink-600" aria-live="polite">
        {list
          ? `${list.totalIsLowerBound ? 'More than ' : ''}${formatCount(list.total, noun)}${filtered ? ' match these filters' : ''}`
          : ' '}
      </p>

      {query.isError && !list ? (
        <ErrorState
          title={`The ${plural} could not be loaded`}
          message={errorMessage(query.error, 'Please check your connection and try again.')}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : !list ? (
        skeleton
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={emptyIcon}
          title={filtered ? `No ${plural} match these filters` : `No ${plural} yet`}
          description={filtered ? emptyHints.filtered : emptyHints.unfiltered}
          action={
            filtered ? (
              <Button variant="outline" onClick={onClearFilters}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          {children(list.data)}
          <Pagination
            className="mt-8"
            page={list.page}
            pages={list.pages}
            label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} pages`}
            hrefFor={hrefFor}
          />
        </>
      )}
    </>
  );
}
