// Proves the seamless wallet API as a third-party vendor drives it: authenticate, balance, debit,
// credit and rollback move money once and keep the round in step; duplicates, lost answers,
// out-of-order calls, expired sessions, bad signatures, wrong currencies and short funds are
// answered per DOMAIN.md section 5 and every refusal leaves the ledger untouched.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPlayers, demoBrandId, ledgerSnapshot } from '../../../test/ledger-helpers.ts';
import { fund } from '../../../test/wallet-helpers.ts';
import { createVendorSimulator, simId, type SimPlayer, type VendorSimulator } from '../../../test/vendor-simulator.ts';
import { createJobRunner } from '../../jobs/job-runner.ts';
import { selectJob } from '../../jobs/jobs.queries.ts';
import { checkInvariants } from '../../ledger/invariants.ts';
import { scheduleCallLogPrune } from './call-log-prune.ts';
import { insertWalletCalls } from './vendor-wallet.queries.ts';

let t: TestApp;
let sim: VendorSimulator;
let brandId: string;

before(async () => {
  t = await createTestApp();
  sim = createVendorSimulator(t);
  brandId = await demoBrandId(t.db);
});
after(() => t?.close());

/** A player of the demo brand with `funds` minor units and a live game session. */
async function player(funds = 10_000n): Promise<SimPlayer> {
  const [id] = await createPlayers(t.db, brandId, 1, 'vw');
  assert.ok(id);
  if (funds > 0n) await fund(t, id, funds);
  return sim.launch({ id });
}

async function round(roundId: string) {
  const [row] = await t.db.query<{ stake: string; win: string; status: string; settled: Date | null }>(
    `select stake_minor::text as stake, win_minor::text as win, status, settled_at as settled from game_rounds where round_id = $1`,
    [roundId],
  );
  return row;
}

/** Runs a refused call and checks the money tables did not change and the books still balance. */
async function unchanged<T>(call: () => Promise<T>): Promise<T> {
  const before = await ledgerSnapshot(t.db);
  const answer = await call();
  assert.equal(await ledgerSnapshot(t.db), before, 'the ledger did not change');
  assert.ok((await checkInvariants(t.db)).ok);
  return answer;
}

test('authenticate and balance answer the player, currency and balance', async () => {
  const p = await player(12_345n);
  const auth = await sim.client.authenticate({ token: p.token });
  assert.equal(auth.status, 'OK');
  assert.equal(auth.playerId, p.accountId);
  assert.equal(auth.currency, 'PHP');
  assert.equal(auth.balance, '12345');
  assert.match(auth.username ?? '', /^vw/);
  assert.deepEqual(await sim.client.balance({ token: p.token }), { status: 'OK', balance: '12345', currency: 'PHP' });
  assert.deepEqual(await sim.client.balance({ playerId: p.accountId }), { status: 'OK', balance: '12345', currency: 'PHP' });
  assert.equal((await sim.client.authenticate({ token: 'no-such-token' })).status, 'INVALID_TOKEN');
  assert.equal((await sim.client.balance({ playerId: '999999999' })).status, 'INVALID_TOKEN');
});

test('a round: debit then credit moves the money once and settles the round', async () => {
  const p = await player();
  const roundId = simId('round');
  const bet = await sim.debit(p, '1500', { roundId });
  assert.equal(bet.status, 'OK');
  assert.equal(bet.balance, '8500');
  assert.ok(bet.transactionId);
  assert.deepEqual(await round(roundId), { stake: '1500', win: '0', status: 'open', settled: null });
  const win = await sim.credit(p, roundId, '4000');
  assert.equal(win.status, 'OK');
  assert.equal(win.balance, '12500');
  const settled = await round(roundId);
  assert.equal(settled?.status, 'settled');
  assert.equal(settled?.win, '4000');
  assert.ok((await checkInvariants(t.db)).ok);
});

test('a duplicate debit, credit or rollback answers DUPLICATE with the first result and moves nothing', async () => {
  const p = await player();
  const roundId = simId('round');
  const transactionId = simId('bet');
  const first = await sim.debit(p, '1000', { roundId, transactionId });
  const again = await unchanged(() => sim.debit(p, '1000', { roundId, transactionId }));
  assert.deepEqual(again, { status: 'DUPLICATE', balance: '9000', currency: 'PHP', transactionId: first.transactionId });
  const winId = simId('win');
  const paid = await sim.credit(p, roundId, '300', { transactionId: winId });
  const paidAgain = await unchanged(() => sim.credit(p, roundId, '300', { transactionId: winId }));
  assert.equal(paidAgain.status, 'DUPLICATE');
  assert.equal(paidAgain.transactionId, paid.transactionId);
  assert.equal(paidAgain.balance, '9300');

  const r2 = simId('round');
  const bet2 = simId('bet');
  await sim.debit(p, '500', { roundId: r2, transactionId: bet2 });
  const undone = await sim.rollback(p, r2, bet2);
  assert.equal(undone.status, 'OK');
  const undoneAgain = await unchanged(() => sim.rollback(p, r2, bet2));
  assert.equal(undoneAgain.status, 'DUPLICATE');
  assert.equal(undoneAgain.transactionId, undone.transactionId);
  assert.equal(undoneAgain.balance, '9300');
});

test('a debit whose answer was lost is retried and answered DUPLICATE with the same result', async () => {
  const p = await player();
  const ids = { roundId: simId('round'), transactionId: simId('bet') };
  const lost = await sim.lostAnswer(() => sim.debit(p, '700', ids));
  const retried = await unchanged(() => sim.debit(p, '700', ids));
  assert.equal(retried.status, 'DUPLICATE');
  assert.equal(retried.transactionId, lost.transactionId);
  assert.equal(retried.balance, lost.balance);
});

test('the same transaction id with another amount is refused, nothing moves', async () => {
  const p = await player();
  const ids = { roundId: simId('round'), transactionId: simId('bet') };
  await sim.debit(p, '700', ids);
  const reused = await unchanged(() => sim.debit(p, '800', ids));
  assert.equal(reused.status, 'INVALID_REQUEST');
});

test('insufficient funds: refused with the balance, nothing changed', async () => {
  const p = await player(1_000n);
  const roundId = simId('round');
  const answer = await unchanged(() => sim.debit(p, '1001', { roundId }));
  assert.deepEqual(answer, { status: 'INSUFFICIENT_FUNDS', balance: '1000', currency: 'PHP' });
  assert.equal(await round(roundId), undefined, 'no round was opened');
});

test('a credit before its debit is refused, and accepted once the debit arrived', async () => {
  const p = await player();
  const roundId = simId('round');
  const winId = simId('win');
  const early = await unchanged(() => sim.credit(p, roundId, '500', { transactionId: winId }));
  assert.equal(early.status, 'TRANSACTION_NOT_FOUND');
  assert.equal((await sim.debit(p, '200', { roundId })).status, 'OK');
  const late = await sim.credit(p, roundId, '500', { transactionId: winId });
  assert.equal(late.status, 'OK');
  assert.equal(late.balance, '10300');
});

test('a rollback refunds the stake and cancels the round; a settled round refuses rollbacks and more wins', async () => {
  const p = await player();
  const roundId = simId('round');
  const bet = simId('bet');
  await sim.debit(p, '2500', { roundId, transactionId: bet });
  const undone = await sim.rollback(p, roundId, bet);
  assert.equal(undone.status, 'OK');
  assert.equal(undone.balance, '10000');
  assert.equal((await round(roundId))?.status, 'cancelled');
  assert.equal((await unchanged(() => sim.credit(p, roundId, '100'))).status, 'ROLLED_BACK');

  const r2 = simId('round');
  const bet2 = simId('bet');
  await sim.debit(p, '100', { roundId: r2, transactionId: bet2 });
  await sim.credit(p, r2, '0');
  assert.equal((await round(r2))?.status, 'settled');
  assert.equal((await unchanged(() => sim.rollback(p, r2, bet2))).status, 'BET_ALREADY_SETTLED');
  assert.equal((await unchanged(() => sim.credit(p, r2, '50'))).status, 'BET_ALREADY_SETTLED');
  assert.equal((await unchanged(() => sim.debit(p, '50', { roundId: r2 }))).status, 'BET_ALREADY_SETTLED');
});

test('a rollback before its bet leaves a tombstone: the late bet is refused and takes nothing', async () => {
  const p = await player();
  const roundId = simId('round');
  const bet = simId('bet');
  const undone = await sim.rollback(p, roundId, bet);
  assert.equal(undone.status, 'OK');
  assert.equal(undone.balance, '10000');
  const late = await unchanged(() => sim.debit(p, '900', { roundId, transactionId: bet }));
  assert.deepEqual(late, { status: 'ROLLED_BACK', balance: '10000', currency: 'PHP' });
  assert.equal(await round(roundId), undefined);
});

test('an expired session refuses bets but accepts credits and rollbacks', async () => {
  const p = await player();
  const roundId = simId('round');
  const bet = simId('bet');
  await sim.debit(p, '1000', { roundId, transactionId: bet });
  const r2 = simId('round');
  const bet2 = simId('bet');
  await sim.debit(p, '400', { roundId: r2, transactionId: bet2 });
  sim.expireSessions();
  assert.equal((await unchanged(() => sim.debit(p, '100'))).status, 'INVALID_TOKEN');
  assert.equal((await sim.client.authenticate({ token: p.token })).status, 'INVALID_TOKEN');
  assert.equal((await sim.credit(p, roundId, '1500')).status, 'OK');
  const undone = await sim.rollback(p, r2, bet2);
  assert.equal(undone.status, 'OK');
  assert.equal(undone.balance, '10500');
});

test('a bad or stale signature is refused with 401, a malformed body with 400; nothing changes', async () => {
  const p = await player();
  const body = {
    requestId: simId('req'),
    token: p.token,
    transactionId: simId('bet'),
    roundId: simId('r'),
    gameCode: 'bituin-lines',
    amount: '100',
    currency: 'PHP',
  };
  const forged = sim.signed(body, 'not-the-secret');
  const bad = await unchanged(() => sim.raw('debit', forged.raw, forged.headers));
  assert.equal(bad.statusCode, 401);
  assert.equal(bad.answer.status, 'INVALID_SIGNATURE');
  const stale = sim.signed(body, undefined, t.clock.now().getTime() - 6 * 60_000);
  assert.equal((await unchanged(() => sim.raw('debit', stale.raw, stale.headers))).statusCode, 401);
  const unsigned = await unchanged(() => sim.raw('debit', JSON.stringify(body)));
  assert.equal(unsigned.statusCode, 401);
  // The signature covers the exact bytes: a re-spaced body no longer matches.
  const good = sim.signed(body);
  assert.equal((await unchanged(() => sim.raw('debit', good.raw.replace(':', ': '), good.headers))).statusCode, 401);

  const badAmount = sim.signed({ ...body, amount: '1.5' });
  const invalid = await unchanged(() => sim.raw('debit', badAmount.raw, badAmount.headers));
  assert.equal(invalid.statusCode, 400);
  assert.equal(invalid.answer.status, 'INVALID_REQUEST');
  assert.equal((await sim.raw('debit', '{not json')).statusCode, 400);
  const other = sim.signed({ token: p.token });
  assert.equal((await sim.raw('withdraw', other.raw, other.headers)).statusCode, 400);

  // Unsigned, a known and an unknown player id answer alike (ids cannot be probed); signed, an
  // unknown id is an unknown player.
  for (const playerId of [p.accountId, '999999999']) {
    const probe = await sim.raw('balance', JSON.stringify({ playerId }));
    assert.equal(probe.statusCode, 401, playerId);
    assert.equal(probe.answer.status, 'INVALID_SIGNATURE');
  }
  const unknown = sim.signed({ playerId: '999999999' });
  assert.equal((await sim.raw('balance', unknown.raw, unknown.headers)).answer.status, 'INVALID_TOKEN');
});

test('a wrong currency is refused with CURRENCY_MISMATCH', async () => {
  const p = await player();
  const answer = await unchanged(() => sim.debit(p, '100', { currency: 'USD' }));
  assert.deepEqual(answer, { status: 'CURRENCY_MISMATCH', balance: '10000', currency: 'PHP' });
});

test('a vendor in maintenance takes no bets but still pays and refunds', async () => {
  const p = await player();
  const roundId = simId('round');
  await sim.debit(p, '100', { roundId });
  await t.db.query(`update game_vendors set maintenance = true where merchant_id = $1 and vendor_code = 'BTSLOT'`, [brandId]);
  try {
    assert.equal((await unchanged(() => sim.debit(p, '100'))).status, 'VENDOR_DISABLED');
    assert.equal((await sim.credit(p, roundId, '200')).status, 'OK');
  } finally {
    await t.db.query(`update game_vendors set maintenance = false where merchant_id = $1 and vendor_code = 'BTSLOT'`, [brandId]);
  }
});

test('a trial account plays with its demo money in XTS', async () => {
  const [id] = await createPlayers(t.db, brandId, 1, 'vwtrial');
  assert.ok(id);
  await t.db.query(`update accounts set account_type = 4 where id = $1`, [id]);
  await fund(t, id, 5_000n, 'XTS');
  const p = await sim.launch({ id, accountType: 4 });
  assert.equal((await sim.client.authenticate({ token: p.token })).currency, 'XTS');
  assert.equal((await sim.debit(p, '100', { currency: 'PHP' })).status, 'CURRENCY_MISMATCH');
  const bet = await sim.debit(p, '100', { currency: 'XTS' });
  assert.deepEqual([bet.status, bet.balance, bet.currency], ['OK', '4900', 'XTS']);
});

test('every call is logged with its outcome and latency', async () => {
  const p = await player();
  const ids = { transactionId: simId('bet'), roundId: simId('round') };
  const { transactionId } = ids;
  await sim.debit(p, '100', ids);
  await sim.debit(p, '100', ids);
  const rows = await t.db.query<{ action: string; status: string; latency: number; account: string; http: number }>(
    `select action, status, latency_ms as latency, account_id::text as account, http_status as http
     from vendor_wallet_calls where transaction_id = $1 order by id`,
    [transactionId],
  );
  assert.deepEqual(
    rows.map((row) => [row.action, row.status, row.account, row.http]),
    [
      ['debit', 'OK', p.accountId, 200],
      ['debit', 'DUPLICATE', p.accountId, 200],
    ],
  );
  assert.ok(rows.every((row) => Number.isInteger(row.latency) && row.latency >= 0));
});

/** Rows in the call log now. */
async function loggedCalls(): Promise<number> {
  const [row] = await t.db.query<{ count: number }>(`select count(*)::int as count from vendor_wallet_calls`);
  return row?.count ?? 0;
}

test('only signed calls are logged: unsigned, forged and made-up-vendor calls leave no row', async () => {
  const p = await player();
  const body = {
    requestId: simId('req'),
    token: p.token,
    transactionId: simId('bet'),
    roundId: simId('r'),
    gameCode: 'bituin-lines',
    amount: '100',
    currency: 'PHP',
  };
  const before = await loggedCalls();
  const forged = sim.signed(body, 'not-the-secret');
  const refused = [
    await sim.raw('debit', JSON.stringify(body)),
    await sim.raw('debit', forged.raw, forged.headers),
    await sim.raw('balance', JSON.stringify({ playerId: p.accountId })),
    await sim.raw('balance', JSON.stringify({ playerId: '999999999' })),
  ];
  // A code no brand has, signed with the house secret: no one's call.
  const signed = sim.signed({ playerId: p.accountId });
  const madeUp = await t.app.inject({
    method: 'POST',
    url: API.vendorWallet.replace(':vendorCode', 'NOSUCHVENDOR').replace(':action', 'balance'),
    payload: signed.raw,
    headers: { 'content-type': 'application/json', ...signed.headers },
  });
  refused.push({ statusCode: madeUp.statusCode, answer: madeUp.json() });
  for (const answer of refused) assert.deepEqual([answer.statusCode, answer.answer.status], [401, 'INVALID_SIGNATURE']);
  assert.equal(await loggedCalls(), before, 'no row for a call no vendor signed');

  // A signed call is logged, refused or not.
  const unknown = sim.signed({ playerId: '999999999' });
  assert.equal((await sim.raw('balance', unknown.raw, unknown.headers)).answer.status, 'INVALID_TOKEN');
  assert.equal(await loggedCalls(), before + 1);
});

test('the call log is pruned on the job runner: rows older than the retention go, newer ones stay', async () => {
  const day = 24 * 3_600_000;
  const now = t.clock.now().getTime();
  const row = (tag: string, ageMs: number) => ({
    brandId,
    vendorCode: 'BTSLOT',
    action: 'balance',
    requestId: null,
    transactionId: `prune-${tag}`,
    roundId: null,
    accountId: null,
    status: 'OK',
    httpStatus: 200,
    latencyMs: 1,
    at: new Date(now - ageMs),
  });
  await insertWalletCalls(t.db, [row('old', 91 * day), row('older', 400 * day), row('recent', 89 * day), row('today', 0)]);
  const before = await loggedCalls();

  const runner = createJobRunner({ db: t.db, clock: t.clock, log: { error: () => {}, warn: () => {} } });
  scheduleCallLogPrune({ db: t.db, clock: t.clock, jobs: runner, everyMs: 3_600_000, retentionDays: 90, log: { info: () => {} } });
  assert.equal(await runner.drain(), 1);
  const left = await t.db.query<{ id: string }>(
    `select transaction_id as id from vendor_wallet_calls where transaction_id like 'prune-%' order by transaction_id`,
  );
  assert.deepEqual(
    left.map((kept) => kept.id),
    ['prune-recent', 'prune-today'],
  );
  assert.equal(await loggedCalls(), before - 2, 'only the two old rows went');
  // One recurring run key, due again in an hour.
  const job = await selectJob(t.db, 'vendor-call-prune:every');
  assert.equal(job?.status, 'pending');
  assert.equal(new Date(job?.dueAt ?? 0).getTime(), now + 3_600_000);
});

test('a captured credit body replayed to rollback is refused: every body is strict, the stake stays', async () => {
  const p = await player();
  const roundId = simId('round');
  const transactionId = simId('bet');
  assert.equal((await sim.debit(p, '1000', { roundId, transactionId })).status, 'OK');
  // A vendor naming the win after its bet, in a round kept open.
  const credit = sim.signed({
    requestId: simId('req'),
    playerId: p.accountId,
    transactionId,
    roundId,
    gameCode: 'bituin-lines',
    amount: '0',
    currency: 'PHP',
    roundClosed: false,
  });
  assert.equal((await sim.raw('credit', credit.raw, credit.headers)).answer.status, 'OK');
  const replayed = await unchanged(() => sim.raw('rollback', credit.raw, credit.headers));
  assert.deepEqual([replayed.statusCode, replayed.answer.status], [400, 'INVALID_REQUEST']);
  assert.deepEqual(await round(roundId), { stake: '1000', win: '0', status: 'open', settled: null });
  assert.equal((await sim.client.balance({ playerId: p.accountId })).balance, '9000');

  // Any field an action does not take is refused, signed or not: a debit's body is not a credit's.
  const debitAsCredit = sim.signed({ ...JSON.parse(credit.raw), token: p.token });
  assert.equal((await unchanged(() => sim.raw('credit', debitAsCredit.raw, debitAsCredit.headers))).statusCode, 400);
  const both = sim.signed({ token: p.token, playerId: p.accountId });
  assert.equal((await sim.raw('balance', both.raw, both.headers)).answer.status, 'INVALID_REQUEST');
});

test('a retried debit after the session ended or the vendor went offline answers DUPLICATE with its first result', async () => {
  const p = await player();
  const ids = { roundId: simId('round'), transactionId: simId('bet') };
  const first = await sim.debit(p, '600', ids);
  assert.equal(first.status, 'OK');
  const duplicate = { status: 'DUPLICATE', balance: first.balance, currency: 'PHP', transactionId: first.transactionId };

  await t.db.query(`update game_vendors set maintenance = true where merchant_id = $1 and vendor_code = 'BTSLOT'`, [brandId]);
  try {
    assert.deepEqual(await unchanged(() => sim.debit(p, '600', ids)), duplicate);
    assert.equal((await unchanged(() => sim.debit(p, '600'))).status, 'VENDOR_DISABLED', 'a new stake is still refused');
  } finally {
    await t.db.query(`update game_vendors set maintenance = false where merchant_id = $1 and vendor_code = 'BTSLOT'`, [brandId]);
  }

  sim.expireSessions();
  assert.deepEqual(await unchanged(() => sim.debit(p, '600', ids)), duplicate);
  assert.equal((await unchanged(() => sim.debit(p, '700', ids))).status, 'INVALID_REQUEST', 'another amount is not a repeat');
  assert.equal((await unchanged(() => sim.debit(p, '600'))).status, 'INVALID_TOKEN', 'a new stake is still refused');
});

test("a debit for another game than the session's is refused and nothing moves", async () => {
  const p = await player();
  const roundId = simId('round');
  const body = {
    requestId: simId('req'),
    token: p.token,
    transactionId: simId('bet'),
    roundId,
    gameCode: 'bituin-fortune',
    amount: '100',
    currency: 'PHP',
  };
  const signed = sim.signed(body);
  const answer = await unchanged(() => sim.raw('debit', signed.raw, signed.headers));
  assert.deepEqual([answer.statusCode, answer.answer.status], [400, 'INVALID_REQUEST']);
  assert.equal(await round(roundId), undefined, 'no round was opened');
  assert.equal((await sim.client.balance({ playerId: p.accountId })).balance, '10000');
  // The session's own game is taken.
  const own = sim.signed({ ...body, gameCode: 'bituin-lines' });
  assert.equal((await sim.raw('debit', own.raw, own.headers)).answer.status, 'OK');
});
