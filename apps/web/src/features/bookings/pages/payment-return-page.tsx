import type { Booking } from '@tabi/contracts';
import { CircleCheck, CircleX, CreditCard, Hourglass, Undo2, Wallet } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { cn } from '../../../ui/cn.ts';
import { useDocumentMeta } from '../../../ui/document-meta.ts';
import { Fact } from '../../../ui/fact.tsx';
import { formatPrice } from '../../../ui/format-price.ts';
import { formatCard, providerPageUrl } from '../../../ui/payment-format.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { formatCalendarDate, formatZonedDateTime, formatZonedTime } from '../../../ui/zoned-time.ts';
import { isBookingNotFound, useBooking } from '../api/get-booking.ts';
import { BookingPageFailure } from '../components/booking-page-failure.tsx';
import { type PaymentProgress, paymentProgress, paymentWaitMs } from '../lib/payment-progress.ts';

const pageClasses = 'mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14';

/**
 * /bookings/:id/payment (signed in): where Stripe sends the traveller back, after paying
 * (`?session_id=`) or giving up (`?cancelled=1`). It shows only what the server knows: it asks for the
 * booking every 2 seconds until the payment is settled, and after two minutes says the confirmation is
 * late instead of waiting on. "Payment received" only once the server says paid.
 */
export function PaymentReturnPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const leftStripe = params.get('cancelled') === '1';
  /** When the current wait for the confirmation began: the first, or the last "Check again". */
  const [waitFrom, setWaitFrom] = useState(() => Date.now());
  const [waitOver, setWaitOver] = useState(false);
  const [polling, setPolling] = useState(!leftStripe);
  const query = useBooking(id, { poll: polling && !waitOver });
  const booking = query.data;
  const progress = booking ? paymentProgress(booking, leftStripe) : null;
  const confirming = progress === 'confirming' || (!booking && !query.isError);

  useEffect(() => {
    if (!polling) return;
    if (!confirming) {
      setPolling(false);
      return;
    }
    const timer = setTimeout(() => setWaitOver(true), waitFrom + paymentWaitMs - Date.now());
    return () => clearTimeout(timer);
  }, [polling, confirming, waitFrom]);

  const late = progress === 'confirming' && waitOver;
  const heading = booking && progress ? headings[progress](late) : 'Checking your payment';
  useDocumentMeta(heading, 'The payment of your Tabi Tours booking, as we know it.');

  if (query.isError && !booking) {
    return (
      <div className={pageClasses}>
        <BookingPageFailure
          notFound={isBookingNotFound(query.error)}
          notFoundTitle="Booking not found"
          notFoundText="This booking does not exist or is not yours. Your bookings are all in My bookings."
          failedTitle="Your payment could not be checked"
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }

  return (
    <div className={pageClasses}>
      {/* Said once per change, whatever the screen reader is reading. */}
      <p role="status" className="sr-only">
        {heading}
      </p>
      {!booking || !progress ? (
        <Header tone="neutral" icon={<Spinner className="size-7" />} title={heading}>
          One moment while we ask for your booking.
        </Header>
      ) : (
        <PaymentState
          booking={booking}
          progress={progress}
          late={late}
          heading={heading}
          onCheckAgain={() => {
            setWaitFrom(Date.now());
            setWaitOver(false);
            setPolling(true);
            void query.refetch();
          }}
        />
      )}
    </div>
  );
}

const headings: Record<PaymentProgress, (late: boolean) => string> = {
  paid: () => 'Payment received',
  confirming: (late) => (late ? 'Still waiting for confirmation' : 'Confirming your payment…'),
  unfinished: () => 'Payment not completed',
  released: () => 'Your seats were released',
  refunded: () => 'Payment refunded',
  offline: () => 'Pay at the meeting point',
};

type PaymentStateProps = {
  booking: Booking;
  progress: PaymentProgress;
  late: boolean;
  heading: string;
  onCheckAgain: () => void;
};

function PaymentState({ booking, progress, late, heading, onCheckAgain }: PaymentStateProps) {
  const payment = booking.payment;
  const total = formatPrice(booking.pricing.total, booking.pricing.currency);
  const myBookings = (
    <Button asChild variant={progress === 'paid' ? 'primary' : 'outline'}>
      <Link to="/bookings">My bookings</Link>
    </Button>
  );

  if (progress === 'paid' && payment) {
    const receipt = providerPageUrl(payment.receiptUrl);
    return (
      <>
        <Header tone="success" icon={<CircleCheck className="size-7" />} title={heading}>
          Thank you. Your payment for {booking.tour.title} is confirmed
          {booking.status === 'confirmed'
            ? ' and your tour is booked.'
            : '; we confirm your booking shortly.'}
        </Header>
        <Card className="mt-8 p-6 sm:p-8">
          <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            <Fact label="Amount paid">
              <span className="text-base font-bold">{formatPrice(payment.amountPaid, payment.currency)}</span>
            </Fact>
            {payment.card && <Fact label="Card">{formatCard(payment.card)}</Fact>}
            <Fact label="Booking reference">
              <span className="font-mono text-base font-bold tracking-wider">{booking.reference}</span>
            </Fact>
            {payment.paidAt && (
              <Fact label="Paid on">{formatZonedDateTime(payment.paidAt, booking.timezone, 'short')}</Fact>
            )}
            <TourFacts booking={booking} />
          </dl>
        </Card>
        <Actions>
          {myBookings}
          {receipt && (
            <Button asChild variant="outline">
              <a href={receipt} target="_blank" rel="noopener noreferrer">
                View receipt<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          )}
        </Actions>
      </>
    );
  }

  if (progress === 'confirming') {
    return (
      <>
        <Header
          tone={late ? 'warning' : 'neutral'}
          icon={late ? <Hourglass className="size-7" /> : <Spinner className="size-7" />}
          title={heading}
        >
          {late
            ? `We have not heard from Stripe about your payment for ${booking.reference} yet. If you paid, there is nothing more to do: we e-mail you at ${booking.contact.email} as soon as it is confirmed, and My bookings shows it.`
            : `We are waiting for Stripe to confirm your payment of ${total} for ${booking.reference}. This usually takes a few seconds; you can keep this page open.`}
        </Header>
        <Actions>
          {late && (
            <Button onClick={onCheckAgain} variant="primary">
              Check again
            </Button>
          )}
          {myBookings}
        </Actions>
      </>
    );
  }

  if (progress === 'unfinished') {
    const checkout = providerPageUrl(payment?.checkoutUrl);
    const heldUntil = payment?.holdExpiresAt;
    return (
      <>
        <Header tone="warning" icon={<CreditCard className="size-7" />} title={heading}>
          You left Stripe’s page before paying {total} for {booking.reference}.{' '}
          {heldUntil
            ? `Your seats are held until ${formatZonedTime(heldUntil, booking.timezone)}; pay before then to keep them.`
            : 'Your seats are held for a short while.'}
        </Header>
        <Card className="mt-8 p-6 sm:p-8">
          <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            <TourFacts booking={booking} />
            {heldUntil && (
              <Fact label="Seats held until" wide>
                {formatZonedDateTime(heldUntil, booking.timezone)}
              </Fact>
            )}
          </dl>
        </Card>
        <Actions>
          {checkout && (
            <Button asChild variant="accent">
              <a href={checkout}>Pay now</a>
            </Button>
          )}
          {myBookings}
        </Actions>
      </>
    );
  }

  if (progress === 'released') {
    return (
      <>
        <Header tone="danger" icon={<CircleX className="size-7" />} title={heading}>
          The payment for {booking.reference} was not completed in time, so the booking is cancelled and its
          seats went back on sale. Nothing was charged. The tour may still have room: you can book it again.
        </Header>
        <Actions>
          <Button asChild>
            <Link to={`/tours/${booking.tour._id}`}>Book {booking.tour.title} again</Link>
          </Button>
          {myBookings}
        </Actions>
      </>
    );
  }

  if (progress === 'refunded' && payment) {
    return (
      <>
        <Header tone="neutral" icon={<Undo2 className="size-7" />} title={heading}>
          {formatPrice(payment.amountRefunded, payment.currency)} of your payment for {booking.reference} went
          back to your card
          {booking.status === 'cancelled' ? ', and the booking is cancelled.' : '.'}
        </Header>
        <Actions>{myBookings}</Actions>
      </>
    );
  }

  return (
    <>
      <Header tone="neutral" icon={<Wallet className="size-7" />} title={heading}>
        Booking {booking.reference} is paid on the day, to your guide at the meeting point: nothing to pay
        online.
      </Header>
      <Actions>{myBookings}</Actions>
    </>
  );
}

const tones = {
  success: 'bg-success-50 text-success-600',
  warning: 'bg-warning-50 text-warning-600',
  danger: 'bg-danger-50 text-danger-600',
  neutral: 'bg-primary-50 text-primary-600',
} as const;

function Header({
  tone,
  icon,
  title,
  children,
}: {
  tone: keyof typeof tones;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="text-center">
      <span
        className={cn('mx-auto flex size-14 items-center justify-center rounded-full', tones[tone])}
        aria-hidden
      >
        {icon}
      </span>
      <h1 className="mt-5 text-3xl font-extrabold text-ink-900 sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-3 max-w-xl text-ink-700">{children}</p>
    </div>
  );
}

function TourFacts({ booking }: { booking: Booking }) {
  return (
    <>
      <Fact label="Tour" wide>
        <Link to={`/tours/${booking.tour._id}`} className="font-semibold text-primary-700 hover:underline">
          {booking.tour.title}
        </Link>
      </Fact>
      <Fact label="Date">{formatCalendarDate(booking.date)}</Fact>
      <Fact label="Start time">{formatZonedTime(booking.startsAt, booking.timezone)}</Fact>
    </>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>;
}
