import { LRUCache } from 'lru-cache';

/**
 * Serialised answers of public reads, by URL. `invalidate()` empties it at once; an answer computed while
 * an invalidation happened is not stored, so a read that raced a write can never outlive it.
 */
export function createResponseCache({ maxEntries = 1000 }: { maxEntries?: number } = {}) {
  const entries = new LRUCache<string, string>({ max: maxEntries });
  let generation = 0;

  return {
    async remember(key: string, produce: () => Promise<string>): Promise<string> {
      const hit = entries.get(key);
      if (hit !== undefined) return hit;
      const startedAt = generation;
      const value = await produce();
      if (generation === startedAt) entries.set(key, value);
      return value;
    },

    invalidate(): void {
      generation++;
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
