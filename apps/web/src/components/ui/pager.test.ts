// The pager's numbers: the first and the last always, the current page with its neighbours, gaps as null.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pagerItems } from './pager.tsx';

test('few pages: every number', () => {
  assert.deepEqual(pagerItems(1, 2), [1, 2]);
  assert.deepEqual(pagerItems(3, 5), [1, 2, 3, 4, 5]);
  assert.deepEqual(pagerItems(4, 7), [1, 2, 3, 4, 5, 6, 7]);
});

test('many pages: first, last, the current with its neighbours, gaps', () => {
  assert.deepEqual(pagerItems(1, 20), [1, 2, 3, 4, null, 20]);
  assert.deepEqual(pagerItems(10, 20), [1, null, 9, 10, 11, null, 20]);
  assert.deepEqual(pagerItems(20, 20), [1, null, 17, 18, 19, 20]);
  // A gap of one number shows the number instead.
  assert.deepEqual(pagerItems(4, 20), [1, 2, 3, 4, 5, null, 20]);
});
