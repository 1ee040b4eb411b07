import type { Booking } from '@tabi/contracts';
import type { ReactNode } from 'react';
import { BookingStateBadges } from '../../../../ui/booking-state-badges.tsx';
import { cn } from '../../../../ui/cn.ts';
import { formatParticipants } from '../../../../ui/format-count.ts';
import { formatPrice } from '../../../../ui/format-price.ts';
import { formatCard } from '../../../../ui/payment-format.ts';
import { RelativeTime } from '../../../../ui/relative-time.tsx';
import { TruncatedText } from '../../../../ui/truncated-text.tsx';
import { formatCalendarDate, formatZonedTime } from '../../../../ui/zoned-time.ts';
import { Cell as BaseCell, ResponsiveTable } from '../../shared/components/responsive-table.tsx';
import { type BookingAction, BookingRowActions } from './booking-row-actions.tsx';

type BookingsTableProps = {
  bookings: Booking[];
  /** The bookings whose change is running. */
  busyIds: ReadonlySet<string>;
  onAction: (booking: Booking, action: BookingAction, opener: HTMLElement | null) => void;
  busy?: boolean;
  /** Stripe is on: online payments can be reconciled. */
  payOnline: boolean;
};

/** This table's cell: the shared one, aligned for rows of several lines. */
function Cell(props: { label?: string; children: ReactNode; className?: string }) {
  return <BaseCell {...props} className={cn('align-top', props.className)} />;
}

/**
 * The traveller's and the tour's columns share what the others leave (`max-w-0` lets a table cell
 * shrink below its text): an e-mail is cut there, a name or title wraps, and no other column gives way.
 */
const sharedWidth = 'md:w-1/4 md:max-w-0';

const headers = ['Booking', 'Traveller', 'Tour', 'Departure', 'Guests', 'Total', 'State'];

/**
 * Every booking of a page: a table on wide screens, one card per booking on phones (the same
 * markup, laid out by the screen's width). Departures are shown in the operator's time zone.
 */
export function BookingsTable({ bookings, busyIds, onAction, busy, payOnline }: BookingsTableProps) {
  return (
    <ResponsiveTable caption="Bookings" headers={headers} busy={busy} bodyClassName="max-md:space-y-4">
      {bookings.map((booking) => (
        <tr
          key={booking._id}
          className="max-md:relative max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:rounded-2xl max-md:border max-md:border-sand-200 max-md:bg-white max-md:p-4"
        >
          <Cell className="max-md:col-span-2 max-md:pr-12 md:pl-4">
            <TruncatedText
              text={booking.reference}
              className="max-w-32 font-mono font-semibold text-ink-900"
            />
            <span className="block text-xs text-ink-600">
              Booked <RelativeTime iso={booking.createdAt} />
            </span>
          </Cell>
          <Cell label="Traveller" className={cn('max-md:col-span-2', sharedWidth)}>
            <span className="block font-medium break-words text-ink-900">{booking.contact.name}</span>
            <TruncatedText
              text={booking.contact.email}
              href={`mailto:${booking.contact.email}`}
              className="text-primary-700 hover:underline"
            />
            <span className="block text-xs text-ink-600">{booking.contact.phone}</span>
          </Cell>
          <Cell label="Tour" className={cn('max-md:col-span-2', sharedWidth)}>
            <span className="block font-medium break-words text-ink-900">{booking.tour.title}</span>
            <span className="block text-xs text-ink-600">{booking.tour.city}</span>
          </Cell>
          <Cell label="Departure">
            <span className="block whitespace-nowrap text-ink-900">
              {formatCalendarDate(booking.date, 'short')}
            </span>
            <span className="block text-xs text-ink-600">
              {formatZonedTime(booking.startsAt, booking.timezone)}
            </span>
          </Cell>
          <Cell label="Guests">
            <span className="text-ink-900">{formatParticipants(booking.participants)}</span>
          </Cell>
          <Cell label="Total">
            <span className="font-semibold whitespace-nowrap text-ink-900 tabular-nums">
              {formatPrice(booking.pricing.total, booking.pricing.currency)}
            </span>
            <PaymentFigures booking={booking} payOnline={payOnline} />
          </Cell>
          <Cell label="State" className="max-md:col-span-2">
            <BookingStateBadges booking={booking} className="gap-1.5" />
            {booking.cancellationReason && (
              <p className="mt-1 line-clamp-2 text-xs text-ink-600" title={booking.cancellationReason}>
                Reason: {booking.cancellationReason}
              </p>
            )}
            {booking.refund?.note && (
              <p className="mt-1 line-clamp-2 text-xs text-ink-600" title={booking.refund.note}>
                Refund note: {booking.refund.note}
              </p>
            )}
            {booking.payment?.dispute && (
              <p className="mt-1 text-xs text-danger-700">
                Dispute ({booking.payment.dispute.reason.replaceAll('_', ' ')}):{' '}
                {formatPrice(booking.payment.dispute.amount, booking.payment.currency)},{' '}
                {booking.payment.dispute.status.replaceAll('_', ' ')}
              </p>
            )}
            {booking.refund?.status === 'approved' && booking.refund.unconfirmedSince && (
              <p className="mt-1 text-xs text-warning-700">
                Refund sent, not confirmed yet: Stripe&apos;s answer did not arrive. We ask again every
                minute.
              </p>
            )}
            {booking.refund?.status === 'failed' && (
              <p className="mt-1 text-xs text-danger-700">
                Refund failed: {booking.refund.failureReason ?? 'no reason given'}
              </p>
            )}
          </Cell>
          <td className="align-top max-md:absolute max-md:top-3 max-md:right-3 md:py-2 md:pr-4 md:pl-3 md:text-right">
            <BookingRowActions
              booking={booking}
              busy={busyIds.has(booking._id)}
              payOnline={payOnline}
              onAction={onAction}
            />
          </td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}

/**
 * Under the total, what moved online: the hold, what was paid and with which card, what went back.
 * With Stripe on, a booking made before it (paid to the guide) says so.
 */
function PaymentFigures({ booking, payOnline }: { booking: Booking; payOnline: boolean }) {
  const payment = booking.payment;
  const line = 'block text-xs whitespace-nowrap';
  if (!payment) return payOnline ? <span className={cn(line, 'text-ink-600')}>In person</span> : null;
  const money = (amount: number) => formatPrice(amount, payment.currency);
  return (
    <>
      {payment.holdExpiresAt && booking.paymentStatus === 'pending' && (
        <span className={cn(line, 'text-ink-600')}>
          Held until {formatZonedTime(payment.holdExpiresAt, booking.timezone)}
        </span>
      )}
      {payment.amountPaid > 0 && (
        <span className={cn(line, 'text-ink-700')}>Paid {money(payment.amountPaid)} online</span>
      )}
      {payment.card && <span className={cn(line, 'text-ink-600')}>{formatCard(payment.card)}</span>}
      {payment.amountRefunded > 0 && (
        <span className={cn(line, 'text-ink-700')}>Refunded {money(payment.amountRefunded)}</span>
      )}
      {refundedOutside(booking) && (
        <span className={cn(line, 'font-semibold text-warning-700')}>Refunded in Stripe: decide</span>
      )}
    </>
  );
}

/** Money went back (in Stripe's dashboard) with no refund decided here, while the booking still runs. */
const refundedOutside = (booking: Booking) =>
  (booking.payment?.amountRefunded ?? 0) > 0 &&
  booking.refund === null &&
  (booking.status === 'confirmed' || booking.status === 'pending');
