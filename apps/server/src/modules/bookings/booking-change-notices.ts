import type { BookingChange } from '@tabi/contracts';
import { spokenTime } from '../../platform/zoned-time.ts';
import type { BookingChangeEvents } from './booking-changes.service.ts';
import { money, type NoticeKit, partyText as party } from './booking-notices.ts';

/**
 * What a date change tells the traveller (and, for a late request, staff): a notification and a mail.
 * A moved booking's mail carries its calendar event again, same UID and a higher SEQUENCE, so the
 * traveller's calendar moves the tour instead of adding a second one.
 */
export function createBookingChangeNotices(kit: NoticeKit, timezone: string): BookingChangeEvents {
  const { when, mailTraveller, deliver, tell, notifier } = kit;
  const at = (change: BookingChange, side: 'from' | 'to') => spokenTime(change[side].startsAt, timezone);
  const difference = (change: BookingChange) => {
    const { difference: amount, currency } = change.pricing;
    if (amount === 0) return 'The price stays the same.';
    if (change.settlement === 'refund') return `${money(-amount, currency)} goes back to your card.`;
    if (change.settlement === 'checkout') return `You paid the difference of ${money(amount, currency)}.`;
    return amount > 0
      ? `The new total is ${money(change.pricing.newTotal, currency)}: pay ${money(amount, currency)} more at the meeting point.`
      : `The new total is ${money(change.pricing.newTotal, currency)} (${money(-amount, currency)} less).`;
  };

  return {
    moved(booking, change) {
      deliver(booking, [
        () =>
          tell(booking, {
            type: 'booking_rescheduled',
            title: 'Booking moved',
            body: `${booking.tour.title} is now on ${when(booking)} (was ${at(change, 'from')}). Reference ${booking.reference}.`,
          }),
        () =>
          mailTraveller(
            booking,
            'Your booking has a new date',
            [
              `Your booking moved from ${at(change, 'from')} to ${when(booking)}, for ${party(change.to.participants)}.`,
              difference(change),
              'Your ticket has a new code: the old one no longer works. The attached file moves the tour in your calendar.',
            ],
            { calendar: booking.status === 'confirmed' ? 'REQUEST' : undefined },
          ),
      ]);
    },

    requested(booking, change) {
      deliver(booking, [
        () =>
          tell(booking, {
            type: 'reschedule_requested',
            title: 'Date change requested',
            body: `${booking.reference}: we will tell you once the operator decides on ${at(change, 'to')}. Your booking keeps its date until then.`,
          }),
        () =>
          notifier.notifyAdmins({
            type: 'reschedule_requested',
            title: `Date change requested: ${booking.reference}`,
            body: `${change.traveller.name} asks to move ${booking.tour.title} from ${change.from.date} to ${change.to.date} (${party(change.to.participants)}), inside the last day before the start.`,
            link: '/admin/bookings',
          }),
      ]);
    },

    denied(booking, change) {
      deliver(booking, [
        () =>
          tell(booking, {
            type: 'reschedule_denied',
            title: 'Date change not possible',
            body: `${booking.reference}: ${change.decisionNote ?? 'the operator could not move your booking.'} Your booking stays on ${when(booking)}.`,
          }),
        () =>
          mailTraveller(booking, 'About your date change', [
            `We are sorry: your booking cannot move to ${at(change, 'to')}.`,
            ...(change.decisionNote ? [`Note from our team: ${change.decisionNote}`] : []),
            `Your booking stays on ${when(booking)}.`,
          ]),
      ]);
    },

    paymentDue(booking, change) {
      const amount = money(change.pricing.difference, change.pricing.currency);
      const until = change.payment?.holdExpiresAt ? spokenTime(change.payment.holdExpiresAt, timezone) : null;
      deliver(booking, [
        () =>
          tell(booking, {
            type: 'reschedule_payment_due',
            title: 'Date change approved: pay the difference',
            body: `${booking.reference}: pay ${amount} to move to ${at(change, 'to')}${until ? ` (seats held until ${until})` : ''}.`,
          }),
        () =>
          mailTraveller(booking, 'Your date change is approved', [
            `The operator approved moving your booking to ${at(change, 'to')}. The new date costs ${amount} more.`,
            `Pay the difference from My bookings${until ? ` before ${until}` : ''}; the seats are held for you until then, and your booking keeps its date if it is not paid.`,
          ]),
      ]);
    },

    lapsed(booking, change) {
      deliver(booking, [
        () =>
          tell(booking, {
            type: 'reschedule_denied',
            title: 'Date change ended',
            body: `${booking.reference}: ${change.decisionNote ?? 'the date change ended.'} Your booking stays on ${when(booking)}.`,
          }),
      ]);
    },
  };
}
