import type { Review, ReviewListQuery } from '@tabi/contracts';
import { BadgeCheck, MessageSquareText } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '../../../ui/badge.tsx';
import { cn } from '../../../ui/cn.ts';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../../../ui/dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { Select } from '../../../ui/select.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { StarRating } from '../../../ui/star-rating.tsx';
import { useReviews } from '../api/list-reviews.ts';
import { formatReviewDate } from '../lib/tour-format.ts';
import { reviewsPageSize } from '../route-loaders.ts';

type ReviewSort = ReviewListQuery['sort'];

/** Every review sort, labelled (a Record over the contracts' type, so none can be missing). */
const sortLabels: Record<ReviewSort, string> = {
  newest: 'Newest first',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  photos: 'With photos',
};

/** A tour's reviews, sortable and paged; text is shown as text, photos open full size. */
export function ReviewsList({ tourId }: { tourId: string }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const query = useReviews(tourId, { page, limit: reviewsPageSize, sort });

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
      ) : query.data.data.length === 0 ? (
        <EmptyState
          as="h3"
          icon={<MessageSquareText />}
          title={sort === 'photos' ? 'No reviews with photos yet' : 'No reviews yet'}
          description={
            sort === 'photos'
              ? 'Travellers have not shared photos for this tour yet.'
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
            {query.data.data.map((review) => (
              <li key={review._id} className="py-5 first:pt-1">
                <ReviewItem review={review} />
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

function ReviewItem({ review }: { review: Review }) {
  return (
    <article>
      <header className="flex items-start gap-3">
        <Avatar name={review.user.name} src={review.user.avatar} />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-ink-900">{review.user.name}</span>
            {review.verifiedTraveler && (
              <Badge variant="success">
                <BadgeCheck aria-hidden />
                Verified traveler
              </Badge>
            )}
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-ink-600">
            {review.rating !== null && <StarRating value={review.rating} starClassName="size-3.5" />}
            <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
          </p>
        </div>
      </header>
      {review.title && <h3 className="mt-3 font-bold text-ink-900">{review.title}</h3>}
      <p className="mt-1.5 leading-relaxed whitespace-pre-line text-ink-800">{review.text}</p>
      {review.image && <ReviewPhoto image={review.image} author={review.user.name} />}
    </article>
  );
}

function ReviewPhoto({ image, author }: { image: { url: string; thumbUrl: string }; author: string }) {
  return (
    <Dialog>
      <DialogTrigger
        className="mt-3 block cursor-pointer overflow-hidden rounded-lg border border-sand-200 transition-opacity duration-150 hover:opacity-90"
        aria-label={`Open the photo by ${author} full size`}
      >
        <img
          src={image.thumbUrl}
          alt={`Shared by ${author} with the review`}
          width={128}
          height={96}
          loading="lazy"
          decoding="async"
          className="h-24 w-32 object-cover"
        />
      </DialogTrigger>
      <DialogContent className="max-w-4xl p-3 sm:p-4">
        <DialogTitle className="mb-3 pr-12 text-base">Photo by {author}</DialogTitle>
        <img
          src={image.url}
          alt={`Shared by ${author} with the review`}
          className="max-h-[75dvh] w-full rounded-lg object-contain"
        />
      </DialogContent>
    </Dialog>
  );
}

function Avatar({ name, src }: { name: string; src: string | null }) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        className="size-11 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-700"
    >
      {name.trim().charAt(0).toUpperCase() || 'T'}
    </span>
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
