import type { WaitlistEntry } from '@tabi/contracts';
import type { AccountMailer } from '../../platform/mail/account-mailer.ts';
import { composeMail } from '../../platform/mail/layout.ts';
import { spokenTime } from '../../platform/zoned-time.ts';
import type { Notifier } from './booking-notices.ts';
import { partyText } from './booking-notices.ts';

/**
 * What the waitlist tells a traveller: seats came free and are held for them (a notification and a mail
 * with the link to take them), or the offer lapsed. An offer is worth reading only within its two hours,
 * so an unconfirmed address gets it in the app only. A failure throws: the offer's transaction is undone
 * and made again by the next round.
 */
export function createWaitlistNotices({
  notifier,
  accountMail,
  publicUrl,
  timezone,
}: {
  notifier: Notifier;
  accountMail: AccountMailer;
  publicUrl: string;
  timezone: string;
}) {
  const offerPath = (entry: WaitlistEntry) => `/waitlist/${entry._id}`;
  return {
    async offered(entry: WaitlistEntry): Promise<void> {
      const when = spokenTime(entry.startsAt, timezone);
      const until = entry.offerExpiresAt ? spokenTime(entry.offerExpiresAt, timezone) : '';
      await notifier.notify(entry.traveller._id, {
        type: 'waitlist_offer',
        title: `Seats free: ${entry.tour.title}`,
        body: `${when}, ${partyText(entry.participants)}. Held for you until ${until}.`,
        link: offerPath(entry),
      });
      await accountMail.send(
        entry.traveller._id,
        (to) =>
          composeMail({
            to,
            subject: `Seats are free for you: ${entry.tour.title}, ${when}`,
            body: [
              `Good news: seats came free on ${entry.tour.title}, ${when}, for your party (${partyText(entry.participants)}).`,
              `We hold them for you until ${until}. After that they go to the next traveller in line.`,
              { action: 'Book these seats', href: new URL(offerPath(entry), publicUrl).toString() },
            ],
          }),
        { whenUnconfirmed: 'drop' },
      );
    },

    async expired(entry: WaitlistEntry): Promise<void> {
      await notifier.notify(entry.traveller._id, {
        type: 'waitlist_expired',
        title: `Offer ended: ${entry.tour.title}`,
        body: `The seats held for you on ${spokenTime(entry.startsAt, timezone)} went to the next traveller in line.`,
        link: '/bookings',
      });
    },
  };
}

export type WaitlistNotices = ReturnType<typeof createWaitlistNotices>;
