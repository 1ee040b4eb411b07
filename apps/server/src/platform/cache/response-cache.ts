import { LRUCache } from 'lru-cache';

/**
 * Serialised answers of public reads, by URL. Concurrent misses of one key share a single computation.
 * `invalidate()` empties it at once; an answer computed while an invalidation happened is not stored,
 * so a read that raced a write can never outlive it.
 */
export function createResponseCache({ maxEntries = 1000 }: { maxEntries?: number } = {}) {
  const entries = new LRUCache<string, string>({ max: maxEntries });
  const pending = new Map<string, Promise<string>>();
  let generation = 0;

  return {
    remember(key: string, produce: () => Promise<string>): Promise<string> {
      const hit = entries.get(key);
      if (hit !== undefined) return Promise.resolve(hit);
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;

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
