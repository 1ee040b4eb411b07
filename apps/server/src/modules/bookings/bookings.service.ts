import {
  type Availability,
  type AvailabilityDate,
  type AvailabilityQuery,
  type Booking,
  type BookingInput,
  bookingPrice,
  holdMaxSeats,
  type ListResponse,
  type MyBookingsQuery,
  manualPaymentStatuses,
  missingTourFacts,
  notBookableYetMessage,
  policy,
  refusalReasons,
} from '@tabi/contracts';
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { Viewer } from '../../platform/auth/guard.ts';
import { AppError, conflict, notFound, validationFailed } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { listEnvelope } from '../../platform/pagination.ts';
import { dayOf, readableDate as readable, refuseClosedDay } from './bookable-date.ts';
import type {
  BookingFilters,
  BookingStatus,
  BookingsRepository,
  PaymentStatus,
} from './bookings.repository.ts';
import {
  availabilityChangesAt,
  availabilityOn,
  bookingWindowEnd,
  type DeparturePattern,
  datesBetween,
} from './departure-calendar.ts';

/** Online payment's part in the booking rules (booking-payments.service.ts, online-refunds.ts). */
export type OnlinePayment = {
  hold: () => { status: 'pending'; paymentStatus: 'pending'; holdExpiresAt: Date };
  startCheckout: (booking: Booking) => Promise<Booking>;
  afterCancel: (id: string) => Promise<void>;
  approveRefund: (
    id: string,
    state: NonNullable<Awaited<ReturnType<BookingsRepository['stateOf']>>>,
    note: string | null,
    amount: number | null,
  ) => Promise<Booking>;
};

/** What happens to a booking, for notifications and e-mails (booking-notices.ts). */
export type BookingEvents = {
  created: (booking: Booking) => void;
  statusChanged: (booking: Booking) => void;
  cancelled: (booking: Booking, by: 'traveller' | 'admin') => void;
  refundDecided: (booking: Booking) => void;
};

type Deps = {
  bookings: BookingsRepository;
  timezone: string;
  currency: string;
  now: () => Date;
  events: BookingEvents;
  /** Null without a Stripe key: paid at the meeting point, as before online payment. */
  online?: OnlinePayment | null;
};

/** The moves an admin may make; cancelling goes through `cancel` (it gives seats back). */
const nextStatuses: Record<BookingStatus, BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

const bookingNotFound = () => notFound('Booking not found');

/** Seats held for a payment that may never come: only for a confirmed address (booking, a waitlist offer). */
export const emailUnconfirmed = () =>
  new AppError(
    403,
    'FORBIDDEN',
    'Confirm your e-mail address before you book to pay by card: open the link we sent you (or ask for a new one at the top of the page).',
    { details: { reason: refusalReasons.emailUnconfirmed } },
  );

type NewBooking = Omit<BookingInput, 'participants' | 'specialRequests'> & {
  participants: { adults: number; children: number };
  specialRequests: string | null;
};

/**
 * Stripe's payment page is for the booking's own traveller: an admin's answers and lists never carry it.
 */
function shownTo(viewer: Viewer | null, booking: Booking): Booking {
  if (!booking.payment?.checkoutUrl || viewer?.userId === booking.user._id) return booking;
  return { ...booking, payment: { ...booking.payment, checkoutUrl: null } };
}

export function createBookingsService({ bookings, timezone, currency, now, events, online = null }: Deps) {
  async function read(id: string): Promise<Booking> {
    const booking = await bookings.find(id);
    if (!booking) throw bookingNotFound();
    return booking;
  }

  /** The booking's rules-relevant state, once the viewer is known to be its owner or an admin. */
  async function stateFor(viewer: Viewer, id: string) {
    const state = isUuid(id) ? await bookings.stateOf(id) : undefined;
    // Someone else's booking is as good as missing to a user: its id tells them nothing.
    if (!state || (state.userId !== viewer.userId && viewer.role !== 'admin')) throw bookingNotFound();
    return state;
  }

  /**
   * Cancels and releases the seats. Free up to `policy.freeCancellationHours` before the start; a paid
   * booking gets a refund request either way, marked outside the policy when late.
   */
  async function cancel(viewer: Viewer, id: string, reason: string): Promise<Booking> {
    const state = await stateFor(viewer, id);
    if (state.status === 'cancelled') throw conflict('This booking is already cancelled.');
    if (state.status === 'completed') throw conflict('A completed booking cannot be cancelled.');
    const freeUntil = state.startsAt.getTime() - policy.freeCancellationHours * 3_600_000;
    const withinPolicy = now().getTime() <= freeUntil;
    const by = viewer.userId === state.userId ? 'traveller' : 'operator';
    if (!(await bookings.cancel(id, reason, withinPolicy, by)))
      throw conflict('This booking changed meanwhile. Reload it and try again.');
    if (online && state.paymentStatus === 'pending') await online.afterCancel(id);
    const booking = await read(id);
    events.cancelled(booking, by === 'traveller' ? 'traveller' : 'admin');
    return shownTo(viewer, booking);
  }

  /** The availability of a tour's dates as a traveller may book them at `at`. */
  async function availabilityAt(
    tourId: string,
    { from, to }: AvailabilityQuery,
    at: Date,
  ): Promise<Availability> {
    const span = differenceInCalendarDays(parseISO(to), parseISO(from)) + 1;
    if (span < 1)
      throw validationFailed('"to" must be on or after "from".', { to: 'must be on or after from' });
    if (span > policy.availabilityMaxDays)
      throw validationFailed(`Ask for at most ${policy.availabilityMaxDays} days at once.`, {
        to: `at most ${policy.availabilityMaxDays} days after from`,
      });
    const tour = isUuid(tourId) ? await bookings.tourTerms(tourId) : undefined;
    if (!tour) throw notFound('Tour not found');
    const missingFacts = missingTourFacts(tour);
    const pattern: DeparturePattern = {
      days: tour.archived ? [] : tour.departureDays,
      time: tour.departureTime,
      timezone,
    };
    /** Each date from `first` to `last` as a traveller may book it now. */
    const days = async (first: string, last: string): Promise<AvailabilityDate[]> => {
      // No date of a tour that lacks a fact can be booked, whatever its calendar says.
      if (missingFacts.length > 0)
        return datesBetween(first, last).map((date) => ({
          date,
          startsAt: null,
          capacity: 0,
          seatsLeft: 0,
          bookable: false,
          reason: 'incomplete',
        }));
      const [closed, taken] = await Promise.all([
        bookings.closedDates(tourId, first, last),
        bookings.departuresBetween(tourId, first, last),
      ]);
      return datesBetween(first, last).map((date) =>
        availabilityOn(date, {
          pattern,
          capacity: taken.get(date)?.capacity ?? tour.maxGroupSize,
          closed,
          booked: new Map([[date, taken.get(date)?.booked ?? 0]]),
          now: at,
          cutoffHours: policy.bookingCutoffHours,
        }),
      );
    };
    const dates = await days(from, to);
    /** The calendar opens on the first bookable date's month, so a month with nothing left is skipped. */
    const firstBookable = async (): Promise<string | null> => {
      const inRange = dates.find((day) => day.bookable);
      if (inRange) return inRange.date;
      const windowEnd = bookingWindowEnd(at, timezone, policy.bookingWindowMonths);
      const after = format(addDays(parseISO(to), 1), 'yyyy-MM-dd');
      if (missingFacts.length > 0 || pattern.days.length === 0 || after > windowEnd) return null;
      return (await days(after, windowEnd)).find((day) => day.bookable)?.date ?? null;
    };
    return {
      tourId,
      timezone,
      departureTime: tour.departureTime,
      missingFacts,
      dates,
      firstBookable: await firstBookable(),
    };
  }

  return {
    availability(tourId: string, query: AvailabilityQuery): Promise<Availability> {
      return availabilityAt(tourId, query, now());
    },

    /** The availability, and the instant the clock alone changes it (a cut-off passes, a day turns). */
    async availabilityAnswer(tourId: string, query: AvailabilityQuery) {
      const at = now();
      const answer = await availabilityAt(tourId, query, at);
      return { answer, changesAt: availabilityChangesAt(answer, at, policy.bookingCutoffHours) };
    },

    /**
     * Books seats on a departure. The price comes from the tour, never from the request; the seats
     * are taken in the database (see the repository), so concurrent requests never oversell.
     */
    async create(
      viewer: Viewer,
      input: NewBooking,
      idempotencyKey: string | null,
    ): Promise<{ booking: Booking; replayed: boolean }> {
      if (idempotencyKey) {
        const first = await bookings.idOfIdempotent(viewer.userId, idempotencyKey);
        if (first) return { booking: await read(first), replayed: true };
      }
      const facts = isUuid(input.tourId) ? await bookings.bookingFacts(input.tourId, input.date) : undefined;
      if (!facts) throw validationFailed('That tour does not exist.', { tourId: 'Tour not found' });
      const { tour } = facts;
      if (tour.archived)
        throw validationFailed('This tour is no longer offered.', { tourId: 'No longer offered' });
      // A tour saved without its place, duration or meeting point waits for an admin to give them: a
      // traveller would otherwise pay for a tour without knowing where or how long (decision 23).
      const missing = missingTourFacts(tour);
      if (missing.length > 0) throw conflict(notBookableYetMessage(missing), { missing });

      const { adults, children } = input.participants;
      if (tour.adultsOnly && children > 0)
        throw validationFailed('This tour is for adults only: book it without children.', {
          'participants.children': 'This tour is for adults only',
        });
      const seats = adults + children;
      const day = dayOf(input.date, facts, timezone, now());
      const onDate = readable(input.date);
      refuseClosedDay(day);
      const seatsConflict = (left: number) =>
        conflict(`Only ${left} ${left === 1 ? 'seat' : 'seats'} left on ${onDate}.`, { seatsLeft: left });
      if (seats > day.seatsLeft) throw seatsConflict(day.seatsLeft);
      // Seats held for a payment that may never come: only by a confirmed address, a few at a time.
      if (online && !(await bookings.emailConfirmed(viewer.userId))) throw emailUnconfirmed();
      const holdShare = (left: number) =>
        conflict(
          `While it waits for payment, one booking can hold at most ${holdMaxSeats(left)} of the ${left} seats left on ${onDate}. For a bigger party, contact us and we arrange it.`,
          { seatsLeft: left, holdMaxSeats: holdMaxSeats(left) },
        );
      // Staff book for customers on the phone: their holds are not limited.
      const holdRules = online && viewer.role !== 'admin';
      if (holdRules && seats > holdMaxSeats(day.seatsLeft)) throw holdShare(day.seatsLeft);

      const outcome = await bookings.book({
        userId: viewer.userId,
        tourId: tour.id,
        date: input.date,
        startsAt: new Date(day.startsAt!),
        adults,
        children,
        contact: input.contact,
        specialRequests: input.specialRequests,
        ...bookingPrice(tour, input.participants, currency),
        currency,
        status: tour.instantConfirmation ? 'confirmed' : 'pending',
        idempotencyKey,
        // Paid online, the booking waits for its payment (Stripe's word confirms it), its seats held.
        ...online?.hold(),
        ...(holdRules ? { holdRules: { now: now(), maxHolds: policy.unpaidHoldsPerAccount } } : {}),
      });
      if ('replay' in outcome) return { booking: await read(outcome.replay), replayed: true };
      if (!outcome.booked) {
        if (outcome.reason === 'holds')
          throw conflict(
            `You already have ${outcome.holds} bookings waiting for payment. Pay or cancel one of them in My bookings before you book again.`,
            { unpaidHolds: outcome.holds },
          );
        if (outcome.reason === 'hold-share') throw holdShare(outcome.seatsLeft);
        throw seatsConflict(outcome.seatsLeft);
      }
      const booking = await read(outcome.id);
      // Paid online, the traveller hears from us once Stripe says it is paid.
      if (online) return { booking: await online.startCheckout(booking), replayed: false };
      events.created(booking);
      return { booking, replayed: false };
    },

    /**
     * Admin: closes or reopens one date of a tour. Bookings already made for it stay as they are (the
     * answer counts them, so the admin can cancel them with a reason the travellers will read).
     */
    async setDateClosed(tourId: string, date: string, closed: boolean) {
      const tour = isUuid(tourId) ? await bookings.tourTerms(tourId) : undefined;
      if (!tour) throw notFound('Tour not found');
      if (!closed) {
        await bookings.reopenDate(tourId, date);
        return { tourId, date, closed, liveBookings: 0 };
      }
      return { tourId, date, closed, liveBookings: await bookings.closeDate(tourId, date) };
    },

    async get(viewer: Viewer, id: string): Promise<Booking> {
      await stateFor(viewer, id);
      return shownTo(viewer, await read(id));
    },

    async mine(viewer: Viewer, query: MyBookingsQuery): Promise<ListResponse<Booking>> {
      const { rows, total } = await bookings.forUser(viewer.userId, query, now());
      return listEnvelope(rows, total, query);
    },

    /** How many of the viewer's bookings are upcoming, past and cancelled now. */
    mySummary: (viewer: Viewer) => bookings.summaryForUser(viewer.userId, now()),

    async list(filters: BookingFilters): Promise<ListResponse<Booking>> {
      if (filters.tourId && !isUuid(filters.tourId)) return listEnvelope([], 0, filters);
      const { rows, total, lowerBound } = await bookings.list(filters);
      return listEnvelope(
        rows.map((booking) => shownTo(null, booking)),
        total,
        filters,
        lowerBound,
      );
    },

    cancel,

    /** Admin: status (pending -> confirmed -> completed, any live one -> cancelled) and payment. */
    async adminUpdate(
      viewer: Viewer,
      id: string,
      change: { status?: BookingStatus; paymentStatus?: PaymentStatus },
    ): Promise<Booking> {
      const state = await stateFor(viewer, id);
      if (change.status && change.status !== state.status) {
        const allowed = nextStatuses[state.status];
        if (!allowed.includes(change.status))
          throw new AppError(
            409,
            'CONFLICT',
            allowed.length
              ? `A ${state.status} booking can become ${allowed.join(' or ')}, not ${change.status}.`
              : `A ${state.status} booking cannot change any more.`,
            { details: { status: state.status, allowed } },
          );
      }
      if (change.paymentStatus && change.paymentStatus !== state.paymentStatus) {
        if (state.checkoutSessionId)
          throw conflict('This booking is paid online: its payment status follows Stripe. Use reconcile.');
        // Refunds go through the refund decision; an admin marks unpaid <-> paid by hand.
        if (change.paymentStatus === 'refunded' || state.paymentStatus === 'refunded')
          throw conflict('Refunds are decided with approve or deny, not set by hand.');
        const manual: readonly string[] = manualPaymentStatuses;
        if (!manual.includes(change.paymentStatus) || !manual.includes(state.paymentStatus))
          throw conflict(
            `Only ${manualPaymentStatuses.join(' or ')} can be set by hand; the other payment statuses follow Stripe.`,
          );
        if (!(await bookings.setPaymentStatus(id, state.paymentStatus, change.paymentStatus)))
          throw conflict('This booking changed meanwhile. Reload it and try again.');
      }
      if (change.status === 'cancelled' && state.status !== 'cancelled') {
        return cancel(viewer, id, 'Cancelled by the operator');
      }
      if (change.status && change.status !== state.status) {
        if (
          !(await bookings.setStatus(id, state.status, change.status as Exclude<BookingStatus, 'cancelled'>))
        )
          throw conflict('This booking changed meanwhile. Reload it and try again.');
        const booking = await read(id);
        events.statusChanged(booking);
        return shownTo(viewer, booking);
      }
      return shownTo(viewer, await read(id));
    },

    /**
     * Admin: approves or denies a requested refund. Paid online, approving returns the money through
     * Stripe (`amount`: part of it, outside the free window); paid on the spot, it marks it refunded.
     */
    async decideRefund(
      viewer: Viewer,
      id: string,
      decision: 'approved' | 'denied',
      note: string | null,
      amount: number | null = null,
    ) {
      const state = await stateFor(viewer, id);
      if (online && state.paidOnline && decision === 'approved')
        return shownTo(viewer, await online.approveRefund(id, state, note, amount));
      if (amount !== null)
        throw validationFailed('Only online payments can be refunded in part', {
          amount: 'Only online payments can be refunded in part',
        });
      if (state.refundStatus !== 'requested')
        throw conflict(
          state.refundStatus
            ? `This refund was already ${state.refundStatus}.`
            : 'There is no refund request on this booking.',
          { refundStatus: state.refundStatus },
        );
      if (!(await bookings.decideRefund(id, decision, note)))
        throw conflict('This refund was decided meanwhile. Reload it and try again.');
      const booking = await read(id);
      events.refundDecided(booking);
      return shownTo(viewer, booking);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
