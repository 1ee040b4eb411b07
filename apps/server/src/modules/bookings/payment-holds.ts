import { type PeriodicRounds, startPeriodicRounds } from '../../platform/periodic-rounds.ts';

type Options = {
  /** One round: releases the holds that ended unpaid, answering how many it settled. */
  releaseExpiredHolds: () => Promise<number>;
  log: { warn: (obj: object, msg: string) => void };
  everyMs?: number;
};

/**
 * Seats held for an online payment are released once the hold ends unpaid: at start and every minute,
 * so a seat waits at most a minute past its hold. Every process may sweep: each booking is settled under
 * its row lock, once.
 */
export function startPaymentHolds({ releaseExpiredHolds, log, everyMs = 60_000 }: Options) {
  return startPeriodicRounds({
    round: releaseExpiredHolds,
    everyMs,
    failure: 'payments: the sweep of payment holds failed',
    log,
  });
}

export type PaymentHolds = PeriodicRounds;
