// Proves the documented choices of Tongits automatic play (draw, fold, expose a first meld so as
// not to be burned, discard the highest card outside melds, go Tongits when at most one card is
// left over) and of the bot (call with few points, take a discard that lowers its points, lay off,
// fight with few points), on hand-worked tables.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededRandom } from '../random.ts';
import { autoMove, botMove } from './tongits-bot.ts';
import { c, called, move, one, tableState } from './tongits.test-kit.ts';

test('autoMove draws from the stock, never calls, and folds when a Draw is called', () => {
  const state = tableState({ hands: ['2c', '5c', '4c'], melds: [{ owner: 0, cards: '9c 9s 9h' }], discards: '3c' });
  assert.deepEqual(autoMove(state, 0), { type: 'draw' });
  assert.deepEqual(autoMove(called(0, ['2c', '5c', '4c'], [false, true, true]), 1), { type: 'fold' });
  assert.throws(() => autoMove(state, 1), /not to move/);
});

test('autoMove exposes its richest meld when it has none on the table, else discards its highest loose card', () => {
  let state = tableState({ hands: ['2c 3c 4c 9h 9s 9d Kh 5d', '5c', '4c'], phase: 'play' });
  assert.deepEqual(autoMove(state, 0), { type: 'meld', cards: c('9s 9h 9d') });
  state = move(state, 0, autoMove(state, 0));
  // Now it owns a meld: the rest of the split stays concealed and the king goes.
  assert.deepEqual(autoMove(state, 0), { type: 'discard', card: one('Kh') });
  const tie = tableState({ hands: ['Kc Qd 2h', '5c', '4c'], melds: [{ owner: 0, cards: '9c 9s 9h' }], phase: 'play' });
  assert.deepEqual(autoMove(tie, 0), { type: 'discard', card: one('Kc') }, 'equal points: the higher card');
});

test('autoMove goes Tongits when at most one card is outside its melds', () => {
  let state = tableState({ hands: ['2c 3c 4c 7h 7s 7d Kh', '5c', '4c'], melds: [{ owner: 0, cards: '9c 9s 9h' }], phase: 'play' });
  for (let step = 0; step < 3 && state.phase !== 'over'; step++) state = move(state, 0, autoMove(state, 0));
  assert.equal(state.end?.reason, 'tongits');
  assert.equal(state.end?.winner, 0);
});

test('the bot calls with 5 points or fewer, takes a discard that lowers its points, lays off, fights when low', () => {
  const random = seededRandom('bot');
  const low = tableState({ hands: ['2c 3d', '5c', '4c'], melds: [{ owner: 0, cards: '9c 9s 9h' }] });
  assert.deepEqual(botMove(low, 0, random), { type: 'call' });
  const taking = tableState({ hands: ['Kc Ks 2d 9d', '5c', '4c'], discards: 'Kh' });
  assert.deepEqual(botMove(taking, 0, random), { type: 'take', cards: c('Kc Ks') });
  const useless = tableState({ hands: ['Kc 2d 9d', '5c', '4c'], discards: 'Kh' });
  assert.deepEqual(botMove(useless, 0, random), { type: 'draw' });
  const layoff = tableState({ hands: ['Td 2d', '5c', '4c'], melds: [{ owner: 1, cards: '7d 8d 9d' }], phase: 'play' });
  assert.deepEqual(botMove(layoff, 0, random), { type: 'layoff', card: one('Td'), meld: 0 });
  const answering = called(0, ['2c', '5c', 'Kc Qd Jh'], [false, true, true]);
  assert.deepEqual(botMove(answering, 1, random), { type: 'fight' });
  const folding = move(answering, 1, { type: 'fold' });
  assert.deepEqual(botMove(folding, 2, random), { type: 'fold' });
});
