import type { Booking } from '@tabi/contracts';
import { CalendarDays, ImageOff, MapPinned, Users } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BookingStateBadges } from '../../../ui/booking-state-badges.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { formatParticipants } from '../../../ui/format-count.ts';
import { formatPrice } from '../../../ui/format-price.ts';
import { formatCalendarDate, formatZonedDateTime, formatZonedTime } from '../../../ui/zoned-time.ts';
import { canCancel, isFreeCancellation } from '../lib/cancellation-terms.ts';
import { BookingPayment } from './booking-payment.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';

/** One booking in the list: the tour, when, who, what it costs, its state, and a way to cancel. */
export function BookingCard({ booking }: { booking: Booking }) {
  const [cancelling, setCancelling] = useState(false);
  const headingId = `booking-${booking._id}`;
  const image = booking.tour.image;
  const cancellable = canCancel(booking);
  const titleRef = useRef<HTMLAnchorElement>(null);

  return (
    <Card className="overflow-hidden">
      <article aria-labelledby={headingId} className="flex flex-col sm:flex-row">
        <div className="aspect-[4/3] shrink-0 bg-sand-100 sm:w-52 sm:self-stretch sm:aspect-auto">
          {image ? (
            <img
              src={image.thumbUrl}
              alt=""
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          ) : (
            <div className="flex size-full items-center justify-center text-ink-400">
              <ImageOff className="size-8" aria-hidden />
            </div>
          )}
        </div>

        <div className="flex min-w-0 flex-1 flex-col gap-4 p-5 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 id={headingId} className="text-lg leading-snug font-bold text-ink-900">
                <Link ref={titleRef} to={`/tours/${booking.tour._id}`} className="hover:underline">
                  {booking.tour.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-ink-600">
                Reference <span className="font-mono font-semibold text-ink-900">{booking.reference}</span>
              </p>
            </div>
            <p className="text-right">
              <span className="block text-xs text-ink-600">Total</span>
              <span className="text-lg font-extrabold text-ink-900 tabular-nums">
                {formatPrice(booking.pricing.total, booking.pricing.currency)}
              </span>
            </p>
          </div>

          <BookingStateBadges booking={booking} view="traveller" />
          <BookingPayment booking={booking} />

          <ul className="grid gap-2 text-sm text-ink-800 sm:grid-cols-2">
            <Fact icon={<CalendarDays />}>
              {formatCalendarDate(booking.date, 'short')},{' '}
              {formatZonedTime(booking.startsAt, booking.timezone)}
            </Fact>
            <Fact icon={<Users />}>{formatParticipants(booking.participants)}</Fact>
            <Fact icon={<MapPinned />} wide>
              {booking.tour.meetingPoint}
            </Fact>
          </ul>

          {booking.status === 'cancelled' && (
            <p className="text-sm text-ink-700">
              Cancelled
              {booking.cancelledAt &&
                ` on ${formatZonedDateTime(booking.cancelledAt, booking.timezone, 'short')}`}
              {booking.cancellationReason && (
                <>
                  : <q className="italic">{booking.cancellationReason}</q>
                </>
              )}
              {booking.refund?.note && <span className="block mt-1">Refund note: {booking.refund.note}</span>}
            </p>
          )}

          {cancellable && (
            <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 pt-4">
              <p className="text-sm text-ink-600">
                {isFreeCancellation(booking)
                  ? `Free cancellation until ${formatZonedDateTime(booking.freeCancellationUntil, booking.timezone, 'short')}`
                  : 'The free cancellation period has ended'}
              </p>
              <Button variant="outline" size="sm" onClick={() => setCancelling(true)}>
                Cancel booking
              </Button>
            </div>
          )}
        </div>
      </article>
      <CancelBookingDialog
        booking={booking}
        open={cancelling}
        onOpenChange={setCancelling}
        onCloseAutoFocus={(event) => {
          // Once cancelled, the Cancel button is gone: the focus goes to the booking's title instead.
          if (canCancel(booking)) return;
          event.preventDefault();
          titleRef.current?.focus();
        }}
      />
    </Card>
  );
}

function Fact({ icon, wide = false, children }: { icon: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <li className={wide ? 'flex gap-2 sm:col-span-2' : 'flex gap-2'}>
      <span className="mt-0.5 shrink-0 text-ink-600 [&_svg]:size-4" aria-hidden>
        {icon}
      </span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}
