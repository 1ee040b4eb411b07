import { addDays, isoWeekday } from '../lib/calendar-date.ts';

/* Month arithmetic on calendar dates ('YYYY-MM-DD') and months ('YYYY-MM'), counted in UTC as days are. */

/** '2027-03' for any date in March 2027. */
export function monthOf(date: string) {
  return date.slice(0, 7);
}

export function addMonths(month: string, months: number) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function firstOfMonth(month: string) {
  return `${month}-01`;
}

export function lastOfMonth(month: string) {
  return addDays(firstOfMonth(addMonths(month, 1)), -1);
}

/** The month as weeks from Monday to Sunday; days outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = firstOfMonth(month);
  const last = lastOfMonth(month);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** "March 2027". */
export function formatMonth(month: string) {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${firstOfMonth(month)}T00:00:00Z`),
  );
}

export const weekdays = [
  { short: 'Mo', long: 'Monday' },
  { short: 'Tu', long: 'Tuesday' },
  { short: 'We', long: 'Wednesday' },
  { short: 'Th', long: 'Thursday' },
  { short: 'Fr', long: 'Friday' },
  { short: 'Sa', long: 'Saturday' },
  { short: 'Su', long: 'Sunday' },
] as const;
