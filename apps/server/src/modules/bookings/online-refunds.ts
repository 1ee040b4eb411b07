import { amountDecimals, type Booking, fitsCurrency, toMajorUnits, toMinorUnits } from '@tabi/contracts';
import { conflict, validationFailed } from '../../platform/errors.ts';
import {
  type PaymentGateway,
  PaymentProviderError,
  type RefundOutcome,
} from '../../platform/payments/payment-gateway.ts';
import type { BookingPaymentsRepository } from './booking-payments.repository.ts';
import type { BookingsRepository } from './bookings.repository.ts';
import type { BookingEvents } from './bookings.service.ts';
import type { PaymentNotices } from './payment-notices.ts';

type Deps = {
  payments: BookingPaymentsRepository;
  gateway: PaymentGateway;
  find: (id: string) => Promise<Booking>;
  notices: PaymentNotices & Pick<BookingEvents, 'refundDecided'>;
  now: () => Date;
  log: { warn: (obj: object, msg: string) => void };
};

/** The booking facts approving a refund looks at (`BookingsRepository.stateOf`). */
type RefundState = NonNullable<Awaited<ReturnType<BookingsRepository['stateOf']>>>;

const endedUnsuccessfully = (outcome: RefundOutcome) =>
  outcome.status === 'failed' || outcome.status === 'canceled';

/**
 * Refunds that return the money through Stripe. Approving sets the refund `approved` with its amount,
 * then asks Stripe with the idempotency key `refund-<booking>-<attempt>`. When Stripe's answer is lost
 * (no answer, a timeout, a 5xx) nobody knows whether it refunded: the refund stays approved, its outcome
 * unconfirmed, and `settleUnconfirmed` (every minute) asks again with the same key, which Stripe answers
 * with the refund it made or makes it now: never a second one. After a definite failure the attempt
 * number grows and the retry is a new refund. The payment status moves to refunded or
 * partially_refunded only when Stripe says the money went back (webhook or reconcile).
 */
export function createOnlineRefunds({ payments, gateway, find, notices, now, log }: Deps) {
  async function fail(
    id: string,
    failure: { refundId: string | null; attempt: number | null; reason: string; nextAttempt: boolean },
  ) {
    // Said once: a failure already recorded (the same event twice) changes nothing.
    if (await payments.refundFailed(id, failure)) notices.refundFailed(await find(id));
  }

  /** Sends the approved refund not sent yet; a failure is recorded on the booking, not thrown. */
  async function send(id: string): Promise<void> {
    const refund = await payments.refundToSend(id);
    if (
      refund?.refundStatus !== 'approved' ||
      refund.refundId ||
      !refund.paymentIntentId ||
      !refund.refundAmountMinor
    )
      return;
    try {
      const outcome = await gateway.refund({
        bookingId: id,
        paymentIntentId: refund.paymentIntentId,
        amountMinor: refund.refundAmountMinor,
        currency: refund.currency,
        attempt: refund.refundAttempt,
        idempotencyKey: `refund-${id}-${refund.refundAttempt}`,
      });
      if (endedUnsuccessfully(outcome))
        await fail(id, {
          refundId: outcome.refundId,
          attempt: refund.refundAttempt,
          reason: outcome.failureReason ?? `Stripe ${outcome.status} the refund.`,
          nextAttempt: true,
        });
      else await payments.refundSent(id, outcome.refundId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (error.kind === 'refused')
        await fail(id, {
          refundId: null,
          attempt: refund.refundAttempt,
          reason: error.message,
          nextAttempt: true,
        });
      else await payments.refundUnconfirmed(id, now());
    }
  }

  return {
    send,

    /**
     * One round: asks Stripe again about every approved refund whose answer was lost, with the same
     * idempotency key. Answers how many Stripe answered this time; one booking's trouble is logged and
     * the others go on.
     */
    async settleUnconfirmed(): Promise<number> {
      let settled = 0;
      for (const id of await payments.unconfirmedRefunds()) {
        try {
          await send(id);
          if ((await find(id)).refund?.unconfirmedSince === null) settled++;
        } catch (error) {
          log.warn({ err: error, bookingId: id }, 'payments: an unconfirmed refund could not be settled');
        }
      }
      return settled;
    },

    /**
     * Approves a refund of an online payment (`amount` in major units; absent: everything still paid),
     * first or again after a failure, and sends it. Inside the free window only the whole of it.
     */
    async approve(id: string, state: RefundState, note: string | null, amount: number | null) {
      if (state.refundStatus !== 'requested' && state.refundStatus !== 'failed')
        throw conflict(
          state.refundStatus
            ? `This refund was already ${state.refundStatus}.`
            : 'There is no refund request on this booking.',
          { refundStatus: state.refundStatus },
        );
      const left = state.amountPaidMinor - state.amountRefundedMinor;
      if (left <= 0) throw conflict('Everything paid has already been refunded.');
      const stated = (minor: number) => `${toMajorUnits(minor)} ${state.currency}`;
      // Exactly what the admin typed, or nothing: an amount finer than the currency is refused, not rounded.
      if (amount !== null && !fitsCurrency(amount, state.currency))
        throw amountDecimals(state.currency) === 0
          ? validationFailed(`${state.currency} is refunded in whole units of the currency.`, {
              amount: 'Not a whole unit of the currency',
            })
          : validationFailed(
              `${state.currency} amounts have at most ${amountDecimals(state.currency)} decimals.`,
              { amount: `At most ${amountDecimals(state.currency)} decimals` },
            );
      const wanted = amount === null ? left : toMinorUnits(amount);
      // The schema takes any positive number; less than a hundredth is nothing to send.
      if (wanted <= 0)
        throw validationFailed('The refund must be more than 0.', {
          amount: 'The refund must be more than 0',
        });
      if (state.refundWithinPolicy && wanted !== left)
        throw validationFailed(
          `This cancellation was inside the free-cancellation window: it is refunded in full (${stated(left)}). Leave the amount out.`,
          { amount: `Refunded in full: ${stated(left)}` },
        );
      if (wanted > left)
        throw validationFailed(`At most ${stated(left)} can be refunded.`, {
          amount: `At most ${stated(left)}`,
        });
      if (!(await payments.approveRefund(id, wanted, note)))
        throw conflict('This refund was decided meanwhile. Reload it and try again.');
      await send(id);
      const booking = await find(id);
      if (booking.refund?.status === 'approved') notices.refundDecided(booking);
      return booking;
    },

    /** Reconcile: Stripe's word on the refund in flight; one approved but never sent is sent now. */
    async refresh(id: string) {
      const refund = await payments.refundToSend(id);
      if (refund?.refundStatus !== 'approved') return;
      if (!refund.refundId) return send(id);
      const outcome = await gateway.refundOutcome(refund.refundId);
      if (endedUnsuccessfully(outcome)) await failedAtStripe(id, outcome);
    },

    failedAtStripe,
  };

  /** A refund Stripe failed or cancelled after accepting it (`refund.updated`). */
  function failedAtStripe(id: string, outcome: RefundOutcome) {
    return fail(id, {
      refundId: outcome.refundId,
      attempt: outcome.attempt,
      reason: outcome.failureReason ?? `Stripe ${outcome.status} the refund.`,
      nextAttempt: true,
    });
  }
}

export type OnlineRefunds = ReturnType<typeof createOnlineRefunds>;
