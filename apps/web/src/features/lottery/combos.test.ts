// Proves the combination count shown before confirming comes from the shared bet catalogue: a
// position bet counts its digits, a group bet its subsets, too few picks hold none and say why,
// and too many are still counted so the player sees by how much.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { betTypesOf } from '@pkg/games/lottery/bet-catalogue';
import { comboCount } from './combos.ts';

test('the count follows the bet type, and unfinished picks hold no combination', () => {
  const [first] = betTypesOf('ssc');
  assert.ok(first);
  const empty = first.info.rows.map(() => [] as string[]);
  assert.equal(comboCount('ssc', first.info.code, empty).combos, 0);
  assert.notEqual(comboCount('ssc', first.info.code, empty).problem, null);
  assert.deepEqual(comboCount('vn27', 'vn.lo2', [['12', '34', '56']]), { combos: 3, problem: null });
  assert.equal(comboCount('ssc', 'no.such.type', [[]]).problem, 'unknown_type');
});

test('group bets count their subsets; past the limit they are counted and flagged', () => {
  const xien2 = comboCount('vn18', 'vn.xien2', [['01', '02', '03', '04']]);
  assert.deepEqual(xien2, { combos: 6, problem: null });
  const lots = Array.from({ length: 60 }, (_, value) => String(value).padStart(2, '0'));
  const over = comboCount('vn18', 'vn.xien2', [lots]);
  assert.equal(over.combos, 1_770);
  assert.equal(over.problem, 'too_many_combos');
});
