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

/** What an admin can do to a booking now. */
export function bookingActions(booking: Booking) {
  return {
    moves: nextStatuses[booking.status],
    // Refunds are decided with approve or deny, never set by hand.
    payment:
      booking.paymentStatus === 'unpaid'
        ? ('paid' as const)
        : booking.paymentStatus === 'paid'
          ? ('unpaid' as const)
          : null,
    refundOpen: booking.refund?.status === 'requested',
  };
}
