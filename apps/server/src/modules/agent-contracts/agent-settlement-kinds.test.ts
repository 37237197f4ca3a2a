// The other contract kinds (decision 029): a half-monthly dividend whose losing period carries
// over into the next, and the real-time salary in fixed 5-minute buckets (a round settling late
// counts in the bucket it settles in) settled by two server processes racing: each bucket pays once.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { contractOk, mainBalance, operatorOffer, relogin, settledRound, teamAccount } from '../../../test/agent-helpers.ts';
import { secondProcess } from '../../../test/lottery-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Player } from '../../../test/wallet-helpers.ts';
import { staffSignedIn } from '../../../test/withdrawal-helpers.ts';
import { checkInvariants } from '../../ledger/invariants.ts';

const QUIET = { lotteryPlanEveryMs: 0, lotteryClockEveryMs: 0, agentSettlePlanEveryMs: 0 };
let t: TestApp;
let A: Player, m1: Player;

before(async () => {
  t = await createTestApp(QUIET);
  A = await teamAccount(t, 'ka', null, true);
  m1 = await teamAccount(t, 'km', A, false);
});
after(() => t.close());

async function moveTo(at: string) {
  t.clock.advanceMs(new Date(at).getTime() - t.clock.now().getTime());
  await relogin(t, [A]);
}

async function statements(periodPrefix: string) {
  return t.db.query<{ period: string; net: string; paid: string; carryIn: string; carryOut: string; formula: string }>(
    `select period_key as period, net_minor::text as net, paid_minor::text as paid, carry_in_minor::text as "carryIn",
            carry_out_minor::text as "carryOut", formula
       from agent_statements where agent_id = $1 and period_key like $2 order by period_key`,
    [A.id, `${periodPrefix}%`],
  );
}

test('a dividend period the players won carries over and comes off the next payment', async () => {
  const staff = await staffSignedIn(t, 'owner');
  const offer = await operatorOffer(t, staff, A, 'dividend', {
    period: 'H',
    tiers: [{ minNetLossMinor: '0', minActiveMembers: 0, shareBp: 1000 }],
  });
  await contractOk(t, 'dividend', A.token, { action: 'accept', contractId: offer });
  // 16-30 November: the team's players win 5,000.00 net.
  await settledRound(t, m1, 100_000n, 600_000n, '2026-11-23T05:00:00Z');
  await moveTo('2026-11-30T16:10:00Z');
  await t.app.agentSettlements.plan();
  await t.app.jobs.drain();
  // 1-15 December: they lose 20,000.00.
  await settledRound(t, m1, 2_000_000n, 0n, '2026-12-02T05:00:00Z');
  const before = await mainBalance(t, A.id);
  await moveTo('2026-12-15T16:10:00Z');
  await t.app.agentSettlements.plan();
  await t.app.jobs.drain();
  assert.deepEqual(
    (await statements('H:')).map((s) => [s.period, s.net, s.paid, s.carryIn, s.carryOut, s.formula]),
    [
      ['H:2026-11-16', '-50000', '0', '0', '-50000', '10.00% × (-5,000.00) = (-500.00)'],
      ['H:2026-12-01', '150000', '150000', '-50000', '0', '10.00% × 20,000.00 + (-500.00) = 1,500.00'],
    ],
  );
  assert.equal((await mainBalance(t, A.id)) - before, 150_000n);
  const flags = await t.app.inject({ url: '/wps/member/info/funds/consolidated', headers: { authorization: A.token } });
  assert.equal(flags.json().value.enableCt, true);
});

test('real-time salary pays each 5-minute bucket once, with two processes racing, late rounds in the bucket they settle in', async () => {
  const staff = await staffSignedIn(t, 'owner');
  const offer = await operatorOffer(t, staff, A, 'realtime_salary', { rateBp: 100 });
  await contractOk(t, 'realtime_salary', A.token, { action: 'accept', contractId: offer });
  // 13:06 and a round started 13:03 that settles at 13:11 (GMT+8).
  await settledRound(t, m1, 100_000n, 0n, '2026-12-16T05:06:00Z');
  await settledRound(t, m1, 300_000n, 0n, '2026-12-16T05:11:00Z', '2026-12-16T05:03:00Z');
  await moveTo('2026-12-16T05:30:00Z');
  const other = await secondProcess(t, QUIET);
  try {
    await Promise.all([t.app.agentSettlements.plan(), other.agentSettlements.plan()]);
    await Promise.all([t.app.jobs.drain(), other.jobs.drain()]);
  } finally {
    await other.close();
  }
  const paid = (await statements('rt:')).filter((s) => s.paid !== '0');
  assert.deepEqual(
    paid.map((s) => [s.period, s.paid]),
    [
      ['rt:2026-12-16T13:05', '1000'],
      ['rt:2026-12-16T13:10', '3000'],
    ],
  );
  const [count] = await t.db.query<{ n: number; pending: number }>(
    `select count(*)::int as n, (count(*) filter (where status <> 'done'))::int as pending from agent_settlements where kind = 'realtime_salary'`,
  );
  assert.equal(count?.pending, 0);
  const [transfers] = await t.db.query<{ n: number }>(`select count(*)::int as n from ledger_transfers where code = 'salary'`);
  assert.equal(transfers?.n, 2);
  assert.equal((await checkInvariants(t.db)).ok, true);
});
