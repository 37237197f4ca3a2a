// Proves that concurrent spins of one account never overdraw it and leave exactly the money their
// outcomes say, that one spinId sent many times at once takes the stake once, and that spins of
// several players share transactions (decision 050) while each is answered on its own. Meant for a real
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

test('one spinId sent 8 times at once takes the stake once; every call answers that spin', async () => {
  const player = await slotPlayer(t, 10_000n);
  const spinId = randomUUID();
  const responses = await Promise.all(
    Array.from({ length: 8 }, () => slotCall(t, API.houseSlotSpin, player.gameToken, { stakeMinor: '100', spinId })),
  );
  // Spins of one round never share a group: the first spins, the others find it stored (decision 050).
  for (const response of responses) assert.equal(response.statusCode, 200, response.body);
  const answered = responses.map((response) => response.json().value);
  assert.equal(answered.filter((value) => !value.replayed).length, 1);
  const first = answered[0];
  assert.ok(answered.every((value) => value.roundId === first.roundId && value.winMinor === first.winMinor));
  assert.equal(await walletBalance(t, player.id), 10_000n - 100n + BigInt(first.winMinor));
  const [rows] = await t.db.query<{ count: string }>(`select count(*)::text as count from house_slot_spins where account_id = $1`, [
    player.id,
  ]);
  assert.equal(rows?.count, '1');
});

test('spins of several players arriving together share transactions; the one short of the stake is refused alone', async () => {
  const players = await Promise.all([0n, 10_000n, 10_000n, 10_000n, 10_000n, 10_000n].map((fund) => slotPlayer(t, fund)));
  const real = t.db.transaction.bind(t.db);
  let transactions = 0;
  t.db.transaction = (fn) => {
    transactions += 1;
    return real(fn);
  };
  let responses;
  try {
    responses = await Promise.all(
      players.map((player) => slotCall(t, API.houseSlotSpin, player.gameToken, { stakeMinor: '400', spinId: randomUUID() })),
    );
  } finally {
    t.db.transaction = real;
  }
  assert.ok(transactions < players.length, `${players.length} spins took ${transactions} transactions`);
  const [poor, ...rich] = responses;
  assert.deepEqual([poor?.statusCode, poor?.json().errorCode, poor?.json().balanceMinor], [409, 'insufficient_funds', '0']);
  for (const [index, response] of rich.entries()) {
    assert.equal(response.statusCode, 200, response.body);
    const value = response.json().value;
    assert.equal(value.balanceBeforeMinor, '10000');
    assert.equal(value.balanceAfterMinor, (10_000n - 400n + BigInt(value.winMinor)).toString());
    assert.equal(await walletBalance(t, (players[index + 1] as { id: string }).id), BigInt(value.balanceAfterMinor));
  }
  const [rows] = await t.db.query<{ settled: number; refused: number; rounds: number; claims: number }>(
    `select count(*) filter (where s.status = 'settled')::int as settled, count(*) filter (where s.status = 'refused')::int as refused,
       (select count(*) from game_rounds r where r.account_id = any($1::bigint[]) and r.status = 'settled')::int as rounds,
       (select count(*) from vendor_wallet_transactions c where c.account_id = any($1::bigint[]))::int as claims
     from house_slot_spins s where s.account_id = any($1::bigint[])`,
    [players.map((player) => player.id)],
  );
  assert.deepEqual(rows, { settled: 5, refused: 1, rounds: 5, claims: 10 });
  assert.equal((await checkInvariants(t.db, await demoBrandId(t.db))).ok, true);
});
