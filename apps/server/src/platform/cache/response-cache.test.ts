import { describe, expect, it } from 'vitest';
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
});
