// Proves the account record pages a player's postings newest first, filtered by code and time
// range across the main and vendor wallets, and that per-wallet balances add up to the total.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, TEST_START, type TestApp } from '../../test/test-app.ts';
import { createPlayers, demoBrandId, refusedWith, testActor } from '../../test/ledger-helpers.ts';
import { openBonusAccount, openClearingAccount, openPlayerWallet, openVendorWallet, playerBalances } from './accounts.ts';
import { history } from './history.ts';
import type { LedgerAccount } from './ledger.types.ts';
import { transfer } from './transfer.ts';

let t: TestApp;
let brandId: string;
let ownerId: string;
let main: LedgerAccount;
let slots: LedgerAccount;
const HOUR = 3_600_000;

before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
  [ownerId] = (await createPlayers(t.db, brandId, 1)) as [string];
  const at = t.clock.now();
  const bank = await openClearingAccount(t.db, brandId, 'PHP', 'bank', at);
  const bonus = await openBonusAccount(t.db, brandId, 'PHP', at);
  main = await openPlayerWallet(t.db, brandId, 'PHP', ownerId, at);
  slots = await openVendorWallet(t.db, brandId, 'PHP', ownerId, 'BTSLOT', at);
  const move = (key: string, code: string, from: string, to: string, amountMinor: bigint) =>
    transfer(t.db, {
      brandId,
      currency: 'PHP',
      code,
      idempotencyKey: key,
      fromAccountId: from,
      toAccountId: to,
      amountMinor,
      ...testActor(t),
    });
  // One movement an hour: deposits, a bonus, moves to and from the slots wallet.
  await move('h1', 'deposit', bank.id, main.id, 10_000n);
  t.clock.advanceMs(HOUR);
  await move('h2', 'bonus', bonus.id, main.id, 500n);
  t.clock.advanceMs(HOUR);
  await move('h3', 'wallet_transfer', main.id, slots.id, 3_000n);
  t.clock.advanceMs(HOUR);
  await move('h4', 'deposit', bank.id, main.id, 2_000n);
  t.clock.advanceMs(HOUR);
  await move('h5', 'wallet_transfer', slots.id, main.id, 1_000n);
});
after(() => t.close());

test('the record lists postings newest first with signed amounts and the balance after each', async () => {
  const page = await history(t.db, { brandId, accountIds: [main.id], pageNo: 1, pageSize: 3 });
  assert.deepEqual([page.total, page.totalPages], [5, 2]);
  assert.deepEqual(
    page.list.map((entry) => [entry.code, entry.amountMinor, entry.balanceAfterMinor]),
    [
      ['wallet_transfer', 1_000n, 10_500n],
      ['deposit', 2_000n, 9_500n],
      ['wallet_transfer', -3_000n, 7_500n],
    ],
  );
  assert.equal(page.list[0]?.counterAccountId, slots.id);
  const second = await history(t.db, { brandId, accountIds: [main.id], pageNo: 2, pageSize: 3 });
  assert.deepEqual(
    second.list.map((entry) => entry.code),
    ['bonus', 'deposit'],
  );
});

test('the record filters by code and by time range, across several wallets', async () => {
  const deposits = await history(t.db, { brandId, accountIds: [main.id, slots.id], codes: ['deposit'], pageNo: 1, pageSize: 10 });
  assert.deepEqual(
    deposits.list.map((entry) => entry.amountMinor),
    [2_000n, 10_000n],
  );
  const middle = await history(t.db, {
    brandId,
    accountIds: [main.id, slots.id],
    from: new Date(TEST_START.getTime() + 2 * HOUR),
    to: new Date(TEST_START.getTime() + 4 * HOUR),
    pageNo: 1,
    pageSize: 10,
  });
  // Hours 2 and 3: the move to slots (two postings, one per wallet) and the second deposit.
  assert.deepEqual(
    middle.list.map((entry) => [entry.accountId === slots.id ? 'slots' : 'main', entry.code, entry.amountMinor]),
    [
      ['main', 'deposit', 2_000n],
      ['slots', 'wallet_transfer', 3_000n],
      ['main', 'wallet_transfer', -3_000n],
    ],
  );
  const other = await history(t.db, { brandId: '999999', accountIds: [main.id], pageNo: 1, pageSize: 10 });
  assert.equal(other.total, 0);
  await refusedWith(history(t.db, { brandId, accountIds: [main.id], codes: ['gift'], pageNo: 1, pageSize: 10 }), 'bad_request');
  await refusedWith(history(t.db, { brandId, accountIds: [main.id], pageNo: 0, pageSize: 10 }), 'bad_request');
  await refusedWith(history(t.db, { brandId, accountIds: [main.id], pageNo: 1, pageSize: 101 }), 'bad_request');
});

test('per-wallet balances add up to the total available', async () => {
  const balances = await playerBalances(t.db, brandId, ownerId, 'PHP');
  assert.deepEqual(
    balances.wallets.map((wallet) => [wallet.kind, wallet.ref, wallet.availableMinor]),
    [
      ['player_main', '', 10_500n],
      ['player_vendor', 'BTSLOT', 2_000n],
    ],
  );
  assert.equal(balances.totalAvailableMinor, 12_500n);
});
