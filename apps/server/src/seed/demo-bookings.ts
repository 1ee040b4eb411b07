/**
 * Plans the demo's bookings, the way an operator's books look a few weeks into the season:
 * - the trip behind every rating, completed and paid, so every review is from a verified traveller;
 * - a few other past trips (two of yesterday's still waiting to be marked completed);
 * - the weeks ahead: confirmed bookings, pending ones on tours the house confirms by hand, a few paid;
 * - cancellations: unpaid ones, two paid ones whose refund waits for the admin (one inside the free
 *   cancellation window, one late), one refund approved and one denied with a note;
 * - a few departures in the next weeks that are sold out or nearly so.
 * Pure and seeded like the activity plan: the seats go through the same departure book.
 */
import { type Booking, policy } from '@tabi/contracts';
import type { DemoTour, Rng } from '@tabi/demo-catalog';
import { localDateOf } from '../platform/zoned-time.ts';
import type { PlannedRating } from './demo-activity.ts';
import {
  CUTOFF,
  DAY,
  type DepartureBook,
  drawParty,
  HOUR,
  MINUTE,
  type Party,
  seatsOf,
  shiftDate,
} from './demo-departures.ts';

export type PlannedBooking = Party & {
  reference: string;
  tourIndex: number;
  customerIndex: number;
  date: string;
  specialRequests: string | null;
  status: Booking['status'];
  paymentStatus: Booking['paymentStatus'];
  refundStatus: 'requested' | 'approved' | 'denied' | null;
  refundWithinPolicy: boolean | null;
  refundNote: string | null;
  cancellationReason: string | null;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** As in modules/bookings/booking-reference.ts: no 0/O, 1/I/L. */
const referenceAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Upcoming bookings fall on departures this many days ahead. */
const AHEAD = { from: 5, to: 60 };
const UPCOMING_COUNT = 40;
const PAST_EXTRA_COUNT = 16;

const specialRequests = [
  'Vegetarian, please.',
  'One of us has a shellfish allergy.',
  'We are celebrating our wedding anniversary.',
  'My mother walks slowly; we may need a few extra breaks.',
  'Is there somewhere near the meeting point to leave a small suitcase?',
  'First time in Japan! Any tips on what to wear?',
  'Could you recommend somewhere for lunch afterwards?',
];

type Scenario = Omit<PlannedBooking, 'reference' | 'tourIndex' | 'customerIndex' | 'createdAt'>;

export function planBookings(
  tours: readonly DemoTour[],
  customerCount: number,
  plan: readonly PlannedRating[],
  rng: Rng,
  now: Date,
  createdAt: readonly Date[],
  departures: DepartureBook,
): PlannedBooking[] {
  const at = now.getTime();
  const today = localDateOf(now, departures.timezone);
  const planned: PlannedBooking[] = [];
  const references = new Set<string>();
  /** `customer|date`: nobody is on two of the extra bookings the same day. */
  const busy = new Set<string>();
  /** Departures filled on purpose: the random bookings keep off them. */
  const reserved = new Set<string>();

  const tourIndex = (fragment: string) => {
    const index = tours.findIndex((tour) => tour.title.includes(fragment));
    if (index < 0) throw new Error(`Demo seed: no demo tour called "${fragment}"`);
    return index;
  };

  function newReference(): string {
    for (;;) {
      let code = 'TB-';
      for (let i = 0; i < 6; i++) code += rng.pick([...referenceAlphabet]);
      if (!references.has(code)) {
        references.add(code);
        return code;
      }
    }
  }

  /**
   * When it was booked: after the tour was listed, before the cut-off, in the past, at most 50 days
   * ahead (past departures are chosen to start at least the cut-off and two hours after the listing).
   */
  function bookedAt(tour: number, date: string, notAfter = at): Date {
    const start = departures.startOf(tour, date).getTime();
    const to = Math.min(start - CUTOFF - HOUR, at - 20 * MINUTE, notAfter - 2 * HOUR);
    const from = Math.max(createdAt[tour]!.getTime() + HOUR, Math.min(start - 50 * DAY, to - 2 * DAY));
    return new Date(to <= from ? to : rng.range(from, to));
  }

  function customerFree(date: string): number | undefined {
    const free = Array.from({ length: customerCount }, (_, i) => i).filter((i) => !busy.has(`${i}|${date}`));
    return free.length > 0 ? rng.pick(free) : undefined;
  }

  function add(
    tour: number,
    customerIndex: number,
    date: string,
    party: Party,
    details: Partial<Scenario> & Pick<Scenario, 'status'>,
    created: Date,
    /** The activity plan already took the seats of a rating's trip. */
    seated = false,
  ): PlannedBooking {
    departures.take(tour, date, seated || details.status === 'cancelled' ? 0 : seatsOf(party));
    busy.add(`${customerIndex}|${date}`);
    const booking: PlannedBooking = {
      reference: newReference(),
      tourIndex: tour,
      customerIndex,
      date,
      ...party,
      specialRequests: null,
      paymentStatus: 'unpaid',
      refundStatus: null,
      refundWithinPolicy: null,
      refundNote: null,
      cancellationReason: null,
      cancelledAt: null,
      createdAt: created,
      updatedAt: created,
      ...details,
    };
    planned.push(booking);
    return booking;
  }

  const request = (chance: number) => (rng.chance(chance) ? rng.pick(specialRequests) : null);
  /** Something that happened between `from` and now (never in the future). */
  const after = (from: Date, min: number, max: number) =>
    new Date(Math.min(at - 10 * MINUTE, from.getTime() + rng.range(min, max)));

  // The trips behind the ratings: completed and paid, marked completed the evening after.
  for (const rating of plan) {
    const { tourIndex: tour, trip } = rating;
    const created = bookedAt(tour, trip.date);
    add(
      tour,
      rating.customerIndex,
      trip.date,
      { adults: trip.adults, children: trip.children },
      {
        status: 'completed',
        paymentStatus: 'paid',
        specialRequests: request(0.06),
        updatedAt: after(departures.endOf(tour, trip.date), 30 * MINUTE, 3 * HOUR),
      },
      created,
      true,
    );
  }

  // Departures sold out or nearly so: the availability calendar shows "Full" and "1 seat left".
  const fill = (fragment: string, daysAhead: number, leave: number) => {
    const tour = tourIndex(fragment);
    const date = departures.nextOnOrAfter(tour, shiftDate(today, daysAhead));
    reserved.add(`${tour}|${date}`);
    while (departures.seatsLeft(tour, date) > leave) {
      const room = departures.seatsLeft(tour, date) - leave;
      let party = drawParty(rng, tours[tour]!);
      if (seatsOf(party) > room) party = { adults: Math.min(room, 4), children: 0 };
      const customer = customerFree(date);
      if (customer === undefined) break;
      addUpcoming(tour, customer, date, party);
    }
  };

  /** A booking on a departure ahead: confirmed on instant tours, else pending for a day or two. */
  function addUpcoming(tour: number, customer: number, date: string, party: Party) {
    const instant = tours[tour]!.instantConfirmation;
    const pending = !instant && rng.chance(0.6);
    const created = pending
      ? new Date(Math.max(createdAt[tour]!.getTime() + HOUR, at - rng.range(HOUR, 40 * HOUR)))
      : bookedAt(tour, date);
    const paid = !pending && rng.chance(0.15);
    return add(
      tour,
      customer,
      date,
      party,
      {
        status: pending ? 'pending' : 'confirmed',
        paymentStatus: paid ? 'paid' : 'unpaid',
        specialRequests: request(0.15),
        // Confirmed by the house, or marked paid, some hours later.
        updatedAt: pending || (instant && !paid) ? created : after(created, 2 * HOUR, 40 * HOUR),
      },
      created,
    );
  }

  fill('Tea Ceremony', 8, 0);
  fill('Arashiyama at First Light', 11, 1);
  fill('An Evening with a Maiko', 13, 2);

  // Cancellations, each with a story the admin and the traveller can read.
  const cancelled = (
    fragment: string,
    date: (tour: number) => string,
    party: Party,
    cancelAt: (start: number) => number,
    details: Omit<Partial<Scenario>, 'status' | 'cancelledAt'> & { cancellationReason: string },
  ) => {
    const tour = tourIndex(fragment);
    const day = date(tour);
    const start = departures.startOf(tour, day).getTime();
    const cancelledAt = new Date(Math.min(cancelAt(start), at - 30 * MINUTE));
    const customer = customerFree(day) ?? 0;
    return add(
      tour,
      customer,
      day,
      party,
      { updatedAt: cancelledAt, ...details, status: 'cancelled', cancelledAt },
      bookedAt(tour, day, cancelledAt.getTime()),
    );
  };
  const ahead = (days: number) => (tour: number) => departures.nextOnOrAfter(tour, shiftDate(today, days));
  /** The latest departure on or before `days` ago. */
  const ago = (days: number) => (tour: number) => {
    for (let day = shiftDate(today, -days); ; day = shiftDate(day, -1))
      if (departures.runsOn(tour, day)) return day;
  };

  cancelled('Hakone Hot Springs', ahead(18), { adults: 2, children: 0 }, () => at - rng.range(1, 3) * DAY, {
    cancellationReason: 'Our flights changed and we now land in Tokyo a day later.',
  });
  cancelled('Nikko', ago(9), { adults: 3, children: 0 }, (start) => start - rng.range(3, 6) * DAY, {
    cancellationReason: 'We changed our itinerary and will not be in Tokyo that week.',
  });
  const wrongDate = cancelled(
    'Yanaka and Old Tokyo',
    ahead(9),
    { adults: 1, children: 0 },
    () => at - rng.range(20, 30) * HOUR,
    { cancellationReason: 'Booked the wrong date by mistake. I have rebooked for the week after.' },
  );
  const rebooked = departures.nextOnOrAfter(wrongDate.tourIndex, shiftDate(wrongDate.date, 7));
  add(
    wrongDate.tourIndex,
    wrongDate.customerIndex,
    rebooked,
    { adults: 1, children: 0 },
    { status: 'confirmed' },
    new Date(wrongDate.cancelledAt!.getTime() + 4 * MINUTE),
  );

  // Paid, cancelled early: the refund is inside the policy and waits for the admin.
  cancelled('Mount Fuji', ahead(15), { adults: 2, children: 1 }, () => at - rng.range(3, 8) * HOUR, {
    paymentStatus: 'paid',
    refundStatus: 'requested',
    refundWithinPolicy: true,
    cancellationReason: 'A family emergency means we have to fly home early. So sorry to miss this.',
  });
  // Paid, cancelled the night before: outside the policy, still the admin's call.
  const himeji = tourIndex('Himeji Castle');
  cancelled(
    'Himeji Castle',
    () => {
      // The latest departure that started at least four hours after a cancellation made by now.
      for (let day = shiftDate(today, 1); ; day = shiftDate(day, -1))
        if (
          departures.runsOn(himeji, day) &&
          departures.startOf(himeji, day).getTime() - 4 * HOUR <= at - 30 * MINUTE
        )
          return day;
    },
    { adults: 2, children: 0 },
    (start) => start - rng.range(4, 20) * HOUR,
    {
      paymentStatus: 'paid',
      refundStatus: 'requested',
      refundWithinPolicy: false,
      cancellationReason: 'I came down with a fever and cannot travel. Sorry for the short notice.',
    },
  );
  // Decided refunds: one approved (the payment went back), one denied with the reason.
  const approved = cancelled(
    'Kumano Kodo',
    ago(12),
    { adults: 2, children: 0 },
    (start) => start - rng.range(4, 10) * DAY,
    {
      paymentStatus: 'refunded',
      refundStatus: 'approved',
      refundWithinPolicy: true,
      refundNote: 'Refunded in full to the card used for the booking.',
      cancellationReason: 'My knee will not be ready for a 13 km mountain walk in time.',
    },
  );
  approved.updatedAt = after(approved.cancelledAt!, 5 * HOUR, 30 * HOUR);
  const denied = cancelled(
    'Kerama Islands',
    ago(6),
    { adults: 2, children: 0 },
    (start) => start - rng.range(2, 5) * HOUR,
    {
      paymentStatus: 'paid',
      refundStatus: 'denied',
      refundWithinPolicy: false,
      cancellationReason: 'Our flight to Naha was delayed overnight and we cannot reach the port in time.',
    },
  );
  const notice = Math.round(
    (departures.startOf(denied.tourIndex, denied.date).getTime() - denied.cancelledAt!.getTime()) / HOUR,
  );
  denied.refundNote = `We are sorry about your flight. The boat, the guide and your equipment were already arranged when the booking was cancelled, ${notice} hours before the start, and cancellations within ${policy.freeCancellationHours} hours of the start are not refunded. Travel insurance usually covers a delayed flight; we are glad to send a receipt for your claim.`;
  denied.updatedAt = after(denied.cancelledAt!, 10 * HOUR, 36 * HOUR);

  // Other past trips: travellers who did not rate, and yesterday's departures not yet marked completed.
  for (let i = 0; i < PAST_EXTRA_COUNT; i++) {
    const recent = i < 2;
    const tour = rng.int(0, tours.length - 1);
    const party = drawParty(rng, tours[tour]!);
    const notBefore = Math.max(createdAt[tour]!.getTime() + CUTOFF + 2 * HOUR, at - (recent ? 2 : 120) * DAY);
    const dates = departures
      .pastDates(tour, notBefore, now)
      .filter((date) => departures.seatsLeft(tour, date) >= seatsOf(party));
    if (dates.length === 0) continue;
    const date = recent ? dates[dates.length - 1]! : rng.pick(dates);
    const customer = customerFree(date);
    if (customer === undefined) continue;
    const end = departures.endOf(tour, date);
    add(
      tour,
      customer,
      date,
      party,
      recent
        ? { status: 'confirmed', paymentStatus: 'paid' }
        : { status: 'completed', paymentStatus: 'paid', updatedAt: after(end, 30 * MINUTE, 3 * HOUR) },
      bookedAt(tour, date),
    );
  }

  // The weeks ahead: each customer is in Japan for a week or two and books a few tours while there,
  // travelling as the same party; featured tours are busier.
  const popular = tours.flatMap((tour, i) => (tour.featured ? [i, i] : [i]));
  const visits = Array.from({ length: customerCount }, () => {
    const arrives = rng.int(AHEAD.from, AHEAD.to - 12);
    return {
      from: shiftDate(today, arrives),
      to: shiftDate(today, Math.min(AHEAD.to, arrives + rng.int(6, 14))),
      party: drawParty(rng, {}),
    };
  });
  let upcoming = 0;
  for (let attempt = 0; attempt < 10 * UPCOMING_COUNT && upcoming < UPCOMING_COUNT; attempt++) {
    const customer = rng.int(0, customerCount - 1);
    const { from, to, party } = visits[customer]!;
    const tour = rng.pick(popular);
    if (party.children > 0 && tours[tour]!.adultsOnly) continue;
    const dates = departures
      .datesBetween(tour, from, to)
      .filter(
        (date) =>
          !reserved.has(`${tour}|${date}`) &&
          !busy.has(`${customer}|${date}`) &&
          departures.seatsLeft(tour, date) >= seatsOf(party),
      );
    if (dates.length === 0) continue;
    addUpcoming(tour, customer, rng.pick(dates), party);
    upcoming++;
  }

  return planned;
}
