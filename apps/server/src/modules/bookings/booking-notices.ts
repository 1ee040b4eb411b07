import { type Booking, type NotificationType, policy } from '@tabi/contracts';
import type { BackgroundTasks } from '../../platform/background-tasks.ts';
import type { AccountMailer } from '../../platform/mail/account-mailer.ts';
import { composeMail } from '../../platform/mail/layout.ts';
import { spokenTime } from '../../platform/zoned-time.ts';
import { bookingCalendarFile, type CalendarMethod, calendarFileName } from './booking-calendar.ts';
import type { BookingEvents } from './bookings.service.ts';

type Notice = { type: NotificationType; title: string; body: string; link: string };

/** The notifications feature, as app.ts hands it over (features never import each other). */
export type Notifier = {
  notify: (userId: string, notice: Notice) => Promise<unknown>;
  notifyAdmins: (notice: Notice) => Promise<unknown>;
};

type Deps = {
  notifier: Notifier;
  /** Booking mail goes to the account's confirmed address, never to the contact typed in the booking. */
  accountMail: AccountMailer;
  publicUrl: string;
  timezone: string;
  /** Notices leave after the answer; the server's close waits for them. */
  background: BackgroundTasks;
};

/** "2 adults, 1 child". */
export const partyText = ({ adults, children }: { adults: number; children: number }) =>
  [
    `${adults} adult${adults === 1 ? '' : 's'}`,
    children ? `${children} child${children === 1 ? '' : 'ren'}` : '',
  ]
    .filter(Boolean)
    .join(', ');

export const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

/**
 * How every booking notice is written and sent: the mail layout with the booking's facts, the in-app
 * notification, and delivery after the answer (a slow mail server or a failed push never fails a
 * booking). Shared by the booking notices below and the online payment's (payment-notices.ts).
 */
export function createNoticeKit({ notifier, accountMail, publicUrl, timezone, background }: Deps) {
  const link = new URL('/bookings', publicUrl).toString();
  // "Saturday 5 December 2026 at 09:00 JST": the operator's clock, labelled as everywhere else.
  const when = (booking: Booking) => spokenTime(booking.startsAt, timezone);
  const ticketLink = (booking: Booking) => new URL(`/bookings/${booking._id}/ticket`, publicUrl).toString();

  /** The booking's calendar event, for a mail: what the traveller's calendar adds, updates or removes. */
  const calendarAttachment = (booking: Booking, method: CalendarMethod) => ({
    filename: calendarFileName(booking),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: bookingCalendarFile(booking, { method, publicUrl, startText: when(booking) }),
  });

  /**
   * Mails the booking's traveller at their account's confirmed address, greeted by the account's name
   * (held until the address is confirmed). The booking's contact is for the guide, never a recipient:
   * whatever was typed there cannot make the product write to someone else. A mail that confirms the
   * booking leads to its ticket and carries its calendar event; a cancellation carries the event's
   * cancellation.
   */
  function mailTraveller(
    booking: Booking,
    subject: string,
    lines: string[],
    { facts = [], calendar }: { facts?: (readonly [string, string])[]; calendar?: CalendarMethod } = {},
  ): Promise<void> {
    const ticket = calendar === 'REQUEST';
    return accountMail.send(booking.user._id, (to) => ({
      ...composeMail({
        to,
        subject: `${subject} · ${booking.reference}`,
        body: [
          ...lines,
          {
            facts: [
              ['Reference', booking.reference],
              ['Tour', booking.tour.title],
              ['Date', when(booking)],
              ['Meeting point', booking.tour.meetingPoint],
              ['Travellers', partyText(booking.participants)],
              ['Total', money(booking.pricing.total, booking.pricing.currency)],
              ...facts,
            ],
          },
          ticket
            ? { action: 'Open your ticket', href: ticketLink(booking) }
            : { action: 'See your bookings', href: link },
        ],
      }),
      ...(calendar ? { attachments: [calendarAttachment(booking, calendar)] } : {}),
    }));
  }

  /** Sends in the background; failures are logged with the booking they were about. */
  function deliver(booking: Booking, work: (() => Promise<unknown>)[]) {
    for (const task of work)
      background.run(task, 'a booking notice could not be delivered', { bookingId: booking._id });
  }

  const tell = (booking: Booking, notice: Omit<Notice, 'link'>) =>
    notifier.notify(booking.user._id, { ...notice, link: '/bookings' });

  return { when, mailTraveller, deliver, tell, notifier, ticketLink };
}

export type NoticeKit = ReturnType<typeof createNoticeKit>;

/** What was paid online, with which card, and Stripe's receipt: the confirmation's payment facts. */
function paymentFacts({ payment }: Booking): (readonly [string, string])[] {
  if (!payment?.paidAt) return [];
  const card = payment.card
    ? ` by ${payment.card.brand.charAt(0).toUpperCase()}${payment.card.brand.slice(1)} ending ${payment.card.last4}`
    : '';
  return [
    ['Paid', `${money(payment.amountPaid, payment.currency)}${card}`],
    ...(payment.receiptUrl ? [['Receipt', payment.receiptUrl] as const] : []),
  ];
}

/**
 * Tells travellers (and, for refund requests, admins) what happened to a booking: a notification in the
 * app and an e-mail with the reference, date, meeting point and a link.
 */
export function createBookingNotices(kit: NoticeKit): BookingEvents {
  const { when, mailTraveller, deliver, tell, notifier } = kit;
  return {
    /** Paid at the meeting point: when booked. Paid online: once Stripe says it is paid. */
    created(booking) {
      const confirmed = booking.status === 'confirmed';
      const paidOnline = Boolean(booking.payment?.paidAt);
      const payLine = paidOnline ? 'Your payment is received.' : 'Payment is made at the meeting point.';
      deliver(booking, [
        () =>
          tell(booking, {
            type: paidOnline ? 'payment_received' : confirmed ? 'booking_confirmed' : 'booking_created',
            title: paidOnline
              ? confirmed
                ? 'Payment received: booking confirmed'
                : 'Payment received'
              : confirmed
                ? 'Booking confirmed'
                : 'Booking received',
            body: `${booking.tour.title}, ${when(booking)}. Reference ${booking.reference}.`,
          }),
        () =>
          mailTraveller(
            booking,
            confirmed ? 'Your booking is confirmed' : 'We received your booking',
            [
              confirmed
                ? `Your place is confirmed. ${payLine}`
                : `We received your booking and will confirm it shortly. ${payLine}`,
              `Free cancellation up to ${policy.freeCancellationHours} hours before the start.`,
              ...(confirmed
                ? ['Show your ticket at the meeting point; the attached file adds the tour to your calendar.']
                : []),
            ],
            { facts: paymentFacts(booking), ...(confirmed ? { calendar: 'REQUEST' as const } : {}) },
          ),
      ]);
    },

    statusChanged(booking) {
      if (booking.status === 'confirmed')
        deliver(booking, [
          () =>
            tell(booking, {
              type: 'booking_confirmed',
              title: 'Booking confirmed',
              body: `${booking.tour.title}, ${when(booking)}. Reference ${booking.reference}.`,
            }),
          () =>
            mailTraveller(
              booking,
              'Your booking is confirmed',
              [
                'Your place is confirmed. See you there!',
                'Show your ticket at the meeting point; the attached file adds the tour to your calendar.',
              ],
              { calendar: 'REQUEST' },
            ),
        ]);
      // A completed booking hears from the tour-day rounds: the review request, once its departure ends.
    },

    cancelled(booking, by) {
      const refund = booking.refund?.status === 'requested';
      const lines = [
        by === 'traveller'
          ? 'Your booking is cancelled, as you asked.'
          : 'We had to cancel your booking. We are sorry.',
        ...(booking.cancellationReason ? [`Reason: ${booking.cancellationReason}`] : []),
        ...(refund
          ? [
              booking.refund?.withinPolicy
                ? 'Your refund has been requested; you will hear from us once it is processed.'
                : 'The cancellation came less than 24 hours before the start; our team will review your refund request.',
            ]
          : []),
      ];
      deliver(booking, [
        () =>
          tell(booking, {
            type: 'booking_cancelled',
            title: 'Booking cancelled',
            body: `${booking.tour.title}, ${when(booking)}. Reference ${booking.reference}.`,
          }),
        () => mailTraveller(booking, 'Your booking is cancelled', lines, { calendar: 'CANCEL' }),
        ...(refund
          ? [
              () =>
                notifier.notifyAdmins({
                  type: 'refund_requested',
                  title: `Refund requested: ${booking.reference}`,
                  body: `${booking.contact.name} cancelled ${booking.tour.title} (${booking.date})${booking.refund?.withinPolicy ? '' : ', outside the free-cancellation window'}.`,
                  link: '/admin/bookings',
                }),
            ]
          : []),
      ]);
    },

    refundDecided(booking) {
      const approved = booking.refund?.status === 'approved';
      const note = booking.refund?.note;
      // An online refund states what the admin approved; one paid on the spot, the whole price.
      const amount = money(booking.refund?.amount ?? booking.pricing.total, booking.pricing.currency);
      deliver(booking, [
        () =>
          tell(booking, {
            type: approved ? 'refund_approved' : 'refund_denied',
            title: approved ? 'Refund approved' : 'Refund denied',
            body: `${booking.reference}: ${approved ? `your payment${booking.refund?.amount == null ? '' : ` of ${amount}`} will be returned.` : (note ?? 'see the details in your bookings.')}`,
          }),
        () =>
          mailTraveller(booking, approved ? 'Your refund is approved' : 'About your refund request', [
            approved
              ? `Your refund of ${amount} is approved and on its way.`
              : 'We are sorry: your refund request was not approved.',
            ...(note ? [`Note from our team: ${note}`] : []),
          ]),
      ]);
    },
  };
}
