import type { Booking, BookingChange } from '@tabi/contracts';
import {
  CalendarDays,
  CalendarSync,
  ImageOff,
  MapPinned,
  Ticket,
  UserCheck,
  Users,
  UserX,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { canReschedule } from '../../../reschedule/reschedule-rules.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { cn } from '../../../ui/cn.ts';
import { formatParticipants } from '../../../ui/format-count.ts';
import { formatPrice } from '../../../ui/format-price.ts';
import { formatCalendarDate, formatZonedDateTime, formatZonedTime } from '../../../ui/zoned-time.ts';
import { canCancel, isFreeCancellation } from '../lib/cancellation-terms.ts';
import { travellerState } from '../lib/traveller-state.ts';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';
import { BookingPayment } from './booking-payment.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { IconFact } from './icon-fact.tsx';
import { OpenChangeNotice } from './open-change-notice.tsx';
import { RebookedNote, RebookOptions } from './rebook-options.tsx';

const chipTones = {
  good: 'bg-success-50 text-success-700',
  waiting: 'bg-warning-50 text-warning-700',
  attention: 'bg-danger-50 text-danger-700',
  quiet: 'bg-sand-100 text-ink-700',
} as const;

/**
 * One booking in the list: the tour, when, who, what it costs (always at the top right), its state in
 * one chip, and what can be done: open the ticket of a confirmed trip and add it to a calendar, or
 * move it to another date (or follow the date change it has open) or cancel it; review a past one
 * (which says whether the party checked in), or book it again.
 */
export function BookingCard({
  booking,
  past = false,
  openChange,
}: {
  booking: Booking;
  past?: boolean;
  /**
   * The booking's open date change, waiting for the operator or for the difference to be paid; null
   * when it has none, undefined while that is not known yet (no "Change date" meanwhile).
   */
  openChange?: BookingChange | null | undefined;
}) {
  const state = travellerState(booking);
  const [cancelling, setCancelling] = useState(false);
  const headingId = `booking-${booking._id}`;
  const image = booking.tour.image;
  const cancellable = canCancel(booking);
  const movable = !past && openChange === null && canReschedule(booking);
  const titleRef = useRef<HTMLAnchorElement>(null);
  const hasTicket = booking.status === 'confirmed' || booking.status === 'completed';
  const ticketLink = (
    <Link to={`/bookings/${booking._id}/ticket`} aria-label={`Ticket for ${booking.reference}`}>
      <Ticket aria-hidden />
      Ticket
    </Link>
  );

  return (
    <Card className="overflow-hidden">
      <article aria-labelledby={headingId} className="flex flex-col sm:flex-row">
        {/* A past trip is a compact line of the history: a small picture from sm up, none on a phone. */}
        <div
          className={cn(
            'shrink-0 bg-sand-100 sm:self-stretch sm:aspect-auto',
            past ? 'max-sm:hidden sm:w-32' : 'aspect-[4/3] sm:w-52',
          )}
        >
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

        <div className={cn('flex min-w-0 flex-1 flex-col', past ? 'gap-3 p-4 sm:p-5' : 'gap-4 p-5 sm:p-6')}>
          <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
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

          <p>
            <span
              className={cn(
                'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
                chipTones[state.tone],
              )}
            >
              <span className="sr-only">State: </span>
              {state.text}
            </span>
          </p>
          {!past && <BookingPayment booking={booking} />}
          {!past && openChange && <OpenChangeNotice change={openChange} timezone={booking.timezone} />}

          <ul className="grid gap-2 text-sm text-ink-800 sm:grid-cols-2">
            <IconFact icon={<CalendarDays />}>
              {formatCalendarDate(booking.date, 'short')},{' '}
              {formatZonedTime(booking.startsAt, booking.timezone)}
            </IconFact>
            <IconFact icon={<Users />}>{formatParticipants(booking.participants)}</IconFact>
            <IconFact icon={<MapPinned />} wide>
              {booking.tour.meetingPoint}
            </IconFact>
            {booking.attendance && (
              <IconFact icon={booking.attendance.state === 'checked_in' ? <UserCheck /> : <UserX />} wide>
                {booking.attendance.state === 'checked_in'
                  ? `Checked in at ${formatZonedTime(booking.attendance.at, booking.timezone)}`
                  : 'Marked as no-show'}
              </IconFact>
            )}
          </ul>

          {!past && hasTicket && (
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm">
                {ticketLink}
              </Button>
              {booking.status === 'confirmed' && (
                <AddToCalendarButton bookingId={booking._id} reference={booking.reference} size="sm" />
              )}
            </div>
          )}

          {booking.status === 'cancelled' && booking.cancelledBy !== 'operator' && (
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

          {booking.status === 'cancelled' && booking.cancelledBy === 'operator' && (
            <div className="space-y-3">
              <p className="text-sm text-ink-700">
                <span className="font-semibold text-ink-900">Cancelled by the operator</span>
                {booking.cancellationReason ? ': ' : ''}
                {booking.cancellationReason && <q className="italic">{booking.cancellationReason}</q>}
                {booking.refund?.note && (
                  <span className="mt-1 block">Refund note: {booking.refund.note}</span>
                )}
              </p>
              {booking.rebookedAs ? (
                <RebookedNote rebookedAs={booking.rebookedAs} />
              ) : (
                <RebookOptions booking={booking} />
              )}
            </div>
          )}

          {past && booking.status !== 'cancelled' && (
            <div className="mt-auto flex flex-wrap items-center justify-end gap-3 border-t border-sand-200 pt-4">
              {hasTicket && (
                <Button asChild variant="ghost" size="sm" className="-ml-3 mr-auto">
                  {ticketLink}
                </Button>
              )}
              <Button asChild variant="outline" size="sm">
                <Link to={`/tours/${booking.tour._id}#reviews`}>Write a review</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={`/booking/${booking.tour._id}`}>Book again</Link>
              </Button>
            </div>
          )}

          {cancellable && (
            <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 pt-4">
              <p className="text-sm text-ink-600">
                {isFreeCancellation(booking)
                  ? `Free cancellation until ${formatZonedDateTime(booking.freeCancellationUntil, booking.timezone, 'short')}`
                  : 'The free cancellation period has ended'}
              </p>
              <div className="flex flex-wrap gap-2">
                {movable && (
                  <Button asChild variant="outline" size="sm">
                    <Link to={`/bookings/${booking._id}/reschedule`}>
                      <CalendarSync aria-hidden />
                      Change date
                    </Link>
                  </Button>
                )}
                <Button variant="outline" size="sm" onClick={() => setCancelling(true)}>
                  Cancel booking
                </Button>
              </div>
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
