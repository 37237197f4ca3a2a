// Proves the Pusoy Dos scoring on hand-worked results (per card left, doubled from 10, tripled
// at 13, table validation) and, over 400 whole games driven by the bot and by automatic play with
// fixed seeds, that every move they make is legal, every game ends with one winner holding no
// cards, and the payments always sum to zero.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isMoveError } from '../cards/card-game.ts';
import { sumMinor } from '../cards/table-payments.ts';
import { seededRandom } from '../random.ts';
import type { PusoyState } from './pusoy-dos.ts';
import { applyMove, autoMove, checkMove, deal, isOver } from './pusoy-dos.ts';
import { botMove } from './pusoy-bot.ts';
import { PUSOY_DOS } from './pusoy-game.ts';
import { DEFAULT_PUSOY_TABLE, score, unitsForCardsLeft, validatePusoyTable } from './pusoy-scoring.ts';

/** A finished state where `winner` is out and the others hold the given numbers of cards. */
function finished(winner: number, counts: number[]): PusoyState {
  const hands = counts.map((count, seat) => Array.from({ length: count }, (_, i) => seat * 13 + i));
  return { game: 'pusoy-dos', hands, turn: 0, lastPlay: null, passes: 0, opening: false, winner, moveCount: 40 };
}

test('scoring: unit × cards left, ×2 from 10 cards, ×3 with 13; all paid to the winner', () => {
  assert.deepEqual(
    [1, 9, 10, 12, 13].map((cards) => unitsForCardsLeft(DEFAULT_PUSOY_TABLE, cards)),
    [1, 9, 20, 24, 39],
  );
  const payments = score(finished(2, [5, 10, 0, 13]), DEFAULT_PUSOY_TABLE);
  assert.deepEqual(payments.unitsOwed, [5, 20, 0, 39]);
  assert.deepEqual(payments.netMinor, [-500n, -2000n, 6400n, -3900n]);
  assert.equal(payments.winner, 2);
  const flat = score(finished(0, [0, 3, 10, 13]), { unitMinor: 5n, multipliers: [] });
  assert.deepEqual(flat.netMinor, [130n, -15n, -50n, -65n]);
  assert.throws(() => score({ ...finished(0, [0, 1, 1, 1]), winner: null }, DEFAULT_PUSOY_TABLE), /not over/);
});

test('table validation names every problem', () => {
  assert.deepEqual(validatePusoyTable(DEFAULT_PUSOY_TABLE), []);
  assert.equal(validatePusoyTable({ unitMinor: 0n, multipliers: [] }).length, 1);
  assert.equal(
    validatePusoyTable({
      unitMinor: 10n,
      multipliers: [
        { fromCards: 10, times: 2 },
        { fromCards: 9, times: 0 },
        { fromCards: 14, times: 2.5 },
      ],
    }).length,
    4,
  );
  assert.throws(() => score(finished(0, [0, 1, 1, 1]), { unitMinor: -1n, multipliers: [] }), /bad Pusoy Dos table/);
});

/** Plays one whole game; each seat is the bot or automatic play as `drivers` says. */
function playGame(seed: string, drivers: ('bot' | 'auto')[]): { state: PusoyState; moves: number } {
  const random = seededRandom(seed);
  let state = deal(4, random);
  let moves = 0;
  while (!isOver(state)) {
    const seat = state.turn;
    const move = drivers[seat] === 'bot' ? botMove(state, seat, random) : autoMove(state, seat);
    assert.equal(checkMove(state, seat, move), null, `${seed}: ${JSON.stringify(move)} by ${seat}`);
    const next = applyMove(state, seat, move);
    if (isMoveError(next)) assert.fail(`${seed}: refused ${next.error}`);
    state = next;
    moves++;
    assert.ok(moves < 500, 'a game ends');
  }
  return { state, moves };
}

test('400 games by bots and automatic play: every move legal, one winner out of cards, payments sum to zero', () => {
  const wins = [0, 0, 0, 0];
  const random = seededRandom('drivers');
  for (let game = 0; game < 400; game++) {
    const drivers = [0, 1, 2, 3].map(() => (game % 4 === 0 ? 'auto' : random.int(3) === 0 ? 'auto' : 'bot')) as ('bot' | 'auto')[];
    const { state } = playGame(`game-${game}`, drivers);
    const winner = state.winner as number;
    wins[winner]! += 1;
    assert.equal(state.hands[winner]!.length, 0);
    assert.equal(state.hands.filter((hand) => hand.length === 0).length, 1);
    const payments = PUSOY_DOS.score(state, DEFAULT_PUSOY_TABLE);
    assert.equal(sumMinor(payments.netMinor), 0n);
    assert.ok((payments.netMinor[winner] as bigint) > 0n);
  }
  assert.ok(
    wins.every((count) => count > 40),
    `every seat wins sometimes: ${wins}`,
  );
});

test('automatic play alone ends every game: the leader sheds one card a trick', () => {
  for (let game = 0; game < 20; game++) {
    const { state, moves } = playGame(`auto-${game}`, ['auto', 'auto', 'auto', 'auto']);
    // 13 tricks of one single and three passes, the last trick ends at the winning card.
    assert.equal(moves, 13 * 4 - 3);
    assert.equal(state.hands.flat().length, 39);
  }
});
