import { type Booking, type BookingChange, limits, type RescheduleResult } from '@tabi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarCheck, CalendarX, CreditCard, LockKeyhole } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { tourQueryOptions } from '../../../api/get-tour.ts';
import { RescheduleForm } from '../../../reschedule/reschedule-form.tsx';
import { canReschedule } from '../../../reschedule/reschedule-rules.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { formatParticipants } from '../../../ui/format-count.ts';
import { providerPage, providerPageUrl } from '../../../ui/payment-format.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { toast } from '../../../ui/toast.ts';
import { formatCalendarDate, formatZonedDateTime, formatZonedTime } from '../../../ui/zoned-time.ts';
import { isBookingNotFound, useBooking } from '../api/get-booking.ts';
import { myBookingChangesKey, useMyOpenBookingChanges } from '../api/list-my-booking-changes.ts';
import { BookingPageFailure } from '../components/booking-page-failure.tsx';
import { OpenChangeNotice } from '../components/open-change-notice.tsx';
import { isFreeCancellation } from '../lib/cancellation-terms.ts';

const pageClasses = 'mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 lg:px-8';
const narrowClasses = 'mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14';

/** "Fri 12 Mar 2027, 09:00 JST": a booking's departure as the cards write it. */
const departure = (place: { date: string; startsAt: string }, timezone: string) =>
  `${formatCalendarDate(place.date, 'short')}, ${formatZonedTime(place.startsAt, timezone)}`;

/**
 * /bookings/:id/reschedule (signed in): moves a booking to another date of its tour. The traveller
 * chooses the date and party and sees the server's quote; the move is made at once, sent to the
 * operator (late), or paid on Stripe's page first (a dearer date of a booking paid online). Stripe sends
 * the traveller back here: `?paid=1` waits for its confirmation (asking every 2 seconds), `?cancelled=1`
 * shows the change still open, to pay or withdraw.
 */
export function ReschedulePage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const paid = params.get('paid') === '1';
  const leftStripe = params.get('cancelled') === '1';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** Back from Stripe: the change is watched until Stripe has confirmed it and it is no longer open. */
  const [waiting, setWaiting] = useState(paid);
  /** The change seen open while waiting: what the booking should look like afterwards. */
  const [awaited, setAwaited] = useState<BookingChange | null>(null);
  /** Moved to Stripe's page to pay the difference. */
  const [leaving, setLeaving] = useState<string | null>(null);

  const bookingQuery = useBooking(id, { poll: false });
  const booking = bookingQuery.data;
  const changes = useMyOpenBookingChanges({ poll: waiting });
  const openChange = changes.data?.find((change) => change.bookingId === id) ?? null;
  const tourId = booking?.tour._id ?? '';
  const tourQuery = useQuery({ ...tourQueryOptions(tourId), enabled: tourId !== '' });

  useEffect(() => {
    if (!waiting || !changes.isSuccess || changes.isFetching) return;
    if (openChange) {
      if (openChange._id !== awaited?._id) setAwaited(openChange);
      return;
    }
    // No change open any more: Stripe confirmed (or the hold ended); the booking shows where it is now.
    setWaiting(false);
    void bookingQuery.refetch();
    void queryClient.invalidateQueries({ queryKey: ['bookings'] });
  }, [waiting, changes.isSuccess, changes.isFetching, openChange, awaited, bookingQuery, queryClient]);

  const heading = leaving
    ? 'Taking you to secure payment'
    : paid
      ? waiting
        ? 'Confirming your new date'
        : awaited && booking && booking.date !== awaited.to.date
          ? 'Your booking keeps its date'
          : 'Your booking moved'
      : 'Change the date';
  useDocumentMeta(heading, 'Move your Tabi Tours booking to another date of the same tour.');

  const onMoved = () => {
    void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    void queryClient.invalidateQueries({ queryKey: myBookingChangesKey });
  };

  const onDone = ({ booking: now, change }: RescheduleResult) => {
    if (change.status === 'awaiting_payment') {
      const checkout = providerPageUrl(change.payment?.checkoutUrl);
      if (checkout) {
        setLeaving(checkout);
        providerPage.open(checkout);
        return;
      }
    }
    if (change.status === 'requested') {
      toast.success('Request sent', {
        description: `The operator decides on moving ${now.reference} to ${formatCalendarDate(change.to.date, 'short')}; you keep your current date until then.`,
      });
    } else {
      toast.success('Booking moved', {
        description: `${now.reference} is now on ${departure(now, now.timezone)}.`,
      });
    }
    void navigate('/bookings');
  };

  if (bookingQuery.isError && !booking) {
    return (
      <div className={narrowClasses}>
        <BookingPageFailure
          notFound={isBookingNotFound(bookingQuery.error)}
          notFoundTitle="Booking not found"
          notFoundText="This booking does not exist or is not yours. Your bookings are all in My bookings."
          failedTitle="Your booking could not be loaded"
          error={bookingQuery.error}
          onRetry={() => bookingQuery.refetch()}
          retrying={bookingQuery.isFetching}
        />
      </div>
    );
  }

  if (leaving) {
    return (
      <Outcome icon={<LockKeyhole className="size-7" />} title={heading} busy>
        You pay the difference by card on Stripe’s page; your new seats are held meanwhile.{' '}
        <a href={leaving} className="font-semibold text-primary-700 hover:underline">
          Continue to payment
        </a>
      </Outcome>
    );
  }

  if (paid) {
    if (waiting || !booking) {
      return (
        <Outcome icon={<CreditCard className="size-7" />} title="Confirming your new date" busy>
          Payment received: your booking moves as soon as Stripe confirms it. This takes a few seconds.
        </Outcome>
      );
    }
    const kept = awaited !== null && booking.date !== awaited.to.date;
    return (
      <Outcome
        icon={kept ? <CalendarX className="size-7" /> : <CalendarCheck className="size-7" />}
        title={heading}
        action={
          <Button asChild>
            <Link to="/bookings">My bookings</Link>
          </Button>
        }
      >
        {kept
          ? `${booking.reference} is still on ${departure(booking, booking.timezone)}: the date change did not go through. Any payment for it is refunded.`
          : `${booking.reference}, ${booking.tour.title}: now on ${departure(booking, booking.timezone)}, ${formatParticipants(booking.participants)}.`}
      </Outcome>
    );
  }

  if (!booking || !changes.isFetched || (tourQuery.isPending && tourId !== '')) return <PageSkeleton />;

  const tour = tourQuery.data ?? fallbackTour(booking);
  return (
    <div className={pageClasses}>
      <Link
        to="/bookings"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-700 hover:text-ink-900 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        My bookings
      </Link>
      <header className="mt-3 mb-8">
        <h1 className="text-3xl leading-tight font-extrabold text-ink-900 sm:text-4xl">{heading}</h1>
        <p className="mt-2 text-lg font-semibold text-ink-800">
          {booking.tour.title}
          <span className="font-normal text-ink-600">
            {' '}
            · Reference <span className="font-mono">{booking.reference}</span>
          </span>
        </p>
        <p className="mt-1 text-sm text-ink-600">
          Now on {departure(booking, booking.timezone)}, {formatParticipants(booking.participants)}.{' '}
          {isFreeCancellation(booking)
            ? `Changes are free until ${formatZonedDateTime(booking.freeCancellationUntil, booking.timezone, 'short')}.`
            : 'The free-change window has ended: the operator decides on a change.'}
        </p>
      </header>

      {openChange ? (
        <div className="max-w-2xl space-y-4">
          {leftStripe && openChange.status === 'awaiting_payment' && (
            <Alert tone="warning" title="Payment not completed">
              Your booking keeps its date until the difference is paid. Pay now, or withdraw the change.
            </Alert>
          )}
          <OpenChangeNotice change={openChange} timezone={booking.timezone} />
          <p className="text-sm text-ink-600">
            A booking has one date change at a time: withdraw this one to choose another date.
          </p>
        </div>
      ) : canReschedule(booking) ? (
        <RescheduleForm
          key={booking.updatedAt}
          layout="page"
          booking={booking}
          tour={tour}
          submitLabel="Move my booking"
          onDone={onDone}
          onMoved={onMoved}
        />
      ) : (
        <EmptyState
          className="max-w-2xl"
          icon={<CalendarX />}
          title="This booking cannot change its date"
          description={unchangeableReason(booking)}
          action={
            <Button asChild>
              <Link to="/bookings">My bookings</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}

/** Why `canReschedule` says no, for the traveller. */
function unchangeableReason(booking: Booking) {
  if (booking.status === 'cancelled') return 'It is cancelled. Book the tour again for another date.';
  if (booking.status === 'completed') return 'This trip has already taken place.';
  if (booking.paymentStatus === 'pending')
    return 'It is still waiting for its payment. Pay for it first, or let it go and book another date.';
  return 'The tour has already started.';
}

/** The tour's facts the picker needs, from the booking itself should the tour not load. */
function fallbackTour(booking: Booking) {
  const { adultPrice, childPrice, currency } = booking.pricing;
  return {
    priceNumber: adultPrice,
    childPriceShare: adultPrice > 0 ? childPrice / adultPrice : 0,
    currency,
    adultsOnly: false,
    maxGroupSize: limits.bookingMaxParticipants,
  };
}

function Outcome({
  icon,
  title,
  busy = false,
  action,
  children,
}: {
  icon: ReactNode;
  title: string;
  busy?: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={narrowClasses}>
      <Card className="p-6 text-center sm:p-10">
        <span
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-600"
          aria-hidden
        >
          {icon}
        </span>
        <h1 className="mt-5 text-3xl font-extrabold text-ink-900 sm:text-4xl">{title}</h1>
        <p className="mx-auto mt-3 max-w-xl text-ink-700" role="status">
          {children}
        </p>
        {busy && (
          <p className="mt-6 flex items-center justify-center gap-2 text-sm text-ink-600">
            <Spinner className="size-4" />
            One moment…
          </p>
        )}
        {action && <div className="mt-6 flex justify-center">{action}</div>}
      </Card>
    </div>
  );
}

function PageSkeleton() {
  return (
    <div className={pageClasses} role="status" aria-label="Loading your booking">
      <h1 className="sr-only">Loading your booking…</h1>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-5 mb-3 h-10 w-2/3" />
      <Skeleton className="mb-8 h-5 w-1/2" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <div className="space-y-4">
          <Skeleton className="h-7 w-48" />
          <Skeleton className="h-[22rem] rounded-2xl" />
        </div>
        <Skeleton className="h-[20rem] rounded-2xl" />
      </div>
    </div>
  );
}
