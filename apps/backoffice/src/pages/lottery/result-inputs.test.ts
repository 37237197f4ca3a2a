// Proves the result form's data: the tier rows of both Vietnamese tables and the other formats,
// pasting a whole table, the first unready input, and the numbers sent in table order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  changedIndexes,
  cleanInput,
  digitsByIndex,
  firstInputProblem,
  initialInputs,
  numbersFromInputs,
  resultRows,
  resultSize,
  rowOf,
  spreadPaste,
} from './result-inputs.ts';

const SOUTH = [
  '123456',
  '12345',
  '23456',
  '34567',
  '45678',
  '56789',
  '67890',
  '78901',
  '89012',
  '90123',
  '01234',
  '11111',
  '1234',
  '2345',
  '3456',
  '4567',
  '123',
  '12',
];

test('the tables have the right tiers, counts and digits, special prize first', () => {
  assert.deepEqual(
    resultRows('vn18').map((row) => `${row.tier}:${row.count}x${row.digits}@${row.start}`),
    ['DB:1x6@0', 'G1:1x5@1', 'G2:1x5@2', 'G3:2x5@3', 'G4:7x5@5', 'G5:1x4@12', 'G6:3x4@13', 'G7:1x3@16', 'G8:1x2@17'],
  );
  assert.deepEqual(
    resultRows('vn27').map((row) => `${row.tier}:${row.count}x${row.digits}`),
    ['DB:1x5', 'G1:1x5', 'G2:2x5', 'G3:6x5', 'G4:4x4', 'G5:6x4', 'G6:3x3', 'G7:4x2'],
  );
  assert.equal(resultSize('vn27'), 27);
  assert.equal(resultSize('vn18'), 18);
  assert.deepEqual(resultRows('pk10'), [{ tier: null, start: 0, count: 10, digits: 2 }]);
  assert.deepEqual(digitsByIndex('k3'), [1, 1, 1]);
  assert.deepEqual(rowOf('vn27', 9), { row: resultRows('vn27')[3], place: 5 });
  assert.equal(rowOf('vn18', 18), null);
});

test('a correction starts from the current result, a first result from empty inputs', () => {
  assert.deepEqual(initialInputs('vn18', SOUTH), SOUTH);
  assert.deepEqual(initialInputs('k3', null), ['', '', '']);
  assert.deepEqual(initialInputs('k3', ['1', '2']), ['', '', '']);
});

test('inputs keep digits only, up to the tier digits', () => {
  assert.equal(cleanInput(' 12a34-5678', 5), '12345');
  assert.equal(cleanInput('7', 2), '7');
});

test('a pasted table fills the inputs from the one pasted into, cut to each tier', () => {
  const empty = initialInputs('vn18', null);
  const pasted = spreadPaste('vn18', empty, 0, SOUTH.join(' '));
  assert.equal(pasted.filled, 18);
  assert.deepEqual(pasted.inputs, SOUTH);
  const tail = spreadPaste('vn18', empty, 16, '123,\n12\t99 77');
  assert.equal(tail.filled, 2);
  assert.deepEqual(tail.inputs.slice(15), ['', '123', '12']);
  assert.deepEqual(spreadPaste('k3', ['', '', ''], 0, '1234 x 5').inputs, ['1', '5', '']);
});

test('the first empty or short input is named with its digits', () => {
  const inputs = [...SOUTH];
  assert.equal(firstInputProblem('vn18', inputs), null);
  inputs[5] = '1234';
  inputs[9] = '';
  assert.deepEqual(firstInputProblem('vn18', inputs), { index: 5, kind: 'digits', digits: 5 });
  inputs[5] = '12345';
  assert.deepEqual(firstInputProblem('vn18', inputs), { index: 9, kind: 'missing', digits: 5 });
});

test('complete inputs become the numbers in table order; checkResult refuses what does not fit', () => {
  assert.deepEqual(
    numbersFromInputs(
      'vn18',
      SOUTH.map((number) => ` ${number} `),
    ),
    { ok: true, numbers: SOUTH },
  );
  const dice = numbersFromInputs('k3', ['1', '7', '3']);
  assert.equal(dice.ok, false);
  assert.match(dice.ok ? '' : dice.message, /number 2/);
  const repeated = numbersFromInputs('11x5', ['01', '02', '02', '04', '05']);
  assert.equal(repeated.ok, false);
  const short = numbersFromInputs('vn27', initialInputs('vn27', null));
  assert.deepEqual(short.ok ? null : short.problem, { index: 0, kind: 'missing', digits: 5 });
});

test('a correction marks the numbers that change', () => {
  assert.deepEqual([...changedIndexes(['1', '2', '3'], ['1', '5', '6'])], [1, 2]);
  assert.equal(changedIndexes(null, ['1']).size, 0);
});
