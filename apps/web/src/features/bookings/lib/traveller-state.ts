import type { Booking } from '@tabi/contracts';

export type TravellerState = {
  text: string;
  /** `attention`: the traveller has something to do or to know (a payment, a delayed or denied refund). */
  tone: 'good' | 'waiting' | 'attention' | 'quiet';
};

/** What happened to the money of a cancelled booking, in the words a traveller uses. */
function afterCancelling(booking: Booking): TravellerState {
  if (booking.paymentStatus === 'refunded') return { text: 'Cancelled · refunded', tone: 'quiet' };
  if (booking.paymentStatus === 'partially_refunded')
    return { text: 'Cancelled · partly refunded', tone: 'quiet' };
  switch (booking.refund?.status) {
    case 'requested':
      return { text: 'Cancelled · refund requested', tone: 'waiting' };
    case 'approved':
      return { text: 'Cancelled · refund on its way', tone: 'waiting' };
    case 'failed':
      return { text: 'Cancelled · refund delayed', tone: 'attention' };
    case 'denied':
      return { text: 'Cancelled · no refund', tone: 'attention' };
    default:
      return { text: 'Cancelled', tone: 'quiet' };
  }
}

/**
 * A booking's state as one chip for its traveller, where staff see status, payment and refund apart
 * (`BookingStateBadges`): "Confirmed · paid", "Awaiting payment", "Cancelled · refunded".
 */
export function travellerState(booking: Booking): TravellerState {
  if (booking.status === 'cancelled') return afterCancelling(booking);
  if (booking.paymentStatus === 'failed') return { text: 'Payment failed', tone: 'attention' };
  if (booking.status === 'pending')
    return booking.paymentStatus === 'pending'
      ? { text: 'Awaiting payment', tone: 'attention' }
      : { text: 'Awaiting confirmation', tone: 'waiting' };
  if (booking.status === 'completed') return { text: 'Completed', tone: 'quiet' };
  if (booking.paymentStatus === 'paid') return { text: 'Confirmed · paid', tone: 'good' };
  if (booking.paymentStatus === 'unpaid')
    return { text: 'Confirmed · pay at the meeting point', tone: 'good' };
  return { text: 'Confirmed', tone: 'good' };
}
