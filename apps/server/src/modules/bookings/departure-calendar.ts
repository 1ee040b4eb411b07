import { TZDate } from '@date-fns/tz';
import { type Availability, type AvailabilityDate, bookingWindowLastDate } from '@tabi/contracts';
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { nextLocalMidnight } from '../../platform/zoned-time.ts';

export type DeparturePattern = {
  /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
  days: readonly number[];
  /** Local start time, `HH:MM`. */
  time: string;
  timezone: string;
};

/** The instant a departure on `date` (local, `YYYY-MM-DD`) starts in the operator's zone. */
export function departureStart(date: string, pattern: Pick<DeparturePattern, 'time' | 'timezone'>): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = pattern.time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, pattern.timezone).getTime());
}

/** A calendar date's ISO weekday; a date has one weekday wherever it is read. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Every local date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const start = parseISO(from);
  const count = differenceInCalendarDays(parseISO(to), start) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const d = addDays(start, i);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
}

/** The last date of the booking window: the end of the month `months` after the current one, in the zone. */
export function bookingWindowEnd(now: Date, timezone: string, months: number): string {
  return bookingWindowLastDate(format(new TZDate(now.getTime(), timezone), 'yyyy-MM-dd'), months);
}

type DayFacts = {
  pattern: DeparturePattern;
  capacity: number;
  closed: ReadonlySet<string>;
  /** Seats already booked per date (departures without bookings are absent). */
  booked: ReadonlyMap<string, number>;
  now: Date;
  cutoffHours: number;
};

/**
 * What one date offers: a departure on the tour's weekdays, unless an admin closed it, it starts within
 * the booking cut-off (or has started), or every seat is taken.
 */
export function availabilityOn(date: string, facts: DayFacts): AvailabilityDate {
  const { pattern, capacity, closed, booked, now, cutoffHours } = facts;
  if (!pattern.days.includes(isoWeekday(date)))
    return { date, startsAt: null, capacity: 0, seatsLeft: 0, bookable: false, reason: 'no-departure' };
  const startsAt = departureStart(date, pattern);
  const seatsLeft = Math.max(0, capacity - (booked.get(date) ?? 0));
  const base = { date, startsAt: startsAt.toISOString(), capacity, seatsLeft };
  if (closed.has(date)) return { ...base, seatsLeft: 0, bookable: false, reason: 'closed' };
  if (startsAt.getTime() - now.getTime() < cutoffHours * 3_600_000)
    return { ...base, bookable: false, reason: 'cutoff' };
  if (seatsLeft === 0) return { ...base, bookable: false, reason: 'full' };
  return { ...base, bookable: true };
}

/**
 * The first instant after `now` at which the clock alone changes an availability answer computed at `now`:
 * the next cut-off still ahead among its departures (a date stops being bookable, the first bookable date
 * moves on) or the next local midnight (the booking window moves), whichever comes first. Seats and
 * closed dates change only with the data, which empties the caches that keep such answers.
 */
export function availabilityChangesAt(
  answer: Pick<Availability, 'dates' | 'firstBookable' | 'departureTime' | 'timezone'>,
  now: Date,
  cutoffHours: number,
): Date {
  // A departure is bookable up to its cut-off instant, that instant included: it changes a millisecond on.
  const closesAfter = (startsAt: Date) => startsAt.getTime() - cutoffHours * 3_600_000 + 1;
  const starts = answer.dates.flatMap((day) => (day.startsAt ? [new Date(day.startsAt)] : []));
  if (answer.firstBookable) {
    starts.push(
      departureStart(answer.firstBookable, { time: answer.departureTime, timezone: answer.timezone }),
    );
  }
  const ahead = starts.map(closesAfter).filter((instant) => instant > now.getTime());
  return new Date(Math.min(nextLocalMidnight(now, answer.timezone).getTime(), ...ahead));
}
