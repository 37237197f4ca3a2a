/**
 * The rows the round engine writes beside the ledger, as the seamless wallet API writes them for
 * any vendor (decision 053): each player's round in `game_rounds` (`r<round>a<account>`) and the
 * wallet claims of its stakes and payouts, so the betting record, reports, wagering and the
 * responsible-gaming sums count a shared round like any vendor's.
 */
import type { Queryable } from '../../db/client.ts';
import {
  claimParams,
  claimsInsert,
  roundChangeParams,
  roundChangesUpdate,
  stakedRoundParams,
  stakedRoundsInsert,
  type Claim,
  type NewRound,
  type RoundChange,
} from '../vendor-wallet/index.ts';

/** A player's own round id in game_rounds: one per shared round and account. */
export function playerRoundId(roundId: string, accountId: string): string {
  return `r${roundId}a${accountId}`;
}

/**
 * The last statement of a group of bets, in ONE round trip: each player's round opened or topped
 * up with the stake, and the debit claims. All rows share one brand and vendor.
 */
export async function finishBets(
  tx: Queryable,
  input: {
    brandId: string;
    vendorCode: string;
    at: Date;
    stakes: ReadonlyArray<NewRound & { stakeMinor: bigint }>;
    claims: readonly Claim[];
  },
): Promise<void> {
  if (input.stakes.length === 0) return;
  const [row] = await tx.query<{ rounds: number; claims: number }>(
    `with rounds as (${stakedRoundsInsert(4)} returning round_id),
     claims as (${claimsInsert(10)} returning transaction_id)
     select (select count(*) from rounds)::int as rounds, (select count(*) from claims)::int as claims`,
    [input.brandId, input.vendorCode, input.at.toISOString(), ...stakedRoundParams(input.stakes), ...claimParams(input.claims)],
  );
  if (row?.claims !== input.claims.length) throw new Error(`a bet group wrote ${JSON.stringify(row)} for ${input.claims.length} claims`);
}

/** The players' rounds moved by a settlement run (win, status, settled time) and its credit claims, in one round trip. */
export async function finishPayouts(
  tx: Queryable,
  input: { brandId: string; vendorCode: string; at: Date; changes: readonly RoundChange[]; claims: readonly Claim[] },
): Promise<void> {
  if (input.changes.length === 0 && input.claims.length === 0) return;
  await tx.query(
    `with rounds as (${roundChangesUpdate(4)} returning g.round_id),
     claims as (${claimsInsert(9)} returning transaction_id)
     select (select count(*) from rounds)::int as rounds, (select count(*) from claims)::int as claims`,
    [input.brandId, input.vendorCode, input.at.toISOString(), ...roundChangeParams(input.changes), ...claimParams(input.claims)],
  );
}

/** Inserts the bets of a group (in account, key, index order); answers the ids of the rows inserted, by `account\0key\0index`. */
export async function insertBets(
  tx: Queryable,
  rows: ReadonlyArray<{
    roundId: string;
    brandId: string;
    accountId: string;
    currency: string;
    spot: string;
    detail: unknown;
    stakeMinor: bigint;
    requestKey: string;
    requestIndex: number;
    requestHash: string;
  }>,
  at: Date,
): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
  const inserted = await tx.query<{ id: string; accountId: string; requestKey: string; requestIndex: number }>(
    `insert into round_bets (round_id, merchant_id, account_id, currency, spot, detail, stake_minor, request_key, request_index, request_hash, created_at)
     select b.round_id, b.merchant_id, b.account_id, b.currency, b.spot, b.detail::jsonb, b.stake, b.request_key, b.request_index, b.request_hash, $1
       from unnest($2::bigint[], $3::bigint[], $4::bigint[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::text[], $10::int[], $11::text[])
         with ordinality as b(round_id, merchant_id, account_id, currency, spot, detail, stake, request_key, request_index, request_hash, n)
      order by b.n
     on conflict (account_id, request_key, request_index) do nothing
     returning id::text as id, account_id::text as "accountId", request_key as "requestKey", request_index as "requestIndex"`,
    [
      at.toISOString(),
      column((row) => row.roundId),
      column((row) => row.brandId),
      column((row) => row.accountId),
      column((row) => row.currency),
      column((row) => row.spot),
      column((row) => (row.detail === undefined ? null : JSON.stringify(row.detail))),
      column((row) => row.stakeMinor.toString()),
      column((row) => row.requestKey),
      column((row) => row.requestIndex),
      column((row) => row.requestHash),
    ],
  );
  return new Map(inserted.map((row) => [`${row.accountId}\u0000${row.requestKey}\u0000${row.requestIndex}`, row.id]));
}

/** Removes bets a group could not take the stake of (the transaction goes on with the others). */
export async function deleteBets(tx: Queryable, betIds: readonly string[]): Promise<void> {
  if (betIds.length === 0) return;
  await tx.query(`delete from round_bets where id = any($1::bigint[])`, [[...betIds]]);
}
