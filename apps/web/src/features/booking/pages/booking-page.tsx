import { type Booking, isCompleteTour, tourFactsSentence } from '@tabi/contracts';
import { ArrowLeft, CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { isTourNotFound, useTour } from '../../../api/get-tour.ts';
import { usePublicConfig } from '../../../api/public-config.ts';
import { readBookingChoice } from '../../../availability/read-booking-choice.ts';
import { useSession } from '../../../session/session-context.ts';
import { Button } from '../../../ui/button.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { formatDuration } from '../../../ui/format-duration.ts';
import { providerPage, providerPageUrl } from '../../../ui/payment-format.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { TourUnavailable } from '../../../ui/tour-unavailable.tsx';
import { todayIn } from '../../../ui/zoned-time.ts';
import { BookingConfirmation } from '../components/booking-confirmation.tsx';
import { Checkout } from '../components/checkout.tsx';
import { PaymentRedirect } from '../components/payment-redirect.tsx';

const pageClasses = 'mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 lg:px-8';

/** /booking/:tourId (signed in): the checkout for one tour, then its confirmation. */
export function BookingPage() {
  const { tourId = '' } = useParams();
  const [search] = useSearchParams();
  // The date and party chosen on the tour page (`?date=&adults=&children=`), read once: the checkout owns them after.
  const [initial] = useState(() => readBookingChoice(search));
  const { user } = useSession();
  const tourQuery = useTour(tourId);
  const config = usePublicConfig();
  const [booking, setBooking] = useState<Booking | null>(null);
  /** Booked, the seats held: the browser is on its way to Stripe's page to pay. */
  const [leaving, setLeaving] = useState<{ booking: Booking; checkoutUrl: string } | null>(null);
  const tour = tourQuery.data;
  const notFound = isTourNotFound(tourQuery.error);

  const onBooked = (booked: Booking) => {
    const checkoutUrl = providerPageUrl(booked.payment?.checkoutUrl);
    if (!checkoutUrl) {
      setBooking(booked);
      return;
    }
    setLeaving({ booking: booked, checkoutUrl });
    providerPage.open(checkoutUrl);
  };

  useDocumentMeta(
    leaving
      ? 'Secure payment'
      : booking
        ? `Booking ${booking.reference}`
        : tour
          ? `Book ${tour.title}`
          : notFound
            ? 'Tour not found'
            : 'Book your tour',
    'Choose a date, the number of travellers and your contact details.',
  );

  if (leaving) return <PaymentRedirect booking={leaving.booking} checkoutUrl={leaving.checkoutUrl} />;
  if (booking) return <BookingConfirmation booking={booking} />;

  if (tourQuery.isError) {
    return (
      <div className={pageClasses}>
        <TourUnavailable
          notFound={notFound}
          notFoundDescription="This tour does not exist or can no longer be booked. Have a look at what runs now."
          message={tourQuery.error.message}
          onRetry={() => tourQuery.refetch()}
          retrying={tourQuery.isFetching}
        />
      </div>
    );
  }
  // The calendar starts on today in the operator's zone (from /api/config; the browser's if unknown).
  const zoneKnown = config.isSuccess || config.isError;
  if (!tour || !user || !zoneKnown) return <CheckoutSkeleton />;
  const operatorZone = config.data?.timezone;
  // A tour still missing its place, duration or meeting point is not offered (decision 23); the server
  // would refuse the booking, so the checkout is not shown at all.
  if (!isCompleteTour(tour)) {
    return (
      <div className={pageClasses}>
        <EmptyState
          className="mx-auto mt-10 max-w-2xl"
          icon={<CalendarClock />}
          title="Not bookable yet"
          as="h1"
          description={`We are still confirming this tour’s ${tourFactsSentence(tour.missingFacts)}. It opens for booking as soon as they are set.`}
          action={
            <Button asChild>
              <Link to={`/tours/${tour._id}`}>Back to the tour</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className={pageClasses}>
      <Link
        to={`/tours/${tour._id}`}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-700 hover:text-ink-900 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to the tour
      </Link>
      <header className="mt-3 mb-8">
        <h1 className="text-3xl leading-tight font-extrabold text-ink-900 sm:text-4xl">Book your tour</h1>
        <p className="mt-2 text-lg font-semibold text-ink-800">
          {tour.title}
          <span className="font-normal text-ink-600">
            {' '}
            · {tour.city}, {formatDuration(tour.durationMinutes)}
          </span>
        </p>
      </header>
      <Checkout
        tour={tour}
        user={user}
        today={todayIn(operatorZone)}
        fallbackZone={operatorZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
        payOnline={config.data?.payments.mode === 'online'}
        onBooked={onBooked}
        initial={initial}
      />
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div className={pageClasses} role="status" aria-label="Loading the booking form">
      <h1 className="sr-only">Loading the booking form…</h1>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-5 h-4 w-28" />
      <Skeleton className="mt-3 mb-8 h-10 w-3/4" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <div className="space-y-4">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-[22rem] rounded-2xl" />
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-36 rounded-2xl" />
        </div>
        <Skeleton className="h-[28rem] rounded-2xl" />
      </div>
    </div>
  );
}
