/**
 * The demo's season as seedDemo writes it: when each tour was listed, who rated and reviewed which tour
 * after which trip, the other bookings, and the departures holding their seats. Pure and seeded by the
 * instant and the operator's zone, so demo-plan.test.ts checks this very plan without a database.
 */
import { createRng, demoCustomers, demoReviews, demoTours } from '@tabi/demo-catalog';
import { planActivity, tourCreatedAt } from './demo-activity.ts';
import { planBookings } from './demo-bookings.ts';
import { createDepartureBook } from './demo-departures.ts';

export function planDemo(now: Date, timezone: string) {
  const rng = createRng('tabi-demo');
  const createdAt = demoTours.map((tour) => tourCreatedAt(tour, now, rng));
  const departures = createDepartureBook(demoTours, timezone);
  const ratings = planActivity(demoTours, demoCustomers.length, demoReviews, rng, now, createdAt, departures);
  const bookings = planBookings(
    demoTours,
    demoCustomers.length,
    ratings,
    rng.fork('bookings'),
    now,
    createdAt,
    departures,
  );
  return { createdAt, departures, ratings, bookings };
}
