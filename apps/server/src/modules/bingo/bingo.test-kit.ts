/**
 * Helpers of the bingo tests (decision 057): players with a game session of a room, the buying
 * calls, and a game played out ball by ball on the test clock (each interval's jobs run in turn,
 * as the job runner runs them).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { bingoBuyValue, type BingoBuyValue } from '@pkg/contracts/bingo';
import { API } from '@pkg/contracts/routes';
import type { TestApp } from '../../../test/test-app.ts';
import { selectRound, type RoundRow, type TableRow } from '../rounds/rounds.queries.ts';
import { currentRound, demoTable, tableCall, tablePlayer, type TablePlayer } from '../rounds/rounds.test-kit.ts';
import { readResult } from './bingo-result.ts';
import { BINGO_VENDOR_CODE } from './install-bingo.ts';

export { BINGO_VENDOR_CODE };

/** A player with a game session of a demo room, its main wallet funded (PHP minor units). */
export function bingoPlayer(t: TestApp, gameCode: string, fundMinor = 1_000_000n): Promise<TablePlayer> {
  return tablePlayer(t, BINGO_VENDOR_CODE, gameCode, fundMinor);
}

/** A demo room by game code. */
export function demoRoom(t: TestApp, gameCode: string): Promise<TableRow> {
  return demoTable(t, BINGO_VENDOR_CODE, gameCode);
}

/** The buying call. */
export function buyCall(t: TestApp, player: TablePlayer, roundId: string, cards: number, games = 1, key = randomUUID()) {
  return tableCall(t, API.bingoCards, player.gameToken, { roundId, key, cards, games });
}

/** Cards that must be bought: the answer. */
export async function buyOk(t: TestApp, player: TablePlayer, roundId: string, cards: number, games = 1): Promise<BingoBuyValue> {
  const response = await buyCall(t, player, roundId, cards, games);
  assert.equal(response.statusCode, 200, response.body);
  return bingoBuyValue.parse(response.json().value);
}

/** The room's open game (the current round, open for cards). */
export async function openGame(t: TestApp, room: TableRow): Promise<RoundRow> {
  const round = await currentRound(t, room);
  assert.equal(round.status, 'open', `room ${room.gameCode} sells cards`);
  return round;
}

/**
 * Plays a game out: its sales close, then its balls are called one interval at a time, `onBall`
 * told after each (with the round as stored), until the last ball and the pause after it.
 */
export async function playOut(t: TestApp, round: RoundRow, onBall?: (called: number, round: RoundRow) => Promise<void>): Promise<RoundRow> {
  assert.ok(round.closesAt);
  t.clock.advanceMs(round.closesAt.getTime() - t.clock.now().getTime());
  await t.app.jobs.drain();
  let dealt = (await selectRound(t.db, round.id)) as RoundRow;
  if (dealt.status === 'void') return dealt;
  const result = readResult(dealt.result);
  if (!onBall) {
    // Nobody watches the balls: one step to the last, the due jobs run in their order.
    t.clock.advanceMs(result.totalCalls * result.intervalMs);
    await t.app.jobs.drain();
    return (await selectRound(t.db, round.id)) as RoundRow;
  }
  for (let called = 1; called <= result.totalCalls; called++) {
    t.clock.advanceMs(result.intervalMs);
    await t.app.jobs.drain();
    dealt = (await selectRound(t.db, round.id)) as RoundRow;
    await onBall?.(called, dealt);
  }
  return dealt;
}

/** Moves the clock to the room's next game and opens it (the pause after the last ball, then its opening job). */
export async function nextGame(t: TestApp, room: TableRow, pauseMs: number): Promise<RoundRow> {
  t.clock.advanceMs(pauseMs + 1);
  await t.app.jobs.drain();
  return openGame(t, room);
}
