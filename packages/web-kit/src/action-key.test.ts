// Proves the Idempotency-Keys of a form's actions (site and console): the same body sent again keeps its
// key (a retry answers the first proposal), a changed body or the submission after a success gets
// a new one, and every key has the shape the server accepts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IDEMPOTENCY_KEY_PATTERN } from '@pkg/contracts/routes';
import { createActionKeys, newIdempotencyKey } from './action-key.ts';

const isIdempotencyKey = (key: string) => IDEMPOTENCY_KEY_PATTERN.test(key);

const body = { brandId: '1', username: 'maria', direction: 'credit', amountMinor: '50000', reason: 'Goodwill' };

test('a retry of the same submission keeps its key; another body or the next submission gets a new one', () => {
  const keys = createActionKeys();
  const first = keys.keyFor(body);
  assert.ok(isIdempotencyKey(first), first);
  assert.equal(keys.keyFor({ ...body }), first);
  const changed = keys.keyFor({ ...body, amountMinor: '50001' });
  assert.notEqual(changed, first);
  assert.equal(keys.keyFor({ ...body, amountMinor: '50001' }), changed);
  keys.clear();
  const next = keys.keyFor({ ...body, amountMinor: '50001' });
  assert.notEqual(next, changed);
});

test('keys have the server’s shape with or without crypto.randomUUID', () => {
  assert.ok(isIdempotencyKey(newIdempotencyKey()));
  // Outside a secure context the browser has no randomUUID.
  const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const key = newIdempotencyKey();
    assert.match(key, /^[0-9a-f]{32}$/);
    assert.ok(isIdempotencyKey(key));
  } finally {
    if (own) Object.defineProperty(crypto, 'randomUUID', own);
    else Reflect.deleteProperty(crypto, 'randomUUID');
  }
  assert.equal(typeof crypto.randomUUID, 'function');
});
