import { describe, expect, it, vi } from 'vitest';
import { createResponseCache } from './response-cache.ts';

const deferred = () => {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('response cache', () => {
  it('computes a key once, also for concurrent misses, then answers from memory', async () => {
    const cache = createResponseCache();
    let calls = 0;
    const gate = deferred();
    const produce = () => {
      calls++;
      return gate.promise;
    };
    const answers = Promise.all([cache.remember('/a', produce), cache.remember('/a', produce)]);
    gate.resolve('A');
    expect(await answers).toEqual(['A', 'A']);
    expect(await cache.remember('/a', produce)).toBe('A');
    expect(calls).toBe(1);
  });

  it('never stores an answer that was computed across an invalidation', async () => {
    const cache = createResponseCache();
    const gate = deferred();
    const stale = cache.remember('/a', () => gate.promise);
    cache.invalidate();
    gate.resolve('old');
    expect(await stale).toBe('old');
    expect(await cache.remember('/a', async () => 'new')).toBe('new');
  });

  it('does not remember failures', async () => {
    const cache = createResponseCache();
    await expect(cache.remember('/a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.remember('/a', async () => 'up')).toBe('up');
  });

  it('keeps within its byte budget, dropping the answers used longest ago', async () => {
    const cache = createResponseCache({ maxBytes: 100 });
    const answer = (byteLength: number) => async () => ({ byteLength });
    const first = await cache.remember('/a', answer(40));
    await cache.remember('/b', answer(40));
    expect(await cache.remember('/a', answer(40))).toBe(first);
    await cache.remember('/c', answer(40));
    expect(await cache.remember('/a', answer(40))).toBe(first);
    expect(cache.size).toBe(2);
  });

  it('answers a stale value at once while its successor is computed, one key after another', async () => {
    const cache = createResponseCache();
    let minute = 0;
    const isFresh = (value: { byteLength: number; minute: number }) => value.minute === minute;
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const produce = (key: string) => async () => {
      started.push(key);
      const gate = deferred();
      gates.set(key, gate);
      const at = minute;
      await gate.promise;
      return { byteLength: 1, minute: at, key };
    };
    const first = cache.rememberRevalidating('/a', isFresh, produce('/a'));
    gates.get('/a')?.resolve('');
    const a0 = await first;
    const b0 = cache.rememberRevalidating('/b', isFresh, produce('/b'));
    gates.get('/b')?.resolve('');
    await b0;
    started.length = 0;

    minute = 1;
    // Both are stale: each is still answered, three times, and each is computed again once, in turn.
    for (let i = 0; i < 3; i++) {
      expect(await cache.rememberRevalidating('/a', isFresh, produce('/a'))).toBe(a0);
      await cache.rememberRevalidating('/b', isFresh, produce('/b'));
    }
    await vi.waitFor(() => expect(started).toEqual(['/a']));
    gates.get('/a')?.resolve('');
    await vi.waitFor(() => expect(started).toEqual(['/a', '/b']));
    gates.get('/b')?.resolve('');
    await vi.waitFor(async () =>
      expect(await cache.rememberRevalidating('/b', isFresh, produce('/b'))).toMatchObject({ minute: 1 }),
    );
    expect(await cache.rememberRevalidating('/a', isFresh, produce('/a'))).toMatchObject({ minute: 1 });
    expect(started).toEqual(['/a', '/b']);
  });

  it('computes in the foreground after an invalidation: nothing stale is left to answer', async () => {
    const cache = createResponseCache();
    let minute = 0;
    const isFresh = (value: { byteLength: number; minute: number }) => value.minute === minute;
    const produce = (label: string) => async () => ({ byteLength: 1, minute, label });
    await cache.rememberRevalidating('/a', isFresh, produce('old'));
    minute = 1;
    cache.invalidate();
    expect(await cache.rememberRevalidating('/a', isFresh, produce('new'))).toMatchObject({ label: 'new' });
  });
});
