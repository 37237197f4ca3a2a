/**
 * What a selection settles to, and what that pays: the settlement kinds, the leg factor a parlay
 * multiplies, a single's return, quarter-line settlement and the dead-heat factor. Returns are
 * floor(stake × factor): fractional minor units go to the house.
 */
import { type Rational, ONE, ZERO, add, compare, mul, rational } from '../exact/rational.ts';
import { type PriceX10k, decimalOdds } from './odds-formats.ts';

/**
 * win: paid at the price; lose; push: stake back (a whole line landing exactly, or a void bet);
 * half_win: half paid at the price, half back; half_lose: half back, half lost; dead_heat: the
 * `deadHeat` share of the stake paid at the price, the rest lost.
 */
export type SettlementKind = 'win' | 'lose' | 'push' | 'half_win' | 'half_lose' | 'dead_heat';

/** A selection's settlement. `void` marks a push that is a void bet (abandoned, not played, a draw in a two-way market). */
export interface Settlement {
  readonly kind: SettlementKind;
  /** dead_heat only: the share of the stake that wins, in (0, 1) (1 tied place of 2 tied -> 1/2). */
  readonly deadHeat?: Rational;
  readonly void?: boolean;
}

/** Settled as a win. */
export const WIN: Settlement = Object.freeze({ kind: 'win' });
/** Settled as a loss. */
export const LOSE: Settlement = Object.freeze({ kind: 'lose' });
/** A whole line landed exactly: stake back. */
export const PUSH: Settlement = Object.freeze({ kind: 'push' });
/** A void bet: stake back. */
export const VOID: Settlement = Object.freeze({ kind: 'push', void: true });
/** Half won, half back. */
export const HALF_WIN: Settlement = Object.freeze({ kind: 'half_win' });
/** Half back, half lost. */
export const HALF_LOSE: Settlement = Object.freeze({ kind: 'half_lose' });

/** WIN when `won`, else LOSE. */
export function winOrLose(won: boolean): Settlement {
  return won ? WIN : LOSE;
}

/**
 * A dead heat: `tied` selections share the `placesLeft` paying places from their position on
 * (1 for a winner market). Share = min(placesLeft, tied) / tied; a full share is a plain WIN.
 */
export function deadHeat(tied: number, placesLeft: number): Settlement {
  if (!Number.isInteger(tied) || !Number.isInteger(placesLeft) || tied < 1 || placesLeft < 1) {
    throw new RangeError(`a dead heat needs whole tied ≥ 1 and placesLeft ≥ 1: ${tied}, ${placesLeft}`);
  }
  if (placesLeft >= tied) return WIN;
  return Object.freeze({ kind: 'dead_heat', deadHeat: rational(placesLeft, tied) });
}

/**
 * Settles a handicap or total from its adjusted result in quarters, q = 4 × (margin or goals) ±
 * line: a quarter line (odd q) is two half-stakes on the neighbouring lines q − 1 and q + 1.
 * q ≥ 2 wins; q = 1 is one half won and one pushed (half_win); q = 0 pushes (whole line);
 * q = −1 is half_lose; q ≤ −2 loses.
 */
export function lineSettlement(quarters: number): Settlement {
  if (!Number.isSafeInteger(quarters)) throw new RangeError(`a line result must be whole quarters: ${quarters}`);
  if (quarters >= 2) return WIN;
  if (quarters === 1) return HALF_WIN;
  if (quarters === 0) return PUSH;
  return quarters === -1 ? HALF_LOSE : LOSE;
}

const HALF = rational(1n, 2n);

/**
 * The multiplier a settled leg puts on a parlay (and on a single's stake), with d the decimal odds:
 * win d; lose 0; push 1; half_win (1 + d)/2; half_lose 1/2; dead_heat d × share.
 */
export function legFactor(settlement: Settlement, price: PriceX10k): Rational {
  const d = decimalOdds(price);
  switch (settlement.kind) {
    case 'win':
      return d;
    case 'lose':
      return ZERO;
    case 'push':
      return ONE;
    case 'half_win':
      return mul(add(ONE, d), HALF);
    case 'half_lose':
      return HALF;
    case 'dead_heat': {
      const share = settlement.deadHeat;
      if (!share || compare(share, ZERO) <= 0 || compare(share, ONE) > 0) throw new RangeError('a dead heat needs a share in (0, 1]');
      return mul(d, share);
    }
  }
}

/** floor(stake × factor) in minor units; the fraction below one minor unit stays with the house. */
export function applyFactor(stakeMinor: bigint, factor: Rational): bigint {
  if (stakeMinor < 0n) throw new RangeError('a stake cannot be negative');
  return (stakeMinor * factor.num) / factor.den;
}

/**
 * The total returned for a single bet (returnMinor: 0 on a loss, the stake on a push, stake + win
 * on a win), floor(stake × legFactor), capped at `maxPayoutMinor` when given.
 */
export function settleSingle(stakeMinor: bigint, price: PriceX10k, settlement: Settlement, maxPayoutMinor?: bigint): bigint {
  const full = applyFactor(stakeMinor, legFactor(settlement, price));
  return maxPayoutMinor !== undefined && full > maxPayoutMinor ? maxPayoutMinor : full;
}

/** The return of a winning single: floor(stake × d). What a bet slip shows as the potential return. */
export function potentialReturn(stakeMinor: bigint, price: PriceX10k): bigint {
  return applyFactor(stakeMinor, decimalOdds(price));
}
