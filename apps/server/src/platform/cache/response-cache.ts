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

  return {
    /** Each key holds one kind of value: its callers share a prefix or an address (`/api/...`, `page:`). */
    remember<T extends Cacheable>(key: string, produce: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit !== undefined) return Promise.resolve(hit as T);
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
