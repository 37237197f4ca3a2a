/**
 * Pricing one bet of an order against the game's rules (decision 028): the bet type must exist
 * for the format and be switched on, the picks fit its rows, the unit stake lie within the game's
 * limits; the ticket carries the brand's odds at the time of sale, and each exposure key the
 * payout one hit on it would cost.
 */
import { findBetType, stakeOf, winOf } from '@pkg/games/lottery/bet-catalogue';
import { LotteryPickError, type BetType } from '@pkg/games/lottery/lottery-types';
import { AppError } from '../../../http/errors.ts';
import type { LotteryGameRow } from '../games/lottery-games.queries.ts';

/** The odds a bet type is sold at: one rate, or a rate per token (then `bp` is the lowest). */
export interface TicketOdds {
  bp: number;
  byToken: Record<string, number> | null;
}

/** A bet ready to become tickets. */
export interface PricedBet {
  betType: BetType;
  picks: string[][];
  combos: number;
  unitMinor: bigint;
  stakeMinor: bigint;
  odds: TicketOdds;
  /** Per exposure key, what one hit on it pays. */
  exposure: Array<{ key: string; liabilityMinor: bigint }>;
}

/** The brand's odds for a bet type of a game: its override where set, else the type's defaults. */
export function oddsOf(game: Pick<LotteryGameRow, 'odds'>, betType: BetType): TicketOdds {
  const override = game.odds[betType.info.code] as unknown;
  const defaults = betType.info.oddsByToken;
  if (defaults) {
    const byToken = { ...defaults, ...(typeof override === 'object' && override !== null ? (override as Record<string, number>) : {}) };
    return { bp: Math.min(...Object.values(byToken)), byToken };
  }
  return { bp: typeof override === 'number' ? override : betType.info.defaultOddsBp, byToken: null };
}

/** The bet types a game offers (its format's, less those the brand switched off). */
export function offeredBetType(game: Pick<LotteryGameRow, 'format' | 'disabledBetTypes'>, code: string): BetType {
  const betType = findBetType(game.format, code);
  if (!betType || game.disabledBetTypes.includes(code)) throw new AppError('lottery_bet_type_invalid', `no bet type ${code} in this game`);
  return betType;
}

/** Prices one bet; refuses a bad bet type, bad picks or a stake outside the game's limits. */
export function priceBet(
  game: Pick<LotteryGameRow, 'format' | 'disabledBetTypes' | 'odds' | 'minUnitMinor' | 'maxUnitMinor' | 'maxTicketStakeMinor'>,
  bet: { betType: string; picks: string[][]; unitMinor: string },
): PricedBet {
  const betType = offeredBetType(game, bet.betType);
  let picks: string[][];
  try {
    picks = betType.normalise(bet.picks);
  } catch (error) {
    if (error instanceof LotteryPickError) throw new AppError('lottery_picks_invalid', `${bet.betType}: ${error.message}`);
    throw error;
  }
  const unitMinor = BigInt(bet.unitMinor);
  if (unitMinor < game.minUnitMinor || unitMinor > game.maxUnitMinor) {
    throw new AppError('lottery_stake_out_of_range', `unit stake must be ${game.minUnitMinor} to ${game.maxUnitMinor}`);
  }
  const combos = betType.combos(picks);
  const stakeMinor = stakeOf(unitMinor, combos, betType.info.priceUnits);
  if (stakeMinor > game.maxTicketStakeMinor) {
    throw new AppError('lottery_stake_out_of_range', `a ticket may stake at most ${game.maxTicketStakeMinor}`);
  }
  const odds = oddsOf(game, betType);
  const exposure = betType.exposureKeys(picks).map((key) => {
    // Per-token types key their exposure '<code>:<token>', naming the rate the key carries.
    const rate = odds.byToken ? (odds.byToken[key.slice(key.lastIndexOf(':') + 1)] ?? odds.bp) : odds.bp;
    return { key, liabilityMinor: winOf(unitMinor, rate, 1) };
  });
  return { betType, picks, combos, unitMinor, stakeMinor, odds, exposure };
}
