import { and, desc, eq, gte, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, paymentMovements, tours } from '../../db/schema/index.ts';
import { closedDisputeStatuses } from './booking-payments.repository.ts';

/** The admin's payments view: the ledger of one day, and what waits for an admin whatever the day. */
export function createPaymentsDayRepository(db: Db) {
  return {
    movementsBetween: (from: Date, to: Date) =>
      db
        .select({
          kind: paymentMovements.kind,
          amountMinor: paymentMovements.amountMinor,
          currency: paymentMovements.currency,
          at: paymentMovements.occurredAt,
          bookingId: bookings.id,
          reference: bookings.reference,
          tourTitle: tours.title,
          customerName: bookings.contactName,
          paymentStatus: bookings.paymentStatus,
        })
        .from(paymentMovements)
        .innerJoin(bookings, eq(bookings.id, paymentMovements.bookingId))
        .innerJoin(tours, eq(tours.id, bookings.tourId))
        .where(and(gte(paymentMovements.occurredAt, from), lt(paymentMovements.occurredAt, to)))
        .orderBy(desc(paymentMovements.occurredAt), desc(paymentMovements.id)),

    async waiting() {
      const [row] = await db
        .select({
          failedRefunds: sql<number>`count(*) FILTER (WHERE ${eq(bookings.refundStatus, 'failed')})::int`,
          openDisputes: sql<number>`count(*) FILTER (WHERE ${and(
            isNotNull(bookings.disputeId),
            or(isNull(bookings.disputeStatus), notInArray(bookings.disputeStatus, closedDisputeStatuses)),
          )})::int`,
        })
        .from(bookings)
        .where(or(eq(bookings.refundStatus, 'failed'), isNotNull(bookings.disputeId)));
      return { failedRefunds: row?.failedRefunds ?? 0, openDisputes: row?.openDisputes ?? 0 };
    },
  };
}

export type PaymentsDayRepository = ReturnType<typeof createPaymentsDayRepository>;
