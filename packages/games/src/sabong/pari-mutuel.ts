/**
 * Pari-mutuel odds of a fight. With M and W the Meron and Wala totals and T = M + W:
 *
 *   gross(side) = T / S            (S = that side's total)
 *   net(side)   = gross × (1 − plasadaBp / 10_000)   the return per unit staked, stake included
 *   return      = floor(stake × T × (10_000 − plasadaBp) / (S × 10_000))   minor units, exact bigint
 *
 * and players are shown floor(100 × net), the return per 100 staked ("187"). Draw bets are not in
 * the pool: they win stake + floor(stake × drawOddsX10k / 10_000) from the house.
 */
import type { Rational } from '../exact/rational.ts';
import { compare, mul, rational } from '../exact/rational.ts';
import type { SabongBet, SabongRules } from './sabong-rules.ts';

/** The money on each market of a fight. */
export interface PoolTotals {
  readonly meronMinor: bigint;
  readonly walaMinor: bigint;
  /** Draw bets (fixed odds, not part of the pool). */
  readonly drawMinor: bigint;
}

/** Sums the bets of a fight by side; a stake must be a positive whole number of minor units. */
export function poolTotals(bets: readonly SabongBet[]): PoolTotals {
  const totals = { meronMinor: 0n, walaMinor: 0n, drawMinor: 0n };
  for (const bet of bets) {
    if (typeof bet.stakeMinor !== 'bigint' || bet.stakeMinor <= 0n) throw new RangeError(`bet ${bet.id}: the stake must be positive`);
    if (bet.side === 'meron') totals.meronMinor += bet.stakeMinor;
    else if (bet.side === 'wala') totals.walaMinor += bet.stakeMinor;
    else if (bet.side === 'draw') totals.drawMinor += bet.stakeMinor;
    else throw new RangeError(`bet ${bet.id}: unknown side ${String(bet.side)}`);
  }
  return totals;
}

const sideTotal = (totals: PoolTotals, side: 'meron' | 'wala'): bigint => (side === 'meron' ? totals.meronMinor : totals.walaMinor);

/** The odds of one side. */
export interface SideOdds {
  /** T / S */
  readonly gross: Rational;
  /** gross × (1 − plasada): the return per unit staked, stake included. */
  readonly net: Rational;
  /** floor(100 × net): what players see, e.g. 187. */
  readonly per100: number;
}

/** The exact odds of a side, or null while that side has no bets. */
export function sideOdds(totals: PoolTotals, side: 'meron' | 'wala', rules: SabongRules): SideOdds | null {
  const stake = sideTotal(totals, side);
  if (stake === 0n) return null;
  const pool = totals.meronMinor + totals.walaMinor;
  const gross = rational(pool, stake);
  const net = mul(gross, rational(10_000 - rules.plasadaBp, 10_000));
  return { gross, net, per100: Number((net.num * 100n) / net.den) };
}

/** The return of a winning Meron/Wala stake: floor(stake × T × (10_000 − plasadaBp) / (S × 10_000)). */
export function winningReturn(stakeMinor: bigint, totals: PoolTotals, side: 'meron' | 'wala', rules: SabongRules): bigint {
  const stake = sideTotal(totals, side);
  if (stake === 0n) throw new RangeError(`no bets on ${side}`);
  return (stakeMinor * (totals.meronMinor + totals.walaMinor) * BigInt(10_000 - rules.plasadaBp)) / (stake * 10_000n);
}

/** The return of a winning draw bet: stake + floor(stake × drawOddsX10k / 10_000). */
export function drawReturn(stakeMinor: bigint, rules: SabongRules): bigint {
  return stakeMinor + (stakeMinor * BigInt(rules.drawOddsX10k)) / 10_000n;
}

/** Whether a closed pool may be fought for, or why every stake is refunded. */
export type PoolStatus = { readonly ok: true } | { readonly ok: false; readonly reason: 'one_side_empty' | 'lopsided' };

/** Applies the cancel rules to the pool at close: a side without bets, or a side's net return at/below the threshold. */
export function poolStatus(totals: PoolTotals, rules: SabongRules): PoolStatus {
  const meron = sideOdds(totals, 'meron', rules);
  const wala = sideOdds(totals, 'wala', rules);
  if (!meron || !wala) return { ok: false, reason: 'one_side_empty' };
  const lopsided = rules.lopsidedCancel;
  if (lopsided) {
    const threshold = rational(lopsided.returnBp, 10_000);
    const tooLow = (odds: SideOdds): boolean => {
      const c = compare(odds.net, threshold);
      return c < 0 || (c === 0 && lopsided.inclusive);
    };
    if (tooLow(meron) || tooLow(wala)) return { ok: false, reason: 'lopsided' };
  }
  return { ok: true };
}

/** The board players see while betting is open: both sides' odds and whether the pool would stand. */
export interface FightBoard {
  readonly totals: PoolTotals;
  readonly meron: SideOdds | null;
  readonly wala: SideOdds | null;
  readonly status: PoolStatus;
}

/** The live board of a fight from its bets so far. */
export function fightBoard(bets: readonly SabongBet[], rules: SabongRules): FightBoard {
  const totals = poolTotals(bets);
  return { totals, meron: sideOdds(totals, 'meron', rules), wala: sideOdds(totals, 'wala', rules), status: poolStatus(totals, rules) };
}
