import {
  type BookingChange,
  type BookingChangeStatus,
  openBookingChangeStatuses,
  type PageQuery,
  toMajorUnits,
} from '@tabi/contracts';
import { and, desc, eq, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  bookingChanges,
  bookings,
  departures,
  paymentMovements,
  tours,
  users,
} from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { offsetOf } from '../../platform/pagination.ts';

type Settlement = BookingChange['settlement'];

/** A move as the service priced it: where to, for how many, at what price, settled how. */
export type ChangePlan = {
  bookingId: string;
  requestedBy: string;
  byAdmin: boolean;
  /** The booking's departure when the plan was made: a move applies only if it is still there. */
  fromDepartureId: string;
  fromDate: string;
  fromStartsAt: Date;
  fromAdults: number;
  fromChildren: number;
  tourId: string;
  toDate: string;
  toStartsAt: Date;
  adults: number;
  children: number;
  oldTotalMinor: number;
  newTotalMinor: number;
  adultPriceMinor: number;
  childPriceMinor: number;
  currency: string;
  settlement: Settlement;
  note: string | null;
};

/** Why a change could not be written. */
export type NotChanged =
  | { done: false; reason: 'seats'; seatsLeft: number }
  /** The booking moved, was cancelled or started meanwhile, or another change opened first. */
  | { done: false; reason: 'changed' }
  | { done: false; reason: 'open' };

const seatsOf = sql<number>`${bookings.adults} + ${bookings.children}`;
const isOpen = inArray(bookingChanges.status, [...openBookingChangeStatuses]);

/** Thrown inside a transaction to undo it, carrying what the caller answers instead. */
class Undo extends Error {
  constructor(readonly outcome: NotChanged) {
    super('transaction undone');
  }
}

/**
 * The booking's new place and price, with what a move must reset: a new ticket code (the old QR stops
 * working), the calendar's next SEQUENCE, and the day-of-tour marks of the old date (reminder, check-in).
 */
function movedBooking(
  plan: Pick<ChangePlan, 'adults' | 'children' | 'adultPriceMinor' | 'childPriceMinor' | 'newTotalMinor'>,
  departureId: string,
): PgUpdateSetSource<typeof bookings> {
  return {
    departureId,
    adults: plan.adults,
    children: plan.children,
    adultPriceMinor: plan.adultPriceMinor,
    childPriceMinor: plan.childPriceMinor,
    totalMinor: plan.newTotalMinor,
    ticketCode: sql`replace(gen_random_uuid()::text, '-', '')`,
    calendarSequence: sql`${bookings.calendarSequence} + 1`,
    reminderSentAt: null,
    reviewRequestedAt: null,
    attendance: null,
    attendanceAt: null,
    updatedAt: new Date(),
  };
}

/**
 * The lower difference of a booking paid online goes back at once: an approved refund of that amount,
 * sent after the commit (online-refunds.ts). A refund sent before used the current attempt's idempotency
 * key, so this one takes the next.
 */
function differenceRefund(amountMinor: number, note: string): PgUpdateSetSource<typeof bookings> {
  return {
    refundStatus: 'approved',
    refundWithinPolicy: true,
    refundNote: note,
    refundAmountMinor: amountMinor,
    refundAttempt: sql`CASE WHEN ${bookings.refundId} IS NOT NULL THEN ${bookings.refundAttempt} + 1 ELSE ${bookings.refundAttempt} END`,
    refundId: null,
    refundFailureReason: null,
    refundUnconfirmedAt: null,
  };
}

/**
 * Takes `seats` on the tour's departure of `date` if they are free (writing the departure if it is the
 * first booking of that date, sized by the tour as it is now), as booking does. Answers its id, or the
 * seats left. The caller has locked the rows it touches in id order (`lockDepartures`).
 */
async function takeSeats(tx: Tx, departureId: string, seats: number) {
  const [taken] = await tx
    .update(departures)
    .set({ booked: sql`${departures.booked} + ${seats}` })
    .where(
      and(eq(departures.id, departureId), sql`${departures.booked} + ${seats} <= ${departures.capacity}`),
    )
    .returning({ id: departures.id });
  if (taken) return { taken: true as const };
  const [left] = await tx
    .select({ seatsLeft: sql<number>`${departures.capacity} - ${departures.booked}` })
    .from(departures)
    .where(eq(departures.id, departureId));
  return { taken: false as const, seatsLeft: Math.max(0, left?.seatsLeft ?? 0) };
}

/**
 * The target departure (written if new) and the booking's own, locked in id order: two travellers
 * swapping dates lock the same two rows in the same order, so neither waits on the other forever.
 */
async function lockDepartures(tx: Tx, plan: ChangePlan): Promise<string> {
  await tx.execute(sql`INSERT INTO ${departures} (tour_id, date, starts_at, capacity)
    SELECT ${tours.id}, ${plan.toDate}::date, ${plan.toStartsAt.toISOString()}::timestamptz, ${tours.maxGroupSize}
    FROM ${tours} WHERE ${tours.id} = ${plan.tourId} FOR SHARE
    ON CONFLICT (tour_id, date) DO NOTHING`);
  const rows = await tx
    .select({ id: departures.id, date: departures.date })
    .from(departures)
    .where(
      sql`${departures.id} = ${plan.fromDepartureId} OR (${departures.tourId} = ${plan.tourId} AND ${departures.date} = ${plan.toDate})`,
    )
    .orderBy(departures.id)
    .for('update');
  const target = rows.find((row) => row.date === plan.toDate && row.id !== plan.fromDepartureId);
  if (!target) throw new Undo({ done: false, reason: 'changed' });
  return target.id;
}

/** The booking still as the plan saw it (live, on the same departure), locked for the move. */
async function lockBooking(tx: Tx, plan: Pick<ChangePlan, 'bookingId' | 'fromDepartureId'>) {
  const [row] = await tx
    .select({ seats: seatsOf, departureId: bookings.departureId })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, plan.bookingId),
        eq(bookings.departureId, plan.fromDepartureId),
        inArray(bookings.status, ['pending', 'confirmed']),
      ),
    )
    .for('update');
  if (!row) throw new Undo({ done: false, reason: 'changed' });
  return row;
}

/** The change's columns as written when it is opened or made. */
const changeValues = (plan: ChangePlan, status: BookingChangeStatus) => ({
  bookingId: plan.bookingId,
  requestedBy: plan.requestedBy,
  byAdmin: plan.byAdmin,
  status,
  fromDate: plan.fromDate,
  fromStartsAt: plan.fromStartsAt,
  fromAdults: plan.fromAdults,
  fromChildren: plan.fromChildren,
  toDate: plan.toDate,
  toStartsAt: plan.toStartsAt,
  adults: plan.adults,
  children: plan.children,
  oldTotalMinor: plan.oldTotalMinor,
  newTotalMinor: plan.newTotalMinor,
  adultPriceMinor: plan.adultPriceMinor,
  childPriceMinor: plan.childPriceMinor,
  currency: plan.currency,
  settlement: plan.settlement,
  note: plan.note,
});

/** One money movement on the ledger, once per Stripe fact (`stripeRef`) however often it is learned. */
const recordMovement = (tx: Tx, movement: typeof paymentMovements.$inferInsert) =>
  tx.insert(paymentMovements).values(movement).onConflictDoNothing();

/** The queries of moving bookings between dates (booking-changes.service.ts). */
export function createBookingChangesRepository(db: Db) {
  /** Runs `work` in a transaction; an `Undo` thrown inside answers its outcome instead. */
  async function undoable<T>(work: (tx: Tx) => Promise<T>): Promise<T | NotChanged> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (error instanceof Undo) return error.outcome;
      if (isUniqueViolation(error)) return { done: false, reason: 'open' };
      throw error;
    }
  }

  /** Writes the change (new, or the open one `changeId` moving on) in the transaction. */
  async function writeChange(
    tx: Tx,
    plan: ChangePlan,
    status: BookingChangeStatus,
    extra: PgUpdateSetSource<typeof bookingChanges>,
    changeId: string | null,
  ): Promise<string> {
    if (changeId) {
      const [row] = await tx
        .update(bookingChanges)
        .set({ status, ...extra })
        .where(and(eq(bookingChanges.id, changeId), eq(bookingChanges.status, 'requested')))
        .returning({ id: bookingChanges.id });
      if (!row) throw new Undo({ done: false, reason: 'changed' });
      return row.id;
    }
    const [row] = await tx
      .insert(bookingChanges)
      .values({ ...changeValues(plan, status), ...extra } as typeof bookingChanges.$inferInsert)
      .returning({ id: bookingChanges.id });
    return row!.id;
  }

  const selectChanges = () =>
    db
      .select({
        change: bookingChanges,
        reference: bookings.reference,
        tourId: tours.id,
        tourTitle: tours.title,
        userId: users.id,
        userName: users.name,
        userEmail: users.email,
      })
      .from(bookingChanges)
      .innerJoin(bookings, eq(bookings.id, bookingChanges.bookingId))
      .innerJoin(tours, eq(tours.id, bookings.tourId))
      .innerJoin(users, eq(users.id, bookings.userId));

  type Row = Awaited<ReturnType<ReturnType<typeof selectChanges>['execute']>>[number];
  const toChange = ({ change: c, ...row }: Row): BookingChange => ({
    _id: c.id,
    bookingId: c.bookingId,
    reference: row.reference,
    tour: { _id: row.tourId, title: row.tourTitle },
    traveller: { _id: row.userId, name: row.userName, email: row.userEmail },
    status: c.status,
    requestedBy: c.byAdmin ? 'admin' : 'traveller',
    from: {
      date: c.fromDate,
      startsAt: c.fromStartsAt.toISOString(),
      participants: { adults: c.fromAdults, children: c.fromChildren },
    },
    to: {
      date: c.toDate,
      startsAt: c.toStartsAt.toISOString(),
      participants: { adults: c.adults, children: c.children },
    },
    pricing: {
      oldTotal: toMajorUnits(c.oldTotalMinor),
      newTotal: toMajorUnits(c.newTotalMinor),
      difference: toMajorUnits(c.newTotalMinor - c.oldTotalMinor),
      currency: c.currency,
    },
    settlement: c.settlement,
    note: c.note,
    decisionNote: c.decisionNote,
    payment:
      c.settlement === 'checkout'
        ? {
            checkoutUrl: c.holdExpiresAt ? c.checkoutUrl : null,
            holdExpiresAt: c.holdExpiresAt?.toISOString() ?? null,
            amountPaid: toMajorUnits(c.amountPaidMinor),
            paidAt: c.paidAt?.toISOString() ?? null,
          }
        : null,
    createdAt: c.createdAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
    appliedAt: c.appliedAt?.toISOString() ?? null,
  });

  async function page(where: SQL | undefined, query: PageQuery) {
    const [rows, [counted]] = await Promise.all([
      selectChanges()
        .where(where)
        .orderBy(desc(bookingChanges.createdAt), desc(bookingChanges.id))
        .limit(query.limit)
        .offset(offsetOf(query)),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(bookingChanges)
        .innerJoin(bookings, eq(bookings.id, bookingChanges.bookingId))
        .where(where),
    ]);
    return { rows: rows.map(toChange), total: counted?.total ?? 0 };
  }

  return {
    async find(id: string): Promise<BookingChange | undefined> {
      const [row] = await selectChanges().where(eq(bookingChanges.id, id));
      return row && toChange(row);
    },

    /** The change of the booking still open (requested or waiting for its payment), if any. */
    async openFor(bookingId: string): Promise<BookingChange | undefined> {
      const [row] = await selectChanges().where(and(eq(bookingChanges.bookingId, bookingId), isOpen));
      return row && toChange(row);
    },

    /** What the service needs of the booking to plan a move. */
    async bookingState(bookingId: string) {
      const [row] = await db
        .select({
          userId: bookings.userId,
          tourId: bookings.tourId,
          status: bookings.status,
          paymentStatus: bookings.paymentStatus,
          refundStatus: bookings.refundStatus,
          refundId: bookings.refundId,
          disputed: sql<boolean>`${bookings.disputedAt} IS NOT NULL`,
          paidOnline: sql<boolean>`${bookings.paymentIntentId} IS NOT NULL`,
          amountPaidMinor: bookings.amountPaidMinor,
          amountRefundedMinor: bookings.amountRefundedMinor,
          departureId: bookings.departureId,
          date: departures.date,
          startsAt: departures.startsAt,
          completedAt: departures.completedAt,
          adults: bookings.adults,
          children: bookings.children,
          totalMinor: bookings.totalMinor,
          currency: bookings.currency,
        })
        .from(bookings)
        .innerJoin(departures, eq(departures.id, bookings.departureId))
        .where(eq(bookings.id, bookingId));
      return row;
    },

    /**
     * Moves the booking now, in one transaction: the new seats are taken (only if free) and the old ones
     * given back together, so there is no moment when both dates or neither hold them. A lower difference
     * paid online becomes an approved refund on the booking in the same transaction. `changeId`: the
     * request the operator approved; else a new change is written as applied.
     */
    move(
      plan: ChangePlan,
      {
        changeId = null,
        refundNote = null,
        decisionNote = null,
        now,
      }: {
        changeId?: string | null;
        refundNote?: string | null;
        decisionNote?: string | null;
        now: Date;
      },
    ) {
      return undoable(async (tx) => {
        const booking = await lockBooking(tx, plan);
        const targetId = await lockDepartures(tx, plan);
        const seats = await takeSeats(tx, targetId, plan.adults + plan.children);
        if (!seats.taken) throw new Undo({ done: false, reason: 'seats', seatsLeft: seats.seatsLeft });
        await tx
          .update(departures)
          .set({ booked: sql`${departures.booked} - ${booking.seats}` })
          .where(eq(departures.id, booking.departureId));
        const refund =
          plan.settlement === 'refund' && refundNote
            ? differenceRefund(plan.oldTotalMinor - plan.newTotalMinor, refundNote)
            : {};
        await tx
          .update(bookings)
          .set({ ...movedBooking(plan, targetId), ...refund })
          .where(eq(bookings.id, plan.bookingId));
        const id = await writeChange(
          tx,
          plan,
          'applied',
          { appliedAt: now, ...(changeId ? { decidedAt: now, decisionNote } : {}) },
          changeId,
        );
        return { done: true as const, changeId: id };
      });
    },

    /**
     * A move that costs more on a booking paid online: the new seats are held (the booking keeps its
     * old ones) until the difference is paid or the hold ends. `changeId`: the approved request.
     */
    hold(
      plan: ChangePlan,
      {
        changeId = null,
        holdExpiresAt,
        decisionNote = null,
        now,
      }: {
        changeId?: string | null;
        holdExpiresAt: Date;
        decisionNote?: string | null;
        now: Date;
      },
    ) {
      return undoable(async (tx) => {
        await lockBooking(tx, plan);
        const targetId = await lockDepartures(tx, plan);
        const seats = await takeSeats(tx, targetId, plan.adults + plan.children);
        if (!seats.taken) throw new Undo({ done: false, reason: 'seats', seatsLeft: seats.seatsLeft });
        const id = await writeChange(
          tx,
          plan,
          'awaiting_payment',
          {
            heldDepartureId: targetId,
            holdExpiresAt,
            ...(changeId ? { decidedAt: now, decisionNote } : {}),
          },
          changeId,
        );
        return { done: true as const, changeId: id };
      });
    },

    /** A late move waits for the operator: nothing is held. */
    request(plan: ChangePlan) {
      return undoable(async (tx) => ({
        done: true as const,
        changeId: await writeChange(tx, plan, 'requested', {}, null),
      }));
    },

    setCheckout: (id: string, checkout: { sessionId: string; url: string }) =>
      db
        .update(bookingChanges)
        .set({ checkoutSessionId: checkout.sessionId, checkoutUrl: checkout.url })
        .where(eq(bookingChanges.id, id)),

    /**
     * The difference was paid: the booking moves onto the seats held for it and gives its old ones back,
     * in one transaction under both row locks; the payment is recorded on the ledger. Answers false when
     * the change was no longer waiting (applied already, or released: the caller refunds).
     */
    applyPaid(
      changeId: string,
      payment: { paymentIntentId: string | null; chargeRef: string; amountPaidMinor: number; paidAt: Date },
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [change] = await tx
          .select()
          .from(bookingChanges)
          .where(and(eq(bookingChanges.id, changeId), eq(bookingChanges.status, 'awaiting_payment')))
          .for('update');
        if (!change?.heldDepartureId) return false;
        const [booking] = await tx
          .select({ seats: seatsOf, departureId: bookings.departureId, status: bookings.status })
          .from(bookings)
          .where(eq(bookings.id, change.bookingId))
          .for('update');
        if (!booking) return false;
        const live = booking.status === 'pending' || booking.status === 'confirmed';
        // Cancelled while the difference was being paid: the held seats go back and the money with them.
        if (live)
          await tx
            .update(departures)
            .set({ booked: sql`${departures.booked} - ${booking.seats}` })
            .where(eq(departures.id, booking.departureId));
        else
          await tx
            .update(departures)
            .set({ booked: sql`${departures.booked} - ${change.adults + change.children}` })
            .where(eq(departures.id, change.heldDepartureId));
        if (live)
          await tx
            .update(bookings)
            .set(
              movedBooking(
                {
                  adults: change.adults,
                  children: change.children,
                  adultPriceMinor: change.adultPriceMinor,
                  childPriceMinor: change.childPriceMinor,
                  newTotalMinor: change.newTotalMinor,
                },
                change.heldDepartureId,
              ),
            )
            .where(eq(bookings.id, change.bookingId));
        await tx
          .update(bookingChanges)
          .set({
            status: live ? 'applied' : 'lapsed',
            ...(live
              ? { appliedAt: now }
              : { decisionNote: 'The booking was cancelled before the payment arrived.' }),
            heldDepartureId: null,
            holdExpiresAt: null,
            checkoutUrl: null,
            paymentIntentId: payment.paymentIntentId,
            amountPaidMinor: payment.amountPaidMinor,
            paidAt: payment.paidAt,
          })
          .where(eq(bookingChanges.id, changeId));
        await recordMovement(tx, {
          bookingId: change.bookingId,
          kind: 'payment',
          amountMinor: payment.amountPaidMinor,
          currency: change.currency,
          stripeRef: payment.chargeRef,
          occurredAt: payment.paidAt,
        });
        return live;
      });
    },

    /**
     * Ends an open change without moving the booking (`withdrawn`, `denied`, `lapsed`); seats held for
     * it go back. Answers false when it was no longer open in `from`.
     */
    end(
      changeId: string,
      to: Extract<BookingChangeStatus, 'withdrawn' | 'denied' | 'lapsed'>,
      {
        note = null,
        now,
        from = [...openBookingChangeStatuses],
      }: {
        note?: string | null;
        now: Date;
        from?: BookingChangeStatus[];
      },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [change] = await tx
          .select({
            heldDepartureId: bookingChanges.heldDepartureId,
            seats: sql<number>`${bookingChanges.adults} + ${bookingChanges.children}`,
          })
          .from(bookingChanges)
          .where(and(eq(bookingChanges.id, changeId), inArray(bookingChanges.status, from)))
          .for('update');
        if (!change) return false;
        if (change.heldDepartureId)
          await tx
            .update(departures)
            .set({ booked: sql`${departures.booked} - ${change.seats}` })
            .where(eq(departures.id, change.heldDepartureId));
        await tx
          .update(bookingChanges)
          .set({
            status: to,
            decisionNote: note,
            decidedAt: now,
            heldDepartureId: null,
            holdExpiresAt: null,
            checkoutUrl: null,
          })
          .where(eq(bookingChanges.id, changeId));
        return true;
      });
    },

    /** The prices a request was made at: an approval keeps them. */
    async pricesOf(id: string) {
      const [row] = await db
        .select({
          adultPriceMinor: bookingChanges.adultPriceMinor,
          childPriceMinor: bookingChanges.childPriceMinor,
          newTotalMinor: bookingChanges.newTotalMinor,
        })
        .from(bookingChanges)
        .where(eq(bookingChanges.id, id));
      if (!row) throw new Error(`Booking change ${id} vanished`);
      return row;
    },

    async sessionOf(id: string) {
      const [row] = await db
        .select({ sessionId: bookingChanges.checkoutSessionId })
        .from(bookingChanges)
        .where(eq(bookingChanges.id, id));
      return row?.sessionId ?? null;
    },

    /** A difference paid after its change ended: recorded (once) on the change and the ledger, to go back. */
    recordLatePayment: (
      id: string,
      payment: { paymentIntentId: string; chargeRef: string; amountPaidMinor: number; paidAt: Date },
    ) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(bookingChanges)
          .set({
            paymentIntentId: payment.paymentIntentId,
            amountPaidMinor: payment.amountPaidMinor,
            paidAt: payment.paidAt,
          })
          .where(eq(bookingChanges.id, id))
          .returning({ bookingId: bookingChanges.bookingId, currency: bookingChanges.currency });
        if (!row) return;
        await recordMovement(tx, {
          bookingId: row.bookingId,
          kind: 'payment',
          amountMinor: payment.amountPaidMinor,
          currency: row.currency,
          stripeRef: payment.chargeRef,
          occurredAt: payment.paidAt,
        });
      }),

    /** A difference's payment given back: on the change, and on the ledger once (the refund's Stripe id). */
    recordRefund: (id: string, refundId: string, amountMinor: number, at: Date) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(bookingChanges)
          .set({ amountRefundedMinor: sql`${bookingChanges.amountRefundedMinor} + ${amountMinor}` })
          .where(
            and(
              eq(bookingChanges.id, id),
              sql`${bookingChanges.amountRefundedMinor} + ${amountMinor} <= ${bookingChanges.amountPaidMinor}`,
            ),
          )
          .returning({ bookingId: bookingChanges.bookingId, currency: bookingChanges.currency });
        if (!row) return;
        await recordMovement(tx, {
          bookingId: row.bookingId,
          kind: 'refund',
          amountMinor,
          currency: row.currency,
          stripeRef: refundId,
          occurredAt: at,
        });
      }),

    /** The booking's differences paid online and not given back yet. */
    paidDifferences: (bookingId: string) =>
      db
        .select({
          id: bookingChanges.id,
          paymentIntentId: bookingChanges.paymentIntentId,
          leftMinor: sql<number>`${bookingChanges.amountPaidMinor} - ${bookingChanges.amountRefundedMinor}`,
          currency: bookingChanges.currency,
        })
        .from(bookingChanges)
        .where(
          and(
            eq(bookingChanges.bookingId, bookingId),
            isNotNull(bookingChanges.paymentIntentId),
            sql`${bookingChanges.amountPaidMinor} > ${bookingChanges.amountRefundedMinor}`,
          ),
        ),

    /** The changes of one traveller (all, or only the open ones), newest first. */
    forUser(userId: string, query: PageQuery & { open?: boolean | undefined }) {
      return page(and(eq(bookings.userId, userId), query.open ? isOpen : undefined), query);
    },

    list(query: PageQuery & { status?: BookingChangeStatus | undefined }) {
      return page(query.status ? eq(bookingChanges.status, query.status) : undefined, query);
    },

    async bySession(sessionId: string) {
      const [row] = await db
        .select({ id: bookingChanges.id })
        .from(bookingChanges)
        .where(eq(bookingChanges.checkoutSessionId, sessionId));
      return row?.id;
    },

    /** Differences waiting for payment whose hold ended: their seats wait to be released. */
    dueHolds: (now: Date) =>
      db
        .select({ id: bookingChanges.id, checkoutSessionId: bookingChanges.checkoutSessionId })
        .from(bookingChanges)
        .where(
          and(
            eq(bookingChanges.status, 'awaiting_payment'),
            isNotNull(bookingChanges.holdExpiresAt),
            lt(bookingChanges.holdExpiresAt, now),
          ),
        )
        .limit(200),
  };
}

export type BookingChangesRepository = ReturnType<typeof createBookingChangesRepository>;
