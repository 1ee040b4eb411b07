type Log = { error: (obj: object, msg: string) => void };

/**
 * Work a request starts but does not wait for (e-mails, in-app notices): the answer never waits for a
 * slow mail server, yet what a request promised is not dropped when the server stops. Every task is
 * tracked until it settles, a failure is logged (the request already succeeded, so there is no one else
 * to tell) and `drain`, on close, waits for all of it.
 */
export function createBackgroundTasks(log: Log) {
  const inFlight = new Set<Promise<void>>();

  return {
    /** Starts `task` now; `failure` (with `context`, e.g. the booking's id) is what the log says if it fails. */
    run(task: () => Promise<unknown>, failure: string, context: object = {}): void {
      const tracked = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, ...context }, failure),
        );
      inFlight.add(tracked);
      void tracked.finally(() => inFlight.delete(tracked));
    },

    /**
     * Resolves once nothing is in flight. Tasks started meanwhile (one task may start another) are
     * accepted and waited for too, not refused: refusing would drop the very mail this exists to keep.
     */
    async drain(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
