import { TZDate } from '@date-fns/tz';
import { type Consultation, company, formattedAddress } from '@tabi/contracts';
import { format } from 'date-fns';
import type { Mail } from '../../platform/mail/mailer.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * "Thursday, 20 June 2030 at 10:30 Japan Standard Time": the requested slot as the operator's clock
 * reads it, with the zone spelled out, since the traveller is often elsewhere.
 */
export function describeSlot(date: string, time: string, timezone: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const slot = new TZDate(year, month - 1, day, hours, minutes, timezone);
  const zoneName =
    new Intl.DateTimeFormat('en-GB', { timeZone: timezone, timeZoneName: 'long' })
      .formatToParts(slot)
      .find((part) => part.type === 'timeZoneName')?.value ?? timezone;
  return `${format(slot, "EEEE, d MMMM yyyy 'at' HH:mm")} ${zoneName}`;
}

/** The acknowledgment a traveller receives after asking for a consultation: what they asked and who we are. */
export function consultationReceivedMail(consultation: Consultation, timezone: string): Mail {
  const slot = describeSlot(consultation.preferredDate, consultation.preferredTime, timezone);
  const facts: [string, string][] = [
    ['Topic', consultation.topic],
    ['Preferred time', slot],
    ...(consultation.tour ? ([['Tour', consultation.tour.title]] as [string, string][]) : []),
    ['E-mail', consultation.email],
    ...(consultation.phone ? ([['Phone', consultation.phone]] as [string, string][]) : []),
  ];
  const subject = `We received your consultation request - ${company.name}`;
  const text = [
    `Hello ${consultation.name},`,
    '',
    `Thank you for contacting ${company.name}. We received your request for a consultation:`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Your message:',
    ...consultation.message.split(/\r?\n/).map((line) => `> ${line}`),
    '',
    'A member of our team will reply to confirm the time or suggest another one.',
    'If anything changes, simply answer this e-mail.',
    '',
    company.name,
    `${company.email} · ${company.phone}`,
    formattedAddress,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937">
<p>Hello ${escapeHtml(consultation.name)},</p>
<p>Thank you for contacting ${escapeHtml(company.name)}. We received your request for a consultation:</p>
<table style="border-collapse: collapse">
${facts
  .map(
    ([label, value]) =>
      `<tr><th style="text-align: left; padding: 2px 12px 2px 0; vertical-align: top">${escapeHtml(label)}</th><td style="padding: 2px 0">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<p>Your message:</p>
<blockquote style="margin: 0 0 1em; padding-left: 12px; border-left: 3px solid #d1d5db; white-space: pre-wrap">${escapeHtml(consultation.message)}</blockquote>
<p>A member of our team will reply to confirm the time or suggest another one.<br>If anything changes, simply answer this e-mail.</p>
<p>${escapeHtml(company.name)}<br>${escapeHtml(company.email)} · ${escapeHtml(company.phone)}<br>${escapeHtml(formattedAddress)}</p>
</body></html>`;
  return { to: consultation.email, subject, text, html };
}
