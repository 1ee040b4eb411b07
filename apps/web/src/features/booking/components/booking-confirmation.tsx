import type { Booking } from '@tabi/contracts';
import { Check, CircleCheck, Copy, Hourglass } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Fact } from '../../../ui/fact.tsx';
import { formatParticipants } from '../../../ui/format-count.ts';
import { formatPrice } from '../../../ui/format-price.ts';
import { formatCard } from '../../../ui/payment-format.ts';
import { toast } from '../../../ui/toast.ts';
import { formatCalendarDate, formatZonedDateTime, formatZonedTime } from '../../../ui/zoned-time.ts';

/** What the traveller sees once the server has made the booking: its reference first, then the facts. */
export function BookingConfirmation({ booking }: { booking: Booking }) {
  const confirmed = booking.status === 'confirmed';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);

  // The page changed under the button: reading starts at the new heading, at the top.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(booking.reference);
      setCopied(true);
      toast.success('Reference copied');
    } catch {
      toast.error('Could not copy', { description: `Your reference is ${booking.reference}.` });
    }
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="text-center">
        <span
          className={
            confirmed
              ? 'mx-auto flex size-14 items-center justify-center rounded-full bg-success-50 text-success-600'
              : 'mx-auto flex size-14 items-center justify-center rounded-full bg-warning-50 text-warning-600'
          }
        >
          {confirmed ? (
            <CircleCheck className="size-7" aria-hidden />
          ) : (
            <Hourglass className="size-7" aria-hidden />
          )}
        </span>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-5 text-3xl font-extrabold text-ink-900 focus:outline-none sm:text-4xl"
        >
          {confirmed ? 'Your tour is booked' : 'Booking received'}
        </h1>
        <p className="mt-3 text-ink-700">
          {confirmed
            ? `See you in ${booking.tour.city}. Keep your reference handy for the day.`
            : 'We have your request and confirm it shortly. Keep your reference handy.'}
        </p>
      </div>

      <Card className="mt-8 p-6 sm:p-8">
        <div className="flex flex-col items-center gap-3 border-b border-sand-200 pb-6 text-center">
          <p className="text-sm font-semibold text-ink-600">Booking reference</p>
          <p className="font-mono text-3xl font-bold tracking-wider text-ink-900 select-all sm:text-4xl">
            {booking.reference}
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={copy}
            aria-label={`Copy booking reference ${booking.reference}`}
          >
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>

        <dl className="grid gap-x-6 gap-y-4 pt-6 text-sm sm:grid-cols-2">
          <Fact label="Tour" wide>
            <Link
              to={`/tours/${booking.tour._id}`}
              className="font-semibold text-primary-700 hover:underline"
            >
              {booking.tour.title}
            </Link>
          </Fact>
          <Fact label="Date">{formatCalendarDate(booking.date)}</Fact>
          <Fact label="Start time">{formatZonedTime(booking.startsAt, booking.timezone)}</Fact>
          <Fact label="Meeting point" wide>
            {booking.tour.meetingPoint}
          </Fact>
          <Fact label="Travellers">{formatParticipants(booking.participants)}</Fact>
          <Fact label="Total">
            <span className="text-base font-bold">
              {formatPrice(booking.pricing.total, booking.pricing.currency)}
            </span>
          </Fact>
          <Fact label="Status">{confirmed ? 'Confirmed' : 'Awaiting confirmation'}</Fact>
          <Fact label="Payment">{paymentFact(booking)}</Fact>
          <Fact label="Free cancellation" wide>
            Until {formatZonedDateTime(booking.freeCancellationUntil, booking.timezone)}
          </Fact>
        </dl>
      </Card>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/bookings">My bookings</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/tours">Back to tours</Link>
        </Button>
      </div>
    </div>
  );
}

/** How this booking is paid: on the spot, or online (what the server knows of it). */
function paymentFact({ payment, paymentStatus }: Booking) {
  if (!payment) return 'Pay at the meeting point';
  if (paymentStatus === 'pending') return 'Awaiting payment by card';
  if (!payment.paidAt) return 'Not paid';
  const paid = `Paid ${formatPrice(payment.amountPaid, payment.currency)}`;
  return payment.card ? `${paid} · ${formatCard(payment.card)}` : paid;
}
