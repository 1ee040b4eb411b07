import { describe, expect, it } from 'vitest';
import { backupsToPrune, nightDue } from './backup-schedule.ts';
import { backupName } from './backup-targets.ts';

const tokyo = 'Asia/Tokyo';

describe('the nightly schedule', () => {
  it('is due for the night once 03:00 has passed in the zone, and for the night before until then', () => {
    // 02:59 JST on 10 March is 17:59 UTC on 9 March.
    expect(nightDue(new Date('2026-03-09T17:59:00Z'), tokyo)).toBe('2026-03-09');
    expect(nightDue(new Date('2026-03-09T18:00:00Z'), tokyo)).toBe('2026-03-10');
    // A zone with daylight saving: 03:00 in New York on the day clocks go forward (8 March 2026).
    expect(nightDue(new Date('2026-03-08T06:59:00Z'), 'America/New_York')).toBe('2026-03-07');
    expect(nightDue(new Date('2026-03-08T07:00:00Z'), 'America/New_York')).toBe('2026-03-08');
  });

  it('keeps every backup of the last 7 days and the newest of each of the last 4 weeks', () => {
    // Sunday 29 November 2026, 04:00 JST; one backup each night at 03:00 JST for 60 nights.
    const now = new Date('2026-11-28T19:00:00Z');
    const nights = Array.from({ length: 60 }, (_, i) =>
      backupName(new Date(now.getTime() - i * 86_400_000 - 3_600_000)),
    );
    const pruned = new Set(backupsToPrune(nights, now, tokyo));
    const kept = nights.filter((name) => !pruned.has(name)).sort();
    expect(kept).toEqual(
      [
        // The newest of each of the 3 weeks before this one (Sundays, 03:00 JST)...
        '2026-11-07T18:00:00Z',
        '2026-11-14T18:00:00Z',
        '2026-11-21T18:00:00Z',
        // ...and every one of the last 7 days, this week's newest among them.
        '2026-11-22T18:00:00Z',
        '2026-11-23T18:00:00Z',
        '2026-11-24T18:00:00Z',
        '2026-11-25T18:00:00Z',
        '2026-11-26T18:00:00Z',
        '2026-11-27T18:00:00Z',
        '2026-11-28T18:00:00Z',
      ].map((at) => backupName(new Date(at))),
    );
  });

  it('never lets the newest go, however old', () => {
    const old = backupName(new Date('2025-01-01T18:00:00Z'));
    expect(backupsToPrune([old], new Date('2026-11-28T19:00:00Z'), tokyo)).toEqual([]);
  });
});
