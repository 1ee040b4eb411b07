import { openBookingChangeStatuses } from '@tabi/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingChanges, bookings, departures, tourClosedDates } from '../../db/schema/index.ts';
import { endOpenChange } from './bookings.repository.ts';

/** Bookings cancelled per transaction: short row locks, and a stop in between loses at most one batch's work. */
const batchSize = 20;
const live = inArray(bookings.status, ['pending', 'confirmed']);

/** One booking the departure's cancellation cancelled, and what is left to do for it after the commit. */
export type CancelledWithDeparture = {
  id: string;
  /** Paid online: its refund is approved, to send to Stripe. */
  refundOnline: boolean;
  /** Still waiting for its first payment: its Checkout Session is to be closed. */
  holdOpen: boolean;
};

/** The queries of an operator's cancelled departure (departure-cancellations.ts). */
export function createDepartureCancellationsRepository(db: Db) {
  return {
    async departure(id: string) {
      const [row] = await db
        .select({
          id: departures.id,
          tourId: departures.tourId,
          date: departures.date,
          startsAt: departures.startsAt,
          completedAt: departures.completedAt,
          cancelledAt: departures.cancelledAt,
          reason: departures.cancellationReason,
        })
        .from(departures)
        .where(eq(departures.id, id));
      return row;
    },

    /**
     * Calls the departure off: marked cancelled with its reason and its date closed, so it takes no
     * booking from now on. Answers false when it was cancelled or completed already.
     */
    markCancelled(id: string, reason: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [marked] = await tx
          .update(departures)
          .set({ cancelledAt: now, cancellationReason: reason })
          .where(and(eq(departures.id, id), isNull(departures.cancelledAt), isNull(departures.completedAt)))
          .returning({ tourId: departures.tourId, date: departures.date });
        if (!marked) return false;
        await tx.insert(tourClosedDates).values(marked).onConflictDoNothing();
        // Date changes waiting to move onto this departure end; their held seats go back.
        const incoming = await tx
          .select({ id: bookingChanges.id, bookingId: bookingChanges.bookingId })
          .from(bookingChanges)
          .innerJoin(bookings, eq(bookings.id, bookingChanges.bookingId))
          .where(
            and(
              inArray(bookingChanges.status, [...openBookingChangeStatuses]),
              or(
                eq(bookingChanges.heldDepartureId, id),
                and(eq(bookings.tourId, marked.tourId), eq(bookingChanges.toDate, marked.date)),
              ),
            ),
          );
        for (const change of incoming)
          await endOpenChange(
            tx,
            change.bookingId,
            'lapsed',
            `The operator cancelled the departure of ${marked.date}.`,
          );
        return true;
      });
    },

    /**
     * Cancels up to a batch of the departure's live bookings, each once (a booking another process holds
     * is skipped: it is that one's), in one transaction: seats back, the traveller's notice due, and a
     * paid booking's refund approved in full. An online refund is marked unconfirmed from the start, so
     * if this process stops before sending it, the refund sweep sends it (the same idempotency key).
     */
    cancelBatch(id: string, reason: string, now: Date): Promise<CancelledWithDeparture[]> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .select({
            id: bookings.id,
            seats: sql<number>`${bookings.adults} + ${bookings.children}`,
            paymentStatus: bookings.paymentStatus,
            paidOnline: sql<boolean>`${bookings.paymentIntentId} IS NOT NULL`,
            left: sql<number>`${bookings.amountPaidMinor} - ${bookings.amountRefundedMinor}`,
          })
          .from(bookings)
          .where(and(eq(bookings.departureId, id), live))
          .orderBy(asc(bookings.createdAt))
          .limit(batchSize)
          .for('update', { skipLocked: true });
        const done: CancelledWithDeparture[] = [];
        for (const booking of claimed) {
          const paid = booking.paymentStatus === 'paid' || booking.paymentStatus === 'partially_refunded';
          const refundOnline = paid && booking.paidOnline && booking.left > 0;
          await tx
            .update(bookings)
            .set({
              status: 'cancelled',
              cancelledBy: 'operator',
              cancellationReason: reason,
              cancelledAt: now,
              departureNoticeDue: true,
              calendarSequence: sql`${bookings.calendarSequence} + 1`,
              holdExpiresAt: null,
              checkoutUrl: null,
              ...(booking.paymentStatus === 'pending' ? { paymentStatus: 'unpaid' as const } : {}),
              ...(paid
                ? {
                    refundStatus: 'approved' as const,
                    refundWithinPolicy: true,
                    refundNote: 'The operator cancelled the departure: refunded in full.',
                    refundFailureReason: null,
                    ...(refundOnline
                      ? {
                          refundAmountMinor: booking.left,
                          refundAttempt: sql`CASE WHEN ${bookings.refundId} IS NOT NULL AND ${bookings.refundStatus} <> 'failed' THEN ${bookings.refundAttempt} + 1 ELSE ${bookings.refundAttempt} END`,
                          refundId: null,
                          refundUnconfirmedAt: now,
                        }
                      : // Paid at the meeting point: the operator gives it back as it was taken.
                        { paymentStatus: 'refunded' as const }),
                  }
                : {}),
              updatedAt: now,
            })
            .where(eq(bookings.id, booking.id));
          await tx
            .update(departures)
            .set({ booked: sql`${departures.booked} - ${booking.seats}` })
            .where(eq(departures.id, id));
          await endOpenChange(tx, booking.id);
          done.push({ id: booking.id, refundOnline, holdOpen: booking.paymentStatus === 'pending' });
        }
        return done;
      });
    },

    /** Cancelled departures some of whose bookings are still live (a request cut short): the round's work. */
    async unfinished(): Promise<{ id: string; reason: string }[]> {
      const rows = await db
        .selectDistinct({ id: departures.id, reason: departures.cancellationReason })
        .from(departures)
        .innerJoin(bookings, eq(bookings.departureId, departures.id))
        .where(and(isNotNull(departures.cancelledAt), live))
        .limit(50);
      return rows.map((row) => ({
        id: row.id,
        reason: row.reason ?? 'The operator cancelled the departure.',
      }));
    },

    /**
     * Tells each traveller whose booking was cancelled with its departure, once: a batch is claimed under
     * its row locks (another process skips them), `tell` runs for each, and the notice is marked sent in
     * the same transaction. Answers how many were told.
     */
    async tellDue(tell: (bookingId: string) => Promise<void>): Promise<number> {
      let told = 0;
      for (;;) {
        const done = await db.transaction(async (tx) => {
          const claimed = await tx
            .select({ id: bookings.id })
            .from(bookings)
            .where(eq(bookings.departureNoticeDue, true))
            .orderBy(asc(bookings.cancelledAt))
            .limit(batchSize)
            .for('update', { skipLocked: true });
          for (const booking of claimed) {
            await tell(booking.id);
            await tx.update(bookings).set({ departureNoticeDue: false }).where(eq(bookings.id, booking.id));
          }
          return claimed.length;
        });
        told += done;
        if (done < batchSize) return told;
      }
    },
  };
}

export type DepartureCancellationsRepository = ReturnType<typeof createDepartureCancellationsRepository>;
