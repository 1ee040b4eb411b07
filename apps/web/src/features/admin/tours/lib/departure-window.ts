import type { AvailabilityDate } from '@tabi/contracts';
import { addDays, isoWeekday } from '../../../../lib/calendar-date.ts';

/*
 * The admin's window on a tour's departures: 60 calendar days ('YYYY-MM-DD', days in the operator's
 * zone) from a start that is never before today.
 */

export const windowDays = 60;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

export type DepartureWindow = { from: string; to: string };

/** The window starting at `from` (from the address), held to today or later; today's when absent or odd. */
export function departureWindow(from: string | null | undefined, today: string): DepartureWindow {
  const start =
    from && datePattern.test(from) && !Number.isNaN(Date.parse(from)) && from > today ? from : today;
  return { from: start, to: addDays(start, windowDays - 1) };
}

/** The start of the window before this one, or undefined when this one starts today. */
export function previousWindowStart(window: DepartureWindow, today: string) {
  if (window.from <= today) return undefined;
  const back = addDays(window.from, -windowDays);
  return back > today ? back : today;
}

export function nextWindowStart(window: DepartureWindow) {
  return addDays(window.to, 1);
}

/** The address of the page for a tour and a window start (today's window when `from` is absent). */
export function adminDeparturesHref(tourId: string | undefined, from?: string) {
  const params = new URLSearchParams();
  if (tourId) params.set('tourId', tourId);
  if (tourId && from) params.set('from', from);
  const search = params.toString();
  return search ? `/admin/departures?${search}` : '/admin/departures';
}

/** The days a departure leaves on: every day but those without one. */
export function departureDays(dates: AvailabilityDate[]) {
  return dates.filter((day) => day.reason !== 'no-departure');
}

export type DepartureState = 'open' | 'full' | 'closed' | 'cutoff';

export function departureState(day: AvailabilityDate): DepartureState {
  if (day.reason === 'closed') return 'closed';
  if (day.reason === 'cutoff') return 'cutoff';
  if (day.reason === 'full' || day.seatsLeft === 0) return 'full';
  return 'open';
}

/** Seats taken; unknown on a closed day (the server answers no seats left for it, booked or not). */
export function seatsBooked(day: AvailabilityDate) {
  return day.reason === 'closed' ? undefined : Math.max(0, day.capacity - day.seatsLeft);
}

const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Monday 0 ... Sunday 6, the index in `weekdayNames`. */
function weekdayIndex(date: string) {
  return isoWeekday(date) - 1;
}

export function weekdayOf(date: string) {
  return weekdayNames[weekdayIndex(date)] ?? '';
}

/**
 * The weekdays the tour leaves on, as seen in these dates: "every day", "Saturday" or "Monday,
 * Wednesday and Friday". Undefined when none of the dates has a departure.
 */
export function runningDays(dates: AvailabilityDate[]) {
  const seen = new Set(departureDays(dates).map((day) => weekdayIndex(day.date)));
  if (seen.size === 0) return undefined;
  if (seen.size === 7) return 'every day';
  const names = weekdayNames.filter((_, index) => seen.has(index));
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "12 Mar 2027": the weekday has a column of its own. */
export function formatDayMonthYear(date: string) {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(day);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return [part('day'), part('month'), part('year')].filter(Boolean).join(' ');
}
