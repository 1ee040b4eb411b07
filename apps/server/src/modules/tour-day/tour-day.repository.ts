import { type AttendanceState, limits, policy } from '@tabi/contracts';
import { and, asc, eq, gt, ilike, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, departures, reviews, tours, users } from '../../db/schema/index.ts';
import { containing } from '../../platform/like-pattern.ts';

const seats = sql`${bookings.adults} + ${bookings.children}`;
const live = sql`${bookings.status} IN ('confirmed', 'completed')`;
const endsAt = sql<Date>`${departures.startsAt} + ${tours.durationMinutes} * interval '1 minute'`;

/** A departure with its head count: what the day's list and the manifest's header show. */
const departureColumns = {
  id: departures.id,
  date: departures.date,
  startsAt: departures.startsAt,
  durationMinutes: sql<number>`coalesce(${tours.durationMinutes}, 0)`,
  capacity: departures.capacity,
  completedAt: departures.completedAt,
  cancelledAt: departures.cancelledAt,
  cancellationReason: departures.cancellationReason,
  tourId: tours.id,
  tourTitle: tours.title,
  meetingPoint: sql<string>`coalesce(${tours.meetingPoint}, '')`,
  bookings: sql<number>`count(${bookings.id}) FILTER (WHERE ${live})::int`,
  expected: sql<number>`coalesce(sum(${seats}) FILTER (WHERE ${live}), 0)::int`,
  checkedIn: sql<number>`coalesce(sum(${seats}) FILTER (WHERE ${live} AND ${bookings.attendance} = 'checked_in'), 0)::int`,
  noShow: sql<number>`coalesce(sum(${seats}) FILTER (WHERE ${live} AND ${bookings.attendance} = 'no_show'), 0)::int`,
};

/** A booking as the manifest, the check-in and the ticket read it. */
const entryColumns = {
  id: bookings.id,
  reference: bookings.reference,
  userId: bookings.userId,
  departureId: bookings.departureId,
  status: bookings.status,
  contactName: bookings.contactName,
  contactPhone: bookings.contactPhone,
  contactEmail: bookings.contactEmail,
  adults: bookings.adults,
  children: bookings.children,
  specialRequests: bookings.specialRequests,
  paymentStatus: bookings.paymentStatus,
  paidOnline: sql<boolean>`${bookings.checkoutSessionId} IS NOT NULL`,
  totalMinor: bookings.totalMinor,
  currency: bookings.currency,
  attendance: bookings.attendance,
  attendanceAt: bookings.attendanceAt,
  ticketCode: bookings.ticketCode,
  tourId: tours.id,
  tourTitle: tours.title,
  tourCity: sql<string>`coalesce(${tours.city}, '')`,
  meetingPoint: sql<string>`coalesce(${tours.meetingPoint}, '')`,
  durationMinutes: sql<number>`coalesce(${tours.durationMinutes}, 0)`,
  date: departures.date,
  startsAt: departures.startsAt,
  departureCompletedAt: departures.completedAt,
};

/** What a reminder or a review request says: the booking, its tour and its traveller. */
const noticeColumns = {
  id: bookings.id,
  reference: bookings.reference,
  userId: bookings.userId,
  adults: bookings.adults,
  children: bookings.children,
  tourId: tours.id,
  tourTitle: tours.title,
  meetingPoint: sql<string>`coalesce(${tours.meetingPoint}, '')`,
  durationMinutes: sql<number>`coalesce(${tours.durationMinutes}, 0)`,
  excluded: tours.excluded,
  startsAt: departures.startsAt,
};

export type DepartureRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createTourDayRepository>['departure']>>
>;
export type EntryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createTourDayRepository>['entry']>>>;
export type NoticeRow = {
  id: string;
  reference: string;
  userId: string;
  adults: number;
  children: number;
  tourId: string;
  tourTitle: string;
  meetingPoint: string;
  durationMinutes: number;
  excluded: string[];
  startsAt: Date;
};

/** Bookings claimed per transaction by the rounds that send: few, so a slow mail server holds few locks. */
const sendBatch = 20;

/** A notice sent inside the transaction that claims it (so no other process sends it too). */
type Send = (booking: NoticeRow) => Promise<void>;

/** The order of a day's departures: soonest first, then by tour title. */
const dayOrder = [asc(departures.startsAt), asc(tours.title), asc(departures.id)];

export function createTourDayRepository(db: Db) {
  const departuresWhere = (where: SQL | undefined) =>
    db
      .select(departureColumns)
      .from(departures)
      .innerJoin(tours, eq(tours.id, departures.tourId))
      .leftJoin(bookings, eq(bookings.departureId, departures.id))
      .where(where)
      .groupBy(departures.id, tours.id)
      .orderBy(...dayOrder);

  const entries = () =>
    db
      .select(entryColumns)
      .from(bookings)
      .innerJoin(departures, eq(departures.id, bookings.departureId))
      .innerJoin(tours, eq(tours.id, bookings.tourId));

  /**
   * Claims the due bookings a few at a time, in a transaction under their row locks (`SKIP LOCKED`:
   * another process sending at the same moment takes others), sends each and marks it sent before the
   * locks are let go. A send that fails stops the batch: those sent before it are committed as sent, it
   * and the rest wait for the next round. A crash before the commit leaves the batch unmarked, to be sent
   * again: a reminder sent twice in that instant beats one never sent. At most `max` per call, so a round
   * ends.
   */
  async function sendEach(due: SQL, mark: Partial<typeof bookings.$inferInsert>, send: Send, max: number) {
    let sent = 0;
    let failure: unknown;
    while (sent < max && failure === undefined) {
      const done = await db.transaction(async (tx) => {
        const claimed = await tx
          .select(noticeColumns)
          .from(bookings)
          .innerJoin(departures, eq(departures.id, bookings.departureId))
          .innerJoin(tours, eq(tours.id, bookings.tourId))
          .innerJoin(users, eq(users.id, bookings.userId))
          .where(due)
          .orderBy(asc(departures.startsAt))
          .limit(Math.min(sendBatch, max - sent))
          .for('update', { of: bookings, skipLocked: true });
        let count = 0;
        for (const booking of claimed) {
          try {
            await send(booking);
          } catch (error) {
            failure = error;
            break;
          }
          await tx.update(bookings).set(mark).where(eq(bookings.id, booking.id));
          count += 1;
        }
        return claimed.length === 0 ? -1 : count;
      });
      if (done < 0) break;
      sent += done;
    }
    if (failure !== undefined) throw failure;
    return sent;
  }

  return {
    /**
     * A page of the departures of one local date that have travellers (confirmed or completed bookings),
     * with how many there are in all. The page's ids are chosen first, so only its departures' bookings
     * are summed: a busy day at 1,000,000 bookings has 1,600 departures.
     */
    async departuresOn(date: string, { q, limit, offset }: { q?: string; limit: number; offset: number }) {
      const onDay = and(
        eq(departures.date, date),
        // `live_bookings` (the bookings not cancelled, kept by decision 79) rules out at once the departures
        // that only ever had cancelled ones; one booking confirmed or completed is then enough.
        gt(departures.liveBookings, 0),
        sql`EXISTS (SELECT 1 FROM ${bookings} WHERE ${bookings.departureId} = ${departures.id} AND ${live})`,
        q ? ilike(tours.title, containing(q)) : undefined,
      );
      const pageIds = db
        .select({ id: departures.id })
        .from(departures)
        .innerJoin(tours, eq(tours.id, departures.tourId))
        .where(onDay)
        .orderBy(...dayOrder)
        .limit(limit)
        .offset(offset);
      const [rows, [counted]] = await Promise.all([
        departuresWhere(inArray(departures.id, pageIds)),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(departures)
          .innerJoin(tours, eq(tours.id, departures.tourId))
          .where(onDay),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async departure(id: string) {
      const [row] = await departuresWhere(eq(departures.id, id));
      return row;
    },

    /** Every booking of a departure that is not cancelled, by the lead traveller's name. */
    manifest: (departureId: string) =>
      entries()
        .where(and(eq(bookings.departureId, departureId), ne(bookings.status, 'cancelled')))
        .orderBy(asc(sql`lower(${bookings.contactName})`), asc(bookings.reference)),

    async entry(bookingId: string) {
      const [row] = await entries().where(eq(bookings.id, bookingId));
      return row;
    },

    /** The booking a scanned ticket code or a typed reference names. */
    async entryByCode(code: { ticketCode: string } | { reference: string }) {
      const [row] = await entries().where(
        'ticketCode' in code
          ? eq(bookings.ticketCode, code.ticketCode)
          : eq(bookings.reference, code.reference),
      );
      return row;
    },

    /**
     * Checks a confirmed booking in, once: of two devices scanning at the same moment, one changes the row
     * and the other finds it already checked in. A no-show who turns up late is checked in.
     */
    async checkIn(bookingId: string, at: Date): Promise<boolean> {
      const changed = await db
        .update(bookings)
        .set({ attendance: 'checked_in', attendanceAt: at, updatedAt: at })
        .where(
          and(
            eq(bookings.id, bookingId),
            eq(bookings.status, 'confirmed'),
            or(isNull(bookings.attendance), ne(bookings.attendance, 'checked_in')),
          ),
        )
        .returning({ id: bookings.id });
      return changed.length > 0;
    },

    /** Staff set or clear attendance by hand, while the booking's departure is not completed. */
    async setAttendance(bookingId: string, state: AttendanceState | null, at: Date): Promise<boolean> {
      const changed = await db
        .update(bookings)
        .set({ attendance: state, attendanceAt: state ? at : null, updatedAt: at })
        .where(
          and(
            eq(bookings.id, bookingId),
            eq(bookings.status, 'confirmed'),
            sql`NOT EXISTS (SELECT 1 FROM departures d WHERE d.id = ${bookings.departureId} AND d.completed_at IS NOT NULL)`,
          ),
        )
        .returning({ id: bookings.id });
      return changed.length > 0;
    },

    /**
     * Day-before reminders due now: confirmed bookings whose departure starts within the reminder window
     * and not yet (a tour that has started gets none), made before the window opened, whose traveller
     * keeps reminders on. Read from the departures of the next hours (their start index), then their
     * bookings (the departure index): the cost follows the day's departures, not all bookings.
     */
    sendReminders(now: Date, send: Send, max = 200) {
      const windowOpens = sql`${departures.startsAt} - ${policy.reminderHoursBefore} * interval '1 hour'`;
      const windowEnd = new Date(now.getTime() + policy.reminderHoursBefore * 3_600_000);
      return sendEach(
        and(
          gt(departures.startsAt, now),
          lte(departures.startsAt, windowEnd),
          eq(bookings.status, 'confirmed'),
          isNull(bookings.reminderSentAt),
          lte(bookings.createdAt, windowOpens),
          eq(users.tripReminders, true),
          eq(users.disabled, false),
        )!,
        { reminderSentAt: now },
        send,
        max,
      );
    },

    /**
     * Review requests due now: bookings of a departure completed lately (within
     * `policy.reviewRequestWithinDays` of its end) whose travellers were there (checked in, or not marked
     * a no-show), who keep reminders on and have not reviewed the tour yet.
     */
    sendReviewRequests(now: Date, send: Send, max = 200) {
      const since = new Date(now.getTime() - policy.reviewRequestWithinDays * 86_400_000);
      // No tour is longer than `limits.tourDurationMaxMinutes`: a bound on the start the index can use.
      const startedAfter = new Date(since.getTime() - limits.tourDurationMaxMinutes * 60_000);
      return sendEach(
        and(
          gt(departures.startsAt, startedAfter),
          lte(departures.startsAt, now),
          gt(departures.completedAt, since),
          gt(endsAt, since),
          eq(bookings.status, 'completed'),
          or(isNull(bookings.attendance), eq(bookings.attendance, 'checked_in')),
          isNull(bookings.reviewRequestedAt),
          eq(users.tripReminders, true),
          eq(users.disabled, false),
          sql`NOT EXISTS (SELECT 1 FROM ${reviews} r WHERE r.tour_id = ${bookings.tourId} AND r.user_id = ${bookings.userId})`,
        )!,
        { reviewRequestedAt: now },
        send,
        max,
      );
    },

    /**
     * Completes the departures whose end has passed, each once, under their row locks, a batch of them
     * per transaction (a server upgraded onto a season of past departures catches up in minutes, not
     * hours): confirmed bookings become completed. Attendance stays as staff left it; where staff checked
     * anyone in at a departure, a party of it never checked in is a no-show, and where nobody was checked
     * in (no scanning that day) it stays unmarked. Answers how many departures it completed.
     */
    async completeEnded(now: Date, max = 2000, batch = 100): Promise<number> {
      let completed = 0;
      while (completed < max) {
        const done = await db.transaction(async (tx) => {
          const claimed = await tx
            .select({ id: departures.id })
            .from(departures)
            .innerJoin(tours, eq(tours.id, departures.tourId))
            .where(and(isNull(departures.completedAt), lte(departures.startsAt, now), lte(endsAt, now)))
            .orderBy(asc(departures.startsAt))
            .limit(Math.min(batch, max - completed))
            .for('update', { of: departures, skipLocked: true });
          if (claimed.length === 0) return 0;
          const ids = claimed.map(({ id }) => id);
          const scanned = sql`EXISTS (SELECT 1 FROM bookings b WHERE b.departure_id = ${bookings.departureId} AND b.attendance = 'checked_in')`;
          await tx
            .update(bookings)
            .set({
              status: 'completed',
              attendance: sql`CASE WHEN ${bookings.attendance} IS NULL AND ${scanned} THEN 'no_show'::attendance_state ELSE ${bookings.attendance} END`,
              attendanceAt: sql`CASE WHEN ${bookings.attendance} IS NULL AND ${scanned} THEN ${now}::timestamptz ELSE ${bookings.attendanceAt} END`,
              updatedAt: now,
            })
            .where(and(inArray(bookings.departureId, ids), eq(bookings.status, 'confirmed')));
          await tx.update(departures).set({ completedAt: now }).where(inArray(departures.id, ids));
          return ids.length;
        });
        if (done === 0) break;
        completed += done;
      }
      return completed;
    },
  };
}

export type TourDayRepository = ReturnType<typeof createTourDayRepository>;
