import {
  type AcceptWaitlistOfferInput,
  type Booking,
  bookingPrice,
  type JoinWaitlistInput,
  type ListResponse,
  missingTourFacts,
  notBookableYetMessage,
  type PageQuery,
  policy,
  type WaitlistEntry,
  waitlistOfferHours,
  waitlistOpenMax,
} from '@tabi/contracts';
import type { Viewer } from '../../platform/auth/guard.ts';
import { conflict, notFound, validationFailed } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { listEnvelope } from '../../platform/pagination.ts';
import { type PeriodicRounds, startPeriodicRounds } from '../../platform/periodic-rounds.ts';
import { dayOf, readableDate, refuseClosedDay } from './bookable-date.ts';
import type { BookingsRepository } from './bookings.repository.ts';
import { type BookingEvents, emailUnconfirmed, type OnlinePayment } from './bookings.service.ts';
import type { WaitlistRepository } from './waitlist.repository.ts';
import type { WaitlistNotices } from './waitlist-notices.ts';

type Deps = {
  waitlist: WaitlistRepository;
  bookings: BookingsRepository;
  timezone: string;
  currency: string;
  now: () => Date;
  online: OnlinePayment | null;
  events: Pick<BookingEvents, 'created'>;
  notices: WaitlistNotices;
  log: { warn: (obj: object, msg: string) => void };
};

type Accepted = Omit<AcceptWaitlistOfferInput, 'specialRequests'> & { specialRequests: string | null };

const hours = (n: number) => n * 3_600_000;

/**
 * The waitlist of full departures (issue 28, decision 74). A traveller joins the line of a full date with
 * a party; when seats free up (a cancellation, a hold that ended unpaid, a bigger group size, a booking that
 * moved away) the rounds offer them to the first waiting party that fits, holding them for
 * `waitlistOfferHours`; an offer not taken in time goes back, and the next party's turn comes. Every round
 * runs in every process: a departure's offers are made under its row lock, so no offer is made twice and
 * no offer and booking ever share a seat.
 */
export function createWaitlist({
  waitlist,
  bookings,
  timezone,
  currency,
  now,
  online,
  events,
  notices,
  log,
}: Deps) {
  async function entryOf(viewer: Viewer, id: string): Promise<WaitlistEntry> {
    const entry = isUuid(id) ? await waitlist.find(id) : undefined;
    if (!entry || (entry.traveller._id !== viewer.userId && viewer.role !== 'admin'))
      throw notFound('Waitlist entry not found');
    return entry;
  }

  async function tellOffered(entryId: string) {
    const entry = await waitlist.find(entryId);
    if (entry) await notices.offered(entry);
  }

  /** One round: lapsed offers and closed departures end (their seats back), then the offers seats allow. */
  async function round(): Promise<number> {
    const at = now();
    let done = 0;
    for (const ending of await waitlist.toEnd(
      at,
      new Date(at.getTime() + hours(policy.bookingCutoffHours)),
    )) {
      const to = ending.closed ? 'closed' : 'expired';
      if (!(await waitlist.end(ending.id, to, at))) continue;
      done += 1;
      if (to === 'expired') {
        const entry = await waitlist.find(ending.id);
        if (entry) await notices.expired(entry);
      }
    }
    return (
      done +
      (await waitlist.makeOffers(
        at,
        new Date(at.getTime() + hours(policy.bookingCutoffHours)),
        new Date(at.getTime() + hours(waitlistOfferHours)),
        ({ entryId }) => tellOffered(entryId),
      ))
    );
  }

  type KickedRounds = PeriodicRounds & { kick: () => void };
  let rounds: KickedRounds | null = null;

  return {
    /** Joins the line of a full date: only when the party does not fit the seats left. */
    async join(viewer: Viewer, tourId: string, input: JoinWaitlistInput): Promise<WaitlistEntry> {
      const facts = isUuid(tourId) ? await bookings.bookingFacts(tourId, input.date) : undefined;
      if (!facts) throw notFound('Tour not found');
      const { tour } = facts;
      if (tour.archived)
        throw validationFailed('This tour is no longer offered.', { tourId: 'No longer offered' });
      const missing = missingTourFacts(tour);
      if (missing.length > 0) throw conflict(notBookableYetMessage(missing), { missing });
      const adults = input.participants.adults;
      const children = input.participants.children ?? 0;
      if (tour.adultsOnly && children > 0)
        throw validationFailed('This tour is for adults only: join without children.', {
          'participants.children': 'This tour is for adults only',
        });
      const day = dayOf(input.date, facts, timezone, now());
      refuseClosedDay(day);
      if (adults + children > day.capacity)
        throw validationFailed(
          `A departure takes at most ${day.capacity} people. Contact us for a bigger group.`,
          {
            'participants.adults': `At most ${day.capacity} people`,
          },
        );
      if (adults + children <= day.seatsLeft)
        throw conflict(
          `There ${day.seatsLeft === 1 ? 'is 1 seat' : `are ${day.seatsLeft} seats`} left on ${readableDate(input.date)}: book them now.`,
          { seatsLeft: day.seatsLeft },
        );
      const departure = await waitlist.departureOn(tourId, input.date);
      if (!departure || departure.cancelledAt) throw conflict('This departure takes no waitlist.');
      if ((await waitlist.openCount(viewer.userId)) >= waitlistOpenMax)
        throw conflict(
          `You are waiting for ${waitlistOpenMax} dates already: leave one in My bookings to join another.`,
          { limit: waitlistOpenMax },
        );
      const id = await waitlist.join({ departureId: departure.id, userId: viewer.userId, adults, children });
      if (!id) throw conflict('You are on the waitlist for this date already. See it in My bookings.');
      return (await waitlist.find(id))!;
    },

    async mine(
      viewer: Viewer,
      query: PageQuery & { open?: boolean | undefined },
    ): Promise<ListResponse<WaitlistEntry>> {
      const { rows, total } = await waitlist.forUser(viewer.userId, query);
      return listEnvelope(rows, total, query);
    },

    get: entryOf,

    /** Leaves the line (or declines an offer: its seats go to the next party at once). */
    async leave(viewer: Viewer, id: string): Promise<WaitlistEntry> {
      const entry = await entryOf(viewer, id);
      if (!(await waitlist.end(entry._id, 'left', now())))
        throw conflict(`This waitlist entry has ended already (${entry.status}).`);
      if (entry.status === 'offered') rounds?.kick();
      return (await waitlist.find(entry._id))!;
    },

    /**
     * Takes an offer: a booking on the seats it holds, priced from the tour now, with the contact given.
     * Paid online, the booking then waits for its payment like any other (the hold's seats are the offer's).
     */
    async accept(viewer: Viewer, id: string, input: Accepted): Promise<Booking> {
      const entry = await entryOf(viewer, id);
      if (entry.traveller._id !== viewer.userId) throw notFound('Waitlist entry not found');
      if (
        entry.status !== 'offered' ||
        !entry.offerExpiresAt ||
        Date.parse(entry.offerExpiresAt) <= now().getTime()
      )
        throw conflict('This offer is no longer open.', { status: entry.status });
      const tour = await bookings.tourTerms(entry.tour._id);
      if (!tour) throw notFound('Tour not found');
      if (online && !(await bookings.emailConfirmed(viewer.userId))) throw emailUnconfirmed();
      const bookingId = await waitlist.accept(
        entry._id,
        viewer.userId,
        {
          userId: viewer.userId,
          tourId: tour.id,
          date: entry.date,
          startsAt: new Date(entry.startsAt),
          adults: entry.participants.adults,
          children: entry.participants.children,
          contact: input.contact,
          specialRequests: input.specialRequests,
          ...bookingPrice(tour, entry.participants, currency),
          currency,
          status: tour.instantConfirmation ? 'confirmed' : 'pending',
          idempotencyKey: null,
          ...online?.hold(),
        },
        now(),
      );
      if (!bookingId) throw conflict('This offer is no longer open.');
      const booking = await bookings.find(bookingId);
      if (!booking) throw new Error(`Booking ${bookingId} vanished`);
      if (online) return online.startCheckout(booking);
      events.created(booking);
      return booking;
    },

    async forDeparture(departureId: string, query: PageQuery): Promise<ListResponse<WaitlistEntry>> {
      if (!isUuid(departureId)) throw notFound('Departure not found');
      const { rows, total } = await waitlist.forDeparture(departureId, query);
      return listEnvelope(rows, total, query);
    },

    /** The rounds, every minute in every process; `kick` runs one soon after seats free up. */
    startRounds(everyMs = 60_000): KickedRounds {
      const started = startPeriodicRounds({
        round,
        everyMs,
        failure: 'waitlist: the round of offers failed',
        log,
      });
      const kicked: KickedRounds = {
        ...started,
        // A round in flight is shared: seats freed after its query wait for the next one (a minute at most).
        kick: () => void started.sweep(),
      };
      rounds = kicked;
      return kicked;
    },
  };
}

export type Waitlist = ReturnType<typeof createWaitlist>;
