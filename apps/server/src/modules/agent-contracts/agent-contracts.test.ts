// Agents' contracts from the offer to the payment (decision 029), on one brand's tree:
//   A (top-level agent, operator contract 1.00%)
//   ├── B (agent, 0.50% from A) ── members m1, m2
//   ├── C (agent, no contract)  ── member m4
//   └── member m3
// Offers, answers and their refusals; the consolidated flags; a day settled by the job with the
// rate differential worked by hand; a run killed after paying that runs again and pays nothing
// twice; hold, release and a four-eyes re-run that pays only the difference; a lower contract
// accepted ends the old one and the downline contracts above it; a contract ended mid-day and a
// member moved between agents; a run whose job the runner gave up on, stalled with some agents
// paid and the later periods waiting, retried by staff: every agent paid once, the next period runs.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { authed } from '../../../test/auth-helpers.ts';
import {
  contractCall,
  contractOk,
  flatSalary,
  mainBalance,
  operatorOffer,
  relogin,
  settledRound,
  teamAccount,
} from '../../../test/agent-helpers.ts';
import { createBrand, demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Player } from '../../../test/wallet-helpers.ts';
import { asStaff, staffSignedIn, withId } from '../../../test/withdrawal-helpers.ts';
import { createJobRunner } from '../../jobs/job-runner.ts';
import { selectJob } from '../../jobs/jobs.queries.ts';
import { checkInvariants } from '../../ledger/invariants.ts';
import { periodOfDay } from '../../lib/periods.ts';
import { settlePeriod } from './settle-period.ts';
import { createSettlementJobs, settleRunKey } from './settlement-jobs.ts';
import { lockSettlement } from './settlement.queries.ts';

let t: TestApp;
let A: Player, B: Player, C: Player, m1: Player, m2: Player, m3: Player, m4: Player, member: Player;

before(async () => {
  t = await createTestApp({ lotteryPlanEveryMs: 0, lotteryClockEveryMs: 0, agentSettlePlanEveryMs: 0 });
  A = await teamAccount(t, 'ca', null, true);
  B = await teamAccount(t, 'cb', A, true);
  C = await teamAccount(t, 'cc', A, true);
  m1 = await teamAccount(t, 'cm', B, false);
  m2 = await teamAccount(t, 'cm', B, false);
  m3 = await teamAccount(t, 'cm', A, false);
  m4 = await teamAccount(t, 'cm', C, false);
  member = await teamAccount(t, 'cx', null, false);
});
after(() => t.close());

/** Moves the clock forward and logs the agents in again. */
async function moveTo(at: string) {
  t.clock.advanceMs(new Date(at).getTime() - t.clock.now().getTime());
  await relogin(t, [A, B, C]);
}

async function settleDue(at: string) {
  await moveTo(at);
  await t.app.agentSettlements.plan();
  await t.app.jobs.drain();
}

async function statementsOf(agent: Player, periodKey: string) {
  return t.db.query<{ gross: string; downline: string; paid: string; formula: string; version: number; carryOut: string }>(
    `select gross_minor::text as gross, downline_minor::text as downline, paid_minor::text as paid, formula, run_version as version,
            carry_out_minor::text as "carryOut"
       from agent_statements where agent_id = $1 and period_key = $2 and (gross_minor <> 0 or paid_minor <> 0) order by run_version, id`,
    [agent.id, periodKey],
  );
}

test('offers and answers: the operator offers A, A offers B at most its own rate, B accepts', async () => {
  const staff = await staffSignedIn(t, 'owner');
  // Only top-level agents take operator contracts.
  const wrong = await asStaff(t, staff, 'POST', BO_API.agentContracts, {
    action: 'offer',
    brandId: await demoBrandId(t.db),
    agentId: B.id,
    kind: 'daily_salary',
    terms: flatSalary(100),
  });
  assert.equal(wrong.json().errorCode, 'not_downline');
  const offerId = await operatorOffer(t, staff, A, 'daily_salary', flatSalary(100));

  const consolidated = await t.app.inject({ url: API.consolidated, headers: authed(A.token) });
  assert.equal(consolidated.statusCode, 200, consolidated.body);
  assert.equal(consolidated.json().value.dailysalreqtype, 1);
  assert.equal(consolidated.json().value.salary, true);
  assert.equal(consolidated.json().value.dailySalary, false);

  // A cannot offer before holding a contract of the kind.
  const early = await contractCall(t, 'daily_salary', A.token, { action: 'offer', downlineId: B.id, terms: flatSalary(50) });
  assert.equal(early.json().errorCode, 'contract_rate_too_high');
  const page = await contractOk(t, 'daily_salary', A.token, { action: 'accept', contractId: offerId });
  assert.equal(page.mine.status, 'active');
  assert.equal(page.maxRateBp, 100);
  assert.deepEqual(
    page.downlines.map((d: { agent: { username: string } }) => d.agent.username),
    [B.username, C.username].sort(),
  );

  const before = await t.db.query(`select id, status from agent_contracts order by id`);
  for (const [body, code] of [
    [{ action: 'offer', downlineId: B.id, terms: flatSalary(150) }, 'contract_rate_too_high'],
    [{ action: 'offer', downlineId: m1.id, terms: flatSalary(50) }, 'not_downline'],
    [{ action: 'offer', downlineId: m4.id, terms: flatSalary(50) }, 'not_downline'],
    [{ action: 'offer', downlineId: B.id, terms: { rateBp: 50 } }, 'contract_terms_invalid'],
    [
      {
        action: 'offer',
        downlineId: B.id,
        terms: {
          tiers: [
            { minValidBetMinor: '100', minActiveMembers: 0, rateBp: 60 },
            { minValidBetMinor: '50', minActiveMembers: 0, rateBp: 70 },
          ],
        },
      },
      'contract_terms_invalid',
    ],
  ] as const) {
    const refused = await contractCall(t, 'daily_salary', A.token, body as never);
    assert.equal(refused.json().errorCode, code, JSON.stringify(body));
  }
  const bad = await contractCall(t, 'daily_salary', A.token, { action: 'offer', downlineId: 'x' } as never);
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(await t.db.query(`select id, status from agent_contracts order by id`), before);

  await contractOk(t, 'daily_salary', A.token, { action: 'offer', downlineId: B.id, terms: flatSalary(50) });
  const second = await contractCall(t, 'daily_salary', A.token, { action: 'offer', downlineId: B.id, terms: flatSalary(40) });
  assert.equal(second.json().errorCode, 'contract_state');
  // The preview prices terms on the last whole day (nothing played then) and saves nothing.
  const preview = await contractOk(t, 'daily_salary', A.token, { action: 'preview', downlineId: B.id, terms: flatSalary(50) });
  assert.deepEqual([preview.periodKey, preview.formula], ['D:2026-11-21', '0.50% × 0.00 = 0.00']);
  const bPage = (await contractCall(t, 'daily_salary', B.token)).json().value;
  assert.equal(bPage.pending.length, 1);
  assert.equal(bPage.pending[0].awaitingMe, true);
  // A cannot accept its own offer; B accepts.
  const self = await contractCall(t, 'daily_salary', A.token, { action: 'accept', contractId: bPage.pending[0].id });
  assert.equal(self.json().errorCode, 'contract_state');
  const accepted = await contractOk(t, 'daily_salary', B.token, { action: 'accept', contractId: bPage.pending[0].id });
  assert.equal(accepted.mine.rateBp, 50);
  const again = await contractCall(t, 'daily_salary', B.token, { action: 'accept', contractId: bPage.pending[0].id });
  assert.equal(again.json().errorCode, 'contract_state');
});

test('members, trial accounts and strangers are refused', async () => {
  const asMember = await contractCall(t, 'daily_salary', member.token);
  assert.equal(asMember.statusCode, 403);
  assert.equal(asMember.json().errorCode, 'error_not_agent');
  const flags = await t.app.inject({ url: API.consolidated, headers: authed(member.token) });
  assert.equal(flags.json().value.salary, false);
  const noSession = await contractCall(t, 'daily_salary', 'nope');
  assert.equal(noSession.json().errorCode, 'login.not.session');
  const [contract] = await t.db.query<{ id: string }>(`select id::text as id from agent_contracts where downline_id = $1`, [B.id]);
  const stranger = await contractCall(t, 'daily_salary', C.token, { action: 'terminate', contractId: contract!.id });
  assert.equal(stranger.json().errorCode, 'contract_not_found');
});

test('a day settles by the job: B earns 0.50% of its team, A 1.00% of its own less what B earns', async () => {
  // 2026-11-22 in GMT+8; the settlement waits for the day's end plus the brand's 10 minutes.
  await settledRound(t, m1, 1_000_000n, 0n, '2026-11-22T05:00:00Z');
  await settledRound(t, m2, 500_000n, 800_000n, '2026-11-22T06:00:00Z');
  await settledRound(t, m3, 200_000n, 0n, '2026-11-22T07:00:00Z');
  await settledRound(t, m4, 300_000n, 0n, '2026-11-22T08:00:00Z');
  await settledRound(t, m1, 999_000n, 0n, '2026-11-22T16:00:00Z'); // the next day
  const [a0, b0] = [await mainBalance(t, A.id), await mainBalance(t, B.id)];
  await settleDue('2026-11-22T16:05:00Z');
  assert.equal((await statementsOf(A, 'D:2026-11-22')).length, 0, 'not before the settle delay');
  await settleDue('2026-11-22T16:10:00Z');

  // B: 0.50% × 15,000.00 = 75.00. A: 1.00% × 20,000.00 − 75.00 = 125.00.
  const [b] = await statementsOf(B, 'D:2026-11-22');
  assert.deepEqual([b?.gross, b?.downline, b?.paid], ['7500', '0', '7500']);
  assert.equal(b?.formula, '0.50% × 15,000.00 = 75.00');
  const [a] = await statementsOf(A, 'D:2026-11-22');
  assert.deepEqual([a?.gross, a?.downline, a?.paid], ['20000', '7500', '12500']);
  assert.equal(a?.formula, '1.00% × 20,000.00 − 75.00 = 125.00');
  assert.equal((await mainBalance(t, A.id)) - a0, 12_500n);
  assert.equal((await mainBalance(t, B.id)) - b0, 7_500n);

  const income = await t.app.inject({ url: `${API.agentIncome}?period=D&date=2026-11-22`, headers: authed(A.token) });
  assert.equal(income.statusCode, 200, income.body);
  assert.equal(income.json().value.totals.dailySalaryMinor, '12500');
  assert.equal(income.json().value.list[0].formula, '1.00% × 20,000.00 − 75.00 = 125.00');
  const csv = await t.app.inject({ url: `${API.agentIncome}?period=D&date=2026-11-22&format=csv`, headers: authed(A.token) });
  assert.match(String(csv.headers['content-type']), /^text\/csv/);
  const lines = csv.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  assert.match(lines[0]!, /^Contract,Period,From,To,Valid bet \(PHP\)/);
  assert.ok(lines[1]!.startsWith('daily_salary,D:2026-11-22,2026-11-22 12:00:00,2026-11-23 00:00:00,20000.00,'), lines[1]);
  assert.ok(lines[1]!.endsWith(',200.00,75.00,0.00,125.00,125.00,0.00,"1.00% × 20,000.00 − 75.00 = 125.00",1'), lines[1]);
  const flags = (await t.app.inject({ url: API.consolidated, headers: authed(A.token) })).json().value;
  assert.deepEqual([flags.dailySalary, flags.salary, flags.dailysalreqtype], [true, true, 0]);
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('a run killed after paying runs again and pays nothing twice; a repeated run does nothing', async () => {
  await settledRound(t, m1, 100_000n, 0n, '2026-11-23T02:00:00Z');
  await moveTo('2026-11-23T16:10:00Z');
  await t.app.agentSettlements.plan();
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from agent_settlements where period_key = 'D:2026-11-23'`);
  const settlement = (await lockSettlement(t.db, row!.id))!;
  await t.db.query(`update agent_settlements set status = 'running' where id = $1`, [row!.id]);
  // The process dies after the payments, before marking the period done.
  const dying = {
    ...t.db,
    transaction: t.db.transaction.bind(t.db),
    query: async (sql: string, params?: unknown[]) => {
      if (sql.includes(`set status = 'done'`)) throw new Error('killed');
      return t.db.query(sql, params as never);
    },
  } as typeof t.db;
  await assert.rejects(settlePeriod(dying, settlement, { code: 'PHP', symbol: 'TLB', minorDigits: 2 }, t.clock.now()), /killed/);
  const paidOnce = async () =>
    t.db.query<{ key: string; amount: string }>(
      `select idempotency_key as key, amount::text as amount from ledger_transfers where idempotency_key like $1 order by key`,
      [`agent-pay:${row!.id}:%`],
    );
  const firstPaid = await paidOnce();
  assert.equal(firstPaid.length, 2);
  await t.app.jobs.drain(); // the job runs the same settlement again
  await t.app.agentSettlements.run(row!.id, 1);
  assert.deepEqual(await paidOnce(), firstPaid);
  const [done] = await t.db.query<{ status: string; paid: string }>(
    `select status, paid_minor::text as paid from agent_settlements where id = $1`,
    [row!.id],
  );
  // With the round m1 settled at midnight: B 0.50% × 10,990.00 = 54.95; A 1.00% × 10,990.00 − 54.95 = 54.95.
  assert.deepEqual(done, { status: 'done', paid: '10990' });
});

test('staff hold a period and release it; a re-run needs a second staff member and pays only the difference', async () => {
  await settledRound(t, m2, 200_000n, 0n, '2026-11-24T03:00:00Z');
  await moveTo('2026-11-24T16:10:00Z');
  const [maria, ana, support] = [await staffSignedIn(t, 'finance'), await staffSignedIn(t, 'owner'), await staffSignedIn(t, 'support')];
  await t.app.agentSettlements.plan();
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from agent_settlements where period_key = 'D:2026-11-24'`);
  const id = row!.id;
  const refused = await asStaff(t, support, 'POST', withId(BO_API.agentSettlementHold, id), { reason: 'checking' });
  assert.equal(refused.statusCode, 403);
  const held = await asStaff(t, maria, 'POST', withId(BO_API.agentSettlementHold, id), { reason: 'checking a dispute' });
  assert.equal(held.statusCode, 200, held.body);
  assert.equal(held.json().value.status, 'held');
  await t.app.jobs.drain();
  assert.equal((await statementsOf(B, 'D:2026-11-24')).length, 0, 'a held period pays nothing');
  const released = await asStaff(t, ana, 'POST', withId(BO_API.agentSettlementRelease, id));
  assert.equal(released.statusCode, 200, released.body);
  await t.app.jobs.drain();
  assert.deepEqual(
    (await statementsOf(B, 'D:2026-11-24')).map((s) => s.paid),
    ['1000'],
  );

  // A round of that day settled late (a vendor's correction): the period is re-run.
  await settledRound(t, m2, 400_000n, 0n, '2026-11-24T04:00:00Z');
  const b0 = await mainBalance(t, B.id);
  const proposed = await asStaff(t, maria, 'POST', withId(BO_API.agentSettlementRerun, id), { reason: 'late rounds from TEST' });
  assert.equal(proposed.statusCode, 200, proposed.body);
  assert.equal(proposed.json().value.rerun.mine, true);
  const own = await asStaff(t, maria, 'POST', withId(BO_API.agentSettlementRerunApprove, id));
  assert.equal(own.json().errorCode, 'settlement_same_staff');
  const approved = await asStaff(t, ana, 'POST', withId(BO_API.agentSettlementRerunApprove, id));
  assert.equal(approved.statusCode, 200, approved.body);
  await t.app.jobs.drain();
  // v2: B 0.50% × 6,000.00 = 30.00, of which 10.00 was paid: 20.00 now.
  const statements = await statementsOf(B, 'D:2026-11-24');
  assert.deepEqual(
    statements.map((s) => [s.version, s.paid]),
    [
      [1, '1000'],
      [2, '2000'],
    ],
  );
  assert.equal((await mainBalance(t, B.id)) - b0, 2_000n);
  const detail = await asStaff(t, support, 'GET', withId(BO_API.agentSettlement, id));
  assert.equal(detail.json().value.runVersion, 2);
  assert.equal(detail.json().value.statements.length, 4);
  const audit = await t.db.query<{ action: string }>(`select action from staff_audit where target = $1 order by id`, [
    `agent-settlement:${id}`,
  ]);
  assert.deepEqual(
    audit.map((a) => a.action),
    ['agents.settlement.hold', 'agents.settlement.release', 'agents.settlement.rerun', 'agents.settlement.rerun.approve'],
  );
});

test('a lower contract accepted ends the old one, and downline contracts above the new rate', async () => {
  const staff = await staffSignedIn(t, 'owner');
  const lower = await operatorOffer(t, staff, A, 'daily_salary', flatSalary(40));
  await contractOk(t, 'daily_salary', A.token, { action: 'accept', contractId: lower });
  const ended = await t.db.query<{ downline: string; rate: number; reason: string }>(
    `select downline_id::text as downline, rate_bp as rate, end_reason as reason from agent_contracts where status = 'ended' order by id`,
  );
  assert.deepEqual(ended, [
    { downline: A.id, rate: 100, reason: 'superseded' },
    { downline: B.id, rate: 50, reason: 'upline_lowered' },
  ]);
  // B is offered again at most 0.40%; then B asks to end it and A accepts.
  const page = await contractOk(t, 'daily_salary', A.token, { action: 'offer', downlineId: B.id, terms: flatSalary(30) });
  const offerId = page.downlines.find((d: { agent: { id: string } }) => d.agent.id === B.id).pending.id;
  await contractOk(t, 'daily_salary', B.token, { action: 'accept', contractId: offerId });
  await contractOk(t, 'daily_salary', B.token, { action: 'terminate', contractId: offerId });
  const twice = await contractCall(t, 'daily_salary', B.token, { action: 'terminate', contractId: offerId });
  assert.equal(twice.json().errorCode, 'contract_state');
  const flags = (await t.app.inject({ url: API.consolidated, headers: authed(A.token) })).json().value;
  assert.equal(flags.dailysalreqtype, 2);
  const mine = (await t.app.inject({ url: API.consolidated, headers: authed(B.token) })).json().value;
  assert.equal(mine.dailysalreqtype, 3);
});

test('a contract ended mid-day counts only its hours, and a member moved to another agent counts there', async () => {
  // 2026-11-25 (GMT+8): m1 plays before and after B's contract ends at 12:00.
  await settledRound(t, m1, 100_000n, 0n, '2026-11-25T02:00:00Z');
  await moveTo('2026-11-25T04:00:00Z');
  const [contract] = await t.db.query<{ id: string }>(
    `select id::text as id from agent_contracts where downline_id = $1 and status = 'active'`,
    [B.id],
  );
  await contractOk(t, 'daily_salary', A.token, { action: 'accept', contractId: contract!.id });
  await settledRound(t, m1, 300_000n, 0n, '2026-11-25T06:00:00Z');
  // m4 moves from C to B before the day settles: its play counts in B's team.
  await t.db.query(`update accounts set upline_id = $2 where id = $1`, [m4.id, B.id]);
  await settledRound(t, m4, 500_000n, 0n, '2026-11-25T01:00:00Z');
  await settleDue('2026-11-25T16:10:00Z');
  // B (0.30% until 12:00): m1's 1,000.00 and m4's 5,000.00 = 18.00. A (0.40% all day): 9,000.00 = 36.00 − 18.00.
  const [b] = await statementsOf(B, 'D:2026-11-25');
  assert.equal(b?.formula, '0.30% × 6,000.00 = 18.00');
  const [a] = await statementsOf(A, 'D:2026-11-25');
  assert.equal(a?.formula, '0.40% × 9,000.00 − 18.00 = 18.00');
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('a run the job runner gave up on stays running and holds the kind back; staff retry it and every agent is paid once', async () => {
  // A (0.40%) offers B 0.30% and C 0.20%; each has a member who plays on 26 November.
  const mC = await teamAccount(t, 'cm', C, false);
  const offers: Record<string, string> = {};
  for (const [agent, rate] of [
    [B, 30],
    [C, 20],
  ] as const) {
    await contractOk(t, 'daily_salary', A.token, { action: 'offer', downlineId: agent.id, terms: flatSalary(rate) });
    const [offer] = await t.db.query<{ id: string }>(
      `select id::text as id from agent_contracts where downline_id = $1 and status = 'offered'`,
      [agent.id],
    );
    await contractOk(t, 'daily_salary', agent.token, { action: 'accept', contractId: offer!.id });
    offers[agent.id] = offer!.id;
  }
  await settledRound(t, m1, 100_000n, 0n, '2026-11-26T01:00:00Z');
  await settledRound(t, mC, 200_000n, 0n, '2026-11-26T02:00:00Z');
  await settledRound(t, m3, 300_000n, 0n, '2026-11-26T03:00:00Z');
  await settledRound(t, m1, 50_000n, 0n, '2026-11-27T01:00:00Z');
  const balances = async () => Promise.all([A, B, C].map((agent) => mainBalance(t, agent.id)));
  const start = await balances();

  // This test's own runner pays one contract per transaction (A's, then B's, then C's), so a run
  // can stop with some agents paid. B's contract is broken: writing its statement fails.
  const runner = createJobRunner({ db: t.db, clock: t.clock, log: { error: () => undefined, warn: () => undefined } });
  const settlements = createSettlementJobs({
    db: t.db,
    clock: t.clock,
    jobs: runner,
    walletEvents: { publish: () => undefined },
    statementBatch: 1,
  });
  settlements.install({ planEveryMs: 0 });
  await t.db.exec(`create function test_broken_contract() returns trigger language plpgsql as $$
    begin
      if new.contract_id = ${Number(offers[B.id])} then raise exception 'contract % cannot be written', new.contract_id; end if;
      return new;
    end $$;
    create trigger test_broken_contract before insert on agent_statements for each row execute function test_broken_contract();`);

  await moveTo('2026-11-26T16:10:00Z');
  await settlements.plan();
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from agent_settlements where period_key = 'D:2026-11-26'`);
  const id = row!.id;
  const otherBrand = await createBrand(t.db);
  const [other] = await t.db.query<{ code: string }>(`select code from merchants where id = $1`, [otherBrand]);
  // Staff sign in again after the clock moves a day.
  const signIn = async () => ({
    maria: await staffSignedIn(t, 'finance'),
    ana: await staffSignedIn(t, 'owner'),
    support: await staffSignedIn(t, 'support'),
    outsider: await staffSignedIn(t, 'owner', [other!.code]),
  });
  let { ana, support } = await signIn();
  const settlementRow = async (settlementId: string) =>
    (
      await t.db.query<{ status: string; runSeq: number; runVersion: number; paid: string }>(
        `select status, run_seq as "runSeq", run_version as "runVersion", paid_minor::text as paid from agent_settlements where id = $1`,
        [settlementId],
      )
    )[0];
  const world = async () =>
    JSON.stringify([
      await t.db.query(`select id, status, run_seq, run_version, paid_minor from agent_settlements order by id`),
      await t.db.query(`select run_key, status from jobs where kind = 'agent-settle' order by run_key`),
      await t.db.query(`select count(*)::int as n from staff_audit`),
      await t.db.query(`select count(*)::int as n from ledger_transfers`),
    ]);
  const retry = (staff: typeof ana, settlementId: string) => asStaff(t, staff, 'POST', withId(BO_API.agentSettlementRetry, settlementId));

  // The first try fails: the runner will try again, so staff may not retry yet.
  await runner.drain();
  assert.equal((await selectJob(t.db, settleRunKey(id, 1)))?.status, 'pending');
  assert.equal((await settlementRow(id))?.status, 'running');
  const retrying = await asStaff(t, support, 'GET', withId(BO_API.agentSettlement, id));
  assert.equal(retrying.json().value.stalled, false);
  let unchanged = await world();
  const early = await retry(ana, id);
  assert.equal(early.statusCode, 409, early.body);
  assert.equal(early.json().errorCode, 'settlement_state');
  assert.equal(await world(), unchanged);

  // Every later try fails too, until the runner gives up: the period stays running, A paid.
  for (let tries = 1; (await selectJob(t.db, settleRunKey(id, 1)))?.status === 'pending'; tries += 1) {
    assert.ok(tries < 10, 'the runner gives up after 10 tries');
    t.clock.advanceMs(5 * 60_000);
    await runner.drain();
  }
  assert.deepEqual(await selectJob(t.db, settleRunKey(id, 1)).then((job) => [job?.status, job?.attempts]), ['failed', 10]);
  assert.equal((await settlementRow(id))?.status, 'running');
  const payments = () =>
    t.db.query<{ key: string; amount: string }>(
      `select idempotency_key as key, amount::text as amount from ledger_transfers where idempotency_key like $1 order by key`,
      [`agent-pay:${id}:%`],
    );
  const [aContract] = await t.db.query<{ id: string }>(
    `select id::text as id from agent_contracts where downline_id = $1 and status = 'active' and kind = 'daily_salary'`,
    [A.id],
  );
  assert.deepEqual(await payments(), [{ key: `agent-pay:${id}:${aContract!.id}:v1`, amount: '1700' }]);

  // The next day is planned and waits for this one; it is not stalled (its turn has not come).
  await moveTo('2026-11-27T16:10:00Z');
  const staff = await signIn();
  ({ ana, support } = staff);
  const { maria, outsider } = staff;
  await settlements.plan();
  await runner.drain();
  const [nextRow] = await t.db.query<{ id: string }>(`select id::text as id from agent_settlements where period_key = 'D:2026-11-27'`);
  const nextId = nextRow!.id;
  assert.equal((await settlementRow(nextId))?.status, 'pending');
  const list = await asStaff(t, support, 'GET', `${BO_API.agentSettlements}?kind=daily_salary&limit=3`);
  assert.deepEqual(
    list.json().value.entries.map((s: { periodKey: string; status: string; stalled: boolean }) => [s.periodKey, s.status, s.stalled]),
    [
      ['D:2026-11-27', 'pending', false],
      ['D:2026-11-26', 'running', true],
      ['D:2026-11-25', 'done', false],
    ],
  );
  const stalled = (await asStaff(t, support, 'GET', withId(BO_API.agentSettlement, id))).json().value;
  assert.equal(stalled.stalled, true);
  assert.match(stalled.runError, /cannot be written/);
  // When its job last tried: the runner's clock, at or before now; a period not stalled shows none.
  assert.ok(stalled.runTriedAt && Date.parse(stalled.runTriedAt) <= t.clock.now().getTime(), stalled.runTriedAt);
  assert.equal(list.json().value.entries[0].runTriedAt, null);

  // Refused, changing nothing: a period waiting its turn, a settled one, a staff member of another
  // brand (not found), one without agents.manage.
  unchanged = await world();
  const [settled] = await t.db.query<{ id: string }>(`select id::text as id from agent_settlements where period_key = 'D:2026-11-25'`);
  for (const [staff, settlementId, status, code] of [
    [ana, nextId, 409, 'settlement_state'],
    [ana, settled!.id, 409, 'settlement_state'],
    [outsider, id, 404, 'settlement_not_found'],
    [support, id, 403, null],
  ] as const) {
    const refused = await retry(staff, settlementId);
    assert.equal(refused.statusCode, status, refused.body);
    if (code) assert.equal(refused.json().errorCode, code);
  }
  assert.equal(await world(), unchanged);

  // B's contract is mended; staff retry: a new run key, the same run version.
  await t.db.exec(`drop trigger test_broken_contract on agent_statements; drop function test_broken_contract();`);
  const retried = await retry(maria, id);
  assert.equal(retried.statusCode, 200, retried.body);
  assert.deepEqual([retried.json().value.status, retried.json().value.stalled, retried.json().value.runVersion], ['running', false, 1]);
  assert.equal((await settlementRow(id))?.runSeq, 2);
  assert.equal((await selectJob(t.db, settleRunKey(id, 2)))?.status, 'pending');
  const twice = await retry(ana, id);
  assert.equal(twice.json().errorCode, 'settlement_state');

  // The new run pays B and C (A was paid), finishes the day and starts the next one.
  await runner.drain();
  // A 0.40% × 6,000.00 − 3.00 − 4.00 = 17.00; B 0.30% × 1,000.00 = 3.00; C 0.20% × 2,000.00 = 4.00.
  assert.deepEqual(
    await payments(),
    [
      { key: `agent-pay:${id}:${aContract!.id}:v1`, amount: '1700' },
      { key: `agent-pay:${id}:${offers[B.id]}:v1`, amount: '300' },
      { key: `agent-pay:${id}:${offers[C.id]}:v1`, amount: '400' },
    ].sort((x, y) => (x.key < y.key ? -1 : 1)),
  );
  const [perContract] = await t.db.query<{ statements: number; contracts: number; paid: string }>(
    `select count(*)::int as statements, count(distinct contract_id)::int as contracts, sum(paid_minor)::text as paid
       from agent_statements where settlement_id = $1`,
    [id],
  );
  assert.deepEqual(perContract, { statements: 3, contracts: 3, paid: '2400' });
  assert.deepEqual(await settlementRow(id), { status: 'done', runSeq: 2, runVersion: 1, paid: '2400' });
  // The next day: B 0.30% × 500.00 = 1.50; A 0.40% × 500.00 − 1.50 = 0.50.
  assert.equal((await settlementRow(nextId))?.status, 'done');
  assert.deepEqual(
    [(await statementsOf(A, 'D:2026-11-27')).map((s) => s.paid), (await statementsOf(B, 'D:2026-11-27')).map((s) => s.paid)],
    [['50'], ['150']],
  );
  const end = await balances();
  assert.deepEqual(
    end.map((balance, i) => balance - start[i]!),
    [1_700n + 50n, 300n + 150n, 400n],
  );
  const done = await retry(ana, id);
  assert.equal(done.json().errorCode, 'settlement_state');

  const [audit] = await t.db.query<{ action: string; staff: string; detail: { status: string; version: number; error: string } }>(
    `select action, staff_id::text as staff, detail from staff_audit where target = $1 and action = 'agents.settlement.retry'`,
    [`agent-settlement:${id}`],
  );
  assert.equal(audit?.staff, maria.id);
  assert.deepEqual([audit?.detail.status, audit?.detail.version], ['running', 1]);
  assert.match(audit!.detail.error, /cannot be written/);
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('a run replaced by a newer one cannot mark the period done', async () => {
  // A period of a kind no contract here settles (nothing to pay), running under run_seq 2.
  const month = periodOfDay('M', '2026-10-01');
  const [row] = await t.db.query<{ id: string }>(
    `insert into agent_settlements (merchant_id, kind, period_key, period_start, period_end, status, run_seq, created_at)
     values ($1, 'dividend', $2, $3, $4, 'running', 2, $5) returning id::text as id`,
    [await demoBrandId(t.db), month.key, month.start.toISOString(), month.end.toISOString(), t.clock.now().toISOString()],
  );
  const current = (await lockSettlement(t.db, row!.id))!;
  const currency = { code: 'PHP', symbol: 'TLB', minorDigits: 2 };
  const stale = await settlePeriod(t.db, { ...current, runSeq: 1 }, currency, t.clock.now());
  assert.equal(stale.finished, false);
  const status = async () =>
    (await t.db.query<{ status: string }>(`select status from agent_settlements where id = $1`, [row!.id]))[0]?.status;
  assert.equal(await status(), 'running');
  const fresh = await settlePeriod(t.db, current, currency, t.clock.now());
  assert.equal(fresh.finished, true);
  assert.equal(await status(), 'done');
});
