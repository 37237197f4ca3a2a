/**
 * Bingo as a game of the round engine (decisions 053, 057). A room is a timer table of kind
 * `bingo`; a game is a round whose sales close on the room's cadence; a card is a bet on the spot
 * `card` at the room's price, its numbers drawn on the server when bought. The deal (at the game's
 * start) computes the whole call from the seed and every stage's winners and prizes
 * (bingo-deal.ts); the balls are shown one interval apart (ticks), each winning ball's prizes paid
 * at its time (parts), the seed once the last ball is called (revealedAt), and the next game opens
 * after the room's pause.
 */
import { BINGO_CARD_SPOT, type BingoSettingsView } from '@pkg/contracts/bingo';
import type { BetProblem, Json, RoundGame, RoundOpenJob } from '../rounds/index.ts';
import { newCards } from './bingo-cards.ts';
import { dealGame } from './bingo-deal.ts';
import { partsOf, publicResultOf, publicStateOf, readResult, readState, revealTime, settlePart } from './bingo-result.ts';
import { readRoom, roomProblems, startOfGame } from './bingo-settings.ts';

/** The table kind of a bingo room. */
export const BINGO_KIND = 'bingo';

/** The job that buys the pre-bought cards of a game when it opens (bingo-prebuy.ts). */
export const PREBUY_JOB = 'bingo-prebuy';

/** The RoundGame of bingo rooms. */
export function bingoRoundGame(): RoundGame {
  return {
    kind: BINGO_KIND,
    namesHolders: true,
    settingsProblems: (settings) => roomProblems(settings),
    initialState: () => ({ jackpots: {} }),
    publicSettings(raw): Json {
      const settings = readRoom(raw);
      const view: BingoSettingsView = {
        ...settings.stored,
        stages: settings.stored.stages.map((stage, index) => ({
          ...stage,
          masks: [...(settings.room.stages[index]?.pattern.masks ?? [])],
        })),
        balls: settings.format.balls,
      };
      return view as unknown as Json;
    },
    publicState(raw, state, now): Json {
      const seed = readRoom(raw).room.jackpot?.seedMinor ?? null;
      return publicStateOf(readState(state), seed, now) as unknown as Json;
    },
    timing(raw) {
      const settings = readRoom(raw);
      return { bettingMs: settings.minBuyMs, revealMs: settings.pauseMs };
    },
    closesAt: (raw, opensAt) => startOfGame(readRoom(raw), opensAt),
    openJobs: (_table, round): RoundOpenJob[] => [{ runKey: `${PREBUY_JOB}:${round.roundId}` }],
    stateForRound: (table) => table.state,
    checkBets(table, earlier, bets, random) {
      const settings = readRoom(table.settings);
      const price = settings.room.ticketPriceMinor;
      const problems: BetProblem[] = [];
      bets.forEach((bet, index) => {
        if (bet.spot !== BINGO_CARD_SPOT) problems.push({ index, problem: 'unknown_spot' });
        else if (bet.stakeMinor !== price) problems.push({ index, problem: 'wrong_price' });
      });
      if (problems.length === 0 && earlier.length + bets.length > settings.cardsPerPlayerMax) {
        problems.push({ index: Math.max(0, settings.cardsPerPlayerMax - earlier.length), problem: 'card_limit' });
      }
      if (problems.length > 0) return { ok: false, problems };
      const cards = newCards(settings.format, bets.length, random);
      return { ok: true, bets: cards.map((detail) => ({ spot: BINGO_CARD_SPOT, stakeMinor: price, detail: detail as unknown as Json })) };
    },
    deal(table, stateBefore, random, bets, context) {
      const dealt = dealGame(readRoom(table.settings), readState(stateBefore), random, bets, context.holders, context.at);
      return {
        result: dealt.result as unknown as Json,
        state: dealt.state as unknown as Json,
        ...(dealt.voidReason ? { voidReason: dealt.voidReason } : {}),
      };
    },
    parts: (_table, result) => partsOf(readResult(result)),
    ticks(_table, raw) {
      const result = readResult(raw);
      return Array.from({ length: result.totalCalls }, (_, index) => (index + 1) * result.intervalMs);
    },
    settle: (_table, result, bets, part) => settlePart(readResult(result), bets, part),
    revealedAt: (_table, result, dealtAt) => revealTime(readResult(result), dealtAt),
    publicResult: (_table, result, dealtAt, now) => publicResultOf(readResult(result), dealtAt, now) as unknown as Json,
  };
}
