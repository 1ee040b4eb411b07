/**
 * The calendar side of the demo: which local dates a demo tour runs on, when each departure starts in
 * the operator's zone, and a ledger of the seats the seed has sold, so no departure is ever oversold.
 * Pure and seeded like the activity plan.
 */
import { policy } from '@tabi/contracts';
import type { DemoTour, Rng } from '@tabi/demo-catalog';
import { departureStart, isoWeekday } from '../modules/bookings/departure-calendar.ts';
import { localDateOf } from '../platform/zoned-time.ts';

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
/** No booking for a departure that starts sooner than this after the booking. */
export const CUTOFF = policy.bookingCutoffHours * HOUR;

/** `date` moved by whole calendar days. */
export function shiftDate(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The dates from `from` to `to` (both included) that fall on one of the ISO `weekdays`. Calendar
 * arithmetic in UTC, so no zone shifts a date; 1970-01-01 was a Thursday (ISO weekday 4).
 */
export function datesOn(weekdays: readonly number[], from: string, to: string): string[] {
  const dates: string[] = [];
  const last = Date.parse(`${to}T00:00:00Z`);
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= last; day += DAY)
    if (weekdays.includes(((day / DAY + 3) % 7) + 1)) dates.push(new Date(day).toISOString().slice(0, 10));
  return dates;
}

export type Party = { adults: number; children: number };

export const seatsOf = (party: Party) => party.adults + party.children;

/** Mostly couples, some solo travellers, friends and families; children only where the tour takes them. */
export function drawParty(rng: Rng, tour: Pick<DemoTour, 'adultsOnly'>): Party {
  const adults = rng.pick([1, 1, 2, 2, 2, 2, 2, 2, 3, 4] as const);
  const children = !tour.adultsOnly && adults >= 2 && rng.chance(0.18) ? rng.int(1, 2) : 0;
  return { adults, children };
}

/** A reviewer's party, as far as the review tells it: kids, a spouse, "we" or only "I". */
export function partyFromReview(rng: Rng, tour: DemoTour, text: string | undefined): Party {
  if (!text) return drawParty(rng, tour);
  if (!tour.adultsOnly && /\b(kids|children|my son|my daughter)\b/i.test(text))
    return { adults: 2, children: /\btwo kids\b/i.test(text) ? 2 : rng.int(1, 2) };
  if (/\b(husband|wife|partner)\b/i.test(text)) return { adults: 2, children: 0 };
  if (/\b(we|us|our)\b/i.test(text)) return { adults: rng.pick([2, 2, 2, 3, 4] as const), children: 0 };
  return { adults: rng.chance(0.7) ? 1 : 2, children: 0 };
}

export type PlannedDeparture = {
  tourIndex: number;
  date: string;
  startsAt: Date;
  capacity: number;
  /** Seats of the live (not cancelled) bookings. */
  booked: number;
};

/**
 * The departures the demo sells seats on, one per tour and local date, created on first use with the
 * tour's group size as capacity, as the booking service does.
 */
export function createDepartureBook(tours: readonly DemoTour[], timezone: string) {
  const rows = new Map<string, PlannedDeparture>();
  const starts = new Map<string, Date>();

  const runsOn = (tourIndex: number, date: string) =>
    tours[tourIndex]!.departureDays.includes(isoWeekday(date));
  /** Memoised: a zone conversion costs some microseconds, and the plan asks for the same ones often. */
  function startOf(tourIndex: number, date: string): Date {
    const key = `${tourIndex}|${date}`;
    let start = starts.get(key);
    if (!start) {
      start = departureStart(date, { time: tours[tourIndex]!.departureTime, timezone });
      starts.set(key, start);
    }
    return start;
  }
  const endOf = (tourIndex: number, date: string) =>
    new Date(startOf(tourIndex, date).getTime() + tours[tourIndex]!.durationMinutes * MINUTE);

  function departure(tourIndex: number, date: string): PlannedDeparture {
    if (!runsOn(tourIndex, date))
      throw new Error(`Demo seed: "${tours[tourIndex]!.title}" does not run on ${date}`);
    const key = `${tourIndex}|${date}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        tourIndex,
        date,
        startsAt: startOf(tourIndex, date),
        capacity: tours[tourIndex]!.maxGroupSize,
        booked: 0,
      };
      rows.set(key, row);
    }
    return row;
  }

  return {
    timezone,
    runsOn,
    startOf,
    endOf,
    /** The tour's departure dates from `from` to `to`, both included. */
    datesBetween: (tourIndex: number, from: string, to: string) =>
      datesOn(tours[tourIndex]!.departureDays, from, to),
    /**
     * Departures that start at `notBefore` or later and ended two hours before `now`. Only the dates at
     * either end can fail those tests, so only they are converted to instants (which is slow-ish).
     */
    pastDates(tourIndex: number, notBefore: number, now: Date): string[] {
      const first = localDateOf(new Date(notBefore), timezone);
      const last = localDateOf(now, timezone);
      const recent = shiftDate(last, -2);
      return datesOn(tours[tourIndex]!.departureDays, first, last).filter(
        (date) =>
          (date !== first || startOf(tourIndex, date).getTime() >= notBefore) &&
          (date < recent || endOf(tourIndex, date).getTime() <= now.getTime() - 2 * HOUR),
      );
    },
    /** The first departure date on or after `date`. */
    nextOnOrAfter(tourIndex: number, date: string): string {
      for (let day = date, i = 0; i < 7; i++, day = shiftDate(day, 1)) if (runsOn(tourIndex, day)) return day;
      throw new Error(`Demo seed: "${tours[tourIndex]!.title}" has no departure days`);
    },
    seatsLeft(tourIndex: number, date: string): number {
      const row = rows.get(`${tourIndex}|${date}`);
      return row ? row.capacity - row.booked : tours[tourIndex]!.maxGroupSize;
    },
    /** Sells `seats` (a live booking) or only opens the departure (`seats` 0, a cancelled one). */
    take(tourIndex: number, date: string, seats: number): PlannedDeparture {
      const row = departure(tourIndex, date);
      if (row.booked + seats > row.capacity)
        throw new Error(`Demo seed: ${date} of "${tours[tourIndex]!.title}" would be oversold`);
      row.booked += seats;
      return row;
    },
    list: () => [...rows.values()],
  };
}

export type DepartureBook = ReturnType<typeof createDepartureBook>;
