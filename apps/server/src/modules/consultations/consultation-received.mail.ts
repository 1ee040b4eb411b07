import { TZDate } from '@date-fns/tz';
import { type Consultation, company, zoneAbbreviation } from '@tabi/contracts';
import { format } from 'date-fns';
import type { AccountMail } from '../../platform/mail/account-mailer.ts';
import { composeMail } from '../../platform/mail/layout.ts';

/**
 * "Thursday, 20 June 2030 at 10:30 JST": the requested slot as the operator's clock reads it, labelled
 * with the zone as every time is, since the traveller is often elsewhere.
 */
export function describeSlot(date: string, time: string, timezone: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const slot = new TZDate(year, month - 1, day, hours, minutes, timezone);
  return `${format(slot, "EEEE, d MMMM yyyy 'at' HH:mm")} ${zoneAbbreviation(timezone, slot)}`;
}

/**
 * The acknowledgment a signed-in traveller receives at their account's address after asking for a
 * consultation: what they asked and who we are.
 */
export function consultationReceivedMail(consultation: Consultation, timezone: string): AccountMail {
  const slot = describeSlot(consultation.preferredDate, consultation.preferredTime, timezone);
  return (to) =>
    composeMail({
      to,
      subject: `We received your consultation request - ${company.name}`,
      body: [
        `Thank you for contacting ${company.name}. We received your request for a consultation:`,
        {
          facts: [
            ['Topic', consultation.topic],
            ['Preferred time', slot],
            ...(consultation.tour ? [['Tour', consultation.tour.title] as const] : []),
            ['E-mail', consultation.email],
            ...(consultation.phone ? [['Phone', consultation.phone] as const] : []),
          ],
        },
        'Your message:',
        { quote: consultation.message },
        'A member of our team will reply to confirm the time or suggest another one.\nIf anything changes, simply answer this e-mail.',
      ],
    });
}
