/**
 * The rows the sportsbook writes beside the ledger, as the seamless wallet API writes them for any
 * vendor (decision 058): each slip's round in `game_rounds` (`s<slip>`) and the wallet claims of
 * its stake and payouts, so the betting record, reports, wagering, missions and the
 * responsible-gaming sums count a slip like any vendor's round.
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

/** A slip's own round id in game_rounds, its stake's transaction id and a settlement's. */
export const slipRoundId = (slipId: string): string => `s${slipId}`;
export const payoutTransactionId = (slipId: string, fixtureId: string, version: number): string => `s${slipId}f${fixtureId}v${version}`;

/** The staked slips' rounds opened and their debit claims, in ONE round trip (one brand and vendor). */
export async function finishStakes(
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
  if (row?.rounds !== input.stakes.length || row.claims !== input.claims.length) {
    throw new Error(`a slip group wrote ${JSON.stringify(row)} for ${input.stakes.length} stakes`);
  }
}

/** A settlement page's slips of one vendor: their rounds moved (win, status, settled time) and their credit claims. */
export async function finishRoundMoves(
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
