// Proves the missions editor's conversions: amounts typed in major units become exact minor units,
// a bet count stays a count, wagering multiples become basis points, GMT+8 times become instants
// and back, and a bad value names its field instead of sending anything.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createBody, editBody, emptyForm, formOf } from './mission-form.ts';

const form = () => ({
  ...emptyForm('1', new Date('2026-11-22T04:00:00Z')),
  code: 'daily-500',
  titles: { EN: ' Bet 500.00 today ', TY: 'Tumaya', ZH: '', TH: '', VI: '' },
  target: '500.00',
  reward: '8',
  wagering: '1',
});

test('a typed form becomes the exact wire body', () => {
  const result = createBody(form());
  assert.ok('body' in result);
  assert.deepEqual(result.body, {
    brandId: '1',
    code: 'daily-500',
    period: 'daily',
    goal: 'valid_bet',
    titles: { EN: 'Bet 500.00 today', TY: 'Tumaya', ZH: '', TH: '', VI: '' },
    startsAt: '2026-11-22T04:00:00.000Z',
    endsAt: null,
    target: '50000',
    gameType: null,
    rewardMinor: '800',
    wageringBp: 10_000,
    leaderboard: false,
    enabled: false,
    sort: 0,
  });
  const bets = editBody({ ...form(), goal: 'settled_bets', target: '30', gameType: 'LIVE' });
  assert.ok('body' in bets);
  assert.equal(bets.body.target, '30');
  assert.equal(bets.body.gameType, 'LIVE');
  const deposit = editBody({ ...form(), goal: 'deposit', gameType: 'LIVE' });
  assert.ok('body' in deposit);
  assert.equal(deposit.body.gameType, null, 'a deposit goal sends no game type');
});

test('bad values name their field', () => {
  assert.deepEqual(createBody({ ...form(), code: 'Bad Code' }), { field: 'code' });
  assert.deepEqual(editBody({ ...form(), target: '500.001' }), { field: 'target' });
  assert.deepEqual(editBody({ ...form(), target: '0' }), { field: 'target' });
  assert.deepEqual(editBody({ ...form(), goal: 'settled_bets', target: '2.5' }), { field: 'target' });
  assert.deepEqual(editBody({ ...form(), reward: 'abc' }), { field: 'reward' });
  assert.deepEqual(editBody({ ...form(), wagering: '1.23456' }), { field: 'wagering' });
  assert.deepEqual(editBody({ ...form(), wagering: '101' }), { field: 'wagering' });
  assert.deepEqual(editBody({ ...form(), startsAt: '' }), { field: 'startsAt' });
  assert.deepEqual(editBody({ ...form(), endsAt: '2026-13-40T99:00' }), { field: 'endsAt' });
});

test('an existing mission fills the form, its times in GMT+8', () => {
  const filled = formOf({
    id: '7',
    brandId: '1',
    brandCode: 'bituin',
    code: 'weekly',
    titles: { EN: 'Weekly' },
    period: 'weekly',
    goal: 'valid_bet',
    target: '500000',
    gameType: 'RNG',
    rewardMinor: '123456',
    wageringBp: 25_000,
    currency: 'PHP',
    startsAt: '2026-11-15T16:00:00.000Z',
    endsAt: null,
    leaderboard: true,
    enabled: true,
    sort: 3,
    claims: 0,
    updatedAt: '2026-11-22T04:00:00.000Z',
  });
  assert.equal(filled.target, '5000.00');
  assert.equal(filled.reward, '1234.56');
  assert.equal(filled.wagering, '2.5');
  assert.equal(filled.startsAt, '2026-11-16T00:00');
  assert.equal(filled.titles.TY, '');
  const back = editBody(filled);
  assert.ok('body' in back);
  assert.equal(back.body.target, '500000');
  assert.equal(back.body.rewardMinor, '123456');
});
