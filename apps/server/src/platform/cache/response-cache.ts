import { LRUCache } from 'lru-cache';

/** What the cache holds: text (weighed by its length), or anything that tells its own size in bytes. */
type Cacheable = string | { readonly byteLength: number };

/**
 * Public answers (serialised, or encoded for sending) by URL, and values derived from the catalog.
 * Concurrent misses of one key share a single computation. `invalidate()` empties it at once; an answer
 * computed while an invalidation happened is not stored, so a read that raced a write can never outlive
 * it. Bounded in entries and in bytes: a page with its compressed variants weighs ~100 KB.
 */
export function createResponseCache({
  maxEntries = 1000,
  maxBytes = 64 * 1024 * 1024,
}: {
  maxEntries?: number;
  maxBytes?: number;
} = {}) {
  const entries = new LRUCache<string, Cacheable>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (value) => Math.max(1, typeof value === 'string' ? value.length : value.byteLength),
  });
  const pending = new Map<string, Promise<Cacheable>>();
  let generation = 0;
  /** Keys whose stale value is being replaced behind it, and the queue that replaces them one at a time. */
  const refreshing = new Set<string>();
  let refreshes: Promise<void> = Promise.resolve();

  function compute<T extends Cacheable>(key: string, produce: () => Promise<T>): Promise<T> {
    const inFlight = pending.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const startedAt = generation;
    const computing = produce()
      .then((value) => {
        if (generation === startedAt) entries.set(key, value);
        return value;
      })
      .finally(() => {
        if (pending.get(key) === computing) pending.delete(key);
      });
    pending.set(key, computing);
    return computing;
  }

  return {
    /** Each key holds one kind of value: its callers share a prefix or an address (`/api/...`, `page:`). */
    remember<T extends Cacheable>(key: string, produce: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit !== undefined) return Promise.resolve(hit as T);
      return compute(key, produce);
    },

    /**
     * `remember` for a value that also goes stale with time (`isFresh` turns false), not only when the
     * catalog changes. A stale value is still answered while its successor is computed behind it, so no
     * request waits for that; the successors are computed one at a time, so a hundred values going stale
     * in the same second cost one computation's time at once, not a hundred. A failed one leaves the
     * stale value, and the next request queues it again. After `invalidate()` there is nothing stale to
     * answer: the next request computes, as with `remember`.
     */
    rememberRevalidating<T extends Cacheable>(
      key: string,
      isFresh: (value: T) => boolean,
      produce: () => Promise<T>,
    ): Promise<T> {
      const hit = entries.get(key) as T | undefined;
      if (hit === undefined) return compute(key, produce);
      if (!isFresh(hit) && !refreshing.has(key)) {
        refreshing.add(key);
        refreshes = refreshes.then(async () => {
          const current = entries.peek(key) as T | undefined;
          if (current !== undefined && !isFresh(current)) await compute(key, produce).catch(() => undefined);
          refreshing.delete(key);
        });
      }
      return Promise.resolve(hit);
    },

    invalidate(): void {
      generation++;
      entries.clear();
      pending.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
