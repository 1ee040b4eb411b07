/**
 * Work done in rounds: one at start (a server that was down catches up) and then every `everyMs`, never
 * two at once in this process (a round still running when the next is due is shared, not doubled).
 * A round's failure is logged and answered as 0; the next round tries again. `sweep` runs a round now
 * (tests call it after moving the clock); `stop` ends the rounds and waits for one in flight, so it
 * finishes before the database closes. The timer is unref'd: it never keeps a process alive.
 */
export function startPeriodicRounds({
  round,
  everyMs,
  failure,
  log,
}: {
  /** One round; answers how much it did. */
  round: () => Promise<number>;
  everyMs: number;
  /** What the log says when a round fails. */
  failure: string;
  log: { warn: (obj: object, msg: string) => void };
}) {
  let running: Promise<number> | undefined;
  const sweep = () => {
    running ??= round()
      .catch((error) => {
        log.warn({ err: error }, failure);
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

export type PeriodicRounds = ReturnType<typeof startPeriodicRounds>;
