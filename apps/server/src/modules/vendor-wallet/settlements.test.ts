// Credits and rollbacks grouped in one transaction (group commit, decision 047) answer each call
// exactly as if it had come alone, in arrival order: the same transaction twice in one batch pays
// once and the repeat answers the first result; a credit and a rollback of one round in one batch
// see each other; a refused call writes nothing; a call that breaks its batch fails alone when the
// group runs again; and on PostgreSQL the same credit and rollback sent many times at once move
// money once.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPlayers, demoBrandId } from '../../../test/ledger-helpers.ts';
import { fund } from '../../../test/wallet-helpers.ts';
import { fundedMoveContext } from '../../../test/wallet-move-helpers.ts';
import { createVendorSimulator, simId } from '../../../test/vendor-simulator.ts';
import { checkInvariants } from '../../ledger/invariants.ts';
import { createGroupCommit } from '../../lib/group-commit.ts';
import { debitMany } from './debits.ts';
import { settleMany, type SettleJob } from './settlements.ts';
import { HOUSE_VENDOR_CODE } from './signature.ts';
import { mainBalance, type MoveAnswer } from './wallet-moves.ts';

let t: TestApp;
let brandId: string;

before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
});
after(() => t?.close());

/** A funded player with makers of its debit, credit and rollback jobs. */
async function player(funds: bigint) {
  const ctx = await fundedMoveContext(t, brandId, 'vwsettle', funds, '203.0.113.9');
  const found = ctx.player;
  const common = (roundId: string, transactionId: string) => ({
    requestId: simId('req'),
    transactionId,
    roundId,
    gameCode: 'bituin-lines',
  });
  return {
    found,
    /** A stake taken now (through the debit batch), answering its round and transaction. */
    async bet(amount: string) {
      const ids = { roundId: simId('round'), transactionId: simId('bet') };
      const body = { ...common(ids.roundId, ids.transactionId), token: 'unused-here', amount, currency: found.currency };
      const [answer] = await debitMany(t.db, [{ ctx, body }]);
      assert.equal(answer?.status, 'OK');
      return ids;
    },
    credit: (
      roundId: string,
      amount: string,
      transactionId = simId('win'),
      roundClosed = true,
    ): Extract<SettleJob, { action: 'credit' }> => ({
      action: 'credit',
      ctx,
      body: { ...common(roundId, transactionId), playerId: found.id, amount, currency: found.currency, roundClosed },
    }),
    rollback: (roundId: string, transactionId: string): SettleJob => ({
      action: 'rollback',
      ctx,
      body: { ...common(roundId, transactionId), playerId: found.id },
    }),
    balance: () => mainBalance(t.db, found),
  };
}

const roundOf = async (roundId: string) =>
  (
    await t.db.query<{ stake: string; win: string; status: string }>(
      `select stake_minor::text as stake, win_minor::text as win, status from game_rounds where vendor_code = $1 and round_id = $2`,
      [HOUSE_VENDOR_CODE, roundId],
    )
  )[0];
const claimsOf = async (transactionId: string) =>
  t.db.query<{ action: string; amount: string }>(
    `select action, amount_minor::text as amount from vendor_wallet_transactions where vendor_code = $1 and transaction_id = $2 order by action`,
    [HOUSE_VENDOR_CODE, transactionId],
  );
const booksBalance = async () => assert.ok((await checkInvariants(t.db, brandId)).ok);
const pick = (answer: MoveAnswer | undefined) =>
  answer && { status: answer.status, balance: answer.balanceMinor, id: answer.transactionId };

test('the same credit twice in one batch pays once; the repeat answers the first transfer', async () => {
  const p = await player(1_000n);
  const { roundId } = await p.bet('100');
  const win = p.credit(roundId, '250');
  const [first, again] = await settleMany(t.db, [win, { ...win, body: { ...win.body, requestId: simId('req') } }]);
  assert.deepEqual(pick(first), { status: 'OK', balance: 1_150n, id: first?.transactionId });
  assert.ok(first?.transactionId);
  assert.deepEqual(pick(again), { status: 'DUPLICATE', balance: 1_150n, id: first.transactionId });
  assert.equal(await p.balance(), 1_150n);
  assert.deepEqual(await roundOf(roundId), { stake: '100', win: '250', status: 'settled' });
  assert.deepEqual(await claimsOf(win.body.transactionId), [{ action: 'credit', amount: '250' }]);
  // Sent again later, alone: still the first answer.
  const [later] = await settleMany(t.db, [win]);
  assert.deepEqual(pick(later), { status: 'DUPLICATE', balance: 1_150n, id: first.transactionId });
  await booksBalance();
});

test('a credit and the rollback of its round in one batch see each other in arrival order', async () => {
  const p = await player(1_000n);
  const paid = await p.bet('100');
  const refunded = await p.bet('200');
  const [win, lateUndo, undo, lateWin] = await settleMany(t.db, [
    p.credit(paid.roundId, '300'),
    p.rollback(paid.roundId, paid.transactionId),
    p.rollback(refunded.roundId, refunded.transactionId),
    p.credit(refunded.roundId, '50'),
  ]);
  assert.equal(win?.status, 'OK');
  // The round was settled by the credit before the rollback came: the stake stays taken.
  assert.deepEqual(pick(lateUndo), { status: 'BET_ALREADY_SETTLED', balance: 1_200n, id: undefined });
  assert.equal(undo?.status, 'OK');
  assert.equal(undo?.balanceMinor, 1_200n);
  // The round was cancelled by the rollback before the credit came: nothing is paid.
  assert.deepEqual(pick(lateWin), { status: 'ROLLED_BACK', balance: 1_200n, id: undefined });
  assert.equal(await p.balance(), 1_000n - 100n - 200n + 300n + 200n);
  assert.deepEqual(await roundOf(paid.roundId), { stake: '100', win: '300', status: 'settled' });
  assert.deepEqual(await roundOf(refunded.roundId), { stake: '0', win: '0', status: 'cancelled' });
  // Refused calls left no claim, so a retry is processed afresh (and refused again).
  assert.deepEqual(await claimsOf(paid.transactionId), [{ action: 'debit', amount: '100' }]);
  assert.deepEqual(await claimsOf(refunded.transactionId), [
    { action: 'debit', amount: '200' },
    { action: 'rollback', amount: '200' },
  ]);
  await booksBalance();
});

test('a batch answers each call as if alone: win, zero win, refusals, a rollback before its stake', async () => {
  const p = await player(500n);
  const other = await player(500n);
  const a = await p.bet('100');
  const b = await p.bet('100');
  const theirs = await other.bet('50');
  const unseen = { roundId: simId('round'), transactionId: simId('bet') };
  const answers = await settleMany(t.db, [
    p.credit(a.roundId, '40'),
    p.credit(b.roundId, '0'),
    p.credit(simId('round'), '10'),
    p.credit(theirs.roundId, '10'),
    p.rollback(unseen.roundId, unseen.transactionId),
  ]);
  assert.deepEqual(
    answers.map((answer) => [answer.status, answer.balanceMinor]),
    [
      ['OK', 340n],
      ['OK', 340n],
      ['TRANSACTION_NOT_FOUND', 340n],
      ['TRANSACTION_NOT_FOUND', 340n],
      ['OK', 340n],
    ],
  );
  assert.deepEqual(await roundOf(b.roundId), { stake: '100', win: '0', status: 'settled' });
  assert.deepEqual(await roundOf(theirs.roundId), { stake: '50', win: '0', status: 'open' });
  // The rollback of a stake never seen left the tombstone: the late stake is refused.
  const sim = createVendorSimulator(t);
  const late = await sim.debit(await sim.launch({ id: p.found.id }), '100', unseen);
  assert.equal(late.status, 'ROLLED_BACK');
  assert.equal(await p.balance(), 340n);
  await booksBalance();
});

test('through the group commit, a call that breaks its batch fails alone; the others are answered', async () => {
  const p = await player(1_000n);
  const bets = await Promise.all([p.bet('100'), p.bet('100'), p.bet('100')]);
  const groups: number[] = [];
  const queue = createGroupCommit<SettleJob, MoveAnswer>({
    run: (jobs, slot) => {
      groups.push(jobs.length);
      return settleMany(t.db, jobs, slot);
    },
    distinctBy: (job) => `${job.action}:${job.body.transactionId}`,
  });
  const broken = p.credit((bets[1] as { roundId: string }).roundId, 'not-a-number');
  const results = await Promise.allSettled([
    queue.submit(p.credit((bets[0] as { roundId: string }).roundId, '500')),
    queue.submit(broken),
    queue.submit(p.rollback((bets[2] as { roundId: string }).roundId, (bets[2] as { transactionId: string }).transactionId)),
  ]);
  assert.deepEqual(groups, [3, 1, 1, 1], 'one group of three, then each call alone');
  assert.equal(results[0].status === 'fulfilled' && results[0].value.status, 'OK');
  assert.equal(results[1].status, 'rejected');
  assert.equal(results[2].status === 'fulfilled' && results[2].value.status, 'OK');
  assert.equal(await p.balance(), 1_000n - 300n + 500n + 100n);
  assert.deepEqual(await roundOf((bets[1] as { roundId: string }).roundId), { stake: '100', win: '0', status: 'open' });
  await booksBalance();
});

const skip = process.env.DATABASE_URL
  ? false
  : 'PGlite is single-connection: run with DATABASE_URL=postgres://... to race real connections';

test('on real connections, one credit and one rollback each sent 10 times at once move money once', { skip }, async () => {
  const sim = createVendorSimulator(t);
  const [id] = await createPlayers(t.db, brandId, 1, 'vwsettlerace');
  assert.ok(id);
  await fund(t, id, 1_000n);
  const p = await sim.launch({ id });
  const paid = { roundId: simId('round'), transactionId: simId('bet') };
  const undone = { roundId: simId('round'), transactionId: simId('bet') };
  assert.equal((await sim.debit(p, '100', paid)).status, 'OK');
  assert.equal((await sim.debit(p, '200', undone)).status, 'OK');
  const winId = simId('win');
  const answers = await Promise.all([
    ...Array.from({ length: 10 }, () => sim.credit(p, paid.roundId, '300', { transactionId: winId })),
    ...Array.from({ length: 10 }, () => sim.rollback(p, undone.roundId, undone.transactionId)),
  ]);
  const wins = answers.slice(0, 10);
  const undos = answers.slice(10);
  for (const group of [wins, undos]) {
    assert.equal(group.filter((answer) => answer.status === 'OK').length, 1, JSON.stringify(group));
    assert.equal(group.filter((answer) => answer.status === 'DUPLICATE').length, 9);
    assert.equal(new Set(group.map((answer) => answer.transactionId)).size, 1);
  }
  assert.equal((await sim.client.balance({ playerId: id })).balance, String(1_000 - 100 - 200 + 300 + 200));
  await booksBalance();
});
