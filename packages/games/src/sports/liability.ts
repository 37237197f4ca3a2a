/**
 * The trading desk's view of a market: for each selection, what the book pays if it wins. The
 * liability of a selection is the returns owed on it (each floor(stake × price), as settlement
 * pays) minus every stake taken on the market, assuming that selection wins in full and all the
 * others lose — the worst case for lines that can half-win or push, and for places markets where
 * several selections can win together it is read one selection at a time. Single bets only.
 */
import { type PriceX10k } from './odds-formats.ts';
import { potentialReturn } from './settlement.ts';

/** An open single on the market. */
export interface OpenBet {
  readonly selection: string;
  readonly stakeMinor: bigint;
  readonly priceX10k: PriceX10k;
}

/** One selection's exposure. */
export interface SelectionLiability {
  readonly selection: string;
  readonly bets: number;
  /** The stakes taken on this selection. */
  readonly stakesMinor: bigint;
  /** What the book returns (stakes included) if this selection wins. */
  readonly payoutMinor: bigint;
  /** payout − every stake on the market: above 0 the book loses that much, below 0 it wins. */
  readonly netMinor: bigint;
}

/** A market's exposure: per selection, the total staked, and the worst net result for the book. */
export interface MarketLiability {
  readonly selections: readonly SelectionLiability[];
  readonly totalStakesMinor: bigint;
  /** The largest net over the selections (the book's worst case), and the selection it is on. */
  readonly worstCaseMinor: bigint;
  readonly worstSelection: string;
}

/** The liability of a market with `selections` (in the order given) over its open singles. */
export function marketLiability(selections: readonly string[], bets: readonly OpenBet[]): MarketLiability {
  if (selections.length === 0) throw new RangeError('a market needs at least one selection');
  const rows = new Map(selections.map((selection) => [selection, { bets: 0, stakesMinor: 0n, payoutMinor: 0n }]));
  let totalStakesMinor = 0n;
  for (const bet of bets) {
    const row = rows.get(bet.selection);
    if (!row) throw new RangeError(`a bet on ${bet.selection}, which the market does not have`);
    row.bets += 1;
    row.stakesMinor += bet.stakeMinor;
    row.payoutMinor += potentialReturn(bet.stakeMinor, bet.priceX10k);
    totalStakesMinor += bet.stakeMinor;
  }
  const out = [...rows].map(([selection, row]) => ({ selection, ...row, netMinor: row.payoutMinor - totalStakesMinor }));
  const worst = out.reduce((a, b) => (b.netMinor > a.netMinor ? b : a));
  return { selections: out, totalStakesMinor, worstCaseMinor: worst.netMinor, worstSelection: worst.selection };
}
