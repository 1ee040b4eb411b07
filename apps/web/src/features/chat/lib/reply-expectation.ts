import { officeHours, zoneAbbreviation } from '@tabi/contracts';
import { addDays, isoWeekday } from '../../../lib/calendar-date.ts';
import { dateIn } from '../../../ui/zoned-time.ts';

const { timeZone } = officeHours;

function clockIn(at: Date) {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

const hoursOn = (date: string) =>
  officeHours.days.find((day) => (day.weekdays as readonly number[]).includes(isoWeekday(date)));

function replyWithin(minutes: number) {
  return minutes === 60 ? 'within an hour' : `within ${minutes} minutes`;
}

/**
 * What a traveller who just wrote to support may expect, from the office hours in Kyoto (national
 * holidays are not known here, hence "usually"): a reply within the hour while the office is open,
 * otherwise when it next opens ("tomorrow at 09:00 JST").
 */
export function replyExpectation(at: Date): string {
  const today = dateIn(timeZone, at);
  const now = clockIn(at);
  const zone = zoneAbbreviation(timeZone, at);
  const open = hoursOn(today);
  if (open && now >= open.opens && now < open.closes)
    return `Our team in Kyoto usually replies ${replyWithin(officeHours.chatReplyMinutes)}.`;
  for (let ahead = 0; ahead <= 7; ahead++) {
    const date = addDays(today, ahead);
    const hours = hoursOn(date);
    if (!hours || (ahead === 0 && now >= hours.closes)) continue;
    const when =
      ahead === 0
        ? `today at ${hours.opens} ${zone}`
        : ahead === 1
          ? `tomorrow at ${hours.opens} ${zone}`
          : `on ${new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))} at ${hours.opens} ${zone}`;
    return `Our office in Kyoto is closed now: we reply when it opens, ${when}.`;
  }
  return 'Our team in Kyoto replies as soon as the office opens.';
}
