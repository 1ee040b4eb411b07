import type { Booking } from '@tabi/contracts';
import { Badge } from '../../../ui/badge.tsx';

const statusBadges = {
  pending: { text: 'Awaiting confirmation', variant: 'warning' },
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

/** Status, payment and refund of a booking, each as a badge with its kind spelled out for screen readers. */
export function BookingBadges({ booking }: { booking: Booking }) {
  const status = statusBadges[booking.status];
  const payment = paymentBadges[booking.paymentStatus];
  const refund = booking.refund ? refundBadges[booking.refund.status] : null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Booking state">
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
      {refund && (
        <li>
          <Badge
            variant={refund.variant}
            className={booking.refund?.status === 'denied' ? dangerClasses : undefined}
          >
            {refund.text}
          </Badge>
        </li>
      )}
    </ul>
  );
}
