type Options = {
  /** One round: releases the holds that ended unpaid, answering how many it settled. */
  releaseExpiredHolds: () => Promise<number>;
  log: { warn: (obj: object, msg: string) => void };
  everyMs?: number;
};

/**
 * Seats held for an online payment are released once the hold ends unpaid: at start (a server that was
 * down catches up) and every minute, so a seat waits at most a minute past its hold. Every process may
 * sweep: each booking is settled under its row lock, once. `sweep` runs one round (tests call it after
 * moving the clock); `stop` ends the rounds and waits for one in flight, before the database closes.
 */
export function startPaymentHolds({ releaseExpiredHolds, log, everyMs = 60_000 }: Options) {
  let running: Promise<number> | undefined;

  const sweep = () => {
    running ??= releaseExpiredHolds()
      .catch((error) => {
        log.warn({ err: error }, 'payments: the sweep of payment holds failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type PaymentHolds = ReturnType<typeof startPaymentHolds>;
