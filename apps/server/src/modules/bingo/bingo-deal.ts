/**
 * Dealing a bingo game (decision 057) when its sales close: the whole call from the round's seed
 * (ballOrder over fairRandom(seed, context)), then for each currency's cards, packed in bet id
 * order, the fast detector (BingoGame) finds each stage's winning ball and winners, and the prize
 * money follows the room's rules (pool from sales × payout share, guarantees topped up by the
 * house, equal splits with the odd minor units to the lowest card ids, the progressive jackpot).
 * Everything is stored in the result; the balls become public one interval apart from the deal.
 */
import { ballOrder } from '@pkg/games/bingo/ball-order';
import { BingoGame, packCards } from '@pkg/games/bingo/bingo-game';
import { gamePrizes, jackpotWon, settleJackpot, splitPrize, stagePayouts } from '@pkg/games/bingo/bingo-prizes';
import type { RandomSource } from '@pkg/games/random';
import type { PlacedBet } from '../rounds/index.ts';
import { cardOf } from './bingo-cards.ts';
import type { RoomSettings } from './bingo-settings.ts';
import type { BingoState, StoredCurrencyGame, StoredJackpot, StoredResult, StoredStage } from './bingo-result.ts';

/** Why a game is voided at its start: no cards at all, or no currency with the room's minimum. */
export type BingoVoidReason = 'no_cards' | 'not_enough_cards';

/** The dealt game: its result, the room's state after it (the jackpots), and a void reason when nothing is played. */
export interface DealtGame {
  result: StoredResult;
  state: BingoState;
  voidReason?: BingoVoidReason;
}

/** Bets grouped by currency, each group in ascending bet id order (the detector's card order, the split's order). */
function byCurrency(bets: readonly PlacedBet[]): Map<string, PlacedBet[]> {
  const groups = new Map<string, PlacedBet[]>();
  for (const bet of bets) {
    const group = groups.get(bet.currency) ?? [];
    group.push(bet);
    groups.set(bet.currency, group);
  }
  for (const group of groups.values()) group.sort((a, b) => (BigInt(a.betId) < BigInt(b.betId) ? -1 : 1));
  return groups;
}

/** A currency whose cards are refunded at the start: its money and prizes as if nothing was sold. */
function refunded(settings: RoomSettings, bets: readonly PlacedBet[]): StoredCurrencyGame {
  return {
    status: 'refunded',
    cards: bets.length,
    players: new Set(bets.map((bet) => bet.accountId)).size,
    salesMinor: '0',
    poolMinor: '0',
    houseTopUpMinor: '0',
    stages: settings.room.stages.map((stage) => ({
      pattern: stage.pattern.code,
      baseMinor: '0',
      topUpMinor: '0',
      prizeMinor: '0',
      calls: null,
      ball: null,
      winners: [],
    })),
    oneToGo: [],
    jackpot: null,
    lastCalls: 0,
  };
}

/** Plays one currency's cards against the call: stage wins, one-to-go counts, prizes and the jackpot. */
function play(
  settings: RoomSettings,
  order: readonly number[],
  bets: readonly PlacedBet[],
  jackpotBeforeMinor: bigint,
  holders: ReadonlyMap<string, string>,
): StoredCurrencyGame {
  const game = new BingoGame(
    packCards(
      settings.format,
      bets.map((bet) => cardOf(settings.format, bet.detail)),
    ),
    settings.room.stages.map((stage) => stage.pattern),
  );
  const oneToGo: number[] = [];
  for (const ball of order) {
    game.call(ball);
    oneToGo.push(game.toGoCounts()[1] ?? 0);
    if (game.finished) break;
  }
  const prizes = gamePrizes(settings.room, bets.length);
  const payouts = stagePayouts(prizes, game.stageWins);
  const last = game.stageWins.at(-1);
  if (!last) throw new Error('a bingo game ended without its last stage');
  const won = jackpotWon(settings.room, last.calls);
  const jackpotMoney = settings.room.jackpot
    ? settleJackpot(settings.room, jackpotBeforeMinor, prizes.jackpotContributionMinor, won)
    : null;
  const jackpotShares = jackpotMoney && won ? splitPrize(jackpotMoney.paidMinor, last.cards.length) : [];
  const lastStage = settings.room.stages.length - 1;
  const stages = game.stageWins.map((win): StoredStage => {
    const prize = prizes.stages[win.stage] as (typeof prizes.stages)[number];
    const cards = [...win.cards].sort((a, b) => a - b);
    return {
      pattern: win.pattern,
      baseMinor: prize.baseMinor.toString(),
      topUpMinor: prize.topUpMinor.toString(),
      prizeMinor: prize.prizeMinor.toString(),
      calls: win.calls,
      ball: win.ball,
      winners: cards.map((card, index) => {
        const bet = bets[card] as PlacedBet;
        const amount = payouts.find((payout) => payout.stage === win.stage && payout.card === card)?.amountMinor ?? 0n;
        return {
          betId: bet.betId,
          accountId: bet.accountId,
          name: holders.get(bet.accountId) ?? '***',
          amountMinor: amount.toString(),
          jackpotMinor: (win.stage === lastStage ? (jackpotShares[index] ?? 0n) : 0n).toString(),
        };
      }),
    };
  });
  const jackpot: StoredJackpot | null = jackpotMoney
    ? {
        beforeMinor: jackpotBeforeMinor.toString(),
        contributionMinor: prizes.jackpotContributionMinor.toString(),
        won,
        paidMinor: jackpotMoney.paidMinor.toString(),
        houseSeedMinor: jackpotMoney.houseSeedMinor.toString(),
        afterMinor: jackpotMoney.nextPoolMinor.toString(),
      }
    : null;
  return {
    status: 'played',
    cards: bets.length,
    players: new Set(bets.map((bet) => bet.accountId)).size,
    salesMinor: prizes.salesMinor.toString(),
    poolMinor: prizes.poolMinor.toString(),
    houseTopUpMinor: prizes.houseTopUpMinor.toString(),
    stages,
    oneToGo,
    jackpot,
    lastCalls: last.calls,
  };
}

/** The jackpot pool a currency's game plays for: the room's state, or the house's seed for a first game. */
function poolBefore(settings: RoomSettings, state: BingoState, currency: string): bigint {
  const held = state.jackpots[currency];
  if (held) return BigInt(held.poolMinor);
  return settings.room.jackpot?.seedMinor ?? 0n;
}

/**
 * Deals a game: the call from `random`, each currency played (or refunded below the room's
 * minimum), the jackpots carried on. `at` is the deal's instant (ball k is public at
 * at + k × interval).
 */
export function dealGame(
  settings: RoomSettings,
  stateBefore: BingoState,
  random: RandomSource,
  bets: readonly PlacedBet[],
  holders: ReadonlyMap<string, string>,
  at: Date,
): DealtGame {
  const order = ballOrder(settings.format.balls, random);
  const currencies: Record<string, StoredCurrencyGame> = {};
  const jackpots = { ...stateBefore.jackpots };
  const intervalMs = settings.ballIntervalMs;
  for (const [currency, group] of [...byCurrency(bets)].sort(([a], [b]) => a.localeCompare(b))) {
    if (group.length < settings.minCards) {
      currencies[currency] = refunded(settings, group);
      continue;
    }
    const game = play(settings, order, group, poolBefore(settings, stateBefore, currency), holders);
    currencies[currency] = game;
    if (game.jackpot) {
      jackpots[currency] = {
        poolMinor: game.jackpot.afterMinor,
        shownMinor: (BigInt(game.jackpot.beforeMinor) + BigInt(game.jackpot.contributionMinor)).toString(),
        showUntil: new Date(at.getTime() + game.lastCalls * intervalMs).toISOString(),
      };
    }
  }
  const totalCalls = Math.max(0, ...Object.values(currencies).map((game) => game.lastCalls));
  const result: StoredResult = { format: settings.format.code, intervalMs, balls: order.slice(0, totalCalls), totalCalls, currencies };
  if (totalCalls === 0) return { result, state: stateBefore, voidReason: bets.length === 0 ? 'no_cards' : 'not_enough_cards' };
  return { result, state: { jackpots } };
}
