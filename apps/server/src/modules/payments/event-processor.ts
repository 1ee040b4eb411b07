import type { PaymentEvent, PaymentEventHandler } from '../../platform/payments/payment-gateway.ts';
import type { StripeEventsRepository } from './stripe-events.repository.ts';

type Options = {
  events: Pick<StripeEventsRepository, 'claimNext' | 'markProcessed' | 'markFailed'>;
  /** Reads a stored event (Stripe's payload) as the bookings feature sees it. */
  toPaymentEvent: (payload: unknown) => PaymentEvent;
  log: { warn: (obj: object, msg: string) => void };
  /** How often due retries are looked for (a new event starts a drain at once, without waiting for it). */
  retryEveryMs?: number;
};

/** Longer than any handler runs: only a process that died holding an event lets its lease run out. */
export const leaseMs = 2 * 60_000;
const firstRetryMs = 5_000;
const longestRetryMs = 60 * 60_000;
/** Enough of an error to know what went wrong, never a whole stack or payload in a row. */
const errorLength = 1000;

/** 5 s after the first failure, doubling, at most an hour: a bug fixed by a deploy is applied soon after. */
export const retryDelayMs = (attempts: number) =>
  Math.min(longestRetryMs, firstRetryMs * 2 ** Math.min(Math.max(attempts - 1, 0), 20));

/**
 * Applies the stored webhook events (stripe_events) through the handler the bookings feature sets: one
 * at a time, oldest arrival first, each leased in the database so that no two processes apply it at
 * once. A handler that throws leaves its event queued with the error and a later time (backoff); a timer
 * picks it up again. Without a handler, events wait: nothing is marked processed unapplied.
 *
 * `handleEventsWith` replaces any handler set before: the bookings module sets it at start, and a test
 * may set its own after. Concurrent `drain` calls share one loop per process; a call made while the loop
 * runs makes it look once more before it ends, so an event stored meanwhile is not left to the timer.
 */
export function startEventProcessor({ events, toPaymentEvent, log, retryEveryMs = 5_000 }: Options) {
  let handler: PaymentEventHandler | undefined;
  let running: Promise<number> | undefined;
  let lookAgain = false;
  let stopped = false;

  /** Answers whether an event was applied, failed, or nothing was due. */
  async function applyNext(apply: PaymentEventHandler): Promise<'applied' | 'failed' | 'none'> {
    const claimed = await events.claimNext(leaseMs);
    if (!claimed) return 'none';
    try {
      await apply(toPaymentEvent(claimed.payload));
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, errorLength);
      const retryInMs = retryDelayMs(claimed.attempts);
      log.warn(
        { err: error, eventId: claimed.id, type: claimed.type, attempts: claimed.attempts, retryInMs },
        'payments: a Stripe event could not be applied; it will be retried',
      );
      await events.markFailed(claimed.id, message, retryInMs);
      return 'failed';
    }
    await events.markProcessed(claimed.id);
    return 'applied';
  }

  async function loop(): Promise<number> {
    let applied = 0;
    while (lookAgain && !stopped) {
      lookAgain = false;
      for (;;) {
        if (!handler || stopped) break;
        const outcome = await applyNext(handler);
        if (outcome === 'none') break;
        if (outcome === 'applied') applied += 1;
      }
    }
    return applied;
  }

  function drain(): Promise<number> {
    lookAgain = true;
    running ??= loop().finally(() => {
      running = undefined;
    });
    return running;
  }

  const timer = setInterval(
    () =>
      void drain().catch((error: unknown) =>
        log.warn({ err: error }, 'payments: the queue of Stripe events could not be read'),
      ),
    retryEveryMs,
  );
  timer.unref();

  return {
    handleEventsWith(next: PaymentEventHandler) {
      handler = next;
    },
    drain,
    /** Ends the timer and waits for the event in hand (not the rest of the queue), before the database closes. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type EventProcessor = ReturnType<typeof startEventProcessor>;
