import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, departures, paymentMovements, tours } from '../../db/schema/index.ts';

export type BookingPatch = PgUpdateSetSource<typeof bookings>;
type MovementKind = (typeof paymentMovements.$inferInsert)['kind'];

/** A booking's payment facts, read under its row lock: what settling it from Stripe's truth looks at. */
export type LockedPayment = NonNullable<Awaited<ReturnType<typeof selectLocked>>>;

function selectLocked(tx: Tx, id: string) {
  return tx
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      cancellationReason: bookings.cancellationReason,
      departureId: bookings.departureId,
      seats: sql<number>`${bookings.adults} + ${bookings.children}`,
      instantConfirmation: tours.instantConfirmation,
      currency: bookings.currency,
      checkoutSessionId: bookings.checkoutSessionId,
      paidAt: bookings.paidAt,
      amountPaidMinor: bookings.amountPaidMinor,
      amountRefundedMinor: bookings.amountRefundedMinor,
      refundStatus: bookings.refundStatus,
    })
    .from(bookings)
    .innerJoin(tours, eq(tours.id, bookings.tourId))
    .where(eq(bookings.id, id))
    .for('update', { of: bookings })
    .then(([row]) => row);
}

/** What the refund flow needs to send (or re-send) a refund to Stripe. */
type RefundToSend = {
  paymentIntentId: string | null;
  refundStatus: (typeof bookings.$inferSelect)['refundStatus'];
  refundAmountMinor: number | null;
  refundId: string | null;
  refundAttempt: number;
  currency: string;
};

/** The queries of online payment: checkout sessions, settling under a row lock, refunds, disputes. */
export function createBookingPaymentsRepository(db: Db) {
  const patch = (id: string, values: BookingPatch, where?: ReturnType<typeof and>) =>
    db
      .update(bookings)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(bookings.id, id), where))
      .returning({ id: bookings.id })
      .then((rows) => rows.length > 0);

  return {
    setCheckout: (id: string, checkout: { sessionId: string; url: string }) =>
      patch(id, { checkoutSessionId: checkout.sessionId, checkoutUrl: checkout.url }),

    /**
     * Runs `work` on the booking's payment facts inside a transaction holding its row lock, so two
     * events about one booking (or an event and the hold sweep) apply one after the other, each seeing
     * what the other wrote. Answers undefined for an unknown booking.
     */
    inLock<T>(id: string, work: (locked: LockedPayment, ops: LockedOps) => Promise<T>) {
      return db.transaction(async (tx) => {
        const locked = await selectLocked(tx, id);
        if (!locked) return undefined;
        return work(locked, lockedOps(tx, locked));
      });
    },

    /** The booking an event is about: by our id, else its Checkout Session, else its PaymentIntent. */
    async findForEvent(ids: { bookingId: string | null; sessionId: string | null; intentId: string | null }) {
      const clues = [
        ids.bookingId ? eq(bookings.id, ids.bookingId) : undefined,
        ids.sessionId ? eq(bookings.checkoutSessionId, ids.sessionId) : undefined,
        ids.intentId ? eq(bookings.paymentIntentId, ids.intentId) : undefined,
      ].filter((clue) => clue !== undefined);
      for (const clue of clues) {
        const [row] = await db
          .select({
            id: bookings.id,
            checkoutSessionId: bookings.checkoutSessionId,
            currency: bookings.currency,
          })
          .from(bookings)
          .where(clue);
        if (row) return row;
      }
      return undefined;
    },

    async checkoutOf(id: string) {
      const [row] = await db
        .select({ checkoutSessionId: bookings.checkoutSessionId })
        .from(bookings)
        .where(eq(bookings.id, id));
      return row;
    },

    /** Holds that ended unpaid: their seats wait to be released. */
    dueHolds: (now: Date) =>
      db
        .select({ id: bookings.id, checkoutSessionId: bookings.checkoutSessionId })
        .from(bookings)
        .where(
          and(
            eq(bookings.paymentStatus, 'pending'),
            isNotNull(bookings.holdExpiresAt),
            lt(bookings.holdExpiresAt, now),
          ),
        ),

    async refundToSend(id: string): Promise<RefundToSend | undefined> {
      const [row] = await db
        .select({
          paymentIntentId: bookings.paymentIntentId,
          refundStatus: bookings.refundStatus,
          refundAmountMinor: bookings.refundAmountMinor,
          refundId: bookings.refundId,
          refundAttempt: bookings.refundAttempt,
          currency: bookings.currency,
        })
        .from(bookings)
        .where(eq(bookings.id, id));
      return row;
    },

    /** Approves (or re-approves after a failure) an online refund of `amountMinor`. */
    approveRefund: (id: string, amountMinor: number, note: string | null) =>
      patch(
        id,
        {
          refundStatus: 'approved',
          refundNote: note,
          refundAmountMinor: amountMinor,
          // A refund sent before (a date change's difference) used this attempt's idempotency key; a failed
          // one already moved the attempt on.
          refundAttempt: sql`CASE WHEN ${bookings.refundId} IS NOT NULL AND ${bookings.refundStatus} <> 'failed' THEN ${bookings.refundAttempt} + 1 ELSE ${bookings.refundAttempt} END`,
          refundId: null,
          refundFailureReason: null,
          refundUnconfirmedAt: null,
        },
        inArray(bookings.refundStatus, ['requested', 'failed']),
      ),

    /** The refund Stripe accepted for the approved attempt. */
    refundSent: (id: string, refundId: string) =>
      patch(
        id,
        { refundId, refundUnconfirmedAt: null },
        and(eq(bookings.refundStatus, 'approved'), isNull(bookings.refundId)),
      ),

    /**
     * Stripe's answer to sending the approved refund was lost: the refund stays approved, its outcome
     * unconfirmed since the first time (`at`), until Stripe is asked again with the same key.
     */
    refundUnconfirmed: (id: string, at: Date) =>
      patch(
        id,
        {
          refundUnconfirmedAt: sql`coalesce(${bookings.refundUnconfirmedAt}, ${at.toISOString()}::timestamptz)`,
        },
        and(eq(bookings.refundStatus, 'approved'), isNull(bookings.refundId)),
      ),

    /** The bookings whose approved refund waits for Stripe's answer (a round asks again), oldest first. */
    async unconfirmedRefunds(limit = 100): Promise<string[]> {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.refundStatus, 'approved'),
            isNull(bookings.refundId),
            isNotNull(bookings.refundUnconfirmedAt),
          ),
        )
        .orderBy(asc(bookings.refundUnconfirmedAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Marks the approved refund failed. A failure naming a refund must be about this very refund: the one
     * on the booking, or (its id not stored yet) the attempt in flight; so a late failure of an earlier
     * attempt cannot fail its retry. A definite failure (`nextAttempt`) numbers the next retry anew (a new
     * refund at Stripe); a failure to reach Stripe keeps the key, so a retry cannot refund twice. Answers
     * false when there was no such approved refund (already failed: said once).
     */
    refundFailed: (
      id: string,
      failure: { refundId: string | null; attempt: number | null; reason: string; nextAttempt: boolean },
    ) =>
      patch(
        id,
        {
          refundStatus: 'failed',
          refundFailureReason: failure.reason,
          refundUnconfirmedAt: null,
          ...(failure.nextAttempt ? { refundAttempt: sql`${bookings.refundAttempt} + 1` } : {}),
        },
        and(
          eq(bookings.refundStatus, 'approved'),
          failure.refundId
            ? or(
                eq(bookings.refundId, failure.refundId),
                failure.attempt === null
                  ? undefined
                  : and(isNull(bookings.refundId), eq(bookings.refundAttempt, failure.attempt)),
              )
            : undefined,
        ),
      ),

    /**
     * Stores a dispute; the first time its id is seen it is recorded as a movement (answers true, once).
     * A closed dispute's status (won, lost) is not overwritten by an earlier event arriving late.
     */
    recordDispute(
      id: string,
      dispute: { id: string; reason: string; status: string; amountMinor: number; openedAt: Date },
      currency: string,
    ) {
      return db.transaction(async (tx) => {
        await tx
          .update(bookings)
          .set({
            disputeId: dispute.id,
            disputeReason: dispute.reason,
            disputeAmountMinor: dispute.amountMinor,
            disputedAt: sql`coalesce(${bookings.disputedAt}, ${dispute.openedAt}::timestamptz)`,
            disputeStatus: sql`CASE WHEN ${inArray(bookings.disputeStatus, closedDisputeStatuses)} THEN ${bookings.disputeStatus} ELSE ${dispute.status} END`,
            updatedAt: new Date(),
          })
          .where(eq(bookings.id, id));
        if (dispute.amountMinor <= 0) return false;
        const inserted = await tx
          .insert(paymentMovements)
          .values({
            bookingId: id,
            kind: 'dispute',
            amountMinor: dispute.amountMinor,
            currency,
            stripeRef: dispute.id,
            occurredAt: dispute.openedAt,
          })
          .onConflictDoNothing()
          .returning({ id: paymentMovements.id });
        return inserted.length > 0;
      });
    },
  };
}

/** Stripe's final dispute statuses. */
export const closedDisputeStatuses = ['won', 'lost', 'warning_closed'];

/** What settling may do to a locked booking, inside its transaction. */
export type LockedOps = ReturnType<typeof lockedOps>;

function lockedOps(tx: Tx, locked: LockedPayment) {
  return {
    update: (values: BookingPatch) =>
      tx
        .update(bookings)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(bookings.id, locked.id)),

    /** Gives the seats back to the departure (a release). */
    releaseSeats: () =>
      tx
        .update(departures)
        .set({ booked: sql`${departures.booked} - ${locked.seats}` })
        .where(eq(departures.id, locked.departureId)),

    /** Takes the seats again if they are still free, as booking does (`booked + n <= capacity`). */
    async retakeSeats() {
      const taken = await tx
        .update(departures)
        .set({ booked: sql`${departures.booked} + ${locked.seats}` })
        .where(
          and(
            eq(departures.id, locked.departureId),
            sql`${departures.booked} + ${locked.seats} <= ${departures.capacity}`,
          ),
        )
        .returning({ id: departures.id });
      return taken.length > 0;
    },

    /** A refund that failed after it was counted: the ledger's levels above what is refunded now go. */
    dropRefundsAbove: (chargeId: string, total: number) =>
      tx
        .delete(paymentMovements)
        .where(
          and(
            eq(paymentMovements.bookingId, locked.id),
            eq(paymentMovements.kind, 'refund'),
            sql`${paymentMovements.stripeRef} LIKE ${`${chargeId}:%`}`,
            sql`split_part(${paymentMovements.stripeRef}, ':', 2)::int > ${total}`,
          ),
        ),

    /** One movement per Stripe fact (`stripeRef`), however often the same truth is learned. */
    record: (kind: MovementKind, amountMinor: number, stripeRef: string, at: Date) =>
      amountMinor > 0
        ? tx
            .insert(paymentMovements)
            .values({
              bookingId: locked.id,
              kind,
              amountMinor,
              currency: locked.currency,
              stripeRef,
              occurredAt: at,
            })
            .onConflictDoNothing()
        : Promise.resolve(),
  };
}

export type BookingPaymentsRepository = ReturnType<typeof createBookingPaymentsRepository>;
