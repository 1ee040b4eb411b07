import { type AvailabilityDate, policy } from '@tabi/contracts';
import { addMonths, lastOfMonth, monthOf } from '../availability/calendar.ts';
import { todayIn } from '../ui/zoned-time.ts';

/**
 * The server's availability of a tour, for page tests: a departure at 09:00 JST (00:00 UTC) with 8 seats
 * every day, except the days a test describes in `special` (read at each call, so a test may change it).
 */
export function fakeAvailability(tourId: string, special: () => Record<string, Partial<AvailabilityDate>>) {
  const dayOf = (date: string): AvailabilityDate => ({
    date,
    startsAt: `${date}T00:00:00.000Z`,
    capacity: 8,
    seatsLeft: 8,
    bookable: true,
    ...special()[date],
  });

  /** As the server answers it: the first bookable date from `from` on, up to the booking window's end. */
  const firstBookableFrom = (from: string) => {
    const windowEnd = lastOfMonth(addMonths(monthOf(todayIn('Asia/Tokyo')), policy.bookingWindowMonths));
    return (
      datesBetween(from, windowEnd).find((date) => dayOf(date).bookable && dayOf(date).seatsLeft > 0) ?? null
    );
  };

  /** The handler of `GET /api/posts/:id/availability?from&to`. */
  return (_init: RequestInit | undefined, url: URL) => {
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    return Response.json({
      success: true,
      data: {
        tourId,
        timezone: 'Asia/Tokyo',
        departureTime: '09:00',
        missingFacts: [],
        dates: datesBetween(from, to).map(dayOf),
        firstBookable: firstBookableFrom(from),
      },
    });
  };
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string) {
  const dates: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
}
