import { type PeriodicRounds, startPeriodicRounds } from '../../platform/periodic-rounds.ts';

type Options = {
  /** Releases the holds that ended unpaid, answering how many it settled. */
  releaseExpiredHolds: () => Promise<number>;
  /** Asks Stripe again about the refunds whose answer was lost, answering how many it settled. */
  settleUnconfirmedRefunds: () => Promise<number>;
  log: { warn: (obj: object, msg: string) => void };
  everyMs?: number;
};

/**
 * Seats held for an online payment are released once the hold ends unpaid, and refunds whose answer from
 * Stripe was lost are settled by asking again: at start and every minute, so a seat waits at most a
 * minute past its hold. Every process may sweep: each booking is settled under its row lock, once, and a
 * refund asked twice is one refund (its idempotency key).
 */
export function startPaymentHolds({
  releaseExpiredHolds,
  settleUnconfirmedRefunds,
  log,
  everyMs = 60_000,
}: Options) {
  return startPeriodicRounds({
    round: async () => (await releaseExpiredHolds()) + (await settleUnconfirmedRefunds()),
    everyMs,
    failure: 'payments: the sweep of payment holds failed',
    log,
  });
}

export type PaymentHolds = PeriodicRounds;
