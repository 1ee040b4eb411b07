import type { QueryClient } from '@tanstack/react-query';
import { availabilityKey, availabilityQueryOptions, type DateRange } from '../api/get-availability.ts';
import { addDays } from '../lib/calendar-date.ts';
import { addMonths, firstOfMonth, lastOfMonth, monthOf } from './calendar.ts';

/** How far ahead of the first bookable date the tour page's date strip looks for the next ones. */
const nextDatesDays = 27;

/** The dates the tour page's strip offers from `firstBookable` on. */
export function nextDatesRange(firstBookable: string): DateRange {
  return { from: firstBookable, to: addDays(firstBookable, nextDatesDays) };
}

/** The dates of `months` months from `month` on, from today (a past day cannot be booked, so it is not asked for). */
export function monthsRange(month: string, months: number, today: string): DateRange {
  const first = firstOfMonth(month);
  return { from: first < today ? today : first, to: lastOfMonth(addMonths(month, months - 1)) };
}

/**
 * Fetches what a tour's "Check availability" asks first on a phone, under the same keys: the current
 * month (whose answer names the first date that can be booked), the month the calendar opens on when
 * that one is later, and the strip's next dates. Used where the page is prerendered: the card is then
 * written with its dates, and the browser finds them in the page's state instead of rendering the card
 * again when they arrive. If any of them cannot be read, none is kept: the card loads them itself.
 */
export async function prefetchFirstDates(queryClient: QueryClient, tourId: string, today: string) {
  const firstMonth = monthOf(today);
  try {
    const current = await queryClient.fetchQuery(
      availabilityQueryOptions(tourId, monthsRange(firstMonth, 1, today)),
    );
    const first = current.firstBookable;
    if (!first) return;
    await Promise.all([
      monthOf(first) !== firstMonth &&
        queryClient.fetchQuery(availabilityQueryOptions(tourId, monthsRange(monthOf(first), 1, today))),
      queryClient.fetchQuery(availabilityQueryOptions(tourId, nextDatesRange(first))),
    ]);
  } catch {
    queryClient.removeQueries({ queryKey: availabilityKey(tourId) });
  }
}
