import type { TourSummary } from '@tabi/contracts';
import { CalendarClock, Clock, MapPin, Mountain, Sparkles, Undo2, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../ui/badge.tsx';
import { cn } from '../../../ui/cn.ts';
import { formatDuration } from '../../../ui/format-duration.ts';
import { formatPrice } from '../../../ui/format-price.ts';
import { formatRatingValue, StarRating } from '../../../ui/star-rating.tsx';
import { WishlistHeart } from '../../../wishlist/wishlist-heart.tsx';

type TourCardProps = {
  tour: TourSummary;
  /** The heading level that fits the page outline around the card. */
  headingLevel?: 'h2' | 'h3';
  /** Load the image at once (cards in the first screenful). */
  eager?: boolean;
  className?: string;
};

export const tourCardImageSizes =
  '(min-width: 1280px) 296px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw';

export function TourCard({ tour, headingLevel: Heading = 'h3', eager = false, className }: TourCardProps) {
  const cover = tour.images[0];
  const place = tour.city ?? tour.region;
  // The heart sits beside the link, over the photo's corner: a button inside a link would be both at once.
  return (
    <div
      className={cn(
        'group relative h-full transition-transform duration-200 hover:-translate-y-0.5 motion-reduce:transition-none',
        className,
      )}
    >
      <Link
        to={`/tours/${tour._id}`}
        className="flex h-full flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-card transition-shadow duration-200 group-hover:shadow-raised focus-visible:outline-offset-4"
      >
        <div className="relative aspect-[4/3] overflow-hidden bg-sand-200">
          {cover ? (
            <img
              src={cover.thumbUrl}
              srcSet={`${cover.thumbUrl} 400w, ${cover.url} ${cover.width}w`}
              sizes={tourCardImageSizes}
              width={cover.width}
              height={cover.height}
              alt={cover.alt}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className="size-full object-cover transition-transform duration-300 ease-out group-hover:scale-[1.03]"
            />
          ) : (
            <div className="flex size-full items-center justify-center bg-primary-50 text-primary-300">
              <Mountain className="size-12" aria-hidden />
            </div>
          )}
          {tour.featured && (
            <span className="absolute top-3 left-0 inline-flex items-center gap-1 rounded-r-full bg-accent-600 py-1 pr-3 pl-2.5 text-xs font-bold tracking-wide text-white shadow-sm">
              <Sparkles className="size-3.5" aria-hidden />
              Featured
            </span>
          )}
          <Badge variant="overlay" className="absolute bottom-3 left-3">
            {tour.category}
          </Badge>
        </div>
        <div className="flex flex-1 flex-col p-4">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[0.8125rem] font-medium text-ink-600">
            {place && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-3.5" aria-hidden />
                {place}
              </span>
            )}
            {tour.durationMinutes !== null && (
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden />
                {formatDuration(tour.durationMinutes)}
              </span>
            )}
            {/* Listed while an admin completes it (decision 23): the card says it cannot be booked yet. */}
            {tour.missingFacts.length > 0 && (
              <span className="inline-flex items-center gap-1 text-warning-700">
                <CalendarClock className="size-3.5" aria-hidden />
                Not bookable yet
              </span>
            )}
          </p>
          <Heading className="mt-1.5 line-clamp-2 text-base leading-snug font-bold text-ink-900 group-hover:text-primary-700">
            {tour.title}
          </Heading>
          <div className="mt-2 flex items-center gap-1.5 text-sm">
            {tour.ratingsCount > 0 ? (
              <>
                <StarRating value={tour.averageRating} starsClassName="h-3.5" />
                <span className="font-semibold text-ink-900">{formatRatingValue(tour.averageRating)}</span>
                <span className="text-ink-600">({tour.ratingsCount.toLocaleString('en-US')})</span>
              </>
            ) : (
              <span className="text-ink-600">New tour, no reviews yet</span>
            )}
          </div>
          <div className="mt-auto pt-3">
            {tour.missingFacts.length === 0 && <BookingMarks instant={tour.instantConfirmation} />}
            <p className="text-sm text-ink-700">
              from{' '}
              <span className="text-lg font-bold text-ink-900">
                {formatPrice(tour.priceNumber, tour.currency)}
              </span>{' '}
              per person
            </p>
          </div>
        </div>
      </Link>
      <WishlistHeart tourId={tour._id} tourTitle={tour.title} className="absolute top-2 right-2" />
    </div>
  );
}

/**
 * What the booking card of the tour page promises, in brief, just above the price: free cancellation (the
 * policy of every tour that can be booked) and, where the tour has it, instant confirmation. One mark per
 * line, never broken inside, so a narrow card does not split a word; the marks and the price sit at the
 * bottom of every card, level across a row.
 */
function BookingMarks({ instant }: { instant: boolean }) {
  return (
    <p className="mb-2 flex flex-col gap-1 text-[0.8125rem] leading-5 font-medium text-success-700">
      <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
        <Undo2 className="size-3.5 shrink-0" aria-hidden />
        Free cancellation
      </span>
      {instant && (
        <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
          <Zap className="size-3.5 shrink-0" aria-hidden />
          Instant confirmation
        </span>
      )}
    </p>
  );
}
