// Proves on a real PostgreSQL server, with many connections at once: 200 concurrent withdrawals
// and transfers on one wallet never overdraw it and leave exactly the right balance; one key sent
// 10 times at once moves money once; one key with different bodies at once is accepted once;
// stakes racing their own rollbacks never take money the vendor considers refunded; and
// transfers in opposite directions over the same wallets never deadlock. PGlite has a single
// connection, so there these tests are skipped.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { AppError } from '../http/errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createBrand, createPlayers, testActor } from '../../test/ledger-helpers.ts';
import { getAccount, openClearingAccount, openPlayerWallet } from './accounts.ts';
import { placeBet } from './bets.ts';
import { captureHold, placeHold } from './holds.ts';
import { checkInvariants } from './invariants.ts';
import type { LedgerAccount } from './ledger.types.ts';
import { rollbackBet } from './rollback.ts';
import { transfer } from './transfer.ts';

const skip = process.env.DATABASE_URL
  ? false
  : 'PGlite is single-connection: run with DATABASE_URL=postgres://... to race real connections';

let t: TestApp;
let brandId: string;
let bank: LedgerAccount;
before(async () => {
  if (skip) return;
  t = await createTestApp();
  brandId = await createBrand(t.db);
  bank = await openClearingAccount(t.db, brandId, 'PHP', 'bank', t.clock.now());
});
after(() => t?.close());

async function wallets(count: number): Promise<LedgerAccount[]> {
  const owners = await createPlayers(t.db, brandId, count);
  return Promise.all(owners.map((owner) => openPlayerWallet(t.db, brandId, 'PHP', owner, t.clock.now())));
}

const deposit = (to: string, amountMinor: bigint, idempotencyKey: string) =>
  transfer(t.db, {
    brandId,
    currency: 'PHP',
    code: 'deposit',
    idempotencyKey,
    fromAccountId: bank.id,
    toAccountId: to,
    amountMinor,
    ...testActor(t),
  });

async function settle<T>(calls: Array<() => Promise<T>>): Promise<Array<{ ok: true; value: T } | { ok: false; code: string }>> {
  return Promise.all(
    calls.map(async (call) => {
      try {
        return { ok: true as const, value: await call() };
      } catch (error) {
        if (error instanceof AppError) return { ok: false as const, code: error.code };
        throw error;
      }
    }),
  );
}

test('200 concurrent withdrawals and transfers on one wallet never overdraw and end at the exact balance', { skip }, async () => {
  const [payer, ...payees] = await wallets(5);
  await deposit((payer as LedgerAccount).id, 15_000n, 'race-fund');
  // 150 of 200 calls of 100 fit; half are transfers, half withdrawal holds captured at once.
  const calls = Array.from({ length: 200 }, (_unused, index) => async () => {
    if (index % 2 === 0) {
      const to = (payees[index % payees.length] as LedgerAccount).id;
      const base = { brandId, currency: 'PHP', code: 'transfer_upline', fromAccountId: (payer as LedgerAccount).id, ...testActor(t) };
      return transfer(t.db, { ...base, idempotencyKey: `race-${index}`, toAccountId: to, amountMinor: 100n });
    }
    const hold = await placeHold(t.db, {
      brandId,
      currency: 'PHP',
      code: 'withdrawal',
      idempotencyKey: `race-${index}`,
      accountId: (payer as LedgerAccount).id,
      counterAccountId: bank.id,
      amountMinor: 100n,
      ...testActor(t),
    });
    return captureHold(t.db, { brandId, holdId: hold.hold.id, ...testActor(t) });
  });
  const results = await settle(calls);
  assert.equal(results.filter((result) => result.ok).length, 150);
  assert.deepEqual([...new Set(results.flatMap((result) => (result.ok ? [] : [result.code])))], ['insufficient_funds']);
  const after = await getAccount(t.db, brandId, (payer as LedgerAccount).id);
  assert.deepEqual([after.balanceMinor, after.heldMinor], [0n, 0n]);
  assert.ok((await checkInvariants(t.db, brandId)).ok);
});

test('the same key sent 10 times at once moves money once and answers all 10 with the same transfer', { skip }, async () => {
  const [wallet] = await wallets(1);
  const results = await Promise.all(Array.from({ length: 10 }, () => deposit((wallet as LedgerAccount).id, 777n, 'ten-at-once')));
  assert.equal(new Set(results.map((result) => result.transfer.id)).size, 1);
  assert.equal(results.filter((result) => !result.replayed).length, 1);
  assert.equal((await getAccount(t.db, brandId, (wallet as LedgerAccount).id)).balanceMinor, 777n);
});

test('one key with different bodies at once is accepted once and refused for the rest', { skip }, async () => {
  const targets = await wallets(10);
  const results = await settle(targets.map((wallet, index) => () => deposit(wallet.id, BigInt(100 + index), 'one-key-many-bodies')));
  assert.equal(results.filter((result) => result.ok).length, 1);
  assert.equal(results.filter((result) => !result.ok && result.code === 'idempotency_key_reused').length, 9);
  const balances = await Promise.all(targets.map((wallet) => getAccount(t.db, brandId, wallet.id)));
  assert.equal(balances.filter((wallet) => wallet.balanceMinor > 0n).length, 1);
});

test('stakes racing their own rollbacks never keep money the vendor considers refunded', { skip }, async () => {
  const players = await wallets(20);
  for (const [index, player] of players.entries()) await deposit(player.id, 1_000n, `stake-fund-${index}`);
  const bet = (player: LedgerAccount, txn: string) => ({
    brandId,
    currency: 'PHP',
    walletId: player.id,
    vendor: 'RACE',
    transactionId: txn,
    amountMinor: 250n,
    ...testActor(t),
  });
  const calls = players.flatMap((player, index): Array<() => Promise<unknown>> => [
    () => placeBet(t.db, bet(player, `tx-${index}`)),
    () => rollbackBet(t.db, bet(player, `tx-${index}`)),
  ]);
  const results = await settle(calls);
  for (const [index, player] of players.entries()) {
    const stake = results[index * 2];
    const rollback = results[index * 2 + 1];
    assert.ok(rollback?.ok, `rollback ${index} answered`);
    // Either the stake came first and was reversed, or the rollback came first and the stake was refused.
    if (stake?.ok) assert.equal((rollback.value as { voided: boolean }).voided, false);
    else assert.deepEqual([stake?.code, (rollback.value as { voided: boolean }).voided], ['bet_rolled_back', true]);
    assert.equal((await getAccount(t.db, brandId, player.id)).balanceMinor, 1_000n);
  }
  assert.ok((await checkInvariants(t.db, brandId)).ok);
});

test('transfers in opposite directions over the same wallets do not deadlock', { skip }, async () => {
  const [left, right] = (await wallets(2)) as [LedgerAccount, LedgerAccount];
  await deposit(left.id, 10_000n, 'cross-left');
  await deposit(right.id, 10_000n, 'cross-right');
  const deadlocks = async () =>
    Number((await t.db.query<{ n: string }>(`select deadlocks::text as n from pg_stat_database where datname = current_database()`))[0]?.n);
  const before = await deadlocks();
  const base = { brandId, currency: 'PHP', code: 'transfer_upline', amountMinor: 10n, ...testActor(t) };
  await Promise.all(
    Array.from({ length: 100 }, (_unused, index) =>
      index % 2 === 0
        ? transfer(t.db, { ...base, idempotencyKey: `cross-${index}`, fromAccountId: left.id, toAccountId: right.id })
        : transfer(t.db, { ...base, idempotencyKey: `cross-${index}`, fromAccountId: right.id, toAccountId: left.id }),
    ),
  );
  // The server's statistics reach pg_stat_database within about a second.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  assert.equal(await deadlocks(), before);
  assert.equal((await getAccount(t.db, brandId, left.id)).balanceMinor, 10_000n);
});
