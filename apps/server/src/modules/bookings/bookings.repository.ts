import {
  type Booking,
  type BookingPayment,
  type MyBookingScope,
  openBookingChangeStatuses,
  type PageQuery,
  type TourFactValues,
  toMajorUnits,
} from '@tabi/contracts';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  bookingChanges,
  bookingCounts,
  bookings,
  departures,
  tourClosedDates,
  tours,
  users,
} from '../../db/schema/index.ts';
import { countUpTo } from '../../platform/capped-count.ts';
import { imageUrl, thumbUrl } from '../../platform/images/encode.ts';
import { offsetOf } from '../../platform/pagination.ts';
import { newBookingReference } from './booking-reference.ts';

export type BookingStatus = Booking['status'];
export type PaymentStatus = Booking['paymentStatus'];
type RefundStatus = NonNullable<Booking['refund']>['status'];

/**
 * What a booking needs to know about its tour: price, capacity, the weekly departure pattern, and the
 * facts a traveller needs before booking (`missingTourFacts`).
 */
export type TourTerms = TourFactValues & {
  id: string;
  title: string;
  priceMinor: number;
  childPriceShare: number;
  adultsOnly: boolean;
  maxGroupSize: number;
  instantConfirmation: boolean;
  departureDays: number[];
  departureTime: string;
  archived: boolean;
};

export type NewBooking = {
  userId: string;
  tourId: string;
  date: string;
  startsAt: Date;
  adults: number;
  children: number;
  contact: { name: string; email: string; phone: string };
  specialRequests: string | null;
  adultPriceMinor: number;
  childPriceMinor: number;
  totalMinor: number;
  currency: string;
  status: BookingStatus;
  idempotencyKey: string | null;
  /** Paid online: the seats are held (payment `pending`) until then; else `unpaid` and no hold. */
  paymentStatus?: PaymentStatus;
  holdExpiresAt?: Date | null;
  /**
   * The booking's seats are held unpaid (online payment): at `now`, the account may hold at most
   * `maxHolds` such bookings, and this one at most `holdMaxSeats` of the seats left.
   */
  holdRules?: { now: Date; maxHolds: number };
};

/** Why `book` took no seats. */
export type NotBooked =
  | { booked: false; reason: 'seats'; seatsLeft: number }
  | { booked: false; reason: 'hold-share'; seatsLeft: number }
  | { booked: false; reason: 'holds'; holds: number };

export type BookingFilters = PageQuery & {
  status?: BookingStatus;
  paymentStatus?: PaymentStatus;
  refundStatus?: RefundStatus;
  disputed?: boolean;
  tourId?: string;
  from?: string;
  to?: string;
  q?: string;
};

/** Thrown inside a transaction to undo it; carries what the caller answers instead. */
class Undo<T> extends Error {
  constructor(readonly outcome: T) {
    super('transaction undone');
  }
}

const tourTermsColumns = {
  id: tours.id,
  title: tours.title,
  priceMinor: tours.priceMinor,
  childPriceShare: tours.childPriceShare,
  adultsOnly: tours.adultsOnly,
  maxGroupSize: tours.maxGroupSize,
  instantConfirmation: tours.instantConfirmation,
  departureDays: tours.departureDays,
  departureTime: tours.departureTime,
  archived: tours.archived,
  city: tours.city,
  region: tours.region,
  durationMinutes: tours.durationMinutes,
  meetingPoint: tours.meetingPoint,
};

/**
 * A booked tour's place, meeting point and duration. Always given: a tour is booked only once it has
 * every fact (`missingTourFacts`), and a change never removes one; a null here is a broken rule, not
 * a missing detail to print as blank in a traveller's confirmation.
 */
function bookedFact<T>(value: T | null, fact: string, bookingId: string): T {
  if (value === null) throw new Error(`Booking ${bookingId}: its tour has no ${fact}`);
  return value;
}

const seatsOf = sql<number>`${bookings.adults} + ${bookings.children}`;
const paidStill = sql`${bookings.paymentStatus} IN ('paid', 'partially_refunded')`;

/**
 * Ends the booking's open date change: it was cancelled (`withdrawn`), or the date it was to move to was
 * called off (`lapsed`). Seats held on the new date go back; a difference paid after this is refunded when
 * Stripe's event arrives (booking-changes.service.ts).
 */
export async function endOpenChange(
  tx: Tx,
  bookingId: string,
  status: 'withdrawn' | 'lapsed' = 'withdrawn',
  note = 'The booking was cancelled.',
) {
  const [open] = await tx
    .select({
      id: bookingChanges.id,
      heldDepartureId: bookingChanges.heldDepartureId,
      seats: sql<number>`${bookingChanges.adults} + ${bookingChanges.children}`,
    })
    .from(bookingChanges)
    .where(
      and(
        eq(bookingChanges.bookingId, bookingId),
        inArray(bookingChanges.status, [...openBookingChangeStatuses]),
      ),
    )
    .for('update');
  if (!open) return;
  if (open.heldDepartureId)
    await tx
      .update(departures)
      .set({ booked: sql`${departures.booked} - ${open.seats}` })
      .where(eq(departures.id, open.heldDepartureId));
  await tx
    .update(bookingChanges)
    .set({
      status,
      decisionNote: note,
      decidedAt: new Date(),
      heldDepartureId: null,
      holdExpiresAt: null,
      checkoutUrl: null,
    })
    .where(eq(bookingChanges.id, open.id));
}

/**
 * Writes a booking on `departureId`, whose seats the caller took in this transaction. A same-key retry that
 * raced this one and won answers its booking (`replay`): the caller undoes its own seats.
 */
export async function insertBooking(
  tx: Tx,
  booking: NewBooking,
  departureId: string,
): Promise<{ id: string } | { replay: string }> {
  for (;;) {
    const [inserted] = await tx
      .insert(bookings)
      .values({
        reference: newBookingReference(),
        userId: booking.userId,
        tourId: booking.tourId,
        departureId,
        adults: booking.adults,
        children: booking.children,
        contactName: booking.contact.name,
        contactEmail: booking.contact.email,
        contactPhone: booking.contact.phone,
        specialRequests: booking.specialRequests,
        adultPriceMinor: booking.adultPriceMinor,
        childPriceMinor: booking.childPriceMinor,
        totalMinor: booking.totalMinor,
        currency: booking.currency,
        status: booking.status,
        idempotencyKey: booking.idempotencyKey,
        paymentStatus: booking.paymentStatus ?? 'unpaid',
        holdExpiresAt: booking.holdExpiresAt ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: bookings.id });
    if (inserted) return { id: inserted.id };
    // A same-key retry that raced this one won: the caller gives its seats back by undoing its transaction.
    if (booking.idempotencyKey) {
      const [first] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.userId, booking.userId), eq(bookings.idempotencyKey, booking.idempotencyKey)));
      if (first) return { replay: first.id };
    }
    // Otherwise the reference was taken (1 in 887 million): draw another.
  }
}

/** `timezone` and `freeCancellationHours` are facts every booking answer states. */
export function createBookingsRepository(
  db: Db,
  { timezone, freeCancellationHours }: { timezone: string; freeCancellationHours: number },
) {
  const selectBookings = () =>
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        tourId: tours.id,
        tourTitle: tours.title,
        tourCity: tours.city,
        meetingPoint: tours.meetingPoint,
        durationMinutes: tours.durationMinutes,
        coverId: sql<
          string | null
        >`(SELECT ti.image_id FROM tour_images ti WHERE ti.tour_id = ${tours.id} ORDER BY ti.position LIMIT 1)`,
        date: departures.date,
        startsAt: departures.startsAt,
        adults: bookings.adults,
        children: bookings.children,
        contactName: bookings.contactName,
        contactEmail: bookings.contactEmail,
        contactPhone: bookings.contactPhone,
        specialRequests: bookings.specialRequests,
        adultPriceMinor: bookings.adultPriceMinor,
        childPriceMinor: bookings.childPriceMinor,
        totalMinor: bookings.totalMinor,
        currency: bookings.currency,
        status: bookings.status,
        paymentStatus: bookings.paymentStatus,
        refundStatus: bookings.refundStatus,
        refundWithinPolicy: bookings.refundWithinPolicy,
        refundNote: bookings.refundNote,
        cancellationReason: bookings.cancellationReason,
        cancelledAt: bookings.cancelledAt,
        cancelledBy: bookings.cancelledBy,
        // Only an operator's cancellation can be rebooked in one step, under the key `rebook-<id>`
        // (departure-cancellations.ts): one lookup of the unique (user, key) index, for those rows only.
        rebookedAs: sql<{
          _id: string;
          date: string;
        } | null>`CASE WHEN ${bookings.cancelledBy} = 'operator' THEN (
          SELECT json_build_object('_id', rb.id, 'date', rd.date) FROM bookings rb
          JOIN departures rd ON rd.id = rb.departure_id
          WHERE rb.user_id = ${bookings.userId} AND rb.idempotency_key = 'rebook-' || ${bookings.id}) END`,
        refundAmountMinor: bookings.refundAmountMinor,
        refundFailureReason: bookings.refundFailureReason,
        refundUnconfirmedAt: bookings.refundUnconfirmedAt,
        checkoutSessionId: bookings.checkoutSessionId,
        checkoutUrl: bookings.checkoutUrl,
        holdExpiresAt: bookings.holdExpiresAt,
        amountPaidMinor: bookings.amountPaidMinor,
        amountRefundedMinor: bookings.amountRefundedMinor,
        paidAt: bookings.paidAt,
        cardBrand: bookings.cardBrand,
        cardLast4: bookings.cardLast4,
        receiptUrl: bookings.receiptUrl,
        disputeReason: bookings.disputeReason,
        disputeStatus: bookings.disputeStatus,
        disputeAmountMinor: bookings.disputeAmountMinor,
        disputedAt: bookings.disputedAt,
        attendance: bookings.attendance,
        attendanceAt: bookings.attendanceAt,
        calendarSequence: bookings.calendarSequence,
        userId: users.id,
        userName: users.name,
        userEmail: users.email,
        createdAt: bookings.createdAt,
        updatedAt: bookings.updatedAt,
      })
      .from(bookings)
      .innerJoin(tours, eq(tours.id, bookings.tourId))
      .innerJoin(departures, eq(departures.id, bookings.departureId))
      .innerJoin(users, eq(users.id, bookings.userId));

  type Row = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];
  const toBooking = (row: Row): Booking => ({
    _id: row.id,
    reference: row.reference,
    tour: {
      _id: row.tourId,
      title: row.tourTitle,
      city: bookedFact(row.tourCity, 'city', row.id),
      meetingPoint: bookedFact(row.meetingPoint, 'meeting point', row.id),
      durationMinutes: bookedFact(row.durationMinutes, 'duration', row.id),
      image: row.coverId ? { url: imageUrl(row.coverId), thumbUrl: thumbUrl(row.coverId) } : null,
    },
    date: row.date,
    startsAt: row.startsAt.toISOString(),
    timezone,
    participants: { adults: row.adults, children: row.children },
    contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    specialRequests: row.specialRequests,
    pricing: {
      adultPrice: toMajorUnits(row.adultPriceMinor),
      childPrice: toMajorUnits(row.childPriceMinor),
      total: toMajorUnits(row.totalMinor),
      currency: row.currency,
    },
    status: row.status,
    paymentStatus: row.paymentStatus,
    refund: row.refundStatus
      ? {
          status: row.refundStatus,
          withinPolicy: row.refundWithinPolicy ?? false,
          note: row.refundNote,
          amount: row.refundAmountMinor === null ? null : toMajorUnits(row.refundAmountMinor),
          failureReason: row.refundFailureReason,
          unconfirmedSince: row.refundUnconfirmedAt?.toISOString() ?? null,
        }
      : null,
    payment: row.checkoutSessionId ? paymentOf(row) : null,
    cancellationReason: row.cancellationReason,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
    rebookedAs: row.rebookedAs,
    freeCancellationUntil: new Date(row.startsAt.getTime() - freeCancellationHours * 3_600_000).toISOString(),
    attendance:
      row.attendance && row.attendanceAt
        ? { state: row.attendance, at: row.attendanceAt.toISOString() }
        : null,
    calendarSequence: row.calendarSequence,
    user: { _id: row.userId, name: row.userName, email: row.userEmail },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  /** The online payment's facts; the checkout URL only while the hold is open (the service hides it from others). */
  const paymentOf = (row: Row): BookingPayment => ({
    provider: 'stripe',
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    checkoutUrl: row.holdExpiresAt ? row.checkoutUrl : null,
    amountPaid: toMajorUnits(row.amountPaidMinor),
    amountRefunded: toMajorUnits(row.amountRefundedMinor),
    currency: row.currency,
    paidAt: row.paidAt?.toISOString() ?? null,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    receiptUrl: row.receiptUrl,
    dispute:
      row.disputedAt && row.disputeReason && row.disputeStatus
        ? {
            reason: row.disputeReason,
            status: row.disputeStatus,
            amount: toMajorUnits(row.disputeAmountMinor ?? 0),
            openedAt: row.disputedAt.toISOString(),
          }
        : null,
  });

  /** The traveller's three lists at `now`: which bookings each holds, and in which order. */
  const scopes = (now: Date): Record<MyBookingScope, { where: SQL; order: SQL[] }> => {
    const kept = sql`${bookings.status} <> 'cancelled'`;
    const at = sql`${now.toISOString()}::timestamptz`;
    return {
      upcoming: {
        where: sql`${kept} AND ${departures.startsAt} >= ${at}`,
        order: [asc(departures.startsAt)],
      },
      past: { where: sql`${kept} AND ${departures.startsAt} < ${at}`, order: [desc(departures.startsAt)] },
      cancelled: {
        where: sql`${bookings.status} = 'cancelled'`,
        order: [sql`${bookings.cancelledAt} DESC NULLS LAST`, desc(bookings.createdAt)],
      },
    };
  };

  async function page(where: SQL | undefined, query: PageQuery, order: SQL[] = [desc(bookings.createdAt)]) {
    const [rows, [counted]] = await Promise.all([
      selectBookings()
        .where(where)
        .orderBy(...order, asc(bookings.id))
        .limit(query.limit)
        .offset(offsetOf(query)),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(bookings)
        .innerJoin(departures, eq(departures.id, bookings.departureId))
        .where(where),
    ]);
    return { rows: rows.map((row) => toBooking(row)), total: counted?.total ?? 0 };
  }

  /** Bookings in the given states, summed from the tallies' shards. */
  async function talliedCount(filters: BookingFilters) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${bookingCounts.bookings}), 0)::int` })
      .from(bookingCounts)
      .where(
        and(
          filters.status ? eq(bookingCounts.status, filters.status) : undefined,
          filters.paymentStatus ? eq(bookingCounts.paymentStatus, filters.paymentStatus) : undefined,
          filters.refundStatus ? eq(bookingCounts.refundStatus, filters.refundStatus) : undefined,
          filters.disputed === undefined ? undefined : eq(bookingCounts.disputed, filters.disputed),
        ),
      );
    return row?.total ?? 0;
  }

  return {
    async tourTerms(tourId: string): Promise<TourTerms | undefined> {
      const [row] = await db.select(tourTermsColumns).from(tours).where(eq(tours.id, tourId));
      return row;
    },

    /** Everything booking one date needs, in one round trip: the tour, whether the date is closed, its departure. */
    async bookingFacts(tourId: string, date: string) {
      const [row] = await db
        .select({
          tour: tourTermsColumns,
          closed: sql<boolean>`EXISTS (SELECT 1 FROM ${tourClosedDates} c WHERE c.tour_id = ${tours.id} AND c.date = ${date})`,
          capacity: departures.capacity,
          booked: departures.booked,
        })
        .from(tours)
        .leftJoin(departures, and(eq(departures.tourId, tours.id), eq(departures.date, date)))
        .where(eq(tours.id, tourId));
      if (!row) return undefined;
      const departure =
        row.capacity === null ? undefined : { capacity: row.capacity, booked: row.booked ?? 0 };
      return { tour: row.tour, closed: row.closed, departure };
    },

    async closedDates(tourId: string, from: string, to: string): Promise<Set<string>> {
      const rows = await db
        .select({ date: tourClosedDates.date })
        .from(tourClosedDates)
        .where(
          and(
            eq(tourClosedDates.tourId, tourId),
            gte(tourClosedDates.date, from),
            lte(tourClosedDates.date, to),
          ),
        );
      return new Set(rows.map((row) => row.date));
    },

    /** Seats taken per date; also each departure's own capacity (set when its first seat sold). */
    async departuresBetween(tourId: string, from: string, to: string) {
      const rows = await db
        .select({ date: departures.date, booked: departures.booked, capacity: departures.capacity })
        .from(departures)
        .where(and(eq(departures.tourId, tourId), gte(departures.date, from), lte(departures.date, to)));
      return new Map(rows.map((row) => [row.date, row]));
    },

    /** Takes a date out of the tour's pattern; answers how many live bookings it already has. */
    async closeDate(tourId: string, date: string): Promise<number> {
      await db.insert(tourClosedDates).values({ tourId, date }).onConflictDoNothing();
      const [row] = await db
        .select({ live: sql<number>`count(*)::int` })
        .from(bookings)
        .innerJoin(departures, eq(departures.id, bookings.departureId))
        .where(
          and(
            eq(departures.tourId, tourId),
            eq(departures.date, date),
            inArray(bookings.status, ['pending', 'confirmed']),
          ),
        );
      return row?.live ?? 0;
    },

    /** Reopens a date; a departure the operator had cancelled on it runs again (its old bookings stay cancelled). */
    async reopenDate(tourId: string, date: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(tourClosedDates)
          .where(and(eq(tourClosedDates.tourId, tourId), eq(tourClosedDates.date, date)));
        await tx
          .update(departures)
          .set({ cancelledAt: null, cancellationReason: null })
          .where(and(eq(departures.tourId, tourId), eq(departures.date, date)));
      });
    },

    async idOfIdempotent(userId: string, key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)));
      return row?.id;
    },

    /** Whether the account's address is confirmed: what holding seats to pay online needs. */
    async emailConfirmed(userId: string): Promise<boolean> {
      const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
      return Boolean(row?.at);
    },

    /**
     * Takes the seats and writes the booking in one transaction. The seats are taken by a conditional
     * UPDATE (`booked + n <= capacity`), which row-locks the departure: concurrent requests queue and
     * each re-checks against the seats the one before it took. The CHECK on `departures` backs it up.
     */
    async book(booking: NewBooking): Promise<{ booked: true; id: string } | NotBooked | { replay: string }> {
      const seats = booking.adults + booking.children;
      const { holdRules } = booking;
      try {
        return await db.transaction(async (tx): Promise<{ booked: true; id: string } | NotBooked> => {
          if (holdRules) {
            // One account's bookings queue on its row, so two at once cannot both be its last allowed hold.
            await tx.select({ id: users.id }).from(users).where(eq(users.id, booking.userId)).for('update');
            const [live] = await tx
              .select({ holds: sql<number>`count(*)::int` })
              .from(bookings)
              .where(
                and(
                  eq(bookings.userId, booking.userId),
                  eq(bookings.paymentStatus, 'pending'),
                  eq(bookings.status, 'pending'),
                  sql`${bookings.holdExpiresAt} > ${holdRules.now}`,
                ),
              );
            const holds = live?.holds ?? 0;
            if (holds >= holdRules.maxHolds) return { booked: false, reason: 'holds', holds };
          }
          // A departure's seats are the tour's group size as it is now, read under a share lock: an admin
          // changing the size waits for this booking (and this booking for the change), so the two agree.
          await tx.execute(sql`INSERT INTO ${departures} (tour_id, date, starts_at, capacity)
            SELECT ${tours.id}, ${booking.date}::date, ${booking.startsAt}::timestamptz, ${tours.maxGroupSize}
            FROM ${tours} WHERE ${tours.id} = ${booking.tourId} FOR SHARE
            ON CONFLICT (tour_id, date) DO NOTHING`);
          const [held] = await tx
            .update(departures)
            .set({ booked: sql`${departures.booked} + ${seats}` })
            .where(
              and(
                eq(departures.tourId, booking.tourId),
                eq(departures.date, booking.date),
                sql`${departures.booked} + ${seats} <= ${departures.capacity}`,
                // An unpaid hold takes at most half of the seats left (at least one): `holdMaxSeats`.
                holdRules
                  ? sql`${seats} <= greatest(1, (${departures.capacity} - ${departures.booked}) / 2)`
                  : undefined,
              ),
            )
            .returning({ id: departures.id });
          if (!held) {
            const [left] = await tx
              .select({ seatsLeft: sql<number>`${departures.capacity} - ${departures.booked}` })
              .from(departures)
              .where(and(eq(departures.tourId, booking.tourId), eq(departures.date, booking.date)));
            const seatsLeft = Math.max(0, left?.seatsLeft ?? 0);
            return { booked: false, reason: seats <= seatsLeft ? 'hold-share' : 'seats', seatsLeft };
          }
          const written = await insertBooking(tx, booking, held.id);
          if ('replay' in written) throw new Undo(written);
          return { booked: true as const, id: written.id };
        });
      } catch (error) {
        if (error instanceof Undo) return error.outcome as { replay: string };
        throw error;
      }
    },

    async find(id: string): Promise<Booking | undefined> {
      const [row] = await selectBookings().where(eq(bookings.id, id));
      return row && toBooking(row);
    },

    /**
     * The user's bookings: all of them newest first, or one of the traveller's lists at `now`: upcoming
     * (the next trip first), past (the latest first), cancelled (the latest cancelled first).
     */
    forUser(userId: string, query: PageQuery & { scope?: MyBookingScope | undefined }, now: Date) {
      const mine = eq(bookings.userId, userId);
      if (!query.scope) return page(mine, query);
      const { where, order } = scopes(now)[query.scope];
      return page(and(mine, where), query, order);
    },

    /** How many bookings each of the user's lists holds at `now`. */
    async summaryForUser(userId: string, now: Date): Promise<Record<MyBookingScope, number>> {
      const lists = scopes(now);
      const count = (scope: MyBookingScope) =>
        sql<number>`count(*) FILTER (WHERE ${lists[scope].where})::int`;
      const [row] = await db
        .select({ upcoming: count('upcoming'), past: count('past'), cancelled: count('cancelled') })
        .from(bookings)
        .innerJoin(departures, eq(departures.id, bookings.departureId))
        .where(eq(bookings.userId, userId));
      return row ?? { upcoming: 0, past: 0, cancelled: 0 };
    },

    /**
     * The admin's list, newest first (decision 79). Its count comes from the tallies the bookings'
     * triggers keep when only states are filtered; a tour, dates or a search count their matches, up to
     * `countCap`, past which the total is a lower bound. The page's ids are chosen first over the narrow
     * index, and a page past the middle of an exactly counted list is read from the oldest end, so no
     * page walks more than half the list.
     */
    async list(filters: BookingFilters) {
      const q = filters.q?.trim();
      const where = and(
        filters.status ? eq(bookings.status, filters.status) : undefined,
        filters.paymentStatus ? eq(bookings.paymentStatus, filters.paymentStatus) : undefined,
        filters.refundStatus ? eq(bookings.refundStatus, filters.refundStatus) : undefined,
        filters.disputed === undefined
          ? undefined
          : filters.disputed
            ? isNotNull(bookings.disputedAt)
            : isNull(bookings.disputedAt),
        filters.tourId ? eq(bookings.tourId, filters.tourId) : undefined,
        // The departure's date as the booking carries it (decision 82): no join to departures.
        filters.from ? gte(bookings.departureDate, filters.from) : undefined,
        filters.to ? lte(bookings.departureDate, filters.to) : undefined,
        // Each part reads a trigram index; the accounts' ids are found first (`= ANY(ARRAY(...))`), as an
        // `IN (subquery)` inside the OR would keep the planner from any index on bookings.
        q
          ? sql`(${bookings.reference} ILIKE ${`%${q}%`} OR ${bookings.contactEmail} ILIKE ${`%${q}%`} OR ${bookings.userId} = ANY(ARRAY(SELECT id FROM users WHERE email ILIKE ${`%${q}%`})))`
          : undefined,
      );
      const count = () =>
        filters.tourId || filters.from || filters.to || q
          ? countUpTo(db, db.select({ one: sql`1` }).from(bookings).where(where).$dynamic())
          : talliedCount(filters).then((total) => ({ total, lowerBound: false }));
      /** `limit` rows after `skip`, newest first, or counted from the oldest end. */
      const page = (fromOldest: boolean, limit: number, skip: number) => {
        const ids = db
          .select({ id: bookings.id })
          .from(bookings)
          .where(where)
          .orderBy(
            ...(fromOldest
              ? [sql`${bookings.createdAt} ASC NULLS LAST`, desc(bookings.id)]
              : [desc(bookings.createdAt), asc(bookings.id)]),
          )
          .limit(limit)
          .offset(skip);
        return selectBookings()
          .where(inArray(bookings.id, ids))
          .orderBy(desc(bookings.createdAt), asc(bookings.id));
      };

      const offset = offsetOf(filters);
      // The first page is read from the newest end whatever the count: both at once.
      if (offset === 0) {
        const [counted, rows] = await Promise.all([count(), page(false, filters.limit, 0)]);
        return { rows: rows.map((row) => toBooking(row)), ...counted };
      }
      const counted = await count();
      if (!counted.lowerBound && offset >= counted.total) return { rows: [], ...counted };
      const fromOldest = !counted.lowerBound && offset > counted.total / 2;
      const rows = fromOldest
        ? await page(
            true,
            Math.min(filters.limit, counted.total - offset),
            Math.max(0, counted.total - offset - filters.limit),
          )
        : await page(false, filters.limit, offset);
      return { rows: rows.map((row) => toBooking(row)), ...counted };
    },

    /** The facts the rules about changing a booking look at. */
    async stateOf(id: string) {
      const [row] = await db
        .select({
          userId: bookings.userId,
          status: bookings.status,
          paymentStatus: bookings.paymentStatus,
          refundStatus: bookings.refundStatus,
          startsAt: departures.startsAt,
          // Online payment: whether there is one, and what of it is left to refund.
          checkoutSessionId: bookings.checkoutSessionId,
          paidOnline: sql<boolean>`${bookings.paymentIntentId} IS NOT NULL`,
          amountPaidMinor: bookings.amountPaidMinor,
          amountRefundedMinor: bookings.amountRefundedMinor,
          refundWithinPolicy: bookings.refundWithinPolicy,
          currency: bookings.currency,
        })
        .from(bookings)
        .innerJoin(departures, eq(departures.id, bookings.departureId))
        .where(eq(bookings.id, id));
      return row;
    },

    /**
     * Cancels a live booking and gives its seats back, in one transaction; a paid one gets a refund
     * request. A booking still waiting for its online payment ends its hold, `unpaid`: nothing was
     * taken. Answers false when the booking was no longer live (cancelled or completed meanwhile).
     */
    cancel(
      id: string,
      reason: string,
      withinPolicy: boolean,
      by: 'traveller' | 'operator',
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(bookings)
          .set({
            status: 'cancelled',
            cancellationReason: reason,
            cancelledAt: new Date(),
            cancelledBy: by,
            // What is left of a payment after a date change gave part of it back is refundable too.
            refundStatus: sql`CASE WHEN ${paidStill} THEN 'requested'::refund_status END`,
            refundWithinPolicy: sql`CASE WHEN ${paidStill} THEN ${withinPolicy}::boolean END`,
            paymentStatus: sql`CASE WHEN ${bookings.paymentStatus} = 'pending' THEN 'unpaid'::payment_status ELSE ${bookings.paymentStatus} END`,
            holdExpiresAt: null,
            checkoutUrl: null,
            // The traveller's calendar takes the cancellation over the event it holds.
            calendarSequence: sql`${bookings.calendarSequence} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(bookings.id, id), inArray(bookings.status, ['pending', 'confirmed'])))
          .returning({ departureId: bookings.departureId, seats: seatsOf });
        if (!cancelled) return false;
        await tx
          .update(departures)
          .set({ booked: sql`${departures.booked} - ${cancelled.seats}` })
          .where(eq(departures.id, cancelled.departureId));
        await endOpenChange(tx, id);
        return true;
      });
    },

    /** Moves the status only from the state the caller read: a concurrent change makes it answer false. */
    async setStatus(id: string, from: BookingStatus, to: Exclude<BookingStatus, 'cancelled'>) {
      const changed = await db
        .update(bookings)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(bookings.id, id), eq(bookings.status, from)))
        .returning({ id: bookings.id });
      return changed.length > 0;
    },

    async setPaymentStatus(id: string, from: PaymentStatus, to: PaymentStatus) {
      const changed = await db
        .update(bookings)
        .set({ paymentStatus: to, updatedAt: new Date() })
        .where(and(eq(bookings.id, id), eq(bookings.paymentStatus, from)))
        .returning({ id: bookings.id });
      return changed.length > 0;
    },

    /** Decides a requested refund; approving also marks the payment refunded. */
    async decideRefund(id: string, decision: 'approved' | 'denied', note: string | null) {
      const changed = await db
        .update(bookings)
        .set({
          refundStatus: decision,
          refundNote: note,
          ...(decision === 'approved' ? { paymentStatus: 'refunded' as const } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(bookings.id, id), eq(bookings.refundStatus, 'requested')))
        .returning({ id: bookings.id });
      return changed.length > 0;
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
