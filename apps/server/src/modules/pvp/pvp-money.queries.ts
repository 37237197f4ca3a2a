/**
 * The rows a settled PVP hand writes beside the ledger, as the seamless wallet writes them for any
 * vendor: each player's round in game_rounds (opened and settled at once, `h<hand>s<seat>`) and
 * the debit and credit claims of its stake and payout, so the betting record, the agents' reports,
 * valid bets and the responsible-gaming sums count a hand like any vendor's round.
 */
import type { Queryable } from '../../db/client.ts';
import {
  claimParams,
  claimsInsert,
  settledRoundParams,
  settledRoundsInsert,
  type Claim,
  type SettledRound,
} from '../vendor-wallet/index.ts';

/** A player's round id of a hand in game_rounds. */
export function handRoundId(handId: string, seat: number): string {
  return `h${handId}s${seat}`;
}

/** The hand and seat of a round id of ours, or null. */
export function parseHandRoundId(roundId: string): { handId: string; seat: number } | null {
  const match = /^h([1-9][0-9]{0,17})s([0-9])$/.exec(roundId);
  return match ? { handId: match[1] as string, seat: Number(match[2]) } : null;
}

/** The players' settled rounds and their claims, in ONE round trip. */
export async function insertHandRounds(
  db: Queryable,
  input: { brandId: string; vendorCode: string; at: Date; rounds: readonly SettledRound[]; claims: readonly Claim[] },
): Promise<void> {
  const [row] = await db.query<{ rounds: number; claims: number }>(
    `with rounds as (${settledRoundsInsert(4)} returning round_id),
     claims as (${claimsInsert(11)} returning transaction_id)
     select (select count(*) from rounds)::int as rounds, (select count(*) from claims)::int as claims`,
    [input.brandId, input.vendorCode, input.at.toISOString(), ...settledRoundParams(input.rounds), ...claimParams(input.claims)],
  );
  if (row?.rounds !== input.rounds.length || row.claims !== input.claims.length) {
    throw new Error(`a hand wrote ${JSON.stringify(row)} for ${input.rounds.length} rounds and ${input.claims.length} claims`);
  }
}
