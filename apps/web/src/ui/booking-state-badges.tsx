import type { Booking } from '@tabi/contracts';
import { Badge } from './badge.tsx';
import { cn } from './cn.ts';

const statusBadges = {
  pending: { text: 'Pending', variant: 'warning' },
  confirmed: { text: 'Confirmed', variant: 'success' },
  completed: { text: 'Completed', variant: 'neutral' },
  cancelled: { text: 'Cancelled', variant: 'neutral' },
} as const;

const paymentBadges = {
  unpaid: { text: 'Unpaid', variant: 'neutral' },
  paid: { text: 'Paid', variant: 'success' },
  refunded: { text: 'Refunded', variant: 'primary' },
} as const;

const refundBadges = {
  requested: { text: 'Refund requested', variant: 'warning' },
  approved: { text: 'Refund approved', variant: 'success' },
  denied: { text: 'Refund denied', variant: 'neutral' },
} as const;

const dangerClasses = 'bg-danger-50 text-danger-700';

/**
 * Who reads the badges. The traveller's pending booking is "Awaiting confirmation"; the operator
 * sees "Pending", and whether a refund was asked for outside the free-cancellation window.
 */
const views = {
  traveller: { label: 'Booking state', pending: 'Awaiting confirmation', markLateRefunds: false },
  operator: { label: 'State', pending: 'Pending', markLateRefunds: true },
} as const;

type BookingStateBadgesProps = {
  /** A booking, or a summary of one without its refund (the dashboard's recent bookings). */
  booking: Pick<Booking, 'status' | 'paymentStatus'> & Partial<Pick<Booking, 'refund'>>;
  view: keyof typeof views;
  className?: string;
};

/** Status, payment and refund of a booking, each as a badge with its kind spelled out for screen readers. */
export function BookingStateBadges({ booking, view, className }: BookingStateBadgesProps) {
  const { label, pending, markLateRefunds } = views[view];
  const status = statusBadges[booking.status];
  const payment = paymentBadges[booking.paymentStatus];
  const refund = booking.refund;
  const refundBadge = refund ? refundBadges[refund.status] : null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label={label}>
      <li>
        <Badge
          variant={status.variant}
          className={booking.status === 'cancelled' ? dangerClasses : undefined}
        >
          <span className="sr-only">Status: </span>
          {booking.status === 'pending' ? pending : status.text}
        </Badge>
      </li>
      <li>
        <Badge variant={payment.variant}>
          <span className="sr-only">Payment: </span>
          {payment.text}
        </Badge>
      </li>
      {refund && refundBadge && (
        <li>
          <Badge
            variant={refundBadge.variant}
            className={refund.status === 'denied' ? dangerClasses : undefined}
          >
            {refundBadge.text}
            {markLateRefunds && !refund.withinPolicy && refund.status === 'requested' && ' (late)'}
          </Badge>
        </li>
      )}
    </ul>
  );
}
