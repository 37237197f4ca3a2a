// Proves the receipt picker's checks: PNG or JPEG only, at most 5 MB each, at most 3 files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkReceipts } from './receipt-files.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

test('up to three PNG or JPEG images of at most 5 MB pass', () => {
  assert.equal(checkReceipts([]), null);
  assert.equal(checkReceipts([file('a.png', 'image/png'), file('b.jpg', 'image/jpeg', 5 * 1024 * 1024)]), null);
});

test('a fourth file, a larger one or another type is named', () => {
  const four = ['a', 'b', 'c', 'd'].map((name) => file(`${name}.png`, 'image/png'));
  assert.deepEqual(checkReceipts(four), { kind: 'tooMany' });
  assert.deepEqual(checkReceipts([file('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)]), { kind: 'tooBig', name: 'big.jpg' });
  assert.deepEqual(checkReceipts([file('r.gif', 'image/gif')]), { kind: 'wrongType', name: 'r.gif' });
  assert.deepEqual(checkReceipts([file('r.pdf', '')]), { kind: 'wrongType', name: 'r.pdf' });
});
