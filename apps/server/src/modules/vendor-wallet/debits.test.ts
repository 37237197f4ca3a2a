// Debits grouped in one transaction (group commit, decision 023) answer each call exactly as if it
// had run alone: a refused call leaves no claim and no round of its own, a duplicate answers the
// first result, the accepted stakes move exact money; and a batch that fails as a whole is not
// half-written.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { fund } from '../../../test/wallet-helpers.ts';
import { fundedMoveContext } from '../../../test/wallet-move-helpers.ts';
import { simId } from '../../../test/vendor-simulator.ts';
import { checkInvariants } from '../../ledger/invariants.ts';
import { debitMany, type DebitJob } from './debits.ts';
import { HOUSE_VENDOR_CODE } from './signature.ts';
import { mainBalance } from './wallet-moves.ts';

let t: TestApp;
let brandId: string;

before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
});
after(() => t?.close());

/** A funded player and a maker of its debit jobs. */
async function player(funds: bigint) {
  const ctx = await fundedMoveContext(t, brandId, 'vwbatch', funds, '203.0.113.7');
  const found = ctx.player;
  const job = (amount: string, ids: { roundId?: string; transactionId?: string } = {}): DebitJob => ({
    ctx,
    body: {
      requestId: simId('req'),
      token: 'unused-here',
      transactionId: ids.transactionId ?? simId('bet'),
      roundId: ids.roundId ?? simId('round'),
      gameCode: 'bituin-lines',
      amount,
      currency: found.currency,
    },
  });
  return { found, job };
}

const claimOf = async (transactionId: string) =>
  (
    await t.db.query<{ amount: string; transfer: string | null }>(
      `select amount_minor::text as amount, ledger_transfer_id::text as transfer from vendor_wallet_transactions
       where vendor_code = $1 and action = 'debit' and transaction_id = $2`,
      [HOUSE_VENDOR_CODE, transactionId],
    )
  )[0];
const roundOf = async (roundId: string) =>
  (
    await t.db.query<{ stake: string; status: string }>(
      `select stake_minor::text as stake, status from game_rounds where vendor_code = $1 and round_id = $2`,
      [HOUSE_VENDOR_CODE, roundId],
    )
  )[0];

test('a batch answers each debit as if alone: accepted, refused, duplicate, settled round, zero stake', async () => {
  const a = await player(1_000n);
  const b = await player(50n);
  const earlier = a.job('100');
  assert.equal((await debitMany(t.db, [earlier]))[0]?.status, 'OK');
  const settledRound = simId('round');
  const settled = a.job('10', { roundId: settledRound });
  await debitMany(t.db, [settled]);
  await t.db.query(`update game_rounds set status = 'settled' where round_id = $1`, [settledRound]);

  const sharedRound = simId('round');
  const jobs = [
    a.job('300', { roundId: sharedRound }), // accepted
    b.job('80'), // refused: b holds 50
    a.job('200', { roundId: sharedRound }), // accepted, same round
    { ...earlier, body: { ...earlier.body, requestId: simId('req') } }, // a repeat of a committed debit
    a.job('5', { roundId: settledRound }), // refused: the round is settled
    a.job('0'), // refused before anything is written
    b.job('50'), // accepted: exactly what b holds
    { ...settled, body: { ...settled.body, requestId: simId('req') } }, // a repeat in a round settled since: its first answer
    b.job('1', { roundId: sharedRound }), // refused: a's round
  ];
  const answers = await debitMany(t.db, jobs);
  assert.deepEqual(
    answers.map((answer) => answer.status),
    ['OK', 'INSUFFICIENT_FUNDS', 'OK', 'DUPLICATE', 'BET_ALREADY_SETTLED', 'INVALID_REQUEST', 'OK', 'DUPLICATE', 'INVALID_REQUEST'],
  );
  // a: 1000 - 100 - 10 - 300 - 200; each accepted answer carries the balance right after it.
  assert.equal(answers[0]?.balanceMinor, 590n);
  assert.equal(answers[2]?.balanceMinor, 390n);
  assert.equal(answers[6]?.balanceMinor, 0n);
  assert.equal(answers[1]?.balanceMinor, 50n, 'a refusal carries the balance the ledger saw');
  assert.equal(await mainBalance(t.db, a.found), 390n);
  assert.equal(await mainBalance(t.db, b.found), 0n);
  assert.equal((await roundOf(sharedRound))?.stake, '500');
  assert.equal(answers[3]?.transactionId, (await claimOf(earlier.body.transactionId))?.transfer);

  // Refused calls left nothing: no claim and no round of their own.
  assert.equal(answers[8]?.balanceMinor, 0n);
  for (const index of [1, 5]) {
    const job = jobs[index] as DebitJob;
    assert.equal(await claimOf(job.body.transactionId), undefined, `no claim for call ${index}`);
    assert.equal(await roundOf(job.body.roundId), undefined, `no round for call ${index}`);
  }
  assert.equal(await claimOf((jobs[8] as DebitJob).body.transactionId), undefined, 'b staked nothing in the round a opened');
  assert.equal(await claimOf((jobs[4] as DebitJob).body.transactionId), undefined);
  assert.equal((await roundOf(settledRound))?.stake, '10', 'the settled round is untouched');
  assert.equal((await claimOf((jobs[0] as DebitJob).body.transactionId))?.amount, '300');
  assert.ok((await checkInvariants(t.db, brandId)).ok);
});

test('a refused debit can be sent again and succeed once funds are there', async () => {
  const p = await player(10n);
  const job = p.job('40');
  assert.equal((await debitMany(t.db, [job, p.job('5')]))[0]?.status, 'INSUFFICIENT_FUNDS');
  await fund(t, p.found.id, 100n);
  const [again] = await debitMany(t.db, [job]);
  assert.equal(again?.status, 'OK');
  assert.equal(again?.balanceMinor, 65n);
  assert.equal((await roundOf(job.body.roundId))?.stake, '40');
});

test('a batch refuses calls of two brands or currencies, or one transaction twice, writing nothing', async () => {
  const p = await player(100n);
  const twice = p.job('1');
  await assert.rejects(debitMany(t.db, [twice, { ...twice }]), /distinct/);
  const other = p.job('1');
  await assert.rejects(debitMany(t.db, [p.job('1'), { ...other, ctx: { ...other.ctx, ip: '198.51.100.1' } }]), /share/);
  assert.equal(await claimOf(twice.body.transactionId), undefined);
  assert.equal(await mainBalance(t.db, p.found), 100n);
});

test('a batch that fails as a whole leaves nothing written', async () => {
  const p = await player(100n);
  const good = p.job('30');
  // A game code the database cannot store fails the round insert, after both calls were claimed:
  // the transaction must roll back entirely, claims included.
  const broken = p.job('10');
  broken.body = { ...broken.body, gameCode: 'bad\u0000code' };
  await assert.rejects(debitMany(t.db, [good, broken]));
  assert.equal(await claimOf(good.body.transactionId), undefined);
  assert.equal(await roundOf(good.body.roundId), undefined);
  assert.equal(await mainBalance(t.db, p.found), 100n);
});
