import { policy } from './constants.ts';

/* No zod here: the tour list's date filter reads this, and its page must not load zod (decision 18). */

/**
 * The last date travellers can book from `today` (a local date): the end of the month `months` after
 * today's (the current month and `policy.bookingWindowMonths` more). The calendar, the first bookable
 * date and the tour list's date filter all stop there. Counted on calendar dates, so no zone can shift it.
 */
export function bookingWindowLastDate(today: string, months: number = policy.bookingWindowMonths): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  // Day 0 of the month after: the last day of the window's final month.
  return new Date(Date.UTC(year, month + months, 0)).toISOString().slice(0, 10);
}
