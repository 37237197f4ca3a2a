// Proves manual balance adjustments under four eyes: one staff member proposes a credit or debit
// with a reason, only a different one may approve (the ledger moves the money with code
// 'adjustment') or reject; a debit never overdraws; racing approvers move money once; bad input,
// other brands and roles without finance.adjust are refused with nothing changed; a proposal needs
// an Idempotency-Key, and a repeat under it is the same proposal, so it can be approved only once.
// And the ledger's balance check shows the books balanced, per brand and currency, to ledger.read staff.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { BO_API, STAFF_COOKIE } from '@pkg/contracts/backoffice-routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import {
  asStaff,
  fundedPlayer,
  staffSignedIn,
  walletOf,
  withId,
  worldSnapshot,
  type TestPlayer,
  type TestStaff,
} from '../../../test/withdrawal-helpers.ts';
import { API } from '@pkg/contracts/routes';
import { checkInvariants } from '../../ledger/invariants.ts';

let t: TestApp;
let brandId: string;
let player: TestPlayer;
let proposer: TestStaff;
let approver: TestStaff;

before(async () => {
  t = await createTestApp();
  brandId = await demoBrandId(t.db);
  player = await fundedPlayer(t, 'adjplayer', 10_000n);
  proposer = await staffSignedIn(t, 'finance');
  approver = await staffSignedIn(t, 'owner');
});
after(() => t.close());

/** POST /bo/adjustments as a staff member under an Idempotency-Key: a fresh one unless given; null sends none. */
function proposeCall(staff: TestStaff, body: object, key: string | null = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: BO_API.adjustments,
    headers: {
      cookie: `${STAFF_COOKIE}=${staff.cookie}`,
      'x-backoffice': '1',
      'x-forwarded-for': '10.1.2.3',
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: body,
  });
}

async function propose(direction: 'credit' | 'debit', amount: string, staff = proposer) {
  const response = await proposeCall(staff, {
    brandId,
    username: player.username,
    direction,
    amountMinor: amount,
    reason: 'Goodwill for the outage on 20 Nov',
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as { id: string; status: string; mine: boolean };
}

test('a proposal moves nothing; its proposer cannot approve it; a second staff member can, and the money moves', async () => {
  const before = await walletOf(t, player.walletId);
  const proposal = await propose('credit', '5000');
  assert.deepEqual([proposal.status, proposal.mine], ['pending', true]);
  assert.deepEqual(await walletOf(t, player.walletId), before);

  const snapshot = await worldSnapshot(t);
  const self = await asStaff(t, proposer, 'POST', withId(BO_API.adjustmentApprove, proposal.id), {});
  assert.equal(self.statusCode, 403);
  assert.equal(self.json().errorCode, 'adjustment_same_staff');
  const selfReject = await asStaff(t, proposer, 'POST', withId(BO_API.adjustmentReject, proposal.id), { reason: 'my own typo' });
  assert.equal(selfReject.json().errorCode, 'adjustment_same_staff');
  assert.equal(await worldSnapshot(t), snapshot);

  const approved = await asStaff(t, approver, 'POST', withId(BO_API.adjustmentApprove, proposal.id), {
    reason: 'Checked the incident log',
  });
  assert.equal(approved.statusCode, 200, approved.body);
  const value = approved.json().value;
  assert.deepEqual(
    [value.status, value.decidedBy, value.proposedBy, value.mine],
    ['approved', approver.username, proposer.username, false],
  );
  assert.deepEqual(await walletOf(t, player.walletId), { balance: before.balance + 5_000n, held: before.held });
  const [transfer] = await t.db.query<{ code: string; ref: string; memo: string }>(
    `select t.code, a.ref, t.memo from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id where t.id = $1`,
    [value.transferId],
  );
  assert.deepEqual(transfer, { code: 'adjustment', ref: 'manual-adjustment', memo: 'Goodwill for the outage on 20 Nov' });
  const audits = await t.db.query<{ action: string; staff_username: string }>(
    `select action, staff_username from staff_audit where target = $1 order by id`,
    [`adjustment:${proposal.id}`],
  );
  assert.deepEqual(
    audits.map((row) => [row.action, row.staff_username]),
    [
      ['adjustment.propose', proposer.username],
      ['adjustment.approve', approver.username],
    ],
  );
  assert.equal(
    (await asStaff(t, approver, 'POST', withId(BO_API.adjustmentApprove, proposal.id), {})).json().errorCode,
    'adjustment_state_changed',
  );
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('a debit never overdraws the wallet: refused with nothing changed, and the proposal stays pending', async () => {
  const balance = (await walletOf(t, player.walletId)).balance;
  const proposal = await propose('debit', (balance + 1n).toString());
  const snapshot = await worldSnapshot(t);
  const refused = await asStaff(t, approver, 'POST', withId(BO_API.adjustmentApprove, proposal.id), {});
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().errorCode, 'insufficient_funds');
  assert.equal(await worldSnapshot(t), snapshot);
  const rejected = await asStaff(t, approver, 'POST', withId(BO_API.adjustmentReject, proposal.id), { reason: 'Wrong amount' });
  assert.equal(rejected.json().value.status, 'rejected');
  const exact = await propose('debit', balance.toString());
  assert.equal((await asStaff(t, approver, 'POST', withId(BO_API.adjustmentApprove, exact.id), {})).statusCode, 200);
  assert.equal((await walletOf(t, player.walletId)).balance, 0n);
});

test('bad proposals, unknown players, trial accounts, other brands and other roles are refused with nothing changed', async () => {
  const snapshot = await worldSnapshot(t);
  const base = { brandId, username: player.username, direction: 'credit', amountMinor: '100', reason: 'Correction' };
  const cases: [object, string][] = [
    [{ ...base, amountMinor: '0' }, 'amount_invalid'],
    [{ ...base, amountMinor: '-100' }, 'amount_invalid'],
    [{ ...base, amountMinor: '1.5' }, 'amount_invalid'],
    // Past the ledger's limit (and past bigint): once a database error answered as a 500.
    [{ ...base, amountMinor: '999999999999999999999999' }, 'amount_invalid'],
    [{ ...base, amountMinor: '1000000000000001' }, 'amount_invalid'],
    [{ ...base, direction: 'sideways' }, 'bad_request'],
    [{ ...base, reason: 'no' }, 'bad_request'],
    [{ ...base, username: 'nobody-at-all' }, 'player_not_found'],
    [{ ...base, brandId: '99999999' }, 'forbidden'],
  ];
  for (const [body, code] of cases) {
    assert.equal((await proposeCall(proposer, body)).json().errorCode, code, JSON.stringify(body));
  }
  const trial = await t.app.inject({ method: 'POST', url: API.freePlay, headers: demoHeaders() });
  const [trialRow] = await t.db.query<{ username: string }>(
    `select username from accounts where account_type = 4 order by id desc limit 1`,
  );
  assert.equal(trial.statusCode, 200);
  assert.equal((await proposeCall(proposer, { ...base, username: trialRow?.username })).json().errorCode, 'in_need_true_account');
  const support = await staffSignedIn(t, 'support');
  const auditor = await staffSignedIn(t, 'auditor');
  for (const staff of [support, auditor]) {
    assert.equal((await proposeCall(staff, base)).json().errorCode, 'forbidden');
    assert.equal((await asStaff(t, staff, 'GET', BO_API.adjustments)).json().errorCode, 'forbidden');
  }
  await t.db.query(`insert into merchants (code, name, logo_url, theme) values ('adjother', 'Other', '/logo.png', '{}')`);
  const outsider = await staffSignedIn(t, 'finance', ['adjother']);
  assert.equal((await proposeCall(outsider, base)).json().errorCode, 'forbidden');
  assert.equal(await worldSnapshot(t), snapshot);

  const pending = await propose('credit', '100');
  assert.equal(
    (await asStaff(t, outsider, 'POST', withId(BO_API.adjustmentApprove, pending.id), {})).json().errorCode,
    'adjustment_not_found',
  );
  const listed = (await asStaff(t, outsider, 'GET', BO_API.adjustments)).json().value;
  assert.deepEqual(listed.entries, []);
  assert.deepEqual(
    listed.brands.map((brand: { code: string }) => brand.code),
    ['adjother'],
  );
});

test('two approvers racing on one proposal move the money once', async () => {
  const third = await staffSignedIn(t, 'finance');
  const proposal = await propose('credit', '700');
  const before = await walletOf(t, player.walletId);
  const answers = await Promise.all([
    asStaff(t, approver, 'POST', withId(BO_API.adjustmentApprove, proposal.id), {}),
    asStaff(t, third, 'POST', withId(BO_API.adjustmentApprove, proposal.id), {}),
    asStaff(t, third, 'POST', withId(BO_API.adjustmentReject, proposal.id), { reason: 'Not needed' }),
  ]);
  assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409, 409]);
  const after = await walletOf(t, player.walletId);
  const won = answers.find((answer) => answer.statusCode === 200)?.json().value.status;
  assert.equal(after.balance - before.balance, won === 'approved' ? 700n : 0n);
  const moves = await t.db.query(`select 1 from ledger_transfers where idempotency_key = $1`, [`adjustment:${proposal.id}`]);
  assert.equal(moves.length, won === 'approved' ? 1 : 0);
});

test('a proposal needs an Idempotency-Key; a repeat under it is the first proposal, another body is refused; it is approved once', async () => {
  const proposals = async () =>
    (await t.db.query<{ n: number }>(`select count(*)::int as n from balance_adjustments where account_id = $1`, [player.id]))[0]!.n;
  const count = await proposals();
  const body = { brandId, username: player.username, direction: 'credit', amountMinor: '1200', reason: 'Double-submitted goodwill' };
  const snapshot = await worldSnapshot(t);
  for (const key of [null, 'short', 'has spaces in it']) {
    const refused = await proposeCall(proposer, body, key);
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().errorCode, 'idempotency_key_required');
  }
  assert.equal(await worldSnapshot(t), snapshot);
  assert.equal(await proposals(), count);

  // A double submit (sequential) and a proxy's retries (concurrent): one proposal.
  const key = randomUUID();
  const first = await proposeCall(proposer, body, key);
  assert.equal(first.statusCode, 200, first.body);
  const id = first.json().value.id as string;
  const repeats = await Promise.all([proposeCall(proposer, body, key), proposeCall(proposer, body, key), proposeCall(proposer, body, key)]);
  for (const repeat of repeats) {
    assert.equal(repeat.statusCode, 200, repeat.body);
    assert.deepEqual(repeat.json().value, first.json().value);
  }
  const racingKey = randomUUID();
  const racing = await Promise.all([0, 1, 2].map(() => proposeCall(proposer, { ...body, amountMinor: '1300' }, racingKey)));
  assert.deepEqual(
    racing.map((r) => r.statusCode),
    [200, 200, 200],
  );
  assert.equal(new Set(racing.map((r) => r.json().value.id)).size, 1);
  assert.equal(await proposals(), count + 2);

  // Another body under a used key: refused, nothing written.
  for (const other of [
    { ...body, amountMinor: '1201' },
    { ...body, direction: 'debit' },
    { ...body, reason: 'Another reason' },
  ]) {
    const reused = await proposeCall(proposer, other, key);
    assert.equal(reused.statusCode, 409, reused.body);
    assert.equal(reused.json().errorCode, 'idempotency_key_reused');
  }
  assert.equal(await proposals(), count + 2);
  // Keys belong to the staff member who sent them: another's key of the same text is a new proposal.
  const theirs = await proposeCall(approver, body, key);
  assert.equal(theirs.statusCode, 200, theirs.body);
  assert.notEqual(theirs.json().value.id, id);
  const rejected = await asStaff(t, proposer, 'POST', withId(BO_API.adjustmentReject, theirs.json().value.id), { reason: 'Duplicate' });
  assert.equal(rejected.statusCode, 200, rejected.body);

  // The one proposal is approved once; a second approval and a repeat of the proposal move nothing.
  const before = await walletOf(t, player.walletId);
  const approved = await asStaff(t, approver, 'POST', withId(BO_API.adjustmentApprove, id), {});
  assert.equal(approved.statusCode, 200, approved.body);
  const again = await asStaff(t, approver, 'POST', withId(BO_API.adjustmentApprove, id), {});
  assert.equal(again.json().errorCode, 'adjustment_state_changed');
  const late = await proposeCall(proposer, body, key);
  assert.equal(late.statusCode, 200, late.body);
  assert.equal(late.json().value.id, id);
  assert.equal((await walletOf(t, player.walletId)).balance - before.balance, 1200n);
  const pending = await t.db.query(`select 1 from balance_adjustments where account_id = $1 and status = 'pending' and amount = 1200`, [
    player.id,
  ]);
  assert.equal(pending.length, 0, 'no second proposal of the same submission waits for an approver');
  assert.ok((await checkInvariants(t.db, brandId)).ok);
});

test('the ledger check shows every currency summing to zero and no problem accounts, to ledger.read staff only', async () => {
  const auditor = await staffSignedIn(t, 'auditor');
  const response = await asStaff(t, auditor, 'GET', BO_API.ledgerCheck);
  assert.equal(response.statusCode, 200, response.body);
  const check = response.json().value;
  assert.equal(check.ok, true);
  assert.equal(check.problemAccounts, 0);
  const demo = check.sums.find((sum: { brandCode: string; currency: string }) => sum.brandCode === 'bituin' && sum.currency === 'PHP');
  assert.ok(demo);
  assert.equal(demo.sumMinor, '0');
  assert.ok(demo.accounts >= 3);
  const support = await staffSignedIn(t, 'support');
  assert.equal((await asStaff(t, support, 'GET', BO_API.ledgerCheck)).json().errorCode, 'forbidden');
  const scoped = await staffSignedIn(t, 'auditor', ['adjother']);
  const theirs = (await asStaff(t, scoped, 'GET', BO_API.ledgerCheck)).json().value;
  assert.deepEqual(theirs.sums, []);
});
