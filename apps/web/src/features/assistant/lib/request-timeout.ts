/** A request given up on after its time limit (spec section 9: 5 s for the history, 30 s for a reply). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
  }
}

/**
 * Runs `request` with a signal that aborts after `timeoutMs` or when `signal` (the query's own: the
 * panel closed) aborts, whichever comes first. Giving up on time throws RequestTimeoutError, so the
 * caller can tell it from a refused connection; the caller's own abort is passed on as it came.
 */
export async function withTimeout<T>(
  timeoutMs: number,
  signal: AbortSignal | undefined,
  request: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  // A plain timer, not AbortSignal.timeout: tests drive it with fake timers.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new RequestTimeoutError(timeoutMs));
  }, timeoutMs);
  const passOn = () => controller.abort(signal?.reason);
  if (signal?.aborted) passOn();
  signal?.addEventListener('abort', passOn, { once: true });
  try {
    return await request(controller.signal);
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', passOn);
  }
}
