import { TZDate } from '@date-fns/tz';
import { format, startOfISOWeek, subDays, subWeeks } from 'date-fns';
import { takenAt } from './backup-targets.ts';

/** The nightly backup is taken from this hour on, in the operator's zone: the quietest hours of a tour day. */
export const NIGHTLY_HOUR = 3;
/** Kept: every backup of the last 7 days, and the newest of each of the last 4 weeks (decision 75). */
const KEEP_DAYS = 7;
const KEEP_WEEKS = 4;

/**
 * The night whose backup is due at `now`: today's date once it is 03:00 in the zone, yesterday's before.
 * A process that was down at 03:00 takes the missed backup when it starts.
 */
export function nightDue(now: Date, timezone: string): string {
  const local = new TZDate(now.getTime(), timezone);
  const tonight = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    NIGHTLY_HOUR,
    0,
    0,
    timezone,
  );
  return format(local < tonight ? subDays(local, 1) : local, 'yyyy-MM-dd');
}

/** The backups (by name) that the retention lets go; the newest is always kept. */
export function backupsToPrune(names: string[], now: Date, timezone: string): string[] {
  const sorted = [...names].sort();
  const keep = new Set(sorted.slice(-1));
  const recent = subDays(now, KEEP_DAYS);
  const firstWeek = startOfISOWeek(subWeeks(new TZDate(now.getTime(), timezone), KEEP_WEEKS - 1));
  const newestOfWeek = new Map<number, string>();
  for (const name of sorted) {
    const at = takenAt(name);
    if (at > recent) keep.add(name);
    const week = startOfISOWeek(new TZDate(at.getTime(), timezone));
    if (week >= firstWeek) newestOfWeek.set(week.getTime(), name);
  }
  for (const name of newestOfWeek.values()) keep.add(name);
  return sorted.filter((name) => !keep.has(name));
}
