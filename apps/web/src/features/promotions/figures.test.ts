// Proves the reward centre's and wagering's figures: a bar that is full only when the requirement is met (bigint minor units, no floats), and the checks on
// an application's images (count, type, size) before anything is sent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkImages, progressPermille } from './figures.ts';

test('the bar is full only when the requirement is met', () => {
  assert.equal(progressPermille('0', '40000'), 0);
  assert.equal(progressPermille('39999', '40000'), 999);
  assert.equal(progressPermille('10000', '40000'), 250);
  assert.equal(progressPermille('40000', '40000'), 1000);
  assert.equal(progressPermille('5', '0'), 1000);
  assert.equal(progressPermille('900719925474099300', '1000000000000000000'), 900);
});

test('application images: at most three PNG or JPEG of at most 5 MB', () => {
  const png = (name: string, size = 1000) => ({ name, size, type: 'image/png' });
  assert.equal(checkImages([png('a.png'), { name: 'b.jpg', size: 5 * 1024 * 1024, type: 'image/jpeg' }, png('c.png')]), null);
  assert.deepEqual(checkImages([png('a'), png('b'), png('c'), png('d')]), { kind: 'tooMany' });
  assert.deepEqual(checkImages([{ name: 'x.gif', size: 10, type: 'image/gif' }]), { kind: 'wrongType', name: 'x.gif' });
  assert.deepEqual(checkImages([png('big.png', 5 * 1024 * 1024 + 1)]), { kind: 'tooBig', name: 'big.png' });
});
