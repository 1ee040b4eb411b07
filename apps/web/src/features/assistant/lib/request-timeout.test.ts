import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestTimeoutError, withTimeout } from './request-timeout.ts';

/** A request that never answers and rejects with the signal's reason when aborted, as fetch does. */
const hanging = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

describe('withTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up after the time limit with RequestTimeoutError', async () => {
    const result = withTimeout(30_000, undefined, hanging);
    const caught = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as RequestTimeoutError).timeoutMs).toBe(30_000);
  });

  it("passes the caller's own abort on as it came, not as a timeout", async () => {
    const caller = new AbortController();
    const caught = withTimeout(5000, caller.signal, hanging).catch((error: unknown) => error);
    caller.abort(new DOMException('closed', 'AbortError'));
    const error = await caught;
    expect(error).not.toBeInstanceOf(RequestTimeoutError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('answers what the request answered in time, and the limit does not fire later', async () => {
    const request = vi.fn(async (_signal: AbortSignal) => 'reply');
    await expect(withTimeout(5000, undefined, request)).resolves.toBe('reply');
    const signal = request.mock.calls[0]![0];
    await vi.advanceTimersByTimeAsync(10_000);
    expect(signal.aborted).toBe(false);
  });
});
