import { type CompleteTour, isCompleteTour, policy, type Tour, tourFactsSentence } from '@tabi/contracts';
import {
  CalendarClock,
  Check,
  Clock,
  Languages,
  MapPin,
  MapPinned,
  Sparkles,
  Star,
  Undo2,
  UserCheck,
  Users,
  X,
  Zap,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { isTourNotFound, useTour } from '../../../api/get-tour.ts';
import { type BookingChoice, bookingPath, defaultParty } from '../../../availability/booking-link.ts';
import { estimatePrice } from '../../../availability/price-estimate.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { formatDuration } from '../../../ui/format-duration.ts';
import { formatPrice } from '../../../ui/format-price.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { formatRatingValue } from '../../../ui/star-rating.tsx';
import { StickyActionBar } from '../../../ui/sticky-action-bar.tsx';
import { TourUnavailable } from '../../../ui/tour-unavailable.tsx';
import { formatCalendarDate } from '../../../ui/zoned-time.ts';
import { WishlistHeart } from '../../../wishlist/wishlist-heart.tsx';
import { CheckAvailability } from '../components/check-availability.tsx';
import { RatingSummary } from '../components/rating-summary.tsx';
import { ReviewsList } from '../components/reviews-list.tsx';
import { TourGallery } from '../components/tour-gallery.tsx';
import { YourFeedback } from '../components/your-feedback.tsx';
import { formatRatingCount, toBeConfirmed, tourPlace } from '../lib/tour-format.ts';

const pageClasses = 'mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 lg:px-8';

export function TourDetailPage() {
  const { id = '' } = useParams();
  const query = useTour(id);
  const tour = query.data;
  const { hash } = useLocation();
  const loaded = tour !== undefined;
  // Back from signing in to review (/tours/:id#reviews): the page starts at the reviews, not the top.
  useEffect(() => {
    if (loaded && hash === '#reviews') document.getElementById('reviews')?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  const notFound = isTourNotFound(query.error);
  /** The date and party chosen in "Check availability", carried into the checkout by Book now. */
  const [choice, setChoice] = useState<BookingChoice>({ date: null, participants: defaultParty });
  const place = tour ? tourPlace(tour) : null;

  useDocumentMeta(
    tour ? tour.title : notFound ? 'Tour not found' : 'Tour',
    tour ? `${tour.title}${place ? ` in ${place}` : ''}: ${summarize(tour.description)}` : undefined,
  );

  if (query.isError) {
    return (
      <div className={pageClasses}>
        <TourUnavailable
          notFound={notFound}
          notFoundDescription="This tour does not exist or is no longer offered. Have a look at what runs now."
          message={query.error.message}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  if (!tour) return <TourDetailSkeleton />;

  return (
    <div className={pageClasses}>
      <nav aria-label="Breadcrumb" className="text-sm text-ink-600">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to="/" className="hover:text-ink-900 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li>
            <Link to="/tours" className="hover:text-ink-900 hover:underline">
              Tours
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li>
            <Link
              to={`/tours?${new URLSearchParams({ category: tour.category })}`}
              className="hover:text-ink-900 hover:underline"
            >
              {tour.category}
            </Link>
          </li>
        </ol>
      </nav>

      <header className="mt-3 mb-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="primary">{tour.category}</Badge>
          {tour.featured && (
            <Badge variant="accent">
              <Sparkles aria-hidden />
              Featured
            </Badge>
          )}
        </div>
        <div className="mt-3 flex items-start justify-between gap-4">
          <h1 className="max-w-4xl text-3xl leading-tight font-extrabold text-ink-900 sm:text-4xl">
            {tour.title}
          </h1>
          <WishlistHeart tourId={tour._id} tourTitle={tour.title} variant="plain" />
        </div>
        <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-700">
          {tour.ratingsCount > 0 ? (
            <a href="#reviews" className="inline-flex items-center gap-1.5 font-semibold hover:underline">
              <Star className="size-4 fill-star text-star" aria-hidden />
              <span>
                {formatRatingValue(tour.averageRating)}
                <span className="sr-only"> out of 5</span>
              </span>
              <span className="font-normal text-ink-600">({formatRatingCount(tour.ratingsCount)})</span>
            </a>
          ) : (
            <span className="text-ink-600">New: no reviews yet</span>
          )}
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="size-4 text-ink-600" aria-hidden />
            {place ?? 'Place to be confirmed'}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4 text-ink-600" aria-hidden />
            {tour.durationMinutes === null
              ? 'Duration to be confirmed'
              : formatDuration(tour.durationMinutes)}
          </span>
        </p>
      </header>

      <TourGallery images={tour.images} title={tour.title} />

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
        <div className="min-w-0 space-y-12">
          <Facts tour={tour} />

          <Section id="about-heading" title="About this tour">
            <div className="space-y-4 leading-relaxed text-ink-800">
              {paragraphs(tour.description).map((text, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in order
                <p key={i}>{text}</p>
              ))}
            </div>
          </Section>

          {tour.highlights.length > 0 && (
            <Section id="highlights-heading" title="Highlights">
              <ul className="grid gap-3 sm:grid-cols-2">
                {tour.highlights.map((item) => (
                  <li key={item} className="flex gap-3 text-ink-800">
                    <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700">
                      <Sparkles className="size-3.5" aria-hidden />
                    </span>
                    {item}
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {(tour.included.length > 0 || tour.excluded.length > 0) && (
            <Section id="included-heading" title="What’s included">
              <div className="grid gap-6 sm:grid-cols-2">
                <IncludedList title="Included" items={tour.included} included />
                <IncludedList title="Not included" items={tour.excluded} included={false} />
              </div>
            </Section>
          )}

          <Section id="meeting-heading" title="Meeting point">
            <div className="flex gap-3 rounded-2xl border border-sand-200 bg-white p-5">
              <MapPinned className="mt-0.5 size-5 shrink-0 text-primary-600" aria-hidden />
              {tour.meetingPoint === null ? (
                <div>
                  <p className="font-semibold text-ink-900">{toBeConfirmed}</p>
                  <p className="mt-1 text-sm text-ink-600">
                    The meeting point is set before the tour opens for booking.
                  </p>
                </div>
              ) : (
                <div>
                  <p className="font-semibold text-ink-900">{tour.meetingPoint}</p>
                  <p className="mt-1 text-sm text-ink-600">
                    {place && `${place}. `}Your guide will be there 10 minutes before the start time (JST).
                  </p>
                </div>
              )}
            </div>
          </Section>

          <section aria-labelledby="reviews-heading" id="reviews" className="scroll-mt-24">
            <h2 id="reviews-heading" className="mb-5 text-2xl font-bold text-ink-900">
              Reviews
            </h2>
            {tour.ratingsCount > 0 && (
              <div className="mb-8">
                <RatingSummary
                  average={tour.averageRating}
                  count={tour.ratingsCount}
                  distribution={tour.ratingDistribution}
                />
              </div>
            )}
            <div className="mb-8">
              <YourFeedback tourId={tour._id} />
            </div>
            <ReviewsList tourId={tour._id} />
          </section>
        </div>

        <aside aria-label="Booking" className="min-w-0 max-lg:-order-1">
          <BookingCard tour={tour} choice={choice} onChoiceChange={setChoice} />
        </aside>
      </div>
      {isCompleteTour(tour) && <BookingBar tour={tour} choice={choice} />}
    </div>
  );
}

/**
 * At the bottom of a phone's screen: before a date is chosen, the price from and the way to the
 * availability check (a plain link to it, which works before the app does); after, the party's total and
 * Book now.
 */
function BookingBar({ tour, choice }: { tour: CompleteTour<Tour>; choice: BookingChoice }) {
  const price = estimatePrice(tour, choice.participants);
  return (
    <StickyActionBar label="Book this tour" desktop="hidden">
      {choice.date ? (
        <p className="text-sm text-ink-700">
          <span className="block text-lg font-extrabold text-ink-900 tabular-nums">
            {formatPrice(price.total, price.currency)}
          </span>
          {formatCalendarDate(choice.date, 'shortNoYear')}
        </p>
      ) : (
        <p className="text-sm text-ink-700">
          from{' '}
          <span className="text-lg font-extrabold text-ink-900">
            {formatPrice(tour.priceNumber, tour.currency)}
          </span>{' '}
          / person
        </p>
      )}
      <Button asChild variant="accent">
        {choice.date ? (
          <Link to={bookingPath(tour._id, choice)}>Book now</Link>
        ) : (
          <a href="#availability">Check availability</a>
        )}
      </Button>
    </StickyActionBar>
  );
}

function BookingCard({
  tour,
  choice,
  onChoiceChange,
}: {
  tour: Tour;
  choice: BookingChoice;
  onChoiceChange: (choice: BookingChoice) => void;
}) {
  const childShare = Math.round(tour.childPriceShare * 100);
  return (
    // Sticky beside the content; a card taller than the window scrolls itself, so Book now is never out of reach.
    <Card className="p-6 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto">
      <p className="text-sm text-ink-700">from</p>
      <p className="flex items-baseline gap-2">
        <span className="text-3xl font-extrabold text-ink-900">
          {formatPrice(tour.priceNumber, tour.currency)}
        </span>
        <span className="text-sm text-ink-700">per person</span>
      </p>
      {tour.adultsOnly ? (
        <p className="mt-1 text-sm text-ink-600">Adults only</p>
      ) : childShare === 0 ? (
        <p className="mt-1 text-sm text-ink-600">Children: free</p>
      ) : (
        childShare < 100 && (
          <p className="mt-1 text-sm text-ink-600">
            Children:{' '}
            {formatPrice(Math.round(tour.priceNumber * tour.childPriceShare * 100) / 100, tour.currency)}
          </p>
        )
      )}
      {isCompleteTour(tour) ? (
        <>
          <CheckAvailability tour={tour} choice={choice} onChoiceChange={onChoiceChange} />
          <Button asChild variant="accent" size="lg" className="mt-5 w-full">
            <Link to={bookingPath(tour._id, choice)}>Book now</Link>
          </Button>
        </>
      ) : (
        <NotBookableYet tour={tour} />
      )}
      <ul className="mt-5 space-y-2 text-sm text-ink-800">
        <li className="flex gap-2.5">
          <Undo2 className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden />
          <span>
            <span className="font-semibold text-ink-900">Free cancellation</span> up to{' '}
            {policy.freeCancellationHours} hours before the start
          </span>
        </li>
        {tour.instantConfirmation && (
          <li className="flex gap-2.5">
            <Zap className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden />
            <span>
              <span className="font-semibold text-ink-900">Instant confirmation</span> as soon as you book
            </span>
          </li>
        )}
        <li className="flex gap-2.5">
          <Users className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden />
          <span>
            <span className="font-semibold text-ink-900">Small group</span> of {tour.maxGroupSize} at most
          </span>
        </li>
      </ul>
    </Card>
  );
}

/**
 * In place of the booking button while the tour lacks a fact a traveller needs (decision 23): the
 * server refuses its bookings until an admin has given them, so the page says so instead of offering one.
 */
function NotBookableYet({ tour }: { tour: Tour }) {
  return (
    <div role="status" className="mt-5 rounded-xl border border-warning-600/25 bg-warning-50 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-ink-900">
        <CalendarClock className="size-5 shrink-0 text-warning-600" aria-hidden />
        Not bookable yet
      </p>
      <p className="mt-1.5 leading-relaxed text-ink-700">
        We are still confirming this tour’s {tourFactsSentence(tour.missingFacts)}. It opens for booking as
        soon as they are set.
      </p>
      <p className="mt-2 leading-relaxed text-ink-700">
        Questions about it?{' '}
        <Link to="/contact" className="font-semibold text-primary-700 underline-offset-2 hover:underline">
          Ask us
        </Link>
        .
      </p>
    </div>
  );
}

function Facts({ tour }: { tour: Tour }) {
  const facts: { icon: typeof Clock; label: string; value: string }[] = [
    {
      icon: Clock,
      label: 'Duration',
      value: tour.durationMinutes === null ? toBeConfirmed : formatDuration(tour.durationMinutes),
    },
    { icon: Users, label: 'Group size', value: `Up to ${tour.maxGroupSize} people` },
    { icon: Languages, label: 'Languages', value: tour.languages.join(', ') || 'English' },
    { icon: MapPinned, label: 'Meeting point', value: tour.meetingPoint ?? toBeConfirmed },
    ...(tour.adultsOnly ? [{ icon: UserCheck, label: 'Who can join', value: 'Adults only' }] : []),
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Tour facts">
      {facts.map(({ icon: Icon, label, value }) => (
        <li key={label} className="flex gap-3 rounded-2xl border border-sand-200 bg-white p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-ink-600">{label}</p>
            <p className="font-semibold text-ink-900">{value}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function IncludedList({ title, items, included }: { title: string; items: string[]; included: boolean }) {
  if (items.length === 0) return null;
  const Icon = included ? Check : X;
  return (
    <div>
      <h3 className="mb-3 font-bold text-ink-900">{title}</h3>
      <ul className="space-y-2.5">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-ink-800">
            <Icon
              className={
                included ? 'mt-0.5 size-5 shrink-0 text-success-600' : 'mt-0.5 size-5 shrink-0 text-ink-500'
              }
              aria-hidden
            />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TourDetailSkeleton() {
  return (
    <div className={pageClasses} role="status" aria-label="Loading tour">
      <h1 className="sr-only">Loading tour…</h1>
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-5 h-6 w-24 rounded-full" />
      <Skeleton className="mt-4 h-10 w-3/4" />
      <Skeleton className="mt-4 mb-6 h-5 w-80 max-w-full" />
      <Skeleton className="h-[15rem] rounded-2xl sm:h-[22rem] lg:h-[28rem]" />
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
        <div className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-[4.5rem] rounded-2xl" />
            ))}
          </div>
          <Skeleton className="mt-8 h-7 w-48" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
        </div>
        <Skeleton className="h-72 rounded-2xl max-lg:-order-1" />
      </div>
    </div>
  );
}

function paragraphs(text: string) {
  return text
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The first sentence or so of a description, for the meta description. */
function summarize(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 150 ? flat : `${flat.slice(0, 147).replace(/\s+\S*$/, '')}…`;
}
