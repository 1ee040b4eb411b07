import type { Booking } from '@tabi/contracts';
import { format, parseISO } from 'date-fns';
import { money, type NoticeKit } from './booking-notices.ts';

const readable = (date: string) => format(parseISO(date), 'EEE d MMM');

/**
 * What a traveller hears when the operator calls their departure off: why, that the money comes back in
 * full, and the next dates they can rebook in one step from My bookings. The mail carries the calendar
 * event's cancellation.
 */
export function departureCancellationNotice({ when, mailTraveller, tell }: NoticeKit) {
  return async (booking: Booking, nextDates: string[]) => {
    const paid = booking.refund?.status === 'approved';
    const refund = paid
      ? booking.payment?.paidAt
        ? `Your payment of ${money(booking.refund?.amount ?? booking.pricing.total, booking.pricing.currency)} is refunded in full to your card.`
        : 'What you paid is refunded in full.'
      : 'Nothing was charged.';
    const offer = nextDates.length
      ? `Rebook the same tour for your party in one step from My bookings, for example on ${nextDates.map(readable).join(', ')}.`
      : 'No other date has room for your party in the next two months; we are sorry.';
    await tell(booking, {
      type: 'booking_cancelled',
      title: 'Your departure is cancelled',
      body: `${booking.tour.title}, ${when(booking)}: ${booking.cancellationReason ?? 'cancelled by the operator'}. ${refund}`,
    });
    await mailTraveller(
      booking,
      'Your tour is cancelled',
      [
        `We are sorry: we had to cancel your tour on ${when(booking)}.`,
        ...(booking.cancellationReason ? [`Reason: ${booking.cancellationReason}`] : []),
        refund,
        offer,
      ],
      { calendar: 'CANCEL' },
    );
  };
}
