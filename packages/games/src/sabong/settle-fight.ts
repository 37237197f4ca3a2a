/**
 * Settlement of a fight with all its bets.
 *
 * - Refund (every stake back, draw bets too, no plasada): the fight is cancelled, or at close the
 *   pool fails a cancel rule (a side without bets, or a lopsided pool; see poolStatus).
 * - Draw: Meron and Wala stakes are returned without plasada; draw bets win at fixed odds.
 * - Meron or Wala: winners get floor(stake × net) (pari-mutuel.ts); losers and draw bets get 0.
 *
 * The pool (T = Meron + Wala) is only ever paid from itself: plasada = floor(T × plasadaBp / 10_000),
 * and the floor remainders of the winners' returns ("breakage", under one minor unit per winning
 * bet plus one) also go to the house, reported apart from the plasada. Hence always
 *   sum(returns of Meron/Wala bets) + plasada + breakage = T,  with breakage ≥ 0,
 * which settleFight checks before it answers. Draw bets are the house's own fixed-odds market,
 * reported separately (drawMarket).
 */
import type { PoolTotals } from './pari-mutuel.ts';
import { drawReturn, poolStatus, poolTotals, winningReturn } from './pari-mutuel.ts';
import type { FightResult, SabongBet, SabongRules, SabongSide } from './sabong-rules.ts';

/** What one bet gets back (0 on a loss). */
export interface BetReturn {
  readonly id: string;
  readonly side: SabongSide;
  readonly stakeMinor: bigint;
  readonly returnMinor: bigint;
}

/** The settled fight. */
export interface FightSettlement {
  readonly result: FightResult;
  /** What was paid on: the result, or 'refunded' (see refundReason). */
  readonly outcome: 'meron' | 'wala' | 'draw' | 'refunded';
  readonly refundReason: 'cancelled' | 'one_side_empty' | 'lopsided' | null;
  /** Every bet with its return, in the order given. */
  readonly bets: readonly BetReturn[];
  readonly totals: PoolTotals;
  /** The Meron/Wala pool: T = returned + plasada + breakage. */
  readonly pool: {
    readonly totalMinor: bigint;
    readonly returnedMinor: bigint;
    readonly plasadaMinor: bigint;
    readonly breakageMinor: bigint;
  };
  /** The fixed-odds draw market: the house's result is stakes − returned (negative when it pays out). */
  readonly drawMarket: { readonly stakesMinor: bigint; readonly returnedMinor: bigint; readonly houseResultMinor: bigint };
}

/** Settles a fight: per-bet returns, the plasada, the breakage and the draw market (see the module comment). */
export function settleFight(bets: readonly SabongBet[], result: FightResult, rules: SabongRules): FightSettlement {
  const totals = poolTotals(bets);
  const status = poolStatus(totals, rules);
  const refundReason = result === 'cancelled' ? 'cancelled' : status.ok ? null : status.reason;
  const outcome = refundReason ? 'refunded' : (result as 'meron' | 'wala' | 'draw');
  const returnOf = (bet: SabongBet): bigint => {
    if (outcome === 'refunded') return bet.stakeMinor;
    if (bet.side === 'draw') return outcome === 'draw' ? drawReturn(bet.stakeMinor, rules) : 0n;
    if (outcome === 'draw') return bet.stakeMinor;
    return bet.side === outcome ? winningReturn(bet.stakeMinor, totals, outcome, rules) : 0n;
  };
  const settled = bets.map((bet): BetReturn => ({ id: bet.id, side: bet.side, stakeMinor: bet.stakeMinor, returnMinor: returnOf(bet) }));
  const totalMinor = totals.meronMinor + totals.walaMinor;
  const returnedMinor = settled.filter((b) => b.side !== 'draw').reduce((sum, b) => sum + b.returnMinor, 0n);
  const plasadaMinor = outcome === 'meron' || outcome === 'wala' ? (totalMinor * BigInt(rules.plasadaBp)) / 10_000n : 0n;
  const breakageMinor = totalMinor - returnedMinor - plasadaMinor;
  if (breakageMinor < 0n) throw new Error('settlement would pay more than the pool holds');
  const drawStakes = totals.drawMinor;
  const drawReturned = settled.filter((b) => b.side === 'draw').reduce((sum, b) => sum + b.returnMinor, 0n);
  return {
    result,
    outcome,
    refundReason,
    bets: settled,
    totals,
    pool: { totalMinor, returnedMinor, plasadaMinor, breakageMinor },
    drawMarket: { stakesMinor: drawStakes, returnedMinor: drawReturned, houseResultMinor: drawStakes - drawReturned },
  };
}
