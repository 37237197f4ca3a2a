/**
 * The return to player of a bingo room. Every stage is always won (by the last ball at the latest,
 * once at least one ticket is sold), so a game with n tickets pays exactly
 *
 *   paid(n) = Σ_k max(base_k(n), guaranteed_k) + J(n)
 *   RTP(n)  = paid(n) / (n × price)
 *
 * where base_k(n) is stage k's part of the pool floor(n × price × payoutShareBp / 10_000) and J(n)
 * the game's jackpot contribution (returned to players when the jackpot is won). RTP therefore
 * depends on sales: while the pool is below the guarantees the house tops up and RTP exceeds the
 * payout share; with enough sales it tends to payoutShareBp + contributionBp (minus floor remainders).
 * The house's jackpot seeds add seed × P(jackpot per game) / sales on top; that probability
 * depends on the tickets in play and is estimated by simulateBingoGames (a single card's exact
 * chance is coverallWithinProbability).
 */
import type { Rational } from '../exact/rational.ts';
import { add, rational } from '../exact/rational.ts';
import type { RandomSource } from '../random.ts';
import { ballOrder } from './ball-order.ts';
import { BingoGame, packCards } from './bingo-game.ts';
import type { BingoRoom } from './bingo-prizes.ts';
import { gamePrizes, jackpotWon } from './bingo-prizes.ts';
import type { BingoFormat, Card75, Ticket90 } from './bingo-types.ts';
import { bingoFormat } from './bingo-types.ts';
import { generateCard75 } from './card-75.ts';
import { generateStrip90 } from './strip-90.ts';

/** RTP of a game with a given number of tickets, split by where the money comes from (each per unit of sales). */
export interface RoomRtp {
  readonly total: Rational;
  /** Stage prizes paid from the pool. */
  readonly fromPool: Rational;
  /** Stage prizes paid by the house's top-ups to the guarantees. */
  readonly fromTopUp: Rational;
  /** The jackpot contribution (paid out when the jackpot is won). */
  readonly fromJackpot: Rational;
}

/** The exact RTP of a game of `room` with `ticketsSold` (> 0) tickets sold, house jackpot seeds excluded. */
export function roomRtp(room: BingoRoom, ticketsSold: number): RoomRtp {
  if (ticketsSold < 1) throw new RangeError('RTP needs at least one ticket sold');
  const prizes = gamePrizes(room, ticketsSold);
  const fromPool = rational(prizes.poolMinor, prizes.salesMinor);
  const fromTopUp = rational(prizes.houseTopUpMinor, prizes.salesMinor);
  const fromJackpot = rational(prizes.jackpotContributionMinor, prizes.salesMinor);
  return { total: add(add(fromPool, fromTopUp), fromJackpot), fromPool, fromTopUp, fromJackpot };
}

/** How often a room sells a given number of tickets. */
export interface SalesWeight {
  readonly tickets: number;
  readonly weight: number;
}

/**
 * The long-run RTP of a room over a sales mix: Σ weight × paid(n) / Σ weight × sales(n) (money
 * weighted, as the house's books see it; house jackpot seeds excluded).
 */
export function expectedRoomRtp(room: BingoRoom, mix: readonly SalesWeight[]): Rational {
  let paid = 0n;
  let sales = 0n;
  for (const { tickets, weight } of mix) {
    if (!Number.isInteger(weight) || weight < 0) throw new RangeError(`weights must be whole numbers: ${weight}`);
    const p = gamePrizes(room, tickets);
    const w = BigInt(weight);
    paid += w * (p.poolMinor + p.houseTopUpMinor + p.jackpotContributionMinor);
    sales += w * p.salesMinor;
  }
  return rational(paid, sales);
}

/** The fewest tickets for which the pool covers every guarantee (no top-up from then on). */
export function ticketsToCoverGuarantees(room: BingoRoom): number {
  let low = 1;
  let high = 1;
  while (gamePrizes(room, high).houseTopUpMinor > 0n) high *= 2;
  // The top-up never grows with sales, so the first ticket count without one is found by bisection.
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (gamePrizes(room, mid).houseTopUpMinor > 0n) low = mid + 1;
    else high = mid;
  }
  return low;
}

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/**
 * The exact chance that one card completes every numbered cell (full house / blackout) within
 * `calls` balls: C(calls, k) / C(balls, k), k = 15 (90-ball) or 24 (75-ball). With n cards in play
 * the expected number of cards doing so is n times this (exactly, strips or not), an upper bound on
 * the chance that the jackpot is won.
 */
export function coverallWithinProbability(format: BingoFormat, calls: number): Rational {
  const k = format.code === '90' ? 15 : 24;
  return rational(binomial(calls, k), binomial(format.balls, k));
}

/** What simulateBingoGames saw (means per game). */
export interface BingoSimulation {
  readonly games: number;
  /** Per stage: mean number of the call that won it. */
  readonly meanCalls: readonly number[];
  /** Per stage: mean number of winning cards. */
  readonly meanWinners: readonly number[];
  /** Per stage: share of games where it was split between two or more cards. */
  readonly sharedRate: readonly number[];
  /** Games whose last stage won the jackpot. */
  readonly jackpotWins: number;
}

/** Plays `games` games of `room` with `ticketsSold` fresh random tickets each (90-ball: from whole strips). */
export function simulateBingoGames(room: BingoRoom, ticketsSold: number, games: number, random: RandomSource): BingoSimulation {
  const format = bingoFormat(room.format);
  const stages = room.stages.map((s) => s.pattern);
  const calls = stages.map(() => 0);
  const winners = stages.map(() => 0);
  const shared = stages.map(() => 0);
  let jackpotWins = 0;
  for (let g = 0; g < games; g++) {
    const cards: (Card75 | Ticket90)[] = [];
    while (cards.length < ticketsSold) {
      if (format.code === '75') cards.push(generateCard75(random));
      else cards.push(...generateStrip90(random).slice(0, ticketsSold - cards.length));
    }
    const game = new BingoGame(packCards(format, cards), stages);
    for (const ball of ballOrder(format.balls, random)) {
      game.call(ball);
      if (game.finished) break;
    }
    for (const win of game.stageWins) {
      calls[win.stage]! += win.calls;
      winners[win.stage]! += win.cards.length;
      if (win.cards.length > 1) shared[win.stage]! += 1;
    }
    if (jackpotWon(room, game.stageWins.at(-1)!.calls)) jackpotWins++;
  }
  return {
    games,
    meanCalls: calls.map((c) => c / games),
    meanWinners: winners.map((w) => w / games),
    sharedRate: shared.map((s) => s / games),
    jackpotWins,
  };
}
