// Proves the game money calls: a stake debits the main wallet to a house shard under the vendor's
// transaction id, a payout credits it, a duplicate answers the first result with the balance now,
// a rollback reverses the stake once, a rollback of an unseen stake refuses that stake later, and
// a batch settles each bet on its own.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { AppError } from '../http/errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPlayers, demoBrandId, ledgerSnapshot, refusedWith, testActor } from '../../test/ledger-helpers.ts';
import { getAccount, houseBalance, openClearingAccount, openPlayerWallet, openVendorWallet } from './accounts.ts';
import { payBet, placeBet, settleBets, type SingleBet } from './bets.ts';
import { HOUSE_SHARDS } from './codes.ts';
import { checkInvariants } from './invariants.ts';
import type { LedgerAccount } from './ledger.types.ts';
import { rollbackBet } from './rollback.ts';
import { transfer } from './transfer.ts';

let t: TestApp;
let brandId: string;
let wallet: LedgerAccount;
let poor: LedgerAccount;

before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
  const [ownerId, poorId] = await createPlayers(t.db, brandId, 2);
  const at = t.clock.now();
  const cash = await openClearingAccount(t.db, brandId, 'PHP', 'cash', at);
  wallet = await openPlayerWallet(t.db, brandId, 'PHP', ownerId as string, at);
  poor = await openPlayerWallet(t.db, brandId, 'PHP', poorId as string, at);
  const fund = { brandId, currency: 'PHP', code: 'deposit', fromAccountId: cash.id, ...testActor(t) };
  await transfer(t.db, { ...fund, idempotencyKey: 'fund-1', toAccountId: wallet.id, amountMinor: 100_000n });
  await transfer(t.db, { ...fund, idempotencyKey: 'fund-2', toAccountId: poor.id, amountMinor: 50n });
});
after(() => t.close());

const bet = (transactionId: string, amountMinor: bigint, on = wallet): SingleBet => ({
  brandId,
  currency: 'PHP',
  walletId: on.id,
  vendor: 'JILI',
  transactionId,
  amountMinor,
  metadata: { round: `r-${transactionId}` },
  ...testActor(t, 'vendor:JILI'),
});

test('a stake goes to a house shard and a payout comes back; duplicates answer the first result with the balance now', async () => {
  const stake = await placeBet(t.db, bet('tx-1', 2_000n));
  assert.equal(stake.balanceMinor, 98_000n);
  assert.equal(stake.transfer.code, 'bet_stake');
  assert.equal(stake.transfer.idempotencyKey, 'stake:JILI:tx-1');
  const shard = await getAccount(t.db, brandId, stake.transfer.toAccountId);
  assert.equal(shard.kind, 'house');
  const win = await payBet(t.db, bet('tx-1', 5_000n));
  assert.equal(win.balanceMinor, 103_000n);
  const duplicate = await placeBet(t.db, bet('tx-1', 2_000n));
  assert.deepEqual([duplicate.replayed, duplicate.transfer.id, duplicate.balanceMinor], [true, stake.transfer.id, 103_000n]);
  await refusedWith(placeBet(t.db, bet('tx-1', 2_001n)), 'idempotency_key_reused');
  assert.equal(await houseBalance(t.db, brandId, 'PHP'), -3_000n);
});

test('a stake larger than the wallet is refused with the balance, and nothing moves', async () => {
  const snapshot = await ledgerSnapshot(t.db);
  const refused = await refusedWith(placeBet(t.db, bet('tx-2', 51n, poor)), 'insufficient_funds');
  assert.deepEqual(refused.extra, { balance: '50' });
  await refusedWith(placeBet(t.db, bet('tx-3', 0n)), 'amount_invalid');
  await refusedWith(placeBet(t.db, { ...bet('tx-4', 10n), vendor: 'bad vendor' }), 'bad_request');
  await refusedWith(placeBet(t.db, { ...bet('tx-5', 10n), currency: 'VND' }), 'currency_mismatch');
  await refusedWith(placeBet(t.db, { ...bet('tx-6', 10n), walletId: '55555555' }), 'wallet_not_found');
  const slots = await openVendorWallet(t.db, brandId, 'PHP', wallet.ownerAccountId as string, 'BTSLOT', t.clock.now());
  const afterOpen = await ledgerSnapshot(t.db);
  await refusedWith(placeBet(t.db, bet('tx-7', 10n, slots)), 'bad_request');
  assert.equal(await ledgerSnapshot(t.db), afterOpen);
  assert.notEqual(afterOpen, snapshot);
});

test('a rollback reverses the stake once and gives the money back', async () => {
  const stake = await placeBet(t.db, bet('tx-8', 1_000n));
  const rollback = await rollbackBet(t.db, { ...bet('tx-8', 1_000n) });
  assert.equal(rollback.voided, false);
  assert.equal(rollback.reversal?.transfer.reversesTransferId, stake.transfer.id);
  assert.equal(rollback.balanceMinor, stake.balanceMinor + 1_000n);
  const again = await rollbackBet(t.db, { ...bet('tx-8', 1_000n) });
  assert.deepEqual([again.replayed, again.reversal?.transfer.id], [true, rollback.reversal?.transfer.id]);
  await refusedWith(rollbackBet(t.db, { ...bet('tx-8', 1_000n), walletId: poor.id }), 'transfer_not_found');
});

test('a rollback that arrives before its stake leaves a tombstone: the late stake is refused, nothing moves', async () => {
  const before = (await getAccount(t.db, brandId, wallet.id)).availableMinor;
  const voided = await rollbackBet(t.db, { ...bet('tx-9', 700n) });
  assert.deepEqual([voided.voided, voided.replayed, voided.balanceMinor], [true, false, before]);
  assert.equal((await rollbackBet(t.db, { ...bet('tx-9', 700n) })).replayed, true);
  await refusedWith(placeBet(t.db, bet('tx-9', 700n)), 'bet_rolled_back');
  assert.equal((await getAccount(t.db, brandId, wallet.id)).availableMinor, before);
  const [marker] = await t.db.query<{ postings: string }>(
    `select (select count(*) from ledger_postings p where p.transfer_id = t.id)::text as postings from ledger_transfers t where idempotency_key = 'stake:JILI:tx-9'`,
  );
  assert.equal(marker?.postings, '0');
});

test('a batch settles each bet on its own, in order, and spreads batches over the house shards', async () => {
  const at = testActor(t, 'system');
  const outcomes = await settleBets(t.db, {
    brandId,
    currency: 'PHP',
    ...at,
    bets: [
      { type: 'stake', walletId: poor.id, vendor: 'HOUSE', transactionId: 'b-1', amountMinor: 30n },
      { type: 'stake', walletId: poor.id, vendor: 'HOUSE', transactionId: 'b-2', amountMinor: 30n },
      { type: 'payout', walletId: poor.id, vendor: 'HOUSE', transactionId: 'b-1', amountMinor: 90n },
      { type: 'stake', walletId: poor.id, vendor: 'HOUSE', transactionId: 'b-1', amountMinor: 30n },
      { type: 'stake', walletId: poor.id, vendor: 'HOUSE', transactionId: 'b-1', amountMinor: 31n },
      { type: 'stake', walletId: poor.id, vendor: 'HOUSE', transactionId: 'b-3', amountMinor: -1n },
      // A refused key was never recorded, so it may be tried again.
      { type: 'stake', walletId: poor.id, vendor: 'HOUSE', transactionId: 'b-2', amountMinor: 30n },
      { type: 'stake', walletId: poor.id, vendor: 'HOUSE', transactionId: 'b-4', amountMinor: 81n },
    ],
  });
  // A replay inside the batch reports the wallet's balance after the whole batch.
  assert.deepEqual(
    outcomes.map((outcome) =>
      outcome.ok ? `ok ${outcome.balanceMinor}${outcome.replayed ? ' replayed' : ''}` : `${outcome.code} ${outcome.balanceMinor}`,
    ),
    [
      'ok 20',
      'insufficient_funds 20',
      'ok 110',
      'ok 80 replayed',
      'idempotency_key_reused 110',
      'amount_invalid null',
      'ok 80',
      'insufficient_funds 80',
    ],
  );
  const replay = await settleBets(t.db, {
    brandId,
    currency: 'PHP',
    ...at,
    bets: [{ type: 'payout', walletId: poor.id, vendor: 'HOUSE', transactionId: 'b-1', amountMinor: 90n }],
  });
  assert.deepEqual(
    replay.map((outcome) => outcome.ok && outcome.replayed),
    [true],
  );
  const shards = new Set<string>();
  for (let index = 0; index < 40; index += 1) {
    shards.add((await placeBet(t.db, bet(`spread-${index}`, 1n))).transfer.toAccountId);
  }
  assert.ok(shards.size > HOUSE_SHARDS / 2, `40 bets used ${shards.size} shards`);
  assert.ok((await checkInvariants(t.db, brandId)).ok);
});

test('a payout that goes with a stake of the batch is posted only when that stake is posted now', async () => {
  const [richId, brokeId] = await createPlayers(t.db, brandId, 2);
  const at = testActor(t, 'system');
  const cash = await openClearingAccount(t.db, brandId, 'PHP', 'cash', at.at);
  const rich = await openPlayerWallet(t.db, brandId, 'PHP', richId as string, at.at);
  const broke = await openPlayerWallet(t.db, brandId, 'PHP', brokeId as string, at.at);
  await transfer(t.db, {
    brandId,
    currency: 'PHP',
    code: 'deposit',
    fromAccountId: cash.id,
    toAccountId: rich.id,
    amountMinor: 100n,
    idempotencyKey: 'fund-after',
    ...at,
  });
  await placeBet(t.db, { ...bet('a-old', 10n, rich) });
  const snapshot = await ledgerSnapshot(t.db);
  const item = (type: 'stake' | 'payout', on: LedgerAccount, transactionId: string, amountMinor: bigint, after?: number) => ({
    type,
    walletId: on.id,
    vendor: 'JILI',
    transactionId,
    amountMinor,
    ...(after === undefined ? {} : { after }),
  });
  const outcomes = await settleBets(t.db, {
    brandId,
    currency: 'PHP',
    ...at,
    bets: [
      item('stake', rich, 'a-1', 40n),
      item('payout', rich, 'a-1', 100n, 0),
      item('stake', broke, 'a-2', 40n),
      item('payout', broke, 'a-2', 100n, 2),
      // A replayed stake does not pay its payout again.
      item('stake', rich, 'a-old', 10n),
      item('payout', rich, 'a-old', 5n, 4),
      // `after` must name an earlier bet.
      item('payout', rich, 'a-3', 5n, 7),
    ],
  });
  assert.deepEqual(
    outcomes.map((outcome) =>
      outcome.ok ? `ok ${outcome.balanceMinor}${outcome.replayed ? ' replayed' : ''}` : `${outcome.code} ${outcome.balanceMinor}`,
    ),
    ['ok 50', 'ok 150', 'insufficient_funds 0', 'insufficient_funds 0', 'ok 150 replayed', 'bad_request 150', 'bad_request null'],
  );
  assert.notEqual(await ledgerSnapshot(t.db), snapshot);
  const [payouts] = await t.db.query<{ n: string }>(
    `select count(*)::text as n from ledger_transfers where idempotency_key in ('payout:JILI:a-1', 'payout:JILI:a-2', 'payout:JILI:a-old', 'payout:JILI:a-3')`,
  );
  assert.equal(payouts?.n, '1');
  assert.ok((await checkInvariants(t.db, brandId)).ok);
});

test('a refusal carries its code as an AppError, so the games work can answer the vendor', async () => {
  const error = await placeBet(t.db, bet('tx-10', 10n ** 12n)).catch((caught: unknown) => caught);
  assert.ok(error instanceof AppError);
  assert.equal(error.code, 'insufficient_funds');
});

test('a batch whose keys the caller claimed new skips the look-up, and a key posted before after all fails the batch whole', async () => {
  const at = testActor(t, 'vendor:HOUSE');
  const fresh = await settleBets(t.db, {
    brandId,
    currency: 'PHP',
    ...at,
    keysNew: true,
    bets: [{ type: 'stake', walletId: wallet.id, vendor: 'HOUSE', transactionId: 'k-1', amountMinor: 10n }],
  });
  assert.deepEqual(
    fresh.map((outcome) => outcome.ok && !outcome.replayed),
    [true],
  );
  const before = await ledgerSnapshot(t.db);
  const balance = (await getAccount(t.db, brandId, wallet.id)).balanceMinor;
  // A caller wrong about its keys: the first bet is new, the second was posted above. The ledger's
  // unique key refuses the write, so neither is posted and the stake is not taken twice.
  await assert.rejects(
    settleBets(t.db, {
      brandId,
      currency: 'PHP',
      ...at,
      keysNew: true,
      bets: [
        { type: 'stake', walletId: wallet.id, vendor: 'HOUSE', transactionId: 'k-2', amountMinor: 10n },
        { type: 'stake', walletId: wallet.id, vendor: 'HOUSE', transactionId: 'k-1', amountMinor: 10n },
      ],
    }),
  );
  assert.equal(await ledgerSnapshot(t.db), before);
  assert.equal((await getAccount(t.db, brandId, wallet.id)).balanceMinor, balance);
  // Without the claim the same batch answers the posted key as a replay and posts only the new one.
  const looked = await settleBets(t.db, {
    brandId,
    currency: 'PHP',
    ...at,
    bets: [
      { type: 'stake', walletId: wallet.id, vendor: 'HOUSE', transactionId: 'k-2', amountMinor: 10n },
      { type: 'stake', walletId: wallet.id, vendor: 'HOUSE', transactionId: 'k-1', amountMinor: 10n },
    ],
  });
  assert.deepEqual(
    looked.map((outcome) => outcome.ok && outcome.replayed),
    [false, true],
  );
  assert.equal((await getAccount(t.db, brandId, wallet.id)).balanceMinor, balance - 10n);
  assert.ok((await checkInvariants(t.db, brandId)).ok);
});
