import { TZDate } from '@date-fns/tz';
import { zoneAbbreviation } from '@tabi/contracts';
import { format } from 'date-fns';

/**
 * An instant as people read it in the operator's zone, the zone said as such: "Saturday 5 December 2026
 * at 09:00 JST" (CLARIFICATIONS: every time a traveller or staff member reads is Japan time, with JST).
 */
export function spokenTime(instant: Date | string, timezone: string): string {
  const local = new TZDate(new Date(instant).getTime(), timezone);
  return `${format(local, "EEEE d MMMM yyyy 'at' HH:mm")} ${zoneAbbreviation(timezone, local)}`;
}

/** The local date (`YYYY-MM-DD`) and clock time (`HH:MM`) of an instant in a zone. */
export const localDateOf = (instant: Date, timezone: string) =>
  format(new TZDate(instant, timezone), 'yyyy-MM-dd');
export const localTimeOf = (instant: Date, timezone: string) =>
  format(new TZDate(instant, timezone), 'HH:mm');
