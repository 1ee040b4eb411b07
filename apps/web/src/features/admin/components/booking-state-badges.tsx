import type { Booking } from '@tabi/contracts';
import { Badge } from '../../../ui/badge.tsx';
import { cn } from '../../../ui/cn.ts';

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

/** Status, payment and refund of a booking, each named for screen readers. */
export function BookingStateBadges({ booking, className }: { booking: Booking; className?: string }) {
  const status = statusBadges[booking.status];
  const payment = paymentBadges[booking.paymentStatus];
  const refund = booking.refund ? refundBadges[booking.refund.status] : null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="State">
      <li>
        <Badge
          variant={status.variant}
          className={booking.status === 'cancelled' ? dangerClasses : undefined}
        >
          <span className="sr-only">Status: </span>
          {status.text}
        </Badge>
      </li>
      <li>
        <Badge variant={payment.variant}>
          <span className="sr-only">Payment: </span>
          {payment.text}
        </Badge>
      </li>
      {refund && booking.refund && (
        <li>
          <Badge
            variant={refund.variant}
            className={booking.refund.status === 'denied' ? dangerClasses : undefined}
          >
            {refund.text}
            {!booking.refund.withinPolicy && booking.refund.status === 'requested' && ' (late)'}
          </Badge>
        </li>
      )}
    </ul>
  );
}
