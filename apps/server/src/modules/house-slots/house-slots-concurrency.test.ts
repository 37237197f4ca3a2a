// Proves that concurrent spins of one account never overdraw it and leave exactly the money their
// outcomes say, and that one spinId sent many times at once takes the stake once. Meant for a real
// PostgreSQL server (DATABASE_URL), where the calls race on separate connections; on the embedded
// database they run too, one statement at a time.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import { checkInvariants } from '../../ledger/invariants.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { slotCall, slotPlayer, walletBalance } from './house-slots.test-kit.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t?.close());

test('24 concurrent spins on a wallet holding 5 stakes never overdraw it and end at the exact balance', async () => {
  const player = await slotPlayer(t, 1_000n);
  const responses = await Promise.all(
    Array.from({ length: 24 }, () => slotCall(t, API.houseSlotSpin, player.gameToken, { stakeMinor: '200', spinId: randomUUID() })),
  );
  let expected = 1_000n;
  let settled = 0;
  for (const response of responses) {
    if (response.statusCode === 200) {
      settled += 1;
      expected += BigInt(response.json().value.winMinor) - 200n;
    } else {
      assert.equal(response.statusCode, 409, response.body);
      assert.equal(response.json().errorCode, 'insufficient_funds');
    }
  }
  assert.ok(settled >= 5, `at least the 5 stakes that fit were taken (${settled})`);
  assert.equal(await walletBalance(t, player.id), expected);
  assert.ok(expected >= 0n);
  const [open] = await t.db.query<{ count: string }>(
    `select count(*)::text as count from house_slot_spins where account_id = $1 and status not in ('settled', 'refused')`,
    [player.id],
  );
  assert.equal(open?.count, '0');
  const report = await checkInvariants(t.db, await demoBrandId(t.db));
  assert.equal(report.ok, true);
  assert.deepEqual(report.overdrawn, []);
});

test('one spinId sent 8 times at once takes the stake once', async () => {
  const player = await slotPlayer(t, 10_000n);
  const spinId = randomUUID();
  const responses = await Promise.all(
    Array.from({ length: 8 }, () => slotCall(t, API.houseSlotSpin, player.gameToken, { stakeMinor: '100', spinId })),
  );
  const answered = responses.filter((response) => response.statusCode === 200).map((response) => response.json().value);
  assert.ok(answered.length >= 1);
  // The others were told the spin is in progress (retry): never a second spin.
  for (const response of responses.filter((entry) => entry.statusCode !== 200)) {
    assert.equal(response.json().errorCode, 'too_many_requests', response.body);
  }
  const first = answered[0];
  assert.ok(answered.every((value) => value.roundId === first.roundId && value.winMinor === first.winMinor));
  assert.equal(await walletBalance(t, player.id), 10_000n - 100n + BigInt(first.winMinor));
  const [rows] = await t.db.query<{ count: string }>(`select count(*)::text as count from house_slot_spins where account_id = $1`, [
    player.id,
  ]);
  assert.equal(rows?.count, '1');
});
