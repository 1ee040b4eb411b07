import type { Booking } from '@tabi/contracts';
import type { BookingStatus } from './booking-filters.ts';

/**
 * The status moves an admin may make, as the server allows them (bookings.service.ts): anything else
 * answers 409. Completed and cancelled bookings are final.
 */
export type BookingMove = Exclude<BookingStatus, 'pending'>;

export const nextStatuses: Record<BookingStatus, readonly BookingMove[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const statusLabels: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** What each move is called on its button. */
export const moveLabels: Record<BookingMove, string> = {
  confirmed: 'Confirm booking',
  completed: 'Mark completed',
  cancelled: 'Cancel booking',
};

/**
 * What an admin can do to a booking now. `payOnline`: Stripe is on, so a booking paid online can be
 * reconciled with it. Only a booking without an online payment is marked paid or unpaid by hand (an
 * online one follows Stripe); refunds are decided with approve or deny (or retried), never set by hand.
 */
export function bookingActions(booking: Booking, payOnline: boolean) {
  const manual = !booking.payment;
  return {
    moves: nextStatuses[booking.status],
    payment:
      manual && booking.paymentStatus === 'unpaid'
        ? ('paid' as const)
        : manual && booking.paymentStatus === 'paid'
          ? ('unpaid' as const)
          : null,
    refundOpen: booking.refund?.status === 'requested',
    /** Stripe refused the approved refund (a closed card): the same refund can be sent again. */
    refundFailed: booking.refund?.status === 'failed',
    reconcile: payOnline && !manual,
  };
}

/**
 * Whether the admin chooses how much goes back: only for money paid online, and a cancellation outside
 * the free window (inside it, the refund is always in full).
 */
export function refundsInPart(booking: Booking) {
  return booking.payment !== null && booking.refund?.withinPolicy === false;
}
