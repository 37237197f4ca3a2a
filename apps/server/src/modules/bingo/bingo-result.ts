/**
 * A dealt bingo game as stored (rounds.result) and what of it is public at an instant (decision
 * 057). Ball k (1-based) is called at dealtAt + k × interval; nothing about a ball, a win or the
 * jackpot is shown before its time, and the game's length only once its last ball is called.
 * The settlement parts are the balls that win something (part = the ball's number; part 0 pays the
 * refunds of a currency below the room's minimum at once), each paid at its ball's time.
 */
import type { BingoCurrencyGameView, BingoResultView, BingoStateView } from '@pkg/contracts/bingo';
import type { Json, PlacedBet, SettlementPart } from '../rounds/index.ts';

export interface StoredWinner {
  betId: string;
  accountId: string;
  /** The holder's masked name. */
  name: string;
  amountMinor: string;
  jackpotMinor: string;
}

export interface StoredStage {
  pattern: string;
  baseMinor: string;
  topUpMinor: string;
  prizeMinor: string;
  /** The ball count it was won on (null: a refunded currency's, never played). */
  calls: number | null;
  ball: number | null;
  winners: StoredWinner[];
}

export interface StoredJackpot {
  beforeMinor: string;
  contributionMinor: string;
  won: boolean;
  paidMinor: string;
  houseSeedMinor: string;
  afterMinor: string;
}

export interface StoredCurrencyGame {
  status: 'played' | 'refunded';
  cards: number;
  players: number;
  salesMinor: string;
  poolMinor: string;
  houseTopUpMinor: string;
  stages: StoredStage[];
  /** Cards one number short of the stage in play after ball k, at index k − 1. */
  oneToGo: number[];
  jackpot: StoredJackpot | null;
  /** The ball count of the last stage's win (0 when refunded). */
  lastCalls: number;
}

export interface StoredResult {
  format: '75' | '90';
  intervalMs: number;
  /** The balls in call order, up to the last one called. */
  balls: number[];
  totalCalls: number;
  currencies: Record<string, StoredCurrencyGame>;
}

/** A room's state: each currency's jackpot pool after the last game, and the pool shown while that game is called. */
export interface BingoState {
  jackpots: Record<string, { poolMinor: string; shownMinor: string; showUntil: string }>;
}

/** The room state of stored JSON (an empty one for a new room). */
export function readState(state: Json): BingoState {
  const value = state as Partial<BingoState> | null;
  return { jackpots: value && typeof value.jackpots === 'object' && value.jackpots ? value.jackpots : {} };
}

/** The stored result of JSON written by dealGame. */
export const readResult = (result: Json): StoredResult => result as unknown as StoredResult;

/** Balls called by `now`. */
export function calledBy(result: StoredResult, dealtAt: Date, now: Date): number {
  const elapsed = now.getTime() - dealtAt.getTime();
  return Math.max(0, Math.min(result.totalCalls, Math.floor(elapsed / result.intervalMs)));
}

/** When the last ball is called: the whole result and the seed are public from then. */
export function revealTime(result: StoredResult, dealtAt: Date): Date {
  return new Date(dealtAt.getTime() + result.totalCalls * result.intervalMs);
}

function currencyView(game: StoredCurrencyGame, called: number): BingoCurrencyGameView {
  const decided = game.status === 'played' && called >= game.lastCalls;
  return {
    status: game.status,
    cards: game.cards,
    players: game.players,
    salesMinor: game.salesMinor,
    poolMinor: game.poolMinor,
    stages: game.stages.map((stage) => {
      const won = stage.calls !== null && stage.calls <= called;
      return {
        pattern: stage.pattern,
        prizeMinor: stage.prizeMinor,
        topUpMinor: stage.topUpMinor,
        won,
        calls: won ? stage.calls : null,
        ball: won ? stage.ball : null,
        winners: won ? stage.winners.map(({ betId, name, amountMinor, jackpotMinor }) => ({ betId, name, amountMinor, jackpotMinor })) : [],
      };
    }),
    oneToGo: called > 0 && !decided ? (game.oneToGo[called - 1] ?? 0) : 0,
    jackpot: game.jackpot
      ? {
          poolMinor: (BigInt(game.jackpot.beforeMinor) + BigInt(game.jackpot.contributionMinor)).toString(),
          won: decided && game.jackpot.won,
          paidMinor: decided ? game.jackpot.paidMinor : '0',
        }
      : null,
  };
}

/** What everyone may see of a game at `now`. */
export function publicResultOf(result: StoredResult, dealtAt: Date, now: Date): BingoResultView {
  const called = calledBy(result, dealtAt, now);
  const finished = called >= result.totalCalls;
  return {
    format: result.format,
    intervalMs: result.intervalMs,
    called,
    balls: result.balls.slice(0, called),
    finished,
    nextBallAt: finished ? null : new Date(dealtAt.getTime() + (called + 1) * result.intervalMs).toISOString(),
    currencies: Object.fromEntries(Object.entries(result.currencies).map(([currency, game]) => [currency, currencyView(game, called)])),
  };
}

/** The settlement parts: 0 for refunds (when a currency was refunded), then each winning ball's number at its time. */
export function partsOf(result: StoredResult): SettlementPart[] {
  const games = Object.values(result.currencies);
  const calls = new Set<number>();
  for (const game of games) for (const stage of game.stages) if (stage.calls !== null) calls.add(stage.calls);
  const parts = [...calls].sort((a, b) => a - b).map((call) => ({ part: call, afterMs: call * result.intervalMs }));
  return games.some((game) => game.status === 'refunded') ? [{ part: 0, afterMs: 0 }, ...parts] : parts;
}

/** What each bet returns in `part`: refunded stakes in part 0, stage prizes (and the jackpot) on their ball. */
export function settlePart(result: StoredResult, bets: readonly PlacedBet[], part: number): Map<string, bigint> {
  const returns = new Map<string, bigint>();
  const add = (betId: string, amount: bigint) => returns.set(betId, (returns.get(betId) ?? 0n) + amount);
  if (part === 0) {
    for (const bet of bets) if (result.currencies[bet.currency]?.status === 'refunded') add(bet.betId, bet.stakeMinor);
    return returns;
  }
  for (const game of Object.values(result.currencies)) {
    for (const stage of game.stages) {
      if (stage.calls !== part) continue;
      for (const winner of stage.winners) add(winner.betId, BigInt(winner.amountMinor) + BigInt(winner.jackpotMinor));
    }
  }
  return returns;
}

/** A room's public state at `now`: each currency's jackpot (the pool being played for until its game decides it). */
export function publicStateOf(state: BingoState, seedMinor: bigint | null, now: Date): BingoStateView {
  const jackpots: Record<string, string> = {};
  for (const [currency, held] of Object.entries(state.jackpots)) {
    jackpots[currency] = now.getTime() < new Date(held.showUntil).getTime() ? held.shownMinor : held.poolMinor;
  }
  return { jackpots, jackpotSeedMinor: seedMinor === null ? null : seedMinor.toString() };
}
