import { Mountain, Star } from 'lucide-react';
import { Link } from 'react-router';
import { useTour } from '../../../api/get-tour.ts';
import { bookingPath } from '../../../availability/booking-link.ts';
import { formatPrice } from '../../../ui/format-price.ts';
import { formatRatingValue } from '../../../ui/star-rating.tsx';

type TourReplyCardProps = {
  tourId: string;
  /** The tour's title as the assistant wrote it, shown until the tour itself is loaded (or if it cannot be). */
  label: string;
  /** What the assistant wrote after the link ("$95 per adult, 3 hours, rated 4.8/5"). */
  note: string;
  onNavigate: () => void;
};

/**
 * A tour the assistant suggests, as a compact card: picture, title, rating and price from the tour
 * itself, and Book. Until the tour is loaded (or if it cannot be), the assistant's own line stands in.
 */
export function TourReplyCard({ tourId, label, note, onNavigate }: TourReplyCardProps) {
  const { data: tour } = useTour(tourId);
  const cover = tour?.images[0];
  const bookable = tour !== undefined && tour.missingFacts.length === 0;
  return (
    <div className="flex gap-3 rounded-xl border border-sand-200 bg-white p-2">
      <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-primary-50 text-primary-300">
        {cover ? (
          <img src={cover.thumbUrl} alt="" width={64} height={64} className="size-full object-cover" />
        ) : (
          <Mountain className="size-6" aria-hidden />
        )}
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <Link
          to={`/tours/${tourId}`}
          onClick={onNavigate}
          className="line-clamp-2 text-sm leading-snug font-semibold text-ink-900 hover:text-primary-700 hover:underline"
        >
          {tour?.title ?? label}
        </Link>
        {tour ? (
          <div className="mt-auto flex items-center justify-between gap-2 pt-1 text-xs text-ink-700">
            <span className="flex min-w-0 flex-wrap items-center gap-x-2">
              {tour.ratingsCount > 0 && (
                <span className="inline-flex items-center gap-0.5">
                  <Star className="size-3.5 fill-star text-star" aria-hidden />
                  <span className="sr-only">Rated </span>
                  {formatRatingValue(tour.averageRating)}
                  <span className="sr-only"> out of 5</span>
                </span>
              )}
              <span>
                <span className="font-bold text-ink-900">{formatPrice(tour.priceNumber, tour.currency)}</span>{' '}
                / person
              </span>
            </span>
            {bookable && (
              <Link
                to={bookingPath(tourId)}
                onClick={onNavigate}
                aria-label={`Book ${tour.title}`}
                className="shrink-0 rounded-md bg-accent-600 px-2.5 py-1 text-xs font-bold text-white hover:bg-accent-700"
              >
                Book
              </Link>
            )}
          </div>
        ) : (
          note && <p className="pt-1 text-xs text-ink-700">{note}</p>
        )}
      </div>
    </div>
  );
}
