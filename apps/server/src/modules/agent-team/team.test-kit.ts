/**
 * The team the agent-team tests read (not a test itself): registered accounts, real deposits,
 * slot rounds through the seamless wallet API and a lottery ticket drawn and settled by the job
 * runner, over two GMT+8 days. The figures the tests expect are worked out in the comments.
 *
 *   agtalpha (agent, the caller)          agtbravo (another agent)      plainpat (member, no upline)
 *   ├── sub1cara (sub-agent)              └── mem9out (member)
 *   │   └── mem2ben (member)
 *   └── mem1ana (member)
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API } from '@pkg/contracts/routes';
import { openBonusAccount, openClearingAccount, openPlayerWallet } from '../../ledger/accounts.ts';
import { captureHold, placeHold } from '../../ledger/holds.ts';
import { transfer } from '../../ledger/transfer.ts';
import { authed, loginAs, registerUser } from '../../../test/auth-helpers.ts';
import { demoBrandId } from '../../../test/ledger-helpers.ts';
import { advanceTo, openDraw, placeOrder, runJobs } from '../../../test/lottery-helpers.ts';
import { demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { createVendorSimulator, simId } from '../../../test/vendor-simulator.ts';
import { fund } from '../../../test/wallet-helpers.ts';

export const PASSWORD = 'Lakad2026!';

/** A test account: its id, username and a live session token. */
export interface Member {
  id: string;
  username: string;
  token: string;
}

/** The accounts of the fixture by role. */
export interface Team {
  alpha: Member;
  sub: Member;
  ana: Member;
  ben: Member;
  bravo: Member;
  out: Member;
  plain: Member;
  /** Round ids in the order they started. */
  rounds: { r1: string; r2: string; r3: string; r4: string; r5: string; ticket: string };
}

/** Registers an account (logged in) and reads its id. */
export async function register(t: TestApp, username: string): Promise<Member> {
  const { token } = await registerUser(t, username, PASSWORD);
  const [row] = await t.db.query<{ id: string }>(`select id::text as id from accounts where username = $1`, [username]);
  assert.ok(row);
  return { id: row.id, username, token };
}

/** A fresh session for an account (the earlier one may have idled out). */
export async function relogin(t: TestApp, member: Member): Promise<Member> {
  const response = await loginAs(t, member.username, PASSWORD);
  assert.equal(response.statusCode, 200, response.body);
  return { ...member, token: response.json().value.token as string };
}

/** GET a call as an account (or with no session), answering the status and parsed body. */
export async function call(t: TestApp, url: string, token?: string) {
  const response = await t.app.inject({ url, headers: token ? authed(token) : demoHeaders() });
  const json = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: json ? response.json() : response.body, response };
}

async function ledgerMove(t: TestApp, code: string, from: string, to: string, amountMinor: bigint) {
  const brandId = await demoBrandId(t.db);
  await transfer(t.db, {
    brandId,
    currency: 'PHP',
    code,
    idempotencyKey: `team-test:${randomUUID()}`,
    fromAccountId: from,
    toAccountId: to,
    amountMinor,
    actor: 'test',
    ip: null,
    at: t.clock.now(),
  });
}

const walletOf = async (t: TestApp, accountId: string) =>
  (await openPlayerWallet(t.db, await demoBrandId(t.db), 'PHP', accountId, t.clock.now())).id;

/**
 * Day 1 (2026-11-22, GMT+8): every account opens; deposits alpha 300.00, sub 200.00, ana 1,000.00,
 * ben 500.00, out 700.00; ana plays r1 (stake 100.00, win 250.00).
 * Day 2 (2026-11-23, Monday): ben's lottery ticket (10 combos × 1.00 = 10.00, exactly one wins
 * 9.70); then a second apart: ana r2 (50.00, lost), ana r3 (30.00, still open), ben r4 (200.00,
 * lost), sub r5 (10.00, win 15.00), out r6 (400.00, lost), alpha r7 (20.00, lost); ben withdraws
 * 100.00, ana gets a 20.00 bonus and 50.00 from alpha (transfer_downline).
 */
export async function buildTeam(t: TestApp): Promise<Team> {
  const alpha = await register(t, 'agtalpha');
  const sub = await register(t, 'sub1cara');
  const ana = await register(t, 'mem1ana');
  const ben = await register(t, 'mem2ben');
  const bravo = await register(t, 'agtbravo');
  const out = await register(t, 'mem9out');
  const plain = await register(t, 'plainpat');
  await t.db.query(`update accounts set account_type = 1 where id = any($1::bigint[])`, [[alpha.id, sub.id, bravo.id]]);
  for (const [member, upline] of [
    [sub, alpha],
    [ana, alpha],
    [ben, sub],
    [out, bravo],
  ] as const) {
    await t.db.query(`update accounts set upline_id = $2 where id = $1`, [member.id, upline.id]);
  }
  for (const [member, amount] of [
    [alpha, 30_000n],
    [sub, 20_000n],
    [ana, 100_000n],
    [ben, 50_000n],
    [out, 70_000n],
  ] as const) {
    await fund(t, member.id, amount);
  }
  const sim = createVendorSimulator(t);
  const play = async (member: Member, stake: string, win: string | null) => {
    const player = await sim.launch({ id: member.id });
    const roundId = simId('round');
    assert.equal((await sim.debit(player, stake, { roundId })).status, 'OK');
    if (win !== null) assert.equal((await sim.credit(player, roundId, win)).status, 'OK');
    t.clock.advanceMs(1_000);
    return roundId;
  };
  const r1 = await play(ana, '10000', '25000');

  // Day 2: a day later, 12:00 GMT+8 and on.
  await advanceTo(t, '2026-11-23T04:00:00Z');
  const benNow = await relogin(t, ben);
  const draw = await openDraw(t, benNow.token, 'ssc-1m');
  const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
  const placed = await placeOrder(t, benNow.token, {
    gameCode: 'ssc-1m',
    numero: draw.numero,
    bets: [{ betType: 'ssc.pos', picks: [digits, [], [], [], []], unitMinor: '100' }],
  });
  assert.equal(placed.statusCode, 200, placed.body);
  await advanceTo(t, draw.drawAt);
  await runJobs(t);
  const [ticket] = await t.db.query<{ id: string; status: string; win: string; stake: string }>(
    `select id::text as id, status, win_minor::text as win, stake_minor::text as stake from lottery_tickets where account_id = $1`,
    [ben.id],
  );
  assert.deepEqual([ticket?.status, ticket?.stake, ticket?.win], ['won', '1000', '970'], 'one of ten digits wins 9.7 × 1.00');
  t.clock.advanceMs(1_000);

  const r2 = await play(ana, '5000', '0');
  const r3 = await play(ana, '3000', null);
  const r4 = await play(ben, '20000', '0');
  const r5 = await play(sub, '1000', '1500');
  await play(out, '40000', '0');
  await play(alpha, '2000', '0');

  const brandId = await demoBrandId(t.db);
  const bank = (await openClearingAccount(t.db, brandId, 'PHP', 'test-bank', t.clock.now())).id;
  const bonus = (await openBonusAccount(t.db, brandId, 'PHP', t.clock.now())).id;
  // A withdrawal as the desk pays it: held on request, captured on approval.
  const actor = { actor: 'test', ip: null, at: t.clock.now() };
  const { hold } = await placeHold(t.db, {
    ...actor,
    brandId,
    currency: 'PHP',
    code: 'withdrawal',
    idempotencyKey: `team-test:${randomUUID()}`,
    accountId: await walletOf(t, ben.id),
    counterAccountId: bank,
    amountMinor: 10_000n,
  });
  await captureHold(t.db, { ...actor, brandId, holdId: hold.id });
  t.clock.advanceMs(1_000);
  await ledgerMove(t, 'bonus', bonus, await walletOf(t, ana.id), 2_000n);
  t.clock.advanceMs(1_000);
  await ledgerMove(t, 'transfer_downline', await walletOf(t, alpha.id), await walletOf(t, ana.id), 5_000n);
  t.clock.advanceMs(1_000);

  // Fresh sessions for the callers (day 1's idled out); ben's from the lottery bet is still live.
  return {
    alpha: await relogin(t, alpha),
    sub: await relogin(t, sub),
    ana,
    ben: benNow,
    bravo: await relogin(t, bravo),
    out,
    plain: await relogin(t, plain),
    rounds: { r1, r2, r3, r4, r5, ticket: `T${ticket?.id}` },
  };
}

/** The API path with a query string. */
export const withQuery = (path: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
};

/** The path of the agent-team calls, for tests that go through all of them. */
export const REPORT_PATHS = [
  API.agentTeamOverview,
  API.agentTeamMembers,
  API.agentInvite,
  API.agentTeamBets,
  API.agentTeamProfit,
  API.agentTeamTransactions,
] as const;
