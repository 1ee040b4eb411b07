import { type Booking, policy, toMinorUnits } from '@tabi/contracts';
import { format, parseISO } from 'date-fns';
import { AppError, conflict, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import {
  type PaymentEvent,
  type PaymentGateway,
  PaymentProviderError,
  type PaymentTruth,
} from '../../platform/payments/payment-gateway.ts';
import type {
  BookingPatch,
  BookingPaymentsRepository,
  LockedOps,
  LockedPayment,
} from './booking-payments.repository.ts';
import type { BookingEvents } from './bookings.service.ts';
import type { OnlineRefunds } from './online-refunds.ts';
import type { PaymentNotices } from './payment-notices.ts';

type Deps = {
  payments: BookingPaymentsRepository;
  gateway: PaymentGateway;
  refunds: OnlineRefunds;
  find: (id: string) => Promise<Booking>;
  notices: PaymentNotices & Pick<BookingEvents, 'created'>;
  now: () => Date;
  publicUrl: string;
  /** A date change's difference has its own Checkout (booking-changes.service.ts): true when the event was about one. */
  differencePayments: (event: PaymentEvent) => Promise<boolean>;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
};

/** The reason a hold that ended unpaid gives; a payment arriving later looks for it. */
const releasedReason = 'payment not completed';
const notStartedReason = 'payment could not be started';
const lateRefundNote = 'Paid after the booking had ended (its seats were released): refunded in full.';

/** What a settle did, told to the traveller once its transaction is committed. */
type Settled = {
  paid?: boolean;
  lateRefund?: boolean;
  released?: boolean;
  refundedMinor?: number;
  /** Money went back with no refund decided here (Stripe's dashboard) while the booking still runs. */
  refundedOutside?: boolean;
};

/** A hold whose checkout never started (the server stopped in between): nothing can be paid. */
export const nothingToPay = (sessionId: string): PaymentTruth => ({
  sessionId,
  sessionStatus: 'expired',
  paid: false,
  paymentIntentId: null,
  chargeId: null,
  amountPaidMinor: 0,
  amountRefundedMinor: 0,
  currency: '',
  card: null,
  receiptUrl: null,
  paidAt: null,
});

/**
 * The bookings side of online payment: starting a booking's Checkout, and settling a booking from what
 * Stripe says (webhook events, the hold sweep, an admin's reconcile all end in `settle`).
 */
export function createBookingPayments({
  payments,
  gateway,
  refunds,
  find,
  notices,
  now,
  publicUrl,
  log,
  differencePayments,
}: Deps) {
  /**
   * Brings a booking in line with Stripe's truth, under its row lock; idempotent (a payment once
   * recorded stays, the refunded total is Stripe's), so events in any order, twice, or racing the hold
   * sweep end in the same state. The truth is read while the lock is held: two settles of one booking
   * read and apply one after the other, so an older truth is never applied over a newer one. The
   * traveller is told after the commit.
   */
  async function settle(id: string, readTruth: () => Promise<PaymentTruth>): Promise<void> {
    const settled = await payments.inLock(id, async (row, ops) => {
      const truth = await readTruth();
      const done: Settled = {};
      if (truth.paid && row.paidAt === null) Object.assign(done, await recordPayment(row, ops, truth));
      if (truth.paid && truth.chargeId && truth.amountRefundedMinor !== row.amountRefundedMinor) {
        done.refundedMinor = await followRefunds(row, ops, truth, truth.chargeId);
        done.refundedOutside =
          done.refundedMinor > 0 &&
          row.refundStatus === null &&
          (row.status === 'confirmed' || row.status === 'pending');
      }
      if (!truth.paid && row.paymentStatus === 'pending' && truth.sessionStatus === 'expired') {
        await release(row, ops);
        done.released = row.status === 'pending' || row.status === 'confirmed';
      }
      return done;
    });
    if (!settled) return;
    if (settled.lateRefund) await refunds.send(id);
    if (!(settled.paid || settled.lateRefund || settled.released || settled.refundedMinor)) return;
    const booking = await find(id);
    if (settled.paid) notices.created(booking);
    if (settled.lateRefund) notices.refundedLatePayment(booking);
    if (settled.released) notices.released(booking);
    if (settled.refundedMinor) notices.refundCompleted(booking, settled.refundedMinor);
    if (settled.refundedOutside) notices.refundedOutside(booking, settled.refundedMinor ?? 0);
  }

  /**
   * What Stripe has given back so far. Each level reached is one ledger movement (`<charge>:<total>`,
   * the difference), so learning it twice records it once; a refund that failed afterwards lowers the
   * total and its movement goes. Answers what went back this time (0 when it went down).
   */
  async function followRefunds(row: LockedPayment, ops: LockedOps, truth: PaymentTruth, chargeId: string) {
    const paidMinor = row.paidAt === null ? truth.amountPaidMinor : row.amountPaidMinor;
    const total = truth.amountRefundedMinor;
    const grew = total > row.amountRefundedMinor;
    if (grew) await ops.record('refund', total - row.amountRefundedMinor, `${chargeId}:${total}`, now());
    else await ops.dropRefundsAbove(chargeId, total);
    await ops.update({
      amountRefundedMinor: total,
      paymentStatus: total === 0 ? 'paid' : total >= paidMinor ? 'refunded' : 'partially_refunded',
      // Money went back after all (a retry, or a refund made in Stripe's dashboard).
      ...(grew && row.refundStatus === 'failed'
        ? { refundStatus: 'approved', refundFailureReason: null }
        : {}),
    });
    return grew ? total - row.amountRefundedMinor : 0;
  }

  /** The first time a payment is learned: confirm the booking, or refund it if its seats are gone. */
  async function recordPayment(row: LockedPayment, ops: LockedOps, truth: PaymentTruth): Promise<Settled> {
    const paidAt = truth.paidAt ?? now();
    const facts: BookingPatch = {
      paymentStatus: 'paid',
      amountPaidMinor: truth.amountPaidMinor,
      paidAt,
      paymentIntentId: truth.paymentIntentId,
      cardBrand: truth.card?.brand ?? null,
      cardLast4: truth.card?.last4 ?? null,
      receiptUrl: truth.receiptUrl,
      holdExpiresAt: null,
      checkoutUrl: null,
    };
    await ops.record('payment', truth.amountPaidMinor, truth.chargeId ?? truth.sessionId, paidAt);
    const held = row.status === 'pending' || row.status === 'confirmed';
    const confirmed = row.instantConfirmation ? 'confirmed' : 'pending';
    if (held) {
      await ops.update({ ...facts, status: row.status === 'confirmed' ? 'confirmed' : confirmed });
      return { paid: true };
    }
    // Released by the hold sweep: the booking stands again if its seats are still free.
    if (
      row.status === 'cancelled' &&
      row.cancellationReason === releasedReason &&
      (await ops.retakeSeats())
    ) {
      await ops.update({
        ...facts,
        status: confirmed,
        cancellationReason: null,
        cancelledAt: null,
        cancelledBy: null,
      });
      return { paid: true };
    }
    // Seats gone, or cancelled before paying: all of it goes back, through the refund flow.
    await ops.update({
      ...facts,
      refundStatus: 'approved',
      refundWithinPolicy: true,
      refundNote: lateRefundNote,
      refundAmountMinor: truth.amountPaidMinor,
      refundId: null,
      refundFailureReason: null,
    });
    return { lateRefund: true };
  }

  /** The hold ended unpaid: the seats go back and the booking is cancelled. */
  async function release(row: LockedPayment, ops: LockedOps) {
    const held = row.status === 'pending' || row.status === 'confirmed';
    await ops.update({
      paymentStatus: 'failed',
      holdExpiresAt: null,
      checkoutUrl: null,
      ...(held
        ? {
            status: 'cancelled',
            cancellationReason: releasedReason,
            cancelledAt: now(),
            cancelledBy: 'system',
          }
        : {}),
    });
    if (held) await ops.releaseSeats();
  }

  const providerFailure = (error: unknown) =>
    error instanceof PaymentProviderError
      ? new AppError(
          error.kind === 'refused' ? 502 : 503,
          'SERVICE_UNAVAILABLE',
          error.kind === 'refused'
            ? `Stripe refused the request: ${error.message}`
            : 'Stripe could not be reached. Please try again.',
        )
      : error;

  return {
    settle,

    /** What a new booking is written with: seats held for `policy.paymentHoldMinutes`, payment pending. */
    hold: () => ({
      status: 'pending' as const,
      paymentStatus: 'pending' as const,
      holdExpiresAt: new Date(now().getTime() + policy.paymentHoldMinutes * 60_000),
    }),

    /**
     * Opens the booking's Checkout Session (amount, currency and reference from the booking, never the
     * client). If Stripe refuses or cannot be reached, the seats are released and the traveller is told
     * to try again (502 / 503).
     */
    async startCheckout(booking: Booking): Promise<Booking> {
      const back = `${publicUrl.replace(/\/$/, '')}/bookings/${booking._id}/payment`;
      try {
        const checkout = await gateway.createCheckout({
          bookingId: booking._id,
          reference: booking.reference,
          description: `${booking.tour.title}, ${format(parseISO(booking.date), 'EEE d MMM yyyy')}`,
          amountMinor: toMinorUnits(booking.pricing.total),
          currency: booking.pricing.currency,
          // Stripe writes its receipt to the account's confirmed address, not to a typed contact.
          customerEmail: booking.user.email,
          expiresAt: new Date(booking.payment?.holdExpiresAt ?? now()),
          successUrl: `${back}?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${back}?cancelled=1`,
          idempotencyKey: `checkout-${booking._id}`,
        });
        await payments.setCheckout(booking._id, checkout);
        return find(booking._id);
      } catch (error) {
        await payments.inLock(booking._id, async (row, ops) => {
          if (row.paymentStatus !== 'pending') return;
          await release(row, ops);
          // The traveller was told to try again: a retry with the same Idempotency-Key books afresh.
          await ops.update({ cancellationReason: notStartedReason, idempotencyKey: null });
        });
        if (error instanceof PaymentProviderError)
          throw new AppError(
            error.kind === 'refused' ? 502 : 503,
            'SERVICE_UNAVAILABLE',
            'Payment could not be started. Please try again.',
          );
        throw error;
      }
    },

    /** Applies one verified Stripe event (the gateway retries it if this throws). */
    async handleEvent(event: PaymentEvent): Promise<void> {
      if (await differencePayments(event)) return;
      const found = await payments.findForEvent({
        bookingId: event.bookingId && isUuid(event.bookingId) ? event.bookingId : null,
        sessionId: event.checkoutSessionId,
        intentId: event.paymentIntentId,
      });
      if (!found) {
        log.info(
          { eventId: event.id, type: event.type },
          'payments: an event about no booking of ours, ignored',
        );
        return;
      }
      if (event.dispute) {
        if (await payments.recordDispute(found.id, event.dispute, found.currency))
          notices.disputed(await find(found.id));
        return;
      }
      // A failed refund gives the money back to the charge: the settle below counts it unrefunded again.
      if (event.refund && (event.refund.status === 'failed' || event.refund.status === 'canceled'))
        await refunds.failedAtStripe(found.id, event.refund);
      if (found.checkoutSessionId) {
        const sessionId = found.checkoutSessionId;
        await settle(found.id, () => gateway.truth(sessionId));
      }
    },

    /**
     * Releases the holds that ended unpaid: each session is expired at Stripe first, and a payment that
     * beat the sweep is honoured. One booking's failure is logged and the others go on.
     */
    async releaseExpiredHolds(): Promise<number> {
      let settled = 0;
      for (const hold of await payments.dueHolds(now())) {
        try {
          const sessionId = hold.checkoutSessionId;
          await settle(hold.id, async () =>
            sessionId ? gateway.expireCheckout(sessionId) : nothingToPay(hold.id),
          );
          settled++;
        } catch (error) {
          log.warn({ err: error, bookingId: hold.id }, 'payments: a hold could not be released');
        }
      }
      return settled;
    },

    /** After a traveller cancelled an unpaid booking: close its checkout (best effort); paid after all, refunded. */
    async afterCancel(id: string): Promise<void> {
      const checkout = await payments.checkoutOf(id);
      if (!checkout?.checkoutSessionId) return;
      try {
        const sessionId = checkout.checkoutSessionId;
        await settle(id, () => gateway.expireCheckout(sessionId));
      } catch (error) {
        // The session closes by itself at its expiry; a payment before then is refunded by its webhook.
        log.warn({ err: error, bookingId: id }, 'payments: the checkout of a cancelled booking stays open');
      }
    },

    /** Admin: asks Stripe for the truth about one booking, and about its refund in flight. */
    async reconcile(id: string): Promise<Booking> {
      const checkout = isUuid(id) ? await payments.checkoutOf(id) : undefined;
      if (!checkout) throw notFound('Booking not found');
      if (!checkout.checkoutSessionId) throw conflict('This booking has no online payment to reconcile.');
      try {
        const sessionId = checkout.checkoutSessionId;
        await settle(id, () => gateway.truth(sessionId));
        await refunds.refresh(id);
      } catch (error) {
        throw providerFailure(error);
      }
      return find(id);
    },
  };
}

export type BookingPayments = ReturnType<typeof createBookingPayments>;
