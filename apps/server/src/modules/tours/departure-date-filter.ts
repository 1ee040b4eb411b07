import { TZDate } from '@date-fns/tz';
import { bookingWindowLastDate, policy, zoneAbbreviation } from '@tabi/contracts';
import { format } from 'date-fns';
import type { DepartureWindow } from '../../db/bookable-departures.ts';
import { endOfMinute } from '../../platform/cache/fresh-until.ts';
import { validationFailed } from '../../platform/errors.ts';

type Clock = { now: () => Date; timezone: string };

/**
 * The list's `date` (a local date in the operator's zone) as the booking rule's window: that one day, one
 * seat, departures starting after now plus the cut-off. A day that has passed or lies beyond the booking
 * window is refused, as the calendar never offers it: 400 naming the days that can be asked for.
 */
export function departureWindowOn(date: string, { now, timezone }: Clock): DepartureWindow {
  const at = now();
  const today = format(new TZDate(at.getTime(), timezone), 'yyyy-MM-dd');
  const lastDate = bookingWindowLastDate(today);
  if (date < today)
    throw validationFailed(
      `Invalid query parameter: date ${date} has passed; choose today (${today}, ${zoneAbbreviation(timezone, at)}) or a later date.`,
      { date: `must be ${today} or later` },
    );
  if (date > lastDate)
    throw validationFailed(
      `Invalid query parameter: date ${date} is beyond the booking window; choose a date up to ${lastDate}.`,
      { date: `must be ${lastDate} or earlier` },
    );
  return {
    from: date,
    to: date,
    seats: 1,
    earliestStart: new Date(at.getTime() + policy.bookingCutoffHours * 3_600_000),
    timezone,
  };
}

/**
 * A list for a date changes with the clock as well as with the catalog: departures pass their cut-off and
 * days pass. Departures start on whole minutes and the cut-off is whole hours, so such an answer holds for
 * the minute it is computed in: it is cached under that minute (stale minutes fall out of the LRU) and
 * says it holds until the minute's end. Any other answer holds until the catalog changes.
 */
export function cacheEntryOf(
  url: string,
  date: string | undefined,
  now: Date,
): { key: string; freshUntil?: Date } {
  if (date === undefined) return { key: url };
  return { key: `${url}#minute=${Math.floor(now.getTime() / 60_000)}`, freshUntil: endOfMinute(now) };
}
