import { type Booking, toMajorUnits } from '@tabi/contracts';
import { money, type NoticeKit } from './booking-notices.ts';

/** What online payment tells travellers and admins, beyond the booking's own notices. */
export type PaymentNotices = ReturnType<typeof createPaymentNotices>;

const adminLink = '/admin/bookings';

export function createPaymentNotices({ when, mailTraveller, deliver, tell, notifier }: NoticeKit) {
  const stated = (booking: Booking, minor: number) => money(toMajorUnits(minor), booking.pricing.currency);
  const trip = (booking: Booking) =>
    `${booking.tour.title}, ${when(booking)}. Reference ${booking.reference}.`;

  return {
    /** The hold ended unpaid: the seats went back. */
    released(booking: Booking) {
      deliver(booking, [
        () =>
          tell(booking, {
            type: 'payment_failed',
            title: 'Booking released: payment not completed',
            body: trip(booking),
          }),
        () =>
          mailTraveller(booking, 'Your booking was released', [
            'We did not receive your payment in time, so we released the seats we were holding for you. Nothing was charged.',
            'You are welcome to book again if seats are still free.',
          ]),
      ]);
    },

    /** A payment came after its seats were gone (or the booking was cancelled): all of it goes back. */
    refundedLatePayment(booking: Booking) {
      const amount = money(booking.refund?.amount ?? 0, booking.pricing.currency);
      deliver(booking, [
        () =>
          tell(booking, {
            type: 'refund_approved',
            title: 'Payment refunded: booking not held',
            body: `${booking.reference}: your payment of ${amount} arrived after the booking ended; it is being returned in full.`,
          }),
        () =>
          mailTraveller(booking, 'Your payment is being refunded', [
            `Your payment of ${amount} arrived after the booking had ended, and its seats are no longer held for you. We are returning it in full to your card.`,
          ]),
      ]);
    },

    /** Stripe returned money to the card (`amountMinor`: this time). */
    refundCompleted(booking: Booking, amountMinor: number) {
      const amount = stated(booking, amountMinor);
      deliver(booking, [
        () =>
          tell(booking, {
            type: 'refund_completed',
            title: 'Refund sent',
            body: `${booking.reference}: ${amount} is on its way back to your card.`,
          }),
        () =>
          mailTraveller(booking, 'Your refund is on its way', [
            `We returned ${amount} to the card you paid with. Banks usually show it within 5 to 10 days.`,
          ]),
      ]);
    },

    /**
     * Money went back to the card without a refund decided here (in Stripe's dashboard) while the booking
     * still runs: staff decide whether it is cancelled or the money is due again.
     */
    refundedOutside(booking: Booking, amountMinor: number) {
      deliver(booking, [
        () =>
          notifier.notifyAdmins({
            type: 'refund_outside',
            title: `Refunded in Stripe: ${booking.reference}`,
            body: `${stated(booking, amountMinor)} went back to the card in Stripe, but ${booking.tour.title} (${booking.date}) is still ${booking.status}. Cancel the booking, or settle the payment with the traveller.`,
            link: `${adminLink}?q=${booking.reference}`,
          }),
      ]);
    },

    refundFailed(booking: Booking) {
      deliver(booking, [
        () =>
          notifier.notifyAdmins({
            type: 'refund_failed',
            title: `Refund failed: ${booking.reference}`,
            body: `${booking.refund?.failureReason ?? 'Stripe did not complete the refund.'} Approve it again to retry.`,
            link: adminLink,
          }),
      ]);
    },

    disputed(booking: Booking) {
      const dispute = booking.payment?.dispute;
      deliver(booking, [
        () =>
          notifier.notifyAdmins({
            type: 'payment_disputed',
            title: `Payment disputed: ${booking.reference}`,
            body: `${booking.contact.name}'s bank disputes ${dispute ? money(dispute.amount, booking.pricing.currency) : 'the payment'} for ${booking.tour.title} (${booking.date})${dispute ? `: ${dispute.reason}` : ''}.`,
            link: adminLink,
          }),
      ]);
    },
  };
}
