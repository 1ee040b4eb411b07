import type { Booking, PaymentStatus, refundStatuses } from '@tabi/contracts';
import { Badge } from './badge.tsx';
import { cn } from './cn.ts';

const statusBadges = {
  pending: { text: 'Pending', variant: 'warning' },
  confirmed: { text: 'Confirmed', variant: 'success' },
  completed: { text: 'Completed', variant: 'neutral' },
  cancelled: { text: 'Cancelled', variant: 'neutral' },
} as const;

/** `danger` marks a state someone has to act on (a payment that never came, a refund Stripe refused). */
const paymentBadges = {
  unpaid: { text: 'Unpaid', variant: 'neutral', danger: false },
  pending: { text: 'Awaiting payment', variant: 'warning', danger: false },
  paid: { text: 'Paid', variant: 'success', danger: false },
  partially_refunded: { text: 'Partly refunded', variant: 'primary', danger: false },
  refunded: { text: 'Refunded', variant: 'primary', danger: false },
  failed: { text: 'Payment failed', variant: 'neutral', danger: true },
} as const satisfies Record<PaymentStatus, unknown>;

const refundBadges = {
  requested: { text: 'Refund requested', variant: 'warning', danger: false },
  approved: { text: 'Refund approved', variant: 'success', danger: false },
  denied: { text: 'Refund denied', variant: 'neutral', danger: true },
  failed: { text: 'Refund failed', variant: 'neutral', danger: true },
} as const satisfies Record<RefundStatus, unknown>;

/** A payment status in words, as its badge says it ("Awaiting payment"). */
export const paymentStatusText = (status: PaymentStatus) => paymentBadges[status].text;

type RefundStatus = (typeof refundStatuses)[number];

/** A refund status in words, as its badge says it ("Refund failed"). */
export const refundStatusText = (status: RefundStatus) => refundBadges[status].text;

const dangerClasses = 'bg-danger-50 text-danger-700';

type BookingStateBadgesProps = {
  /** A booking, or a summary of one without its refund (the dashboard's recent bookings). */
  booking: Pick<Booking, 'status' | 'paymentStatus'> & Partial<Pick<Booking, 'refund' | 'payment'>>;
  className?: string;
};

/**
 * Status, payment and refund of a booking for staff, each as a badge with its kind spelled out for screen
 * readers, with whether a refund was asked for outside the free-cancellation window and a chargeback.
 * (A traveller reads one chip that says it all: `travellerState` in the bookings feature.)
 */
export function BookingStateBadges({ booking, className }: BookingStateBadgesProps) {
  const status = statusBadges[booking.status];
  const payment = paymentBadges[booking.paymentStatus];
  const refund = booking.refund;
  const refundBadge = refund ? refundBadges[refund.status] : null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label="State">
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
        <Badge variant={payment.variant} className={payment.danger ? dangerClasses : undefined}>
          <span className="sr-only">Payment: </span>
          {payment.text}
        </Badge>
      </li>
      {refund && refundBadge && (
        <li>
          <Badge variant={refundBadge.variant} className={refundBadge.danger ? dangerClasses : undefined}>
            {refundBadge.text}
            {!refund.withinPolicy && refund.status === 'requested' && ' (late)'}
          </Badge>
        </li>
      )}
      {booking.payment?.dispute && (
        <li>
          <Badge className={dangerClasses}>Disputed</Badge>
        </li>
      )}
    </ul>
  );
}
