import { TZDate } from '@date-fns/tz';
import { zoneAbbreviation } from '@tabi/contracts';
import { addDays, format, startOfDay } from 'date-fns';

/**
 * An instant as people read it in the operator's zone, the zone said as such: "Saturday 5 December 2026
 * at 09:00 JST" (CLARIFICATIONS: every time a traveller or staff member reads is Japan time, with JST).
 */
export function spokenTime(instant: Date | string, timezone: string): string {
  const local = new TZDate(new Date(instant).getTime(), timezone);
  return `${format(local, "EEEE d MMMM yyyy 'at' HH:mm")} ${zoneAbbreviation(timezone, local)}`;
}

/**
 * One formatter per zone, kept: making one costs ~50 µs, using it ~3 µs, and a day's list of departures
 * reads the clock time of each (2,000 of them at 100,000 tours).
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockOf(instant: Date, timezone: string): Record<string, string> {
  let wallClock = wallClocks.get(timezone);
  if (!wallClock) {
    wallClock = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timezone, wallClock);
  }
  return Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** The local date (`YYYY-MM-DD`) and clock time (`HH:MM`) of an instant in a zone. */
export function localDateOf(instant: Date, timezone: string): string {
  const { year, month, day } = wallClockOf(instant, timezone);
  return `${year}-${month}-${day}`;
}
export function localTimeOf(instant: Date, timezone: string): string {
  const { hour, minute } = wallClockOf(instant, timezone);
  return `${hour}:${minute}`;
}

/** The start of the next local day in the zone: when "today" turns there. */
export function nextLocalMidnight(now: Date, timezone: string): Date {
  return new Date(startOfDay(addDays(new TZDate(now.getTime(), timezone), 1)).getTime());
}
