// Proves the stored text form of picks round-trips exactly, empty rows included, and refuses
// picks that could not be read back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { picksFromText, picksToText } from './picks-text.ts';

test('picks round-trip through text, empty rows included', () => {
  const cases: [string[][], string][] = [
    [[['1', '2'], [], ['7']], '1,2||7'],
    [[['23']], '23'],
    [[[]], ''],
    [[[], [], [], [], ['0', '9']], '||||0,9'],
    [[['B', 'S', 'O', 'E'], [], [], [], []], 'B,S,O,E||||'],
    [[['ANY']], 'ANY'],
    [[['00', '50', '99']], '00,50,99'],
  ];
  for (const [picks, text] of cases) {
    assert.equal(picksToText(picks), text);
    assert.deepEqual(picksFromText(text), picks);
    assert.deepEqual(picksFromText(picksToText(picks)), picks);
  }
});

test('picks that would not read back are refused', () => {
  assert.throws(() => picksToText([]), RangeError);
  assert.throws(() => picksToText([['1,2']]), RangeError);
  assert.throws(() => picksToText([['a|b']]), RangeError);
  assert.throws(() => picksToText([['']]), RangeError);
});
