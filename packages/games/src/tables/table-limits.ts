/**
 * Table limits (DOMAIN.md section 8), as brand data: a minimum and maximum per bet spot, a maximum
 * a player's bets of one round may pay out, and opposite spots (Player and Banker, Dragon and
 * Tiger, Small and Big ...) refused together or counted net for wagering and rebates.
 *
 * A player's bets of a round are summed per spot first (chips placed in several steps on one spot
 * are one bet), then checked. The payout check is exact and worst-case: the most the whole set
 * can return (stakes included) in any one outcome the game can produce (game.possibleOutcomes()).
 */
import type { TableGame, TablePaytable } from './table-types.ts';

/** The minimum and maximum stake on one spot, in minor units. */
export interface SpotLimit {
  minMinor: bigint;
  maxMinor: bigint;
}

/** A table's limits. */
export interface TableLimits {
  /** Limits per spot; a spot not listed uses defaultSpot. */
  spots: Readonly<Record<string, SpotLimit>>;
  defaultSpot: SpotLimit;
  /** The most one player's bets of a round may return in total (stakes included), in the worst case. */
  maxPayoutMinor: bigint;
  /** Pairs of opposite spots. */
  opposites: readonly (readonly [string, string])[];
  /** Whether a player may bet both spots of an opposite pair in one round. */
  allowOpposite: boolean;
}

/** One bet of a player's round. */
export interface TableBet {
  spot: string;
  stakeMinor: bigint;
}

/** Why a set of bets is refused. */
export type LimitProblemCode = 'unknown_spot' | 'invalid_stake' | 'below_min' | 'above_max' | 'max_payout' | 'opposite_bets';

/** One problem: its code, the spot concerned, the amount found and the limit it breaks. */
export interface LimitProblem {
  code: LimitProblemCode;
  spot?: string;
  amountMinor?: bigint;
  limitMinor?: bigint;
}

/** The total stake per spot, in the order spots first appear. */
export function stakesBySpot(bets: readonly TableBet[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const bet of bets) totals.set(bet.spot, (totals.get(bet.spot) ?? 0n) + bet.stakeMinor);
  return totals;
}

/** The most the bets can return together (stakes included) in any one outcome of the game. */
export function worstCaseReturn<O, S>(game: TableGame<O, S>, bets: readonly TableBet[], paytable: TablePaytable): bigint {
  const totals = [...stakesBySpot(bets)];
  let worst = 0n;
  for (const outcome of game.possibleOutcomes()) {
    let paid = 0n;
    for (const [spot, stake] of totals) paid += game.settleBet(spot, stake, outcome, paytable);
    if (paid > worst) worst = paid;
  }
  return worst;
}

/**
 * Checks a player's bets of a round against the limits: unknown spots and stakes that are not
 * positive first (nothing else is checked then), then each spot's min and max, opposite spots,
 * and the worst-case payout. An empty list means the bets may be accepted.
 */
export function checkTableBets<O, S>(
  game: TableGame<O, S>,
  bets: readonly TableBet[],
  limits: TableLimits,
  paytable: TablePaytable,
): LimitProblem[] {
  const problems: LimitProblem[] = [];
  for (const bet of bets) {
    if (!game.spots.includes(bet.spot)) problems.push({ code: 'unknown_spot', spot: bet.spot });
    else if (typeof bet.stakeMinor !== 'bigint' || bet.stakeMinor <= 0n) problems.push({ code: 'invalid_stake', spot: bet.spot });
  }
  if (problems.length > 0) return problems;
  const totals = stakesBySpot(bets);
  for (const [spot, stake] of totals) {
    const limit = limits.spots[spot] ?? limits.defaultSpot;
    if (stake < limit.minMinor) problems.push({ code: 'below_min', spot, amountMinor: stake, limitMinor: limit.minMinor });
    if (stake > limit.maxMinor) problems.push({ code: 'above_max', spot, amountMinor: stake, limitMinor: limit.maxMinor });
  }
  if (!limits.allowOpposite) {
    for (const [a, b] of limits.opposites) if (totals.has(a) && totals.has(b)) problems.push({ code: 'opposite_bets', spot: `${a}+${b}` });
  }
  const worst = worstCaseReturn(game, bets, paytable);
  if (worst > limits.maxPayoutMinor) problems.push({ code: 'max_payout', amountMinor: worst, limitMinor: limits.maxPayoutMinor });
  return problems;
}

/**
 * The stake that counts for wagering requirements and rebates: 'full' counts every bet; 'net'
 * counts each pair of opposite spots by the difference of their stakes only (Player 100 and
 * Banker 80 count 20), as many brands do so that covering both sides earns nothing.
 */
export function countedStakeMinor(bets: readonly TableBet[], opposites: TableLimits['opposites'], rule: 'full' | 'net'): bigint {
  const totals = stakesBySpot(bets);
  let counted = 0n;
  for (const stake of totals.values()) counted += stake;
  if (rule === 'full') return counted;
  for (const [a, b] of opposites) {
    const x = totals.get(a) ?? 0n;
    const y = totals.get(b) ?? 0n;
    counted -= 2n * (x < y ? x : y);
  }
  return counted;
}

/** Problems of a limits record for a game (unknown spots, min above max, amounts not positive). */
export function validateTableLimits<O, S>(game: TableGame<O, S>, limits: TableLimits): string[] {
  const problems: string[] = [];
  const check = (name: string, limit: SpotLimit): void => {
    if (limit.minMinor <= 0n || limit.maxMinor < limit.minMinor) problems.push(`${name}: need 0 < min <= max`);
  };
  check('defaultSpot', limits.defaultSpot);
  for (const [spot, limit] of Object.entries(limits.spots)) {
    if (!game.spots.includes(spot)) problems.push(`unknown spot ${spot}`);
    check(spot, limit);
  }
  for (const pair of limits.opposites)
    for (const spot of pair) if (!game.spots.includes(spot)) problems.push(`unknown opposite spot ${spot}`);
  if (limits.maxPayoutMinor <= 0n) problems.push('maxPayoutMinor must be positive');
  return problems;
}
