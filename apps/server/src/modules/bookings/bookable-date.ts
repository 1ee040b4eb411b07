import { type AvailabilityDate, policy } from '@tabi/contracts';
import { format, parseISO } from 'date-fns';
import { validationFailed } from '../../platform/errors.ts';
import type { BookingsRepository } from './bookings.repository.ts';
import { availabilityOn } from './departure-calendar.ts';

type BookingFacts = NonNullable<Awaited<ReturnType<BookingsRepository['bookingFacts']>>>;

/** "Fri 11 Dec 2026": how a date reads in a refusal. */
export const readableDate = (date: string) => format(parseISO(date), 'EEE d MMM yyyy');

/** What `date` of the tour offers now: its departure, seats left, or why it cannot be booked. */
export function dayOf(date: string, { tour, closed, departure }: BookingFacts, timezone: string, now: Date) {
  return availabilityOn(date, {
    pattern: { days: tour.departureDays, time: tour.departureTime, timezone },
    capacity: departure?.capacity ?? tour.maxGroupSize,
    closed: closed ? new Set([date]) : new Set(),
    booked: new Map([[date, departure?.booked ?? 0]]),
    now,
    cutoffHours: policy.bookingCutoffHours,
  });
}

/**
 * Refuses a date that takes no booking at all (no departure that day, closed, past the cut-off), as booking,
 * moving a booking and joining a waitlist all do. A full date passes: each caller says what full means to it.
 */
export function refuseClosedDay(day: AvailabilityDate) {
  const onDate = readableDate(day.date);
  if (day.reason === 'no-departure')
    throw validationFailed(`This tour does not run on ${onDate}.`, { date: 'No departure on this date' });
  if (day.reason === 'closed')
    throw validationFailed(`There is no departure on ${onDate}.`, { date: 'Closed on this date' });
  if (day.reason === 'cutoff')
    throw validationFailed(
      `Bookings close ${policy.bookingCutoffHours} hours before the start. Choose a later date.`,
      { date: 'Too late to book this date' },
    );
}
