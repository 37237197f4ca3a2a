/**
 * House shards: the house side of bets is spread over HOUSE_SHARDS accounts per brand and
 * currency, so concurrent bets lock different rows. They are opened once, before any lock is taken.
 */
import { openHouseShards } from './accounts.ts';
import { rootOf, type LedgerTarget } from './run.ts';

// Brands and currencies whose shards are known to exist, per database handle. Shards opened on the
// database itself are committed, so a ledger transaction of that database may rely on them too
// (rootOf); shards opened inside a transaction are remembered only for that handle, since the
// transaction may still roll back.
const opened = new WeakMap<object, Set<string>>();

/** Makes sure the house shards of a brand and currency exist. */
export async function ensureHouseShards(target: LedgerTarget, brandId: string, currency: string, at: Date): Promise<void> {
  const id = `${brandId}:${currency}`;
  if (opened.get(rootOf(target))?.has(id)) return;
  const seen = opened.get(target) ?? new Set<string>();
  if (seen.has(id)) return;
  await openHouseShards(target, brandId, currency, at);
  seen.add(id);
  opened.set(target, seen);
}
