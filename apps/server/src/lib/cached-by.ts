import { LRUCache } from 'lru-cache';

/** Entries per cache: far more than the players betting in any minute. */
export const MAX_ENTRIES = 50_000;

/**
 * `load` behind an in-memory cache of `ttlMs` (null: no expiry; 0: no cache, every call loads);
 * concurrent loads of one key share one read. For facts a hot path reads on every call that
 * change rarely (a game's settings, a player's wallet account), where a change may show late by
 * up to `ttlMs`, unless the process that made the change calls `clear()` (the back office's
 * catalogue desk does, decision 040).
 */
export function cachedBy<V>(ttlMs: number | null, load: (key: string) => Promise<V>): ((key: string) => Promise<V>) & { clear(): void } {
  if (ttlMs === 0) return Object.assign((key: string) => load(key), { clear: () => {} });
  const cache = new LRUCache<string, { value: V }>({
    max: MAX_ENTRIES,
    ...(ttlMs === null ? {} : { ttl: ttlMs }),
    fetchMethod: async (key) => ({ value: await load(key) }),
  });
  const get = async (key: string) => {
    const hit = await cache.fetch(key);
    if (!hit) throw new Error(`cache load of ${key} answered nothing`);
    return hit.value;
  };
  return Object.assign(get, { clear: () => cache.clear() });
}
