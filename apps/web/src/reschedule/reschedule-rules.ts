import type { Booking } from '@tabi/contracts';

/**
 * Whether a booking can move to another date, as the server allows it: pending or confirmed, not
 * started, not waiting for its first online payment (that booking is paid or let go first), with no
 * refund being settled and no disputed payment. The server still refuses one with a change open (409).
 */
export function canReschedule(
  booking: Pick<Booking, 'status' | 'paymentStatus' | 'startsAt' | 'refund' | 'payment'>,
  now = Date.now(),
) {
  return (
    (booking.status === 'pending' || booking.status === 'confirmed') &&
    booking.paymentStatus !== 'pending' &&
    booking.refund?.status !== 'requested' &&
    booking.refund?.status !== 'failed' &&
    !booking.payment?.dispute &&
    Date.parse(booking.startsAt) > now
  );
}
