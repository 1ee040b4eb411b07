import { zoneAbbreviation } from '@tabi/contracts';

export { zoneAbbreviation };

/*
 * Dates and times as the tour operator reads them. A departure's calendar date ('YYYY-MM-DD') is a day
 * in the operator's time zone, whatever the browser's zone; its start is an instant shown in that zone
 * and labelled with it ("09:00 JST"), so a traveller abroad is never shown their own clock by mistake.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

// Formatters with a time zone are costly to build; each shape is made once.
function format(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formats.set(key, made);
  }
  return made;
}

/** The zone itself when the runtime knows it, else UTC (a wrong label beats a crash). */
function knownZone(timeZone: string | undefined) {
  if (!timeZone) return undefined;
  try {
    format('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** A formatter showing instants in a time zone: the browser's when none is given (see `knownZone`). */
function formatIn(timeZone: string | undefined, locale: string, options: Intl.DateTimeFormatOptions) {
  return format(locale, { timeZone: knownZone(timeZone), ...options });
}

/** A calendar date at UTC midnight: formatting it in UTC gives back the same day everywhere. */
function calendarDay(date: string) {
  return new Date(`${date}T00:00:00Z`);
}

const calendarStyles = {
  /** "Friday 12 March 2027" */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "Friday 12 March" */
  noYear: { weekday: 'long', day: 'numeric', month: 'long' },
  /** "Fri 12 Mar 2027" */
  short: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** "Fri 12 Mar" */
  shortNoYear: { weekday: 'short', day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A calendar date ('2027-03-12') in words: "Friday 12 March 2027" (see `calendarStyles`). Put together
 * from its parts, so runtimes that add a comma after the weekday still print the same.
 */
export function formatCalendarDate(date: string, style: keyof typeof calendarStyles = 'long') {
  const day = calendarDay(date);
  if (Number.isNaN(day.getTime())) return date;
  const parts = format('en-GB', { ...calendarStyles[style], timeZone: 'UTC' }).formatToParts(day);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return [part('weekday'), part('day'), part('month'), part('year')].filter(Boolean).join(' ');
}

/** The date of an instant in a time zone, as 'YYYY-MM-DD' (the browser's zone when none is given). */
export function dateIn(timeZone: string | undefined, at: Date) {
  const parts = formatIn(timeZone, 'en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today's date in a time zone, as 'YYYY-MM-DD'. */
export function todayIn(timeZone?: string) {
  return dateIn(timeZone, new Date());
}

/** The zone in words: "Japan Time" for Asia/Tokyo. */
export function zoneName(timeZone: string, at: Date = new Date()) {
  const zone = knownZone(timeZone) ?? 'UTC';
  return (
    format('en-US', { timeZone: zone, timeZoneName: 'shortGeneric' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? zone
  );
}

/** An instant's clock time in the zone, with the zone: "09:00 JST". */
export function formatZonedTime(iso: string, timeZone: string) {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = formatIn(timeZone, 'en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );
  return `${time} ${zoneAbbreviation(timeZone, at)}`;
}

/** An instant's date and time in the zone: "Thursday 11 March 2027, 09:00 JST". */
export function formatZonedDateTime(
  iso: string,
  timeZone: string,
  style: keyof typeof calendarStyles = 'long',
) {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${formatCalendarDate(dateIn(timeZone, at), style)}, ${formatZonedTime(iso, timeZone)}`;
}
