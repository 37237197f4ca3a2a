// Proves the Draw call in Tongits on hand-worked tables: only at the start of one's turn with an
// exposed meld; a lay-off (sapaw) on one's meld blocks the call until one's next draw; the other
// seats with a meld fight or fold in turn and seats without one fold (burned, cannot win); the
// lowest points among caller and fighters win, the caller losing every tie and tied fighters going
// to the first after the caller.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toAct } from './tongits-state.ts';
import { c, called, move, one, refusal, tableState } from './tongits.test-kit.ts';

test('a lay-off on an opponent’s meld stops that opponent calling Draw until it next draws', () => {
  let state = tableState({
    hands: ['2c 3d 9s', '7d 4h 4s', 'Kc Kd 5s'],
    stock: 'Qc Qs Qh Jc Js Jh 8d',
    melds: [{ owner: 0, cards: '7c 7s 7h' }],
    turn: 1,
  });
  state = move(state, 1, { type: 'draw' });
  state = move(state, 1, { type: 'layoff', card: one('7d'), meld: 0 });
  assert.deepEqual(state.melds[0]!.cards, c('7c 7s 7h 7d'));
  assert.deepEqual(state.callBlocked, [true, false, false]);
  state = move(state, 1, { type: 'discard', card: one('4h') });
  state = move(state, 2, { type: 'draw' });
  state = move(state, 2, { type: 'discard', card: one('5s') });
  assert.equal(refusal(state, 0, { type: 'call' }), 'call_blocked');
  state = move(state, 0, { type: 'draw' });
  assert.deepEqual(state.callBlocked, [false, false, false]);
  state = move(state, 0, { type: 'discard', card: one('9s') });
  state = move(state, 1, { type: 'draw' });
  state = move(state, 1, { type: 'discard', card: one('4s') });
  state = move(state, 2, { type: 'draw' });
  state = move(state, 2, { type: 'discard', card: one('Kc') });
  assert.equal(refusal(state, 0, { type: 'call' }), null, 'a full round later the call is allowed');
  // Laying off on one's own meld blocks nobody.
  const own = move(tableState({ hands: ['8h 2c', '3c', '4c'], melds: [{ owner: 0, cards: '5h 6h 7h' }], phase: 'play' }), 0, {
    type: 'layoff',
    card: one('8h'),
    meld: 0,
  });
  assert.deepEqual(own.callBlocked, [false, false, false]);
});

test('Draw: seats with a meld fight or fold in turn, seats without fold; lowest points win, the caller losing ties', () => {
  let state = called(0, ['2c 3d', '5c', '4c'], [false, true, true]);
  assert.equal(state.phase, 'call');
  assert.deepEqual(state.call, { caller: 0, pending: [1, 2], fighters: [] });
  assert.equal(toAct(state), 1);
  assert.equal(refusal(state, 0, { type: 'draw' }), 'not_your_turn');
  assert.equal(refusal(state, 2, { type: 'fight' }), 'not_your_turn');
  assert.equal(refusal(state, 1, { type: 'draw' }), 'wrong_phase');
  state = move(state, 1, { type: 'fight' });
  assert.equal(toAct(state), 2);
  state = move(state, 2, { type: 'fold' });
  assert.equal(state.phase, 'over');
  assert.deepEqual(state.end, { reason: 'draw', winner: 1, points: [5, 5, 4], burned: [false, false, false], contenders: [0, 1] });
  // The folding seat's 4 points do not count; a fighter with fewer points than the caller wins.
  state = move(move(called(0, ['2c 3d', '5c', '4c'], [false, true, true]), 1, { type: 'fold' }), 2, { type: 'fight' });
  assert.equal(state.end?.winner, 2);
  // The caller with fewer points wins.
  state = move(move(called(0, ['2c', '5c', 'Ac'], [false, true, true]), 1, { type: 'fight' }), 2, { type: 'fold' });
  assert.equal(state.end?.winner, 0);
  // Two fighters tied below the caller: the first after the caller in turn order wins.
  state = move(move(called(0, ['9d', '3c', '3d'], [false, true, true]), 1, { type: 'fight' }), 2, { type: 'fight' });
  assert.equal(state.end?.winner, 1);
  state = move(move(called(2, ['3c', '3d', '9d'], [true, true, false]), 0, { type: 'fight' }), 1, { type: 'fight' });
  assert.equal(state.end?.winner, 0);
  assert.deepEqual(state.end?.contenders, [2, 0, 1]);
});

test('Draw: a seat without an exposed meld is burned, gets no say and cannot win', () => {
  let state = called(0, ['2c', '5c', 'Ac'], [false, true, false]);
  assert.deepEqual(state.call?.pending, [1]);
  state = move(state, 1, { type: 'fold' });
  assert.equal(state.end?.winner, 0, 'seat 2 holds 1 point but has no meld');
  assert.deepEqual(state.end?.burned, [false, false, true]);
  state = called(0, ['Kc', 'Ac', '2c'], [false, false, false]);
  assert.equal(state.phase, 'over', 'nobody can answer: the caller wins at once');
  assert.equal(state.end?.winner, 0);
});

test('Draw can be called only at the start of one’s turn, before drawing', () => {
  let state = tableState({ hands: ['2c 3d', '5c', '4c'], melds: [{ owner: 0, cards: '9c 9s 9h' }] });
  assert.equal(refusal(state, 1, { type: 'call' }), 'not_your_turn');
  state = move(state, 0, { type: 'draw' });
  assert.equal(refusal(state, 0, { type: 'call' }), 'wrong_phase');
  const opening = tableState({ hands: ['2c 3d 4h', '5c', '4c'], melds: [{ owner: 0, cards: '9c 9s 9h' }], phase: 'play' });
  assert.equal(refusal(opening, 0, { type: 'call' }), 'wrong_phase', 'the dealer’s opening turn has no draw step');
});
