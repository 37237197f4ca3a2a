/**
 * Prize money of a bingo game, all in integer minor units (bigint).
 *
 * - sales = tickets × ticket price; pool = floor(sales × payoutShareBp / 10_000).
 * - Stage k's base prize = floor(pool × shareBp_k / 10_000); the few minor units those floors leave
 *   go to the last stage, so the stages share the pool exactly.
 * - prize_k = max(base_k, guaranteed_k); the difference is the house's top-up, reported separately.
 * - Several winners of a stage on the same ball split it equally to the minor unit: each gets
 *   floor(prize / n) and the remaining (prize mod n) units go one each to the first winners in
 *   ascending card id order. Nothing is kept back. One player may win several stages on one ball.
 * - Progressive jackpot: a separate pool that grows by floor(sales × contributionBp / 10_000) each
 *   game and is won, whole, when the last stage (full house) is won within `withinCalls` balls,
 *   split among that stage's winners like a prize; it then restarts at its house-funded seed.
 */
import type { BingoFormatCode } from './bingo-types.ts';
import { bingoFormat, FREE_CELL_75 } from './bingo-types.ts';
import type { StageWin } from './bingo-game.ts';
import type { BingoPattern } from './patterns.ts';
import { PATTERNS_75, PATTERNS_90, patternProblems, popcount32 } from './patterns.ts';

/** One prize stage of a room: its pattern, its share of the pool and its guaranteed minimum. */
export interface BingoStage {
  readonly pattern: BingoPattern;
  /** Share of the prize pool in basis points; the stages' shares sum to 10_000. */
  readonly shareBp: number;
  readonly guaranteedMinor: bigint;
}

/** A progressive jackpot on the last stage. */
export interface BingoJackpot {
  /** Share of ticket sales added to the jackpot pool, basis points (on top of payoutShareBp). */
  readonly contributionBp: number;
  /** The last stage wins the jackpot when won on or before this many calls. */
  readonly withinCalls: number;
  /** What the house puts in the jackpot pool when it starts and after each win. */
  readonly seedMinor: bigint;
}

/** A bingo room's money rules (per-brand data). */
export interface BingoRoom {
  readonly code: string;
  readonly format: BingoFormatCode;
  readonly ticketPriceMinor: bigint;
  /** Share of ticket sales paid out as the stages' prizes, basis points. */
  readonly payoutShareBp: number;
  /** The prize stages in order of play; the game ends when the last is won. */
  readonly stages: readonly BingoStage[];
  readonly jackpot?: BingoJackpot;
}

/** Default 90-ball room: 70% of sales to prizes (15% / 30% / 55%), guarantees, a 2% jackpot in 40 calls. */
export const DEFAULT_ROOM_90: BingoRoom = Object.freeze({
  code: 'ninety-classic',
  format: '90',
  ticketPriceMinor: 1_000n,
  payoutShareBp: 7_000,
  stages: [
    { pattern: PATTERNS_90.oneLine, shareBp: 1_500, guaranteedMinor: 5_000n },
    { pattern: PATTERNS_90.twoLines, shareBp: 3_000, guaranteedMinor: 10_000n },
    { pattern: PATTERNS_90.fullHouse, shareBp: 5_500, guaranteedMinor: 25_000n },
  ],
  jackpot: { contributionBp: 200, withinCalls: 40, seedMinor: 100_000n },
});

/** Default 75-ball room: 70% of sales to prizes, one line (30%) then blackout (70%), a 2% jackpot in 50 calls. */
export const DEFAULT_ROOM_75: BingoRoom = Object.freeze({
  code: 'seventy-five-classic',
  format: '75',
  ticketPriceMinor: 1_000n,
  payoutShareBp: 7_000,
  stages: [
    { pattern: PATTERNS_75.line, shareBp: 3_000, guaranteedMinor: 10_000n },
    { pattern: PATTERNS_75.blackout, shareBp: 7_000, guaranteedMinor: 25_000n },
  ],
  jackpot: { contributionBp: 200, withinCalls: 50, seedMinor: 100_000n },
});

/** One stage's prize for a game. */
export interface StagePrize {
  readonly pattern: string;
  /** The stage's part of the pool. */
  readonly baseMinor: bigint;
  /** House money added to reach the guarantee (0 when the pool covers it). */
  readonly topUpMinor: bigint;
  /** What the stage pays in all: baseMinor + topUpMinor. */
  readonly prizeMinor: bigint;
}

/** The money of a game, from its room and the tickets sold. */
export interface GamePrizes {
  readonly ticketsSold: number;
  readonly salesMinor: bigint;
  readonly poolMinor: bigint;
  readonly stages: readonly StagePrize[];
  /** Sum of the stages' top-ups: house-funded. */
  readonly houseTopUpMinor: bigint;
  /** Added to the jackpot pool by this game (0 without a jackpot). */
  readonly jackpotContributionMinor: bigint;
  /** What the house keeps of sales before top-ups: sales − pool − jackpot contribution. */
  readonly houseShareMinor: bigint;
}

/** The prizes of a game of `room` with `ticketsSold` tickets sold. */
export function gamePrizes(room: BingoRoom, ticketsSold: number): GamePrizes {
  if (!Number.isInteger(ticketsSold) || ticketsSold < 0) throw new RangeError(`ticketsSold must be a whole number: ${ticketsSold}`);
  const salesMinor = BigInt(ticketsSold) * room.ticketPriceMinor;
  const poolMinor = (salesMinor * BigInt(room.payoutShareBp)) / 10_000n;
  const bases = room.stages.map((stage) => (poolMinor * BigInt(stage.shareBp)) / 10_000n);
  bases[bases.length - 1]! += poolMinor - bases.reduce((a, b) => a + b, 0n);
  const stages = room.stages.map((stage, k): StagePrize => {
    const baseMinor = bases[k]!;
    const topUpMinor = stage.guaranteedMinor > baseMinor ? stage.guaranteedMinor - baseMinor : 0n;
    return { pattern: stage.pattern.code, baseMinor, topUpMinor, prizeMinor: baseMinor + topUpMinor };
  });
  const jackpotContributionMinor = room.jackpot ? (salesMinor * BigInt(room.jackpot.contributionBp)) / 10_000n : 0n;
  return {
    ticketsSold,
    salesMinor,
    poolMinor,
    stages,
    houseTopUpMinor: stages.reduce((sum, s) => sum + s.topUpMinor, 0n),
    jackpotContributionMinor,
    houseShareMinor: salesMinor - poolMinor - jackpotContributionMinor,
  };
}

/**
 * An equal split of `amountMinor` between `winners` winners, listed in ascending card id order:
 * each gets floor(amount / winners) and the first (amount mod winners) get one minor unit more.
 */
export function splitPrize(amountMinor: bigint, winners: number): bigint[] {
  if (!Number.isInteger(winners) || winners < 1) throw new RangeError(`winners must be a positive integer: ${winners}`);
  const n = BigInt(winners);
  const share = amountMinor / n;
  const odd = Number(amountMinor % n);
  return Array.from({ length: winners }, (_, i) => share + (i < odd ? 1n : 0n));
}

/** One payment of a stage's prize to one winning card. */
export interface Payout {
  readonly stage: number;
  /** Card index (as packed; ascending index = ascending card id). */
  readonly card: number;
  readonly amountMinor: bigint;
}

/** Every payment of a game's stage prizes, from its prizes and the stages won (BingoGame.stageWins). */
export function stagePayouts(prizes: GamePrizes, wins: readonly StageWin[]): Payout[] {
  return wins.flatMap((win) => {
    const prize = prizes.stages[win.stage];
    if (!prize) throw new RangeError(`no stage ${win.stage}`);
    const cards = [...win.cards].sort((a, b) => a - b);
    return splitPrize(prize.prizeMinor, cards.length).map((amountMinor, i) => ({ stage: win.stage, card: cards[i]!, amountMinor }));
  });
}

/** Whether the last stage, won on call number `calls`, wins the room's jackpot. */
export function jackpotWon(room: BingoRoom, calls: number): boolean {
  return room.jackpot !== undefined && calls <= room.jackpot.withinCalls;
}

/** The jackpot pool after a game. */
export interface JackpotSettlement {
  /** Paid to the last stage's winners (split with splitPrize); 0 when not won. */
  readonly paidMinor: bigint;
  /** The pool the next game starts from. */
  readonly nextPoolMinor: bigint;
  /** House money put in as the new seed (0 when not won). */
  readonly houseSeedMinor: bigint;
}

/**
 * The jackpot after a game: this game's contribution is added first (so a winner takes it too);
 * when won, the whole pool is paid and the pool restarts at the house-funded seed.
 */
export function settleJackpot(room: BingoRoom, poolBeforeMinor: bigint, contributionMinor: bigint, won: boolean): JackpotSettlement {
  const pool = poolBeforeMinor + contributionMinor;
  if (!won || !room.jackpot) return { paidMinor: 0n, nextPoolMinor: pool, houseSeedMinor: 0n };
  return { paidMinor: pool, nextPoolMinor: room.jackpot.seedMinor, houseSeedMinor: room.jackpot.seedMinor };
}

/** What is wrong with a room (empty when valid). */
export function bingoRoomProblems(room: BingoRoom): string[] {
  const problems: string[] = [];
  const format = bingoFormat(room.format);
  const bp = (value: number): boolean => Number.isInteger(value) && value >= 0 && value <= 10_000;
  if (room.ticketPriceMinor <= 0n) problems.push('the ticket price must be positive');
  if (!bp(room.payoutShareBp)) problems.push('payoutShareBp must be an integer in [0, 10000]');
  if (room.stages.length === 0) problems.push('a room needs at least one stage');
  if (room.stages.reduce((sum, s) => sum + s.shareBp, 0) !== 10_000) problems.push("the stages' shares must sum to 10000 bp");
  room.stages.forEach((stage, k) => {
    if (!bp(stage.shareBp)) problems.push(`stage ${k}: shareBp must be an integer in [0, 10000]`);
    if (stage.guaranteedMinor < 0n) problems.push(`stage ${k}: the guarantee cannot be negative`);
    problems.push(...patternProblems(stage.pattern, format).map((p) => `stage ${k}: ${p}`));
  });
  const jackpot = room.jackpot;
  if (jackpot) {
    if (!bp(jackpot.contributionBp) || jackpot.contributionBp + room.payoutShareBp > 10_000) {
      problems.push('the jackpot contribution and the payout share together must not exceed 10000 bp');
    }
    const last = room.stages.at(-1);
    const free = format.code === '75' ? 1 << FREE_CELL_75 : 0;
    const fewest = last ? Math.min(...last.pattern.masks.map((mask) => popcount32(mask & ~free))) : 0;
    if (!Number.isInteger(jackpot.withinCalls) || jackpot.withinCalls < fewest || jackpot.withinCalls > format.balls) {
      problems.push(`the jackpot's withinCalls must be an integer in [${fewest}, ${format.balls}]`);
    }
    if (jackpot.seedMinor < 0n) problems.push("the jackpot's seed cannot be negative");
  }
  return problems;
}
