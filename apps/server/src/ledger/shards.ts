/**
 * House shards: the house side of bets is spread over HOUSE_SHARDS accounts per brand and
 * currency, so concurrent bets lock different rows. They are opened once, before any lock is taken.
 */
import { openHouseShards } from './accounts.ts';
import type { LedgerTarget } from './run.ts';

// Brands and currencies whose shards are known to exist, per database handle. A caller's
// transaction is a new handle each time, so inside one the (cheap, idempotent) open runs again.
const opened = new WeakMap<object, Set<string>>();

/** Makes sure the house shards of a brand and currency exist. */
export async function ensureHouseShards(target: LedgerTarget, brandId: string, currency: string, at: Date): Promise<void> {
  const seen = opened.get(target) ?? new Set<string>();
  const id = `${brandId}:${currency}`;
  if (seen.has(id)) return;
  await openHouseShards(target, brandId, currency, at);
  seen.add(id);
  opened.set(target, seen);
}
