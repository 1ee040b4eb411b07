import type { Booking } from '@tabi/contracts';

/**
 * What the payment page says about a booking, from what the server knows only (never from Stripe's
 * redirect, which anyone can type): `paid` once a verified webhook said so, `confirming` while the
 * traveller came back from paying and the server has not heard yet, `unfinished` when they left
 * Stripe's page without paying (the seats still held), `released` when the hold ended unpaid,
 * `refunded` when money went back, `offline` for a booking paid at the meeting point.
 */
export type PaymentProgress = 'paid' | 'confirming' | 'unfinished' | 'released' | 'refunded' | 'offline';

export function paymentProgress(
  booking: Pick<Booking, 'status' | 'paymentStatus' | 'payment'>,
  leftStripe: boolean,
): PaymentProgress {
  if (!booking.payment) return 'offline';
  switch (booking.paymentStatus) {
    case 'paid':
      return 'paid';
    case 'refunded':
    case 'partially_refunded':
      return 'refunded';
    case 'pending':
      if (booking.status === 'cancelled') return 'released';
      return leftStripe ? 'unfinished' : 'confirming';
    default:
      return 'released';
  }
}

/** How long the page keeps asking before it says the confirmation is late (Stripe usually takes seconds). */
export const paymentWaitMs = 2 * 60_000;
