import type { BetTypeRule, LotteryRules, PlaceOrderBody } from '@pkg/contracts/lottery';

/** One bet in the cart: a bet type with its picks and unit stake, priced when it was added. */
export interface CartBet {
  id: string;
  betType: string;
  picks: string[][];
  unitMinor: bigint;
  combos: number;
  priceUnits: number;
  oddsBp: number;
}

/** The stake of a ticket: unit × combinations × price units (lottery-types.ts). */
export function betStakeMinor(unitMinor: bigint, combos: number, priceUnits: number): bigint {
  return unitMinor * BigInt(combos) * BigInt(priceUnits);
}

/** What one winning hit pays (stake included): floor(unit × odds / 10 000), odds in basis points. */
export function winPerHitMinor(unitMinor: bigint, oddsBp: number): bigint {
  return (unitMinor * BigInt(oddsBp)) / 10_000n;
}

/** The stake of the cart on one draw. */
export function cartStakeMinor(bets: readonly CartBet[]): bigint {
  return bets.reduce((total, bet) => total + betStakeMinor(bet.unitMinor, bet.combos, bet.priceUnits), 0n);
}

/** What the order takes from the wallet now: the cart on every draw it follows (stopping on a win gives the rest back later). */
export function orderStakeMinor(bets: readonly CartBet[], draws: number): bigint {
  return cartStakeMinor(bets) * BigInt(Math.max(1, draws));
}

/** Why a bet cannot go into the cart yet (the server checks again on confirm). */
export type BetProblem = 'noCombos' | 'tooManyCombos' | 'unitTooLow' | 'unitTooHigh' | 'stakeTooHigh';

/** Checks a priced bet against the bet type's and the game's limits. */
export function betProblem(
  rule: Pick<BetTypeRule, 'maxCombos' | 'priceUnits'>,
  limits: Pick<LotteryRules, 'minUnitMinor' | 'maxUnitMinor' | 'maxTicketStakeMinor'>,
  unitMinor: bigint | null,
  combos: number,
): BetProblem | null {
  if (combos <= 0) return 'noCombos';
  if (combos > rule.maxCombos) return 'tooManyCombos';
  if (unitMinor === null || unitMinor < BigInt(limits.minUnitMinor)) return 'unitTooLow';
  if (unitMinor > BigInt(limits.maxUnitMinor)) return 'unitTooHigh';
  if (betStakeMinor(unitMinor, combos, rule.priceUnits) > BigInt(limits.maxTicketStakeMinor)) return 'stakeTooHigh';
  return null;
}

/**
 * Stake chips: 1, 2, 5, 10, 50 and 100 times the smallest unit, as far as the largest unit allows
 * (the smallest is always offered).
 */
export function unitChips(minUnitMinor: bigint, maxUnitMinor: bigint): bigint[] {
  const chips = [1n, 2n, 5n, 10n, 50n, 100n].map((times) => minUnitMinor * times).filter((chip) => chip <= maxUnitMinor);
  return chips.length > 0 ? chips : [minUnitMinor];
}

/** The chase a player set: following `draws` draws (1 = no chase), stopping after a win or not. */
export interface ChasePlan {
  draws: number;
  stopOnWin: boolean;
}

/** The order as the server takes it (contracts placeOrderBody); a single draw sends no chase. */
export function orderBody(
  gameCode: string,
  numero: string | null,
  stationCode: string | null,
  bets: readonly CartBet[],
  chase: ChasePlan,
): PlaceOrderBody {
  return {
    gameCode,
    ...(numero ? { numero } : {}),
    ...(stationCode ? { stationCode } : {}),
    bets: bets.map((bet) => ({ betType: bet.betType, picks: bet.picks, unitMinor: bet.unitMinor.toString() })),
    ...(chase.draws > 1 ? { chase: { draws: chase.draws, stopOnWin: chase.stopOnWin } } : {}),
  };
}

/** A chase's draw count kept within 1 and the game's largest (and the server's 120). */
export function clampDraws(draws: number, maxChaseDraws: number): number {
  const most = Math.max(1, Math.min(maxChaseDraws, 120));
  if (!Number.isFinite(draws)) return 1;
  return Math.min(most, Math.max(1, Math.floor(draws)));
}
