/**
 * The SQL of a round's settlement runs (decision 053): the bets' returns, what earlier runs moved
 * per player, the players a run has done, the furthest part a version reached, and each run's rows.
 */
import type { Queryable } from '../../db/client.ts';

/** Sets the bets' returns at the settled version (one statement). */
export async function setReturns(db: Queryable, returns: ReadonlyMap<string, bigint>): Promise<void> {
  if (returns.size === 0) return;
  await db.query(
    `update round_bets b set return_minor = u.amount from unnest($1::bigint[], $2::bigint[]) as u(id, amount) where b.id = u.id`,
    [[...returns.keys()], [...returns.values()].map(String)],
  );
}

/** What settlement runs moved so far per player and currency of a round. */
export async function selectMoved(db: Queryable, roundId: string): Promise<Map<string, bigint>> {
  const rows = await db.query<{ accountId: string; currency: string; moved: string }>(
    `select account_id::text as "accountId", currency, sum(moved_minor)::text as moved from round_payouts where round_id = $1
      group by account_id, currency`,
    [roundId],
  );
  return new Map(rows.map((row) => [`${row.accountId}\u0000${row.currency}`, BigInt(row.moved)]));
}

/** The highest part of a version any settlement run has done for a player (-1: none yet). */
export async function selectReachedPart(db: Queryable, roundId: string, version: number): Promise<number> {
  const [row] = await db.query<{ part: number }>(
    `select coalesce(max(part), -1)::int as part from round_payouts where round_id = $1 and version = $2`,
    [roundId, version],
  );
  return row?.part ?? -1;
}

/** The players a settlement run (version and part) has already done. */
export async function selectDone(db: Queryable, roundId: string, version: number, part: number): Promise<Set<string>> {
  const rows = await db.query<{ accountId: string; currency: string }>(
    `select account_id::text as "accountId", currency from round_payouts where round_id = $1 and version = $2 and part = $3`,
    [roundId, version, part],
  );
  return new Set(rows.map((row) => `${row.accountId}\u0000${row.currency}`));
}

/** One player's settlement row of a run. */
export interface PayoutRow {
  accountId: string;
  currency: string;
  returnMinor: bigint;
  movedMinor: bigint;
  shortMinor: bigint;
  transferId: string | null;
}

/** Records what a settlement run moved for a batch of players. */
export async function insertPayouts(
  db: Queryable,
  run: { roundId: string; version: number; part: number; at: Date },
  rows: readonly PayoutRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `insert into round_payouts (round_id, account_id, currency, version, part, return_minor, moved_minor, short_minor, transfer_id, created_at)
     select $1, p.account_id, p.currency, $2, $3, p.ret, p.moved, p.short, p.transfer_id, $4
       from unnest($5::bigint[], $6::text[], $7::bigint[], $8::bigint[], $9::bigint[], $10::bigint[]) as p(account_id, currency, ret, moved, short, transfer_id)
     on conflict do nothing`,
    [
      run.roundId,
      run.version,
      run.part,
      run.at.toISOString(),
      rows.map((row) => row.accountId),
      rows.map((row) => row.currency),
      rows.map((row) => row.returnMinor.toString()),
      rows.map((row) => row.movedMinor.toString()),
      rows.map((row) => row.shortMinor.toString()),
      rows.map((row) => row.transferId),
    ],
  );
}
