import { TZDate } from '@date-fns/tz';
import type { Availability, Booking, DepartureCancellation } from '@tabi/contracts';
import { addDays, format } from 'date-fns';
import type { Viewer } from '../../platform/auth/guard.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { type PeriodicRounds, startPeriodicRounds } from '../../platform/periodic-rounds.ts';
import { readableDate } from './bookable-date.ts';
import type { BookingsService } from './bookings.service.ts';
import type { DepartureCancellationsRepository } from './departure-cancellations.repository.ts';

/** How far ahead the notice looks for other dates to offer, and how many it offers. */
const offerDays = 60;
const offeredDates = 3;

type Deps = {
  repository: DepartureCancellationsRepository;
  bookings: Pick<BookingsService, 'availability' | 'get' | 'create'>;
  find: (id: string) => Promise<Booking>;
  /** Paid online: sends the approved refund, closes a payment page, gives back paid date-change differences. */
  online: {
    sendRefund: (id: string) => Promise<void>;
    closeCheckout: (id: string) => Promise<void>;
    refundPaidDifferences: (id: string) => Promise<void>;
  } | null;
  /** Tells the traveller: the reason, the refund, and the dates they can rebook in one step. */
  tell: (booking: Booking, nextDates: string[]) => Promise<void>;
  timezone: string;
  now: () => Date;
  log: { warn: (obj: object, msg: string) => void };
};

/**
 * The operator calls a departure off (weather, a guide ill; issue 28, decision 73). The departure is
 * marked cancelled and its date closed first, so it takes no booking from then on; then its bookings are
 * cancelled in batches, each once, refunded in full (online through Stripe, automatically) and told why,
 * with the next dates they can rebook in one step. Every step leaves a mark in the database in the same
 * transaction as its effect, so a process that stops in the middle loses nothing: the rounds (every
 * minute, in every process) finish cancelled departures and send the notices still due.
 */
export function createDepartureCancellations({
  repository,
  bookings,
  find,
  online,
  tell,
  timezone,
  now,
  log,
}: Deps) {
  /** Cancels the departure's live bookings batch by batch; answers how many, and how many refunded online. */
  async function finish(departureId: string, reason: string) {
    let cancelled = 0;
    let onlineRefunds = 0;
    for (;;) {
      const batch = await repository.cancelBatch(departureId, reason, now());
      if (batch.length === 0) break;
      cancelled += batch.length;
      for (const booking of batch) {
        if (booking.refundOnline) onlineRefunds += 1;
        await afterCancel(booking);
      }
    }
    await sendNotices();
    return { cancelled, onlineRefunds };
  }

  /** The money's part, once the cancellation is committed; a failure is logged and retried by the sweeps. */
  async function afterCancel(booking: { id: string; refundOnline: boolean; holdOpen: boolean }) {
    if (!online) return;
    try {
      if (booking.refundOnline) await online.sendRefund(booking.id);
      if (booking.holdOpen) await online.closeCheckout(booking.id);
      await online.refundPaidDifferences(booking.id);
    } catch (error) {
      log.warn(
        { err: error, bookingId: booking.id },
        'payments: a cancelled departure refund waits for the sweep',
      );
    }
  }

  /** Up to three dates of the tour that can be booked now for the same party, soonest first. */
  async function nextDates(booking: Booking): Promise<string[]> {
    const today = format(new TZDate(now().getTime(), timezone), 'yyyy-MM-dd');
    const to = format(addDays(new TZDate(now().getTime(), timezone), offerDays - 1), 'yyyy-MM-dd');
    const seats = booking.participants.adults + booking.participants.children;
    const calendar: Availability = await bookings.availability(booking.tour._id, { from: today, to });
    return calendar.dates
      .filter((day) => day.bookable && day.seatsLeft >= seats && day.date !== booking.date)
      .slice(0, offeredDates)
      .map((day) => day.date);
  }

  const sendNotices = () =>
    repository.tellDue(async (id) => {
      const booking = await find(id);
      await tell(booking, await nextDates(booking));
    });

  return {
    async cancel(departureId: string, reason: string): Promise<DepartureCancellation> {
      const departure = isUuid(departureId) ? await repository.departure(departureId) : undefined;
      if (!departure) throw notFound('Departure not found');
      if (departure.completedAt) throw conflict('This departure has taken place: it cannot be cancelled.');
      if (departure.cancelledAt) throw conflict('This departure is already cancelled.');
      if (!(await repository.markCancelled(departureId, reason, now())))
        throw conflict('This departure changed meanwhile. Reload it and try again.');
      const { cancelled, onlineRefunds } = await finish(departureId, reason);
      const marked = await repository.departure(departureId);
      return {
        departureId,
        tourId: departure.tourId,
        date: departure.date,
        cancelledAt: (marked?.cancelledAt ?? now()).toISOString(),
        reason,
        bookingsCancelled: cancelled,
        onlineRefunds,
      };
    },

    /**
     * Books the same tour, party, contact and requests on another date, for a traveller whose booking the
     * operator cancelled: one step from the notice. The same date asked twice answers the first booking.
     */
    /**
     * One new booking per cancelled one, under the key `rebook-<id>`: asked again for the same date it
     * answers the booking made; for another date it refuses (that booking's date can be changed instead).
     */
    async rebook(viewer: Viewer, id: string, date: string) {
      const cancelled = await bookings.get(viewer, id);
      if (cancelled.user._id !== viewer.userId) throw notFound('Booking not found');
      if (cancelled.status !== 'cancelled' || cancelled.cancelledBy !== 'operator')
        throw conflict(
          'Only a booking the operator cancelled can be rebooked in one step. Book the tour again.',
        );
      const rebooked = (made: { _id: string; date: string }) =>
        conflict(
          `This booking was rebooked already, for ${readableDate(made.date)}. To move it, change that booking's date.`,
          { bookingId: made._id },
        );
      if (cancelled.rebookedAs && cancelled.rebookedAs.date !== date) throw rebooked(cancelled.rebookedAs);
      const outcome = await bookings.create(
        viewer,
        {
          tourId: cancelled.tour._id,
          date,
          participants: cancelled.participants,
          contact: cancelled.contact,
          specialRequests: cancelled.specialRequests,
        },
        `rebook-${id}`,
      );
      // Two clicks on different dates at once: the key let one through, the other answers it.
      if (outcome.replayed && outcome.booking.date !== date) throw rebooked(outcome.booking);
      return outcome;
    },

    /** The rounds: cancelled departures whose work was cut short are finished, and due notices sent. */
    startRounds(everyMs = 60_000): PeriodicRounds {
      return startPeriodicRounds({
        round: async () => {
          let done = 0;
          for (const departure of await repository.unfinished())
            done += (await finish(departure.id, departure.reason)).cancelled;
          return done + (await sendNotices());
        },
        everyMs,
        failure: 'bookings: the round of cancelled departures failed',
        log,
      });
    },
  };
}

export type DepartureCancellations = ReturnType<typeof createDepartureCancellations>;
