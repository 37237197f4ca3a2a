// Proves passwords are hashed with argon2id, verified in constant shape for unknown accounts, and
// that hashing beyond the in-flight bound is refused with 429 instead of queued.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AppError } from '../http/errors.ts';
import { createPasswordHasher } from './password.ts';

test('a hash verifies its password only; a missing hash never verifies', async () => {
  const hasher = await createPasswordHasher(4);
  const stored = await hasher.hash('Lakad2026!');
  assert.match(stored, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  assert.equal(await hasher.verify(stored, 'Lakad2026!'), true);
  assert.equal(await hasher.verify(stored, 'lakad2026!'), false);
  assert.equal(await hasher.verify(null, 'decoy-password-never-used'), false);
  assert.equal(await hasher.verify('not-a-hash', 'x'), false);
});

test('calls beyond the in-flight bound get too_many_requests at once', async () => {
  const hasher = await createPasswordHasher(2);
  const results = await Promise.allSettled([1, 2, 3, 4].map((n) => hasher.hash(`password-${n}`)));
  const refused = results.filter((r) => r.status === 'rejected');
  assert.equal(results.filter((r) => r.status === 'fulfilled').length, 2);
  assert.equal(refused.length, 2);
  for (const r of refused) assert.ok(r.status === 'rejected' && r.reason instanceof AppError && r.reason.code === 'too_many_requests');
  // Once those finished, there is room again.
  assert.match(await hasher.hash('later'), /^\$argon2id/);
});
