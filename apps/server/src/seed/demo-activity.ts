/**
 * Plans who rated and reviewed which demo tour, when, and with how many stars. Pure and seeded, so
 * the demo looks the same on every machine and the plan can be checked without a database.
 *
 * Every rating comes from a traveller who was there: each is planned after a departure the customer
 * travelled on (the trip), so the seed can give them a completed booking of it.
 */
import type { DemoReview, DemoTour, Rng, Stars } from '@tabi/demo-catalog';
import {
  CUTOFF,
  DAY,
  type DepartureBook,
  HOUR,
  type Party,
  partyFromReview,
  seatsOf,
} from './demo-departures.ts';

export type PlannedReview = { title: string | null; text: string; createdAt: Date };

/** The departure a rating's author travelled on, and who came along. */
export type PlannedTrip = Party & { date: string };

export type PlannedRating = {
  tourIndex: number;
  customerIndex: number;
  stars: Stars;
  createdAt: Date;
  trip: PlannedTrip;
  review?: PlannedReview;
};
/** Most ratings come with a written review; a few customers only leave stars. */
const REVIEW_SHARE = 0.8;

export const tourCreatedAt = (tour: DemoTour, now: Date, rng: Rng) =>
  new Date(now.getTime() - tour.createdDaysAgo * DAY - rng.range(1, 10) * HOUR);

/** Stars skewed to 4 and 5 like a real marketplace; a tour's `quality` shifts the balance a little. */
function drawStars(rng: Rng, quality: number): Stars {
  const weights: [Stars, number][] = [
    [5, 0.5 + 0.3 * quality],
    [4, 0.32 - 0.1 * quality],
    [3, 0.12 - 0.06 * quality],
    [2, 0.035],
    [1, 0.015],
  ];
  let roll = rng.next() * weights.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [stars, weight] of weights) {
    roll -= weight;
    if (roll <= 0) return stars;
  }
  return 5;
}

/** Older tours have had time to collect more ratings: 3 for a new tour, up to 9 for an old one. */
function ratingCount(rng: Rng, tour: DemoTour): number {
  const maturity = Math.min(1, tour.createdDaysAgo / 400);
  return Math.min(9, 3 + Math.round(6 * maturity * rng.range(0.55, 1)));
}

function fits(review: DemoReview, tour: DemoTour): 'tour' | 'theme' | 'any' | undefined {
  if ('tour' in review) return tour.title.includes(review.tour) ? 'tour' : undefined;
  if (review.theme === tour.reviewTheme) return 'theme';
  return review.theme === 'any' ? 'any' : undefined;
}

/**
 * Picks a text with the same stars for this tour: one written about it first, then one for its theme,
 * then a general one; never the same text twice on a tour, and the least used text across the catalog.
 */
function pickReview(
  reviews: readonly DemoReview[],
  tour: DemoTour,
  stars: Stars,
  usedOnTour: Set<DemoReview>,
  uses: Map<DemoReview, number>,
): DemoReview | undefined {
  for (const level of ['tour', 'theme', 'any'] as const) {
    const candidates = reviews.filter(
      (review) => review.stars === stars && !usedOnTour.has(review) && fits(review, tour) === level,
    );
    if (candidates.length === 0) continue;
    return candidates.reduce((best, review) =>
      (uses.get(review) ?? 0) < (uses.get(best) ?? 0) ? review : best,
    );
  }
  return undefined;
}

/** A past departure with room for the party (or, on a busy young tour, for one more traveller). */
function pickTrip(
  rng: Rng,
  departures: DepartureBook,
  tourIndex: number,
  dates: readonly string[],
  party: Party,
): PlannedTrip {
  for (const wanted of [party, { adults: 1, children: 0 }]) {
    // Most departures have room: a few random draws usually find one without scanning them all.
    for (let i = 0; i < 8 && dates.length > 0; i++) {
      const date = rng.pick(dates);
      if (departures.seatsLeft(tourIndex, date) < seatsOf(wanted)) continue;
      departures.take(tourIndex, date, seatsOf(wanted));
      return { ...wanted, date };
    }
    const open = dates.filter((date) => departures.seatsLeft(tourIndex, date) >= seatsOf(wanted));
    if (open.length > 0) {
      const date = rng.pick(open);
      departures.take(tourIndex, date, seatsOf(wanted));
      return { ...wanted, date };
    }
  }
  throw new Error(`Demo seed: no past departure of tour ${tourIndex} has a seat left for a reviewer`);
}

export function planActivity(
  tours: readonly DemoTour[],
  customerCount: number,
  reviews: readonly DemoReview[],
  rng: Rng,
  now: Date,
  createdAt: readonly Date[],
  departures: DepartureBook,
): PlannedRating[] {
  const plan: PlannedRating[] = [];
  const uses = new Map<DemoReview, number>();
  tours.forEach((tour, tourIndex) => {
    // Featured tours are the ones guests like most; the others spread out more.
    const quality = tour.featured ? rng.range(0.8, 1) : rng.range(0.25, 1);
    const customers = Array.from({ length: customerCount }, (_, i) => i).sort(() => rng.next() - 0.5);
    const count = Math.min(customerCount, ratingCount(rng, tour));
    const usedOnTour = new Set<DemoReview>();
    // Departures bookable after the tour was listed (the cut-off and two hours later), and over.
    const dates = departures.pastDates(tourIndex, createdAt[tourIndex]!.getTime() + CUTOFF + 2 * HOUR, now);
    const to = now.getTime() - HOUR;
    for (const customerIndex of customers.slice(0, count)) {
      const stars = drawStars(rng, quality);
      const text = rng.chance(REVIEW_SHARE) ? pickReview(reviews, tour, stars, usedOnTour, uses) : undefined;
      const trip = pickTrip(rng, departures, tourIndex, dates, partyFromReview(rng, tour, text?.text));
      // Rated from the same evening to a few days after the trip.
      const end = departures.endOf(tourIndex, trip.date).getTime();
      const ratedAt = new Date(Math.min(to, end + rng.range(3 * HOUR, 5 * DAY)));
      const rating: PlannedRating = { tourIndex, customerIndex, stars, createdAt: ratedAt, trip };
      if (text) {
        usedOnTour.add(text);
        uses.set(text, (uses.get(text) ?? 0) + 1);
        rating.review = {
          title: text.title ?? null,
          text: text.text,
          // Written a little after rating, usually the same evening.
          createdAt: new Date(Math.min(to, ratedAt.getTime() + rng.range(2, 180) * 60_000)),
        };
      }
      plan.push(rating);
    }
  });
  return plan;
}
