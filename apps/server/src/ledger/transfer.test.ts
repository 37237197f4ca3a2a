// Proves transfers move exact integer amounts with balances, postings and audit kept together,
// answer a replayed key with the first result, refuse reuse and every kind of bad input with a
// closed code and nothing written, and that reversals are new transfers, never edits.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ErrorCode } from '@pkg/contracts/error-codes';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createBrand, createPlayers, demoBrandId, ledgerSnapshot, refusedWith, testActor } from '../../test/ledger-helpers.ts';
import { getAccount, openClearingAccount, openPlayerWallet, openVendorWallet } from './accounts.ts';
import { checkInvariants } from './invariants.ts';
import type { LedgerAccount } from './ledger.types.ts';
import { runLedger } from './run.ts';
import { reverse, transfer, type TransferRequest } from './transfer.ts';

let t: TestApp;
let brandId: string;
let clearing: LedgerAccount;
let ana: LedgerAccount;
let ben: LedgerAccount;
let anaSlots: LedgerAccount;
let foreign: LedgerAccount;

before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
  const [anaId, benId] = await createPlayers(t.db, brandId, 2);
  const at = t.clock.now();
  clearing = await openClearingAccount(t.db, brandId, 'PHP', 'gcash', at);
  ana = await openPlayerWallet(t.db, brandId, 'PHP', anaId as string, at);
  ben = await openPlayerWallet(t.db, brandId, 'PHP', benId as string, at);
  anaSlots = await openVendorWallet(t.db, brandId, 'PHP', anaId as string, 'BTSLOT', at);
  foreign = await openClearingAccount(t.db, await createBrand(t.db), 'PHP', 'gcash', at);
});
after(() => t.close());

const deposit = (key: string, to: string, amountMinor: bigint | string): TransferRequest => ({
  brandId,
  currency: 'PHP',
  code: 'deposit',
  idempotencyKey: key,
  fromAccountId: clearing.id,
  toAccountId: to,
  amountMinor,
  ...testActor(t, 'staff:7'),
});

test('a deposit moves the exact amount, keeps both postings and an audit row, and the books balance', async () => {
  const result = await transfer(t.db, { ...deposit('dep-1', ana.id, 150_075n), memo: 'GCash ref 88812', metadata: { orderNo: 'D1' } });
  assert.equal(result.replayed, false);
  assert.equal(result.transfer.amountMinor, 150_075n);
  assert.deepEqual(result.balances, [
    { accountId: clearing.id, balanceMinor: -150_075n },
    { accountId: ana.id, balanceMinor: 150_075n },
  ]);
  assert.equal((await getAccount(t.db, brandId, ana.id)).availableMinor, 150_075n);
  const postings = await t.db.query<{ amount: string }>(
    `select amount::text as amount from ledger_postings where transfer_id = $1 order by amount`,
    [result.transfer.id],
  );
  assert.deepEqual(
    postings.map((row) => row.amount),
    ['-150075', '150075'],
  );
  const [audit] = await t.db.query<{ actor: string; ip: string; balances: Record<string, { balance: string[] }> }>(
    `select actor, ip, balances from ledger_audit where transfer_id = $1`,
    [result.transfer.id],
  );
  assert.equal(audit?.actor, 'staff:7');
  assert.equal(audit?.ip, '49.144.0.1');
  assert.deepEqual(audit?.balances[ana.id]?.balance, ['0', '150075']);
  const report = await checkInvariants(t.db, brandId);
  assert.ok(
    report.ok,
    JSON.stringify(report, (_key, value) => (typeof value === 'bigint' ? String(value) : value)),
  );
});

test('a replayed key answers the first result and moves nothing; the same key with another body is refused', async () => {
  const first = await transfer(t.db, deposit('dep-2', ana.id, '5000'));
  const snapshot = await ledgerSnapshot(t.db);
  const again = await transfer(t.db, { ...deposit('dep-2', ana.id, 5000n), at: new Date(t.clock.now().getTime() + 60_000) });
  assert.equal(again.replayed, true);
  assert.equal(again.transfer.id, first.transfer.id);
  assert.deepEqual(again.balances, first.balances);
  assert.equal(await ledgerSnapshot(t.db), snapshot);
  await refusedWith(transfer(t.db, deposit('dep-2', ana.id, 5001n)), 'idempotency_key_reused');
  await refusedWith(transfer(t.db, deposit('dep-2', ben.id, 5000n)), 'idempotency_key_reused');
  await refusedWith(transfer(t.db, { ...deposit('dep-2', ana.id, 5000n), requestHash: 'other-body' }), 'idempotency_key_reused');
  assert.equal(await ledgerSnapshot(t.db), snapshot);
});

test('bad input is refused with a clear code and nothing changes', async () => {
  const snapshot = await ledgerSnapshot(t.db);
  const bad: Array<[Partial<TransferRequest>, ErrorCode]> = [
    [{ amountMinor: -100n }, 'amount_invalid'],
    [{ amountMinor: '-100' }, 'amount_invalid'],
    [{ amountMinor: 0n }, 'amount_invalid'],
    [{ amountMinor: '0' }, 'amount_invalid'],
    [{ amountMinor: '1.5' }, 'amount_invalid'],
    [{ amountMinor: 1.5 as unknown as bigint }, 'amount_invalid'],
    [{ amountMinor: 100 as unknown as bigint }, 'amount_invalid'],
    [{ amountMinor: '1e3' }, 'amount_invalid'],
    [{ amountMinor: '0100' }, 'amount_invalid'],
    [{ amountMinor: 10n ** 15n + 1n }, 'amount_invalid'],
    [{ currency: 'USD' }, 'currency_mismatch'],
    [{ currency: 'php' }, 'currency_mismatch'],
    [{ toAccountId: '999999999' }, 'wallet_not_found'],
    [{ toAccountId: 'abc' }, 'wallet_not_found'],
    [{ brandId: '999999' }, 'wallet_not_found'],
    [{ fromAccountId: foreign.id }, 'wallet_not_found'],
    [{ toAccountId: clearing.id }, 'bad_request'],
    [{ code: 'gift' }, 'bad_request'],
    [{ code: 'reversal' }, 'bad_request'],
    [{ code: 'withdrawal' }, 'bad_request'],
    [{ code: 'bet_stake' }, 'bad_request'],
    [{ idempotencyKey: '' }, 'bad_request'],
    [{ idempotencyKey: 'has space' }, 'bad_request'],
    [{ idempotencyKey: 'k'.repeat(201) }, 'bad_request'],
    [{ actor: '' }, 'bad_request'],
    [{ at: new Date(Number.NaN) }, 'bad_request'],
    [{ memo: 'm'.repeat(201) }, 'bad_request'],
  ];
  for (const [index, [change, code]] of bad.entries()) {
    await refusedWith(transfer(t.db, { ...deposit(`bad-${index}`, ana.id, 100n), ...change }), code);
  }
  assert.equal(await ledgerSnapshot(t.db), snapshot);
});

test('a wallet cannot pay more than it has: insufficient_funds, nothing changes', async () => {
  await transfer(t.db, deposit('dep-3', ben.id, 1_000n));
  const snapshot = await ledgerSnapshot(t.db);
  const toAna = { ...deposit('ben-ana-1', ana.id, 1_001n), code: 'transfer_upline', fromAccountId: ben.id };
  await refusedWith(transfer(t.db, toAna), 'insufficient_funds');
  assert.equal(await ledgerSnapshot(t.db), snapshot);
  const exact = await transfer(t.db, { ...toAna, idempotencyKey: 'ben-ana-2', amountMinor: 1_000n });
  assert.equal(exact.balances[0]?.balanceMinor, 0n);
  const toSlots = await transfer(t.db, { ...deposit('ana-slots', anaSlots.id, 700n), code: 'wallet_transfer', fromAccountId: ana.id });
  assert.deepEqual(
    toSlots.balances.map((balance) => balance.accountId),
    [ana.id, anaSlots.id],
  );
});

test('a reversal is a new transfer back, made once; reversals cannot be reversed; a spent deposit cannot be', async () => {
  const original = await transfer(t.db, deposit('dep-4', ben.id, 2_500n));
  const undo = await reverse(t.db, { brandId, transferId: original.transfer.id, ...testActor(t, 'staff:9'), memo: 'bank bounced' });
  assert.equal(undo.transfer.code, 'reversal');
  assert.equal(undo.transfer.reversesTransferId, original.transfer.id);
  assert.equal(undo.transfer.fromAccountId, ben.id);
  assert.equal((await getAccount(t.db, brandId, ben.id)).balanceMinor, 0n);
  const twice = await reverse(t.db, { brandId, transferId: original.transfer.id, ...testActor(t) });
  assert.equal(twice.replayed, true);
  assert.equal(twice.transfer.id, undo.transfer.id);
  const snapshot = await ledgerSnapshot(t.db);
  await refusedWith(reverse(t.db, { brandId, transferId: undo.transfer.id, ...testActor(t) }), 'transfer_not_reversible');
  await refusedWith(reverse(t.db, { brandId, transferId: '987654321', ...testActor(t) }), 'transfer_not_found');
  const spent = await transfer(t.db, deposit('dep-5', ben.id, 300n));
  await transfer(t.db, { ...deposit('ben-ana-3', ana.id, 200n), code: 'transfer_upline', fromAccountId: ben.id });
  const beforeSpent = await ledgerSnapshot(t.db);
  await refusedWith(reverse(t.db, { brandId, transferId: spent.transfer.id, ...testActor(t) }), 'insufficient_funds');
  assert.equal(await ledgerSnapshot(t.db), beforeSpent);
  assert.notEqual(snapshot, beforeSpent);
  assert.ok((await checkInvariants(t.db, brandId)).ok);
});

test('the database itself refuses edits of entries and audit, and an overdrawn player wallet', async () => {
  for (const sql of [
    'update ledger_postings set amount = amount + 1',
    'delete from ledger_postings',
    'update ledger_transfers set amount = amount + 1',
    'delete from ledger_transfers',
    'update ledger_audit set actor = $$someone$$',
    'delete from ledger_audit',
    'truncate ledger_postings',
    'delete from ledger_accounts',
  ]) {
    await assert.rejects(t.db.query(sql), /append-only/, sql);
  }
  await assert.rejects(t.db.query(`update ledger_accounts set balance = -1 where id = $1`, [ben.id]), /ledger_accounts_no_overdraft/);
  // Should code ever miss an overdraft, the database's refusal still reaches the caller as insufficient_funds.
  await refusedWith(
    runLedger(t.db, (tx) => tx.query(`update ledger_accounts set balance = -1 where id = $1`, [ben.id])),
    'insufficient_funds',
  );
  await assert.rejects(t.db.query(`update ledger_accounts set currency = 'USD' where id = $1`, [ben.id]), /append-only/);
  await assert.rejects(
    t.db.query(
      `insert into ledger_postings (transfer_id, account_id, merchant_id, currency, code, amount, balance_after, created_at)
       select id, $1, merchant_id, currency, code, 1, 0, created_at from ledger_transfers where amount > 0 and credit_account_id <> $1 limit 1`,
      [anaSlots.id],
    ),
    /both legs/,
  );
});

test('the balance check finds a balance that no longer matches its postings', async () => {
  const local = await createTestApp();
  try {
    const brand = await demoBrandId(local.db);
    const [owner] = await createPlayers(local.db, brand, 1);
    const wallet = await openPlayerWallet(local.db, brand, 'PHP', owner as string, local.clock.now());
    assert.ok((await checkInvariants(local.db, brand)).ok);
    await local.db.query(`update ledger_accounts set balance = balance + 5 where id = $1`, [wallet.id]);
    const report = await checkInvariants(local.db, brand);
    assert.equal(report.ok, false);
    assert.deepEqual(
      report.mismatched.map((problem) => [problem.accountId, problem.balanceMinor, problem.postedMinor]),
      [[wallet.id, 5n, 0n]],
    );
    assert.deepEqual(
      report.sums.map((sum) => sum.sumMinor),
      [5n],
    );
  } finally {
    await local.close();
  }
});
