// Proves Tongits scoring on hand-worked results (Tongits bonus, burned, lost challenge, aces,
// secret fours, table validation), that legalMoves is exactly what checkMove accepts (a brute
// force over every subset of the hand), and, over 500 whole games driven by the bot and by
// automatic play with fixed seeds, that every move is legal, no card is lost or duplicated, every
// game ends with a winner chosen by the documented rules, and the payments sum to zero.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CardId } from '../cards/cards.ts';
import { isMoveError } from '../cards/card-game.ts';
import { sumMinor } from '../cards/table-payments.ts';
import type { RandomSource } from '../random.ts';
import { seededRandom } from '../random.ts';
import { autoMove, botMove } from './tongits-bot.ts';
import { TONGITS } from './tongits-game.ts';
import { legalMoves } from './tongits-legal.ts';
import type { TongitsMove } from './tongits-moves.ts';
import { applyMove, checkMove } from './tongits-moves.ts';
import { DEFAULT_TONGITS_TABLE, score, validateTongitsTable } from './tongits-scoring.ts';
import type { TongitsState } from './tongits-state.ts';
import { deal, isOver, toAct } from './tongits-state.ts';
import { c, tableState } from './tongits.test-kit.ts';

/** Applies moves in order as [seat, move], failing on a refusal. */
function run(state: TongitsState, ...moves: [number, TongitsMove][]): TongitsState {
  for (const [seat, move] of moves) {
    const next = applyMove(state, seat, move);
    if (isMoveError(next)) assert.fail(`${JSON.stringify(move)} by ${seat}: ${next.error}`);
    state = next;
  }
  return state;
}

test('scoring a Tongits: base + Tongits bonus + the winner’s aces, + burn for a seat with no meld', () => {
  const state = run(tableState({ hands: ['Ac 2c 3c', '3h', 'Kd Ks'], melds: [{ owner: 1, cards: 'Jc Js Jh' }], phase: 'play' }), [
    0,
    { type: 'meld', cards: c('Ac 2c 3c') },
  ]);
  const payments = score(state, DEFAULT_TONGITS_TABLE);
  assert.deepEqual(payments.unitsOwed, [0, 4, 5]);
  assert.deepEqual(payments.netMinor, [900n, -400n, -500n]);
});

test('scoring a Draw: a losing fighter pays the lost challenge, a folder only the base; a concealed four is a secret', () => {
  const melds = ['Jc Js Jh', 'Qc Qs Qh', 'Kc Ks Kh'].map((cards, owner) => ({ owner, cards }));
  let state = run(
    tableState({ hands: ['9c 9s 9h 9d 2c', '5c', '4c'], melds }),
    [0, { type: 'call' }],
    [1, { type: 'fight' }],
    [2, { type: 'fold' }],
  );
  assert.equal(state.end?.winner, 0);
  assert.deepEqual(score(state, DEFAULT_TONGITS_TABLE).unitsOwed, [0, 4, 3]);
  // The caller loses to a fighter: the caller pays the lost challenge, the folder the base.
  state = run(tableState({ hands: ['6c', '5c', '4c'], melds }), [0, { type: 'call' }], [1, { type: 'fight' }], [2, { type: 'fold' }]);
  assert.equal(state.end?.winner, 1);
  assert.deepEqual(score(state, DEFAULT_TONGITS_TABLE).unitsOwed, [2, 0, 1]);
  const plain = { ...DEFAULT_TONGITS_TABLE, unitMinor: 7n, challengeLostUnits: 0, secretUnits: 0 };
  assert.deepEqual(score(state, plain).netMinor, [-7n, 14n, -7n]);
});

test('scoring a stock-out: aces held in the winner’s hand count, a burned loser pays the burn', () => {
  let state = tableState({ hands: ['Ac Ad', '3c', '4c'], melds: [{ owner: 0, cards: 'Jc Js Jh' }], stock: 'Kd' });
  state = run(state, [0, { type: 'draw' }], [0, { type: 'discard', card: c('Kd')[0]! }]);
  assert.equal(state.end?.reason, 'stock-out');
  assert.equal(state.end?.winner, 0);
  assert.deepEqual(score(state, DEFAULT_TONGITS_TABLE).unitsOwed, [0, 4, 4]);
  assert.throws(() => score(tableState({ hands: ['Ac', '3c', '4c'] }), DEFAULT_TONGITS_TABLE), /not over/);
});

test('table validation names every problem', () => {
  assert.deepEqual(validateTongitsTable(DEFAULT_TONGITS_TABLE), []);
  const bad = { ...DEFAULT_TONGITS_TABLE, unitMinor: 0n, winUnits: 0, aceUnits: -1, secretUnits: 1.5 };
  assert.equal(validateTongitsTable(bad).length, 4);
  assert.throws(
    () => score(run(tableState({ hands: ['5c 6c 7c', '3c', '4c'], phase: 'play' }), [0, { type: 'meld', cards: c('5c 6c 7c') }]), bad),
    /bad Tongits/,
  );
});

/** A canonical text for a move, so listed and brute-forced moves compare as sets. */
function moveText(move: TongitsMove): string {
  if ('cards' in move) return `${move.type}:${[...move.cards].sort((a, b) => a - b).join(',')}`;
  if (move.type === 'layoff') return `layoff:${move.card}@${move.meld}`;
  return move.type === 'discard' ? `discard:${move.card}` : move.type;
}

/** Every move checkMove accepts for the seat to move, found by trying every subset of the hand. */
function bruteForceLegal(state: TongitsState, seat: number): string[] {
  const hand = state.hands[seat] as CardId[];
  const tries: TongitsMove[] = [{ type: 'draw' }, { type: 'call' }, { type: 'fight' }, { type: 'fold' }];
  for (let mask = 1; mask < 1 << hand.length; mask++) {
    const cards = hand.filter((_, index) => (mask >> index) & 1);
    if (cards.length >= 2) tries.push({ type: 'take', cards });
    if (cards.length >= 3) tries.push({ type: 'meld', cards });
  }
  for (const card of hand) {
    tries.push({ type: 'discard', card });
    state.melds.forEach((_, meld) => tries.push({ type: 'layoff', card, meld }));
  }
  return tries
    .filter((move) => checkMove(state, seat, move) === null)
    .map(moveText)
    .sort();
}

/** Plays a whole game; `pick` chooses each move. Checks legality and card conservation after every move. */
function playGame(
  random: RandomSource,
  dealer: number,
  pick: (state: TongitsState, seat: number) => TongitsMove,
  onState?: (state: TongitsState) => void,
): TongitsState {
  let state = deal(3, random, { dealer });
  for (let moves = 0; !isOver(state); moves++) {
    assert.ok(moves < 400, 'a game ends');
    const seat = toAct(state) as number;
    const move = pick(state, seat);
    assert.equal(checkMove(state, seat, move), null, JSON.stringify(move));
    const next = applyMove(state, seat, move);
    assert.ok(!isMoveError(next));
    state = next;
    const all = [...state.hands.flat(), ...state.stock, ...state.discards, ...state.melds.flatMap((meld) => meld.cards)];
    assert.equal(new Set(all).size, 52);
    assert.equal(all.length, 52);
    onState?.(state);
  }
  return state;
}

test('legalMoves is exactly what checkMove accepts, at every step of a few bot games', () => {
  const random = seededRandom('tongits-legal');
  let positions = 0;
  for (let game = 0; game < 4; game++) {
    playGame(random, game % 3, (state, seat) => {
      if (positions++ % 3 === 0) assert.deepEqual(legalMoves(state, seat).map(moveText).sort(), bruteForceLegal(state, seat));
      assert.deepEqual(legalMoves(state, (seat + 1) % 3), []);
      return botMove(state, seat, random);
    });
  }
  assert.ok(positions > 60);
});

test('500 games by bots and automatic play end legally, by the documented winner rules, with zero-sum payments', () => {
  const random = seededRandom('tongits-games');
  const reasons = new Map<string, number>();
  for (let game = 0; game < 500; game++) {
    const drivers = [0, 1, 2].map(() => (game % 5 === 0 ? 'auto' : random.int(3) === 0 ? 'auto' : 'bot'));
    const end = playGame(random, game % 3, (state, seat) =>
      drivers[seat] === 'auto' ? autoMove(state, seat) : botMove(state, seat, random),
    );
    const result = end.end!;
    reasons.set(result.reason, (reasons.get(result.reason) ?? 0) + 1);
    const pool = result.reason === 'draw' ? result.contenders : [0, 1, 2].filter((seat) => !result.burned[seat]);
    if (result.reason === 'tongits') assert.equal(end.hands[result.winner]!.length, 0);
    else assert.equal(result.points[result.winner], Math.min(...(pool.length ? pool : [0, 1, 2]).map((seat) => result.points[seat]!)));
    const payments = TONGITS.score(end, DEFAULT_TONGITS_TABLE);
    assert.equal(sumMinor(payments.netMinor), 0n);
    assert.ok(payments.netMinor[result.winner]! > 0n);
  }
  for (const reason of ['tongits', 'draw', 'stock-out']) assert.ok((reasons.get(reason) ?? 0) > 10, `${reason}: ${reasons.get(reason)}`);
});
