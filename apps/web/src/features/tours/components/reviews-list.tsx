import type { ReviewListQuery } from '@tabi/contracts';
import { MessageSquareText } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSession } from '../../../session/session-context.ts';
import { useDisabledUntilLive } from '../../../ui/app-live.tsx';
import { cn } from '../../../ui/cn.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { Select } from '../../../ui/select.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useReviews } from '../api/list-reviews.ts';
import { reviewsPageSize } from '../route-loaders.ts';
import { ReviewItem } from './review-item.tsx';

// Only administrators act on others' reviews: the menu's code is not part of the page for anyone else.
const DeleteReviewButton = lazy(() =>
  import('./delete-review-button.tsx').then((m) => ({ default: m.DeleteReviewButton })),
);

type ReviewSort = ReviewListQuery['sort'];

/** Every review sort, labelled (a Record over the contracts' type, so none can be missing). */
const sortLabels: Record<ReviewSort, string> = {
  newest: 'Newest first',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  photos: 'With photos',
};

/**
 * A tour's reviews, sortable and paged; text is shown as text, photos open full size. The signed-in
 * traveller's own review is not repeated here (it is in "Your rating and review" above); administrators
 * can remove any review from its quiet "…" menu.
 */
export function ReviewsList({ tourId }: { tourId: string }) {
  const { user, isAdmin } = useSession();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const query = useReviews(tourId, { page, limit: reviewsPageSize, sort });
  const others = query.data?.data.filter((review) => review.user._id !== user?.id);
  // The sort acts on change, through the app: on the prerendered page it waits for it (decision 22).
  const untilLive = useDisabledUntilLive();

  const changePage = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div ref={top} className="scroll-mt-24">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-600" aria-live="polite">
          {query.data
            ? `${query.data.total.toLocaleString('en-US')} written ${query.data.total === 1 ? 'review' : 'reviews'}`
            : ''}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor="reviews-sort" className="text-sm font-semibold text-ink-800">
            Sort by
          </label>
          <Select
            id="reviews-sort"
            className="w-44"
            disabled={untilLive.disabled}
            aria-describedby={untilLive.describedBy()}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as ReviewSort);
              setPage(1);
            }}
          >
            {(Object.keys(sortLabels) as ReviewSort[]).map((value) => (
              <option key={value} value={value}>
                {sortLabels[value]}
              </option>
            ))}
          </Select>
          {untilLive.reason}
        </div>
      </div>

      {query.isPending ? (
        <ul className="divide-y divide-sand-200" aria-busy>
          {[0, 1, 2].map((i) => (
            <li key={i} className="py-5">
              <ReviewSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <ErrorState
          as="h3"
          title="Reviews could not be loaded"
          message={query.error.message}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : !others?.length && query.data.pages <= 1 ? (
        <EmptyState
          as="h3"
          icon={<MessageSquareText />}
          title={
            sort === 'photos'
              ? 'No reviews with photos yet'
              : query.data.data.length > 0
                ? 'No other reviews yet'
                : 'No reviews yet'
          }
          description={
            sort === 'photos'
              ? 'Travellers have not shared photos for this tour yet.'
              : query.data.data.length > 0
                ? 'Yours is the first: thank you for sharing how this tour went.'
                : 'Be the first to share how this tour went after you travel.'
          }
        />
      ) : (
        <>
          <ul
            className={cn(
              'divide-y divide-sand-200 transition-opacity duration-150',
              query.isPlaceholderData && 'opacity-60',
            )}
          >
            {(others ?? []).map((review) => (
              <li key={review._id} className="py-5 first:pt-1">
                <ReviewItem
                  review={review}
                  actions={
                    isAdmin ? (
                      <Suspense fallback={null}>
                        <DeleteReviewButton review={review} moderate />
                      </Suspense>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-4"
            label="Reviews pages"
            page={query.data.page}
            pages={query.data.pages}
            onPageChange={changePage}
          />
        </>
      )}
    </div>
  );
}

function ReviewSkeleton() {
  return (
    <div>
      <div className="flex items-center gap-3">
        <Skeleton className="size-11 rounded-full" />
        <div className="flex-1">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="mt-2 h-3.5 w-48" />
        </div>
      </div>
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-4/5" />
    </div>
  );
}
