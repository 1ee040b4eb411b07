import type { WaitlistEntry } from '@tabi/contracts';
import { formatCalendarDate, formatZonedTime } from '../ui/zoned-time.ts';

/** The operator's zone when the configuration has not named it yet. */
export const defaultWaitlistZone = 'Asia/Tokyo';

/** "Saturday 12 December 2026, 09:00 JST": when the awaited departure starts. */
export function waitlistWhen(entry: WaitlistEntry, timezone: string) {
  return `${formatCalendarDate(entry.date)}, ${formatZonedTime(entry.startsAt, timezone)}`;
}

/** "Seats held for you until 14:30 JST" while an offer runs; null otherwise. */
export function heldUntilText(entry: WaitlistEntry, timezone: string) {
  if (entry.status !== 'offered' || !entry.offerExpiresAt) return null;
  return `Seats held for you until ${formatZonedTime(entry.offerExpiresAt, timezone)}`;
}
