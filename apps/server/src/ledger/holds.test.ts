// Proves two-phase holds: a hold sets money aside so it cannot be spent twice, a capture posts at
// most the hold and frees the rest, a release gives it all back, each settles once, and repeated
// calls answer the first result.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPlayers, demoBrandId, ledgerSnapshot, refusedWith, testActor } from '../../test/ledger-helpers.ts';
import { getAccount, openClearingAccount, openPlayerWallet } from './accounts.ts';
import { captureHold, pendingHolds, placeHold, releaseHold, type PlaceHoldRequest } from './holds.ts';
import { checkInvariants } from './invariants.ts';
import type { LedgerAccount } from './ledger.types.ts';
import { transfer } from './transfer.ts';

let t: TestApp;
let brandId: string;
let bank: LedgerAccount;
let wallet: LedgerAccount;
let other: LedgerAccount;

before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
  const [ownerId, otherId] = await createPlayers(t.db, brandId, 2);
  const at = t.clock.now();
  bank = await openClearingAccount(t.db, brandId, 'PHP', 'bank', at);
  wallet = await openPlayerWallet(t.db, brandId, 'PHP', ownerId as string, at);
  other = await openPlayerWallet(t.db, brandId, 'PHP', otherId as string, at);
  await transfer(t.db, {
    brandId,
    currency: 'PHP',
    code: 'deposit',
    idempotencyKey: 'fund',
    fromAccountId: bank.id,
    toAccountId: wallet.id,
    amountMinor: 10_000n,
    ...testActor(t),
  });
});
after(() => t.close());

const withdrawal = (key: string, amountMinor: bigint): PlaceHoldRequest => ({
  brandId,
  currency: 'PHP',
  code: 'withdrawal',
  idempotencyKey: key,
  accountId: wallet.id,
  counterAccountId: bank.id,
  amountMinor,
  ...testActor(t, `self:${wallet.ownerAccountId}`),
});

test('a hold sets money aside: the balance stays, the available part drops, and more cannot be held or spent', async () => {
  const placed = await placeHold(t.db, withdrawal('wd-1', 6_000n));
  assert.equal(placed.hold.status, 'pending');
  assert.deepEqual([placed.account.balanceMinor, placed.account.heldMinor, placed.account.availableMinor], [10_000n, 6_000n, 4_000n]);
  const again = await placeHold(t.db, withdrawal('wd-1', 6_000n));
  assert.equal(again.replayed, true);
  assert.equal(again.hold.id, placed.hold.id);
  const snapshot = await ledgerSnapshot(t.db);
  await refusedWith(placeHold(t.db, withdrawal('wd-1', 5_000n)), 'idempotency_key_reused');
  await refusedWith(placeHold(t.db, withdrawal('wd-2', 4_001n)), 'insufficient_funds');
  const spend = { brandId, currency: 'PHP', code: 'transfer_upline', fromAccountId: wallet.id, toAccountId: other.id, ...testActor(t) };
  await refusedWith(transfer(t.db, { ...spend, idempotencyKey: 'spend-1', amountMinor: 4_001n }), 'insufficient_funds');
  await refusedWith(placeHold(t.db, { ...withdrawal('wd-3', 100n), code: 'deposit' }), 'bad_request');
  await refusedWith(placeHold(t.db, { ...withdrawal('wd-4', 100n), currency: 'USD' }), 'currency_mismatch');
  await refusedWith(placeHold(t.db, { ...withdrawal('wd-5', 100n), accountId: bank.id, counterAccountId: wallet.id }), 'bad_request');
  await refusedWith(placeHold(t.db, { ...withdrawal('wd-6', 0n) }), 'amount_invalid');
  await refusedWith(placeHold(t.db, { ...withdrawal('wd-7', 100n), counterAccountId: '88888888' }), 'wallet_not_found');
  assert.equal(await ledgerSnapshot(t.db), snapshot);
  assert.deepEqual(
    (await pendingHolds(t.db, brandId, wallet.id)).map((hold) => hold.id),
    [placed.hold.id],
  );
});

test('a capture posts the captured part to the counter account and frees the rest of the hold', async () => {
  const [hold] = await pendingHolds(t.db, brandId, wallet.id);
  assert.ok(hold);
  const snapshot = await ledgerSnapshot(t.db);
  await refusedWith(captureHold(t.db, { brandId, holdId: hold.id, amountMinor: 6_001n, ...testActor(t) }), 'amount_invalid');
  await refusedWith(captureHold(t.db, { brandId, holdId: '77777777', ...testActor(t) }), 'hold_not_found');
  assert.equal(await ledgerSnapshot(t.db), snapshot);
  const captured = await captureHold(t.db, { brandId, holdId: hold.id, amountMinor: 5_500n, ...testActor(t, 'staff:2') });
  assert.equal(captured.hold.status, 'captured');
  assert.equal(captured.hold.capturedMinor, 5_500n);
  assert.equal(captured.transfer.transfer.code, 'withdrawal');
  assert.equal(captured.transfer.transfer.holdId, hold.id);
  const after = await getAccount(t.db, brandId, wallet.id);
  assert.deepEqual([after.balanceMinor, after.heldMinor, after.availableMinor], [4_500n, 0n, 4_500n]);
  const replay = await captureHold(t.db, { brandId, holdId: hold.id, amountMinor: 5_500n, ...testActor(t) });
  assert.equal(replay.replayed, true);
  assert.equal(replay.transfer.transfer.id, captured.transfer.transfer.id);
  await refusedWith(captureHold(t.db, { brandId, holdId: hold.id, amountMinor: 5_000n, ...testActor(t) }), 'hold_not_pending');
  await refusedWith(releaseHold(t.db, { brandId, holdId: hold.id, ...testActor(t) }), 'hold_not_pending');
  await assert.rejects(t.db.query(`update ledger_holds set status = 'released' where id = $1`, [hold.id]), /append-only/);
});

test('a release gives the money back once; a released hold cannot be captured', async () => {
  const placed = await placeHold(t.db, withdrawal('wd-8', 4_500n));
  assert.equal(placed.account.availableMinor, 0n);
  const released = await releaseHold(t.db, { brandId, holdId: placed.hold.id, ...testActor(t, 'staff:3') });
  assert.equal(released.hold.status, 'released');
  assert.equal(released.account.availableMinor, 4_500n);
  const again = await releaseHold(t.db, { brandId, holdId: placed.hold.id, ...testActor(t) });
  assert.equal(again.replayed, true);
  await refusedWith(captureHold(t.db, { brandId, holdId: placed.hold.id, ...testActor(t) }), 'hold_not_pending');
  const audit = await t.db.query<{ action: string }>(`select action from ledger_audit where hold_id = $1 order by id`, [placed.hold.id]);
  assert.deepEqual(
    audit.map((row) => row.action),
    ['hold_placed', 'hold_released'],
  );
  assert.ok((await checkInvariants(t.db, brandId)).ok);
});
