import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { localDateOf, localTimeOf } from './zoned-time.ts';

/** date-fns with TZDate, which the kept formatters replaced for speed: they must read every instant alike. */
const reference = (instant: Date, zone: string) => {
  const local = new TZDate(instant, zone);
  return { date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') };
};

describe('local date and clock time of an instant', () => {
  it('read as date-fns reads them, across midnights, a leap day and DST changes, in several zones', () => {
    const zones = [
      'Asia/Tokyo',
      'Asia/Kolkata',
      'America/New_York',
      'Europe/London',
      'Pacific/Chatham',
      'UTC',
    ];
    // Every 37 minutes over two weeks around the US and UK DST ends of 2026, and around 29 February 2028.
    const starts = [Date.UTC(2026, 9, 24), Date.UTC(2028, 1, 25)];
    for (const zone of zones) {
      for (const start of starts) {
        for (let t = start; t < start + 14 * 86_400_000; t += 37 * 60_000) {
          const instant = new Date(t);
          expect({
            zone,
            at: instant.toISOString(),
            date: localDateOf(instant, zone),
            time: localTimeOf(instant, zone),
          }).toEqual({ zone, at: instant.toISOString(), ...reference(instant, zone) });
        }
      }
    }
  });

  it('writes midnight as 00:00 and the first minutes of a Tokyo day under that day', () => {
    const midnight = new Date('2026-11-29T15:00:00Z');
    expect([localDateOf(midnight, 'Asia/Tokyo'), localTimeOf(midnight, 'Asia/Tokyo')]).toEqual([
      '2026-11-30',
      '00:00',
    ]);
    const before = new Date('2026-11-29T14:59:00Z');
    expect([localDateOf(before, 'Asia/Tokyo'), localTimeOf(before, 'Asia/Tokyo')]).toEqual([
      '2026-11-29',
      '23:59',
    ]);
  });
});
