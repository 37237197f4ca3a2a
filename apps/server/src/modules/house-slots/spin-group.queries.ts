/**
 * The two statements of a spin group's own rows (decision 050), beside the ledger batch between
 * them: the spin rows claimed first (a replayed spinId is found here), then everything the group
 * decided written at once: the spins settled or refused, their rounds and their wallet claims.
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
import type { NewSpin, SpinRow } from './house-slots.queries.ts';

/**
 * Inserts the group's spins as pending (in round-id order, so two groups never wait on each other
 * crosswise); answers the round ids inserted now. A round id missing from the answer is a spin
 * that already exists: a replay. All spins share one brand.
 */
export async function insertSpinRows(tx: Queryable, spins: ReadonlyArray<NewSpin>, at: Date): Promise<Set<string>> {
  const [first] = spins;
  if (!first) return new Set();
  const ordered = [...spins].sort((a, b) => (a.roundId < b.roundId ? -1 : a.roundId > b.roundId ? 1 : 0));
  const column = <T>(pick: (spin: NewSpin) => T) => ordered.map(pick);
  const rows = await tx.query<{ roundId: string }>(
    `insert into house_slot_spins (merchant_id, round_id, spin_id, account_id, vendor_code, game_code, currency, stake_minor,
       status, created_at, updated_at)
     select $1, s.round_id, s.spin_id, s.account_id, s.vendor_code, s.game_code, s.currency, s.stake_minor, 'pending', $2, $2
     from unnest($3::text[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::bigint[]) with ordinality
       as s(round_id, spin_id, account_id, vendor_code, game_code, currency, stake_minor, n)
     order by s.n
     on conflict (merchant_id, round_id) do nothing
     returning round_id as "roundId"`,
    [
      first.brandId,
      at.toISOString(),
      column((spin) => spin.roundId),
      column((spin) => spin.spinId),
      column((spin) => spin.accountId),
      column((spin) => spin.vendorCode),
      column((spin) => spin.gameCode),
      column((spin) => spin.currency),
      column((spin) => spin.stakeMinor.toString()),
    ],
  );
  return new Set(rows.map((row) => row.roundId));
}

/**
 * The last statement of a spin group, in ONE round trip: each spin moved from pending to its end
 * (settled with its outcome and balances, or refused), the settled spins' rounds, and their debit
 * and credit claims, as the wallet API would have written them. Throws when a row did not go in:
 * the spins were inserted by this transaction, so that is a fault, never a race.
 */
export async function finishSpins(
  tx: Queryable,
  input: {
    brandId: string;
    vendorCode: string;
    at: Date;
    spins: readonly SpinRow[];
    rounds: readonly SettledRound[];
    claims: readonly Claim[];
  },
): Promise<void> {
  const ordered = [...input.spins].sort((a, b) => (a.roundId < b.roundId ? -1 : a.roundId > b.roundId ? 1 : 0));
  const column = <T>(pick: (spin: SpinRow) => T) => ordered.map(pick);
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  const num = (value: bigint | null) => (value === null ? null : value.toString());
  const [row] = await tx.query<{ spins: number; rounds: number; claims: number }>(
    `with spins as (
       update house_slot_spins h set status = u.status, updated_at = $3, finished_at = $3,
         stops = u.stops::jsonb, grid = u.grid::jsonb, wins = u.wins::jsonb, win_credits = u.win_credits, win_minor = u.win_minor,
         balance_before_minor = u.balance_before, balance_after_minor = u.balance_after, refusal = u.refusal
       from unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::bigint[], $11::bigint[], $12::bigint[], $13::text[])
         as u(round_id, status, stops, grid, wins, win_credits, win_minor, balance_before, balance_after, refusal)
       where h.merchant_id = $1 and h.round_id = u.round_id and h.status = 'pending'
       returning h.round_id
     ),
     rounds as (${settledRoundsInsert(14)} returning round_id),
     claims as (${claimsInsert(21)} returning transaction_id)
     select (select count(*) from spins)::int as spins, (select count(*) from rounds)::int as rounds, (select count(*) from claims)::int as claims`,
    [
      input.brandId,
      input.vendorCode,
      input.at.toISOString(),
      column((spin) => spin.roundId),
      column((spin) => spin.status),
      column((spin) => json(spin.stops)),
      column((spin) => json(spin.grid)),
      column((spin) => json(spin.wins)),
      column((spin) => spin.winCredits),
      column((spin) => num(spin.winMinor)),
      column((spin) => num(spin.balanceBeforeMinor)),
      column((spin) => num(spin.balanceAfterMinor)),
      column((spin) => spin.refusal),
      ...settledRoundParams(input.rounds),
      ...claimParams(input.claims),
    ],
  );
  const expected = { spins: input.spins.length, rounds: input.rounds.length, claims: input.claims.length };
  if (row?.spins !== expected.spins || row.rounds !== expected.rounds || row.claims !== expected.claims) {
    throw new Error(`a spin group wrote ${JSON.stringify(row)} instead of ${JSON.stringify(expected)}`);
  }
}
