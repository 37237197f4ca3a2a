// Proves the Tongits state machine on hand-worked tables: the deal (13/12/12 and a stock of 15,
// provable from a seed), the dealer's opening turn, drawing and taking the discard only into a new
// meld, melds and lay-offs, Tongits by melding out, by the last discard or by a lay-off, the stock
// running out (burned seats cannot win; ties to the last drawer), views that hide the stock and
// other hands, and every refusal code. The Draw call: tongits-call.test.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fairDeck } from '../cards/deck.ts';
import { fairRandom } from '../lottery/fair-draw.ts';
import { seededRandom } from '../random.ts';
import type { TongitsState } from './tongits-state.ts';
import { deal, playerView, toAct } from './tongits-state.ts';
import { c, move, one, refusal, tableState } from './tongits.test-kit.ts';

const SEED = '9f2c4e1a7b3d5f60812a4c6e8b0d2f4169e3c5a7b9d1f3e5072a4c6e8f0b2d4a';

test('deal: dealer 13, the others 12, a stock of 15 in deck order, provable from the seed', () => {
  const state = deal(3, fairRandom(SEED, 'pvp:tongits:table-4:hand-9'), { dealer: 1 });
  const deck = fairDeck(SEED, 'pvp:tongits:table-4:hand-9');
  const sorted = (cards: number[]): number[] => [...cards].sort((a, b) => a - b);
  assert.deepEqual(state.hands[1], sorted(deck.slice(0, 13)));
  assert.deepEqual(state.hands[2], sorted(deck.slice(13, 25)));
  assert.deepEqual(state.hands[0], sorted(deck.slice(25, 37)));
  assert.deepEqual(state.stock, deck.slice(37));
  assert.equal(state.turn, 1);
  assert.equal(state.phase, 'play', 'the dealer opens by melding or discarding, without drawing');
  assert.deepEqual(JSON.parse(JSON.stringify(state)), state);
  assert.throws(() => deal(4, seededRandom(1)), /3 seats/);
  assert.throws(() => deal(3, seededRandom(1), { dealer: 3 }), /dealer/);
});

test("the dealer's first turn: no draw, a discard passes the turn to the next seat's draw", () => {
  const state = deal(3, seededRandom('opening'), { dealer: 2 });
  const card = state.hands[2]![0]!;
  assert.equal(refusal(state, 2, { type: 'draw' }), 'wrong_phase');
  assert.equal(refusal(state, 0, { type: 'discard', card }), 'not_your_turn');
  const next = move(state, 2, { type: 'discard', card });
  assert.equal(next.turn, 0);
  assert.equal(next.phase, 'draw');
  assert.deepEqual(next.discards, [card]);
  assert.equal(next.hands[2]!.length, 12);
  assert.equal(state.hands[2]!.length, 13, 'the input state is unchanged');
});

test('the top discard can be taken only into a new meld with cards from the hand', () => {
  const state = tableState({ hands: ['7c 7s 2d 5h 6h 8h', '3c', '4c'], discards: '4d 7h' });
  assert.equal(refusal(state, 0, { type: 'take', cards: c('2d 8h') }), 'invalid_meld');
  assert.equal(refusal(state, 0, { type: 'take', cards: c('7c') }), 'invalid_meld');
  assert.equal(refusal(state, 0, { type: 'take', cards: c('7d 7c') }), 'not_in_hand');
  assert.equal(refusal(state, 0, { type: 'take', cards: c('7c 7c') }), 'duplicate_card');
  assert.equal(refusal(state, 0, { type: 'take', cards: [] }), 'bad_move');
  const run = move(state, 0, { type: 'take', cards: c('5h 6h 8h') });
  assert.deepEqual(run.melds, [{ owner: 0, cards: c('5h 6h 7h 8h').sort((a, b) => a - b) }]);
  const taken = move(state, 0, { type: 'take', cards: c('7c 7s') });
  assert.deepEqual(taken.melds, [{ owner: 0, cards: c('7c 7s 7h') }]);
  assert.deepEqual(taken.discards, c('4d'));
  assert.deepEqual(
    taken.hands[0],
    c('2d 5h 6h 8h').sort((a, b) => a - b),
  );
  assert.equal(taken.phase, 'play');
  assert.equal(taken.lastDrawer, null, 'taking the discard is not drawing from the stock');
  assert.equal(refusal(tableState({ hands: ['7c 7s', '3c', '4c'] }), 0, { type: 'take', cards: c('7c 7s') }), 'no_discard');
});

test('drawing, melding, laying off and discarding, with their refusals', () => {
  let state = tableState({ hands: ['5c 6c 7c 9d Ts', '3c', 'Jh Qh Kh'], stock: '8c Kd', melds: [{ owner: 2, cards: '9h Th Jh' }] });
  assert.equal(refusal(state, 0, { type: 'meld', cards: c('5c 6c 7c') }), 'wrong_phase');
  assert.equal(refusal(state, 0, { type: 'discard', card: one('9d') }), 'wrong_phase');
  assert.equal(refusal(state, 0, { type: 'fight' }), 'wrong_phase');
  assert.equal(refusal(state, 0, { type: 'call' }), 'call_needs_meld');
  assert.equal(refusal(state, 0, { type: 'shuffle' }), 'bad_move');
  state = move(state, 0, { type: 'draw' });
  assert.deepEqual(state.stock, c('Kd'));
  assert.equal(state.lastDrawer, 0);
  assert.ok(state.hands[0]!.includes(one('8c')));
  assert.equal(refusal(state, 0, { type: 'draw' }), 'wrong_phase');
  assert.equal(refusal(state, 0, { type: 'meld', cards: c('5c 6c 9d') }), 'invalid_meld');
  assert.equal(refusal(state, 0, { type: 'meld', cards: c('5c 6c 7d') }), 'not_in_hand');
  assert.equal(refusal(state, 0, { type: 'layoff', card: one('Ts'), meld: 0 }), 'cannot_lay_off');
  assert.equal(refusal(state, 0, { type: 'layoff', card: one('Ts'), meld: 1 }), 'no_such_meld');
  assert.equal(refusal(state, 0, { type: 'layoff', card: one('Ts'), meld: '0' }), 'no_such_meld');
  assert.equal(refusal(state, 0, { type: 'layoff', card: one('Th'), meld: 0 }), 'not_in_hand');
  assert.equal(refusal(state, 0, { type: 'discard', card: 60 }), 'bad_move');
  state = move(state, 0, { type: 'meld', cards: c('5c 6c 7c 8c') });
  assert.deepEqual(state.melds[1], { owner: 0, cards: c('5c 6c 7c 8c') });
  state = move(state, 0, { type: 'discard', card: one('Ts') });
  assert.equal(state.turn, 1);
  assert.equal(state.phase, 'draw');
  assert.deepEqual(state.hands[0], c('9d'));
});

test('Tongits: emptying the hand by melding, by the last discard, or by taking the discard ends the hand', () => {
  const play = { phase: 'play' as const };
  let state = move(tableState({ hands: ['5c 6c 7c', '3c', '4c'], ...play }), 0, { type: 'meld', cards: c('5c 6c 7c') });
  assert.equal(state.end?.reason, 'tongits');
  assert.equal(state.end?.winner, 0);
  assert.equal(toAct(state), null);
  assert.equal(refusal(state, 0, { type: 'draw' }), 'game_over');
  state = tableState({ hands: ['5c 6c 7c 9d', '3c', '4c'], ...play });
  state = move(move(state, 0, { type: 'meld', cards: c('5c 6c 7c') }), 0, { type: 'discard', card: one('9d') });
  assert.equal(state.end?.reason, 'tongits');
  state = move(tableState({ hands: ['7c 7s', '3c', '4c'], discards: '7h' }), 0, { type: 'take', cards: c('7c 7s') });
  assert.equal(state.end?.reason, 'tongits');
  state = tableState({ hands: ['8h', '3c', '4c'], melds: [{ owner: 1, cards: '5h 6h 7h' }], ...play });
  state = move(state, 0, { type: 'layoff', card: one('8h'), meld: 0 });
  assert.equal(state.end?.winner, 0, 'laying off the last card is Tongits too');
  assert.equal(state.end?.burned[0], true, 'burned, yet the Tongits seat wins');
});

test('stock out: after the last stock card is drawn and a card discarded, the lowest unburned points win', () => {
  const last = (hands: string[], melds: { owner: number; cards: string }[]): TongitsState =>
    move(move(tableState({ hands, stock: 'Kd', melds }), 0, { type: 'draw' }), 0, { type: 'discard', card: one('Kd') });
  let state = last(
    ['2c', '3c', 'Ac'],
    [
      { owner: 0, cards: '9c 9s 9h' },
      { owner: 1, cards: 'Jc Js Jh' },
    ],
  );
  assert.equal(state.end?.reason, 'stock-out');
  assert.equal(state.end?.winner, 0, 'seat 2 has 1 point but is burned');
  assert.deepEqual(state.end?.points, [2, 3, 1]);
  // A tie goes to the last drawer (seat 0) …
  state = last(
    ['3d', '3c', 'Ac'],
    [
      { owner: 0, cards: '9c 9s 9h' },
      { owner: 1, cards: 'Jc Js Jh' },
    ],
  );
  assert.equal(state.end?.winner, 0);
  // … and between other seats to the first after the last drawer.
  state = last(
    ['9d', '2d', '2c'],
    [0, 1, 2].map((owner) => ({ owner, cards: ['9c 9s 9h', 'Jc Js Jh', 'Qc Qs Qh'][owner]! })),
  );
  assert.equal(state.end?.winner, 1);
  // Concealed melds do not count: seat 1's hidden run scores 0.
  state = last(
    ['2d', '4c 5c 6c', 'Kc'],
    [
      { owner: 0, cards: '9c 9s 9h' },
      { owner: 1, cards: 'Jc Js Jh' },
    ],
  );
  assert.deepEqual(state.end?.points, [2, 0, 10]);
  assert.equal(state.end?.winner, 1);
  // Everyone burned: the burn is ignored for choosing the winner.
  state = last(['9d', '2d', 'Ac'], []);
  assert.equal(state.end?.winner, 2);
  assert.deepEqual(state.end?.burned, [true, true, true]);
});

test('playerView hides the stock and the other hands, shows the public table, reveals hands at the end', () => {
  const state = deal(3, seededRandom('view'), { dealer: 0 });
  const view = playerView(state, 1);
  assert.deepEqual(view.hand, state.hands[1]);
  assert.deepEqual(view.handCounts, [13, 12, 12]);
  assert.equal(view.stockCount, 15);
  assert.equal(view.revealed, null);
  assert.equal(view.toAct, 0);
  const hidden = new Set([...state.hands[0]!, ...state.hands[2]!, ...state.stock]);
  const shown = [...view.hand, ...view.discards, ...view.melds.flatMap((meld) => meld.cards)];
  assert.ok(!shown.some((card) => hidden.has(card)));
  assert.ok(!('stock' in view) && !('hands' in view));
  const over = move(tableState({ hands: ['5c 6c 7c', '3c', '4c'], phase: 'play' }), 0, { type: 'meld', cards: c('5c 6c 7c') });
  assert.deepEqual(playerView(over, 2).revealed, over.hands);
});
