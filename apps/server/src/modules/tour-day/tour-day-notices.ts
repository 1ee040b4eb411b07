import { company, type NotificationInput } from '@tabi/contracts';
import type { AccountMailer } from '../../platform/mail/account-mailer.ts';
import { composeMail } from '../../platform/mail/layout.ts';
import { spokenTime } from '../../platform/zoned-time.ts';
import type { NoticeRow } from './tour-day.repository.ts';

/** The notifications feature, as app.ts hands it over (features never import each other). */
export type Notify = (userId: string, notice: NotificationInput) => Promise<unknown>;

/** The meeting point on a map: a search, so any address a tour gives finds its place. */
export const mapUrl = (meetingPoint: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(meetingPoint)}`;

const party = ({ adults, children }: Pick<NoticeRow, 'adults' | 'children'>) =>
  [
    `${adults} adult${adults === 1 ? '' : 's'}`,
    children ? `${children} child${children === 1 ? '' : 'ren'}` : '',
  ]
    .filter(Boolean)
    .join(', ');

/**
 * The two messages of the day of the tour, each as a notification in the app and a mail to the account's
 * confirmed address (none while it is not confirmed: see `timely`): the reminder before the start (when,
 * where, what to bring, how to reach us, the ticket) and, once the tour is over, the request for a
 * review. A failure throws, so the round that claimed the booking leaves it unmarked and tries again.
 */
export function createTourDayNotices({
  notify,
  accountMail,
  publicUrl,
  timezone,
}: {
  notify: Notify;
  accountMail: AccountMailer;
  publicUrl: string;
  timezone: string;
}) {
  const address = (path: string) => new URL(path, publicUrl).toString();
  // Worth reading only on time: an address confirmed after the tour does not get them then.
  const timely = { whenUnconfirmed: 'drop' } as const;

  return {
    async reminder(booking: NoticeRow): Promise<void> {
      const when = spokenTime(booking.startsAt, timezone);
      const ticketPath = `/bookings/${booking.id}/ticket`;
      await notify(booking.userId, {
        type: 'tour_reminder',
        title: `Coming up: ${booking.tourTitle}`,
        body: `${when}. Meet at ${booking.meetingPoint}. Reference ${booking.reference}.`,
        link: ticketPath,
      });
      await accountMail.send(
        booking.userId,
        (to) =>
          composeMail({
            to,
            subject: `Reminder: ${booking.tourTitle}, ${when} · ${booking.reference}`,
            body: [
              `Your tour is coming up: ${booking.tourTitle}, ${when}. Please be at the meeting point 10 minutes before the start.`,
              {
                facts: [
                  ['Reference', booking.reference],
                  ['Date', when],
                  ['Meeting point', booking.meetingPoint],
                  ['Map', mapUrl(booking.meetingPoint)],
                  ['Travellers', party(booking)],
                ],
              },
              [
                'What to bring: your ticket (on your phone or printed), comfortable shoes, water, and the weather’s layers.',
                ...(booking.excluded.length > 0 ? [`Not included: ${booking.excluded.join('; ')}.`] : []),
              ].join('\n'),
              `Running late or need help? Call us on ${company.phone}, write to ${company.email}, or chat with us on the site.`,
              { action: 'Open your ticket', href: address(ticketPath) },
            ],
          }),
        timely,
      );
    },

    async reviewRequest(booking: NoticeRow): Promise<void> {
      const reviewPath = `/tours/${booking.tourId}#reviews`;
      await notify(booking.userId, {
        type: 'review_request',
        title: `How was ${booking.tourTitle}?`,
        body: 'Your review helps other travellers choose, and tells our guides what worked.',
        link: reviewPath,
      });
      await accountMail.send(
        booking.userId,
        (to) =>
          composeMail({
            to,
            subject: `How was ${booking.tourTitle}? · ${booking.reference}`,
            body: [
              `Thank you for travelling with us on ${booking.tourTitle}. We hope you had a wonderful day.`,
              'Would you tell other travellers how it was? A few words help them choose, and tell our guides what worked.',
              { action: 'Write a review', href: address(reviewPath) },
              'You can turn these reminders off in your profile.',
            ],
          }),
        timely,
      );
    },
  };
}

export type TourDayNotices = ReturnType<typeof createTourDayNotices>;
