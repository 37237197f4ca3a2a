/**
 * House shards: the house side of bets is spread over HOUSE_SHARDS accounts per brand and
 * currency, so concurrent bets lock different rows. They are opened once, before any lock is taken.
 */
import { randomInt } from 'node:crypto';
import { openHouseShards } from './accounts.ts';
import { HOUSE_SHARDS } from './codes.ts';
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

// Where this process's group commits start on the shards: drawn once, so the groups of several
// processes (decision 045) seldom take the same shard rows; and the blocks given out so far.
const rotation = randomInt(HOUSE_SHARDS);
const blocks = new Map<string, number[]>();
let taken = 0;

/**
 * The house shards of one group-commit queue of this process (`queue` names it), one per group it
 * runs at once (its slots): distinct from every other queue's in this process, so two groups never
 * queue on one shard row here, and at a random place, so another process's queues seldom share
 * them. The same queue asked again (another app built in the same process, as tests do) gets the
 * same shards.
 */
export function houseShardsOf(queue: string, count: number): number[] {
  const known = blocks.get(queue);
  if (known) return known;
  if (taken + count > HOUSE_SHARDS) throw new Error(`only ${HOUSE_SHARDS} house shards: ${taken} are taken, ${count} more asked`);
  const shards = Array.from({ length: count }, (_unused, index) => (rotation + taken + index) % HOUSE_SHARDS);
  taken += count;
  blocks.set(queue, shards);
  return shards;
}
