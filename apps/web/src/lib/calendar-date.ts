/*
 * Arithmetic on calendar dates ('YYYY-MM-DD', a day in the operator's zone). Days are counted in UTC,
 * where every day has 24 hours, so no browser time zone or summer-time change can shift a date. (The web
 * app has no date library: these two are all it needs, and the operator's zone is handled by Intl in
 * ui/zoned-time.ts.)
 */

const dayMs = 86_400_000;

function utc(date: string) {
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number) {
  return new Date(utc(date) + days * dayMs).toISOString().slice(0, 10);
}

/** Monday 1 ... Sunday 7: a calendar date has one weekday wherever it is read. */
export function isoWeekday(date: string) {
  const day = new Date(utc(date)).getUTCDay();
  return day === 0 ? 7 : day;
}
