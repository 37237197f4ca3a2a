// Proves the back office's reports (decision 041) read the ledger and reconcile with it: real
// deposits through the sandbox gateway, bets and a rollback through the seamless wallet of two
// vendors, a claimed bonus and an approved withdrawal over two GMT+8 days; GGR by vendor, game,
// agent and day each sum to the brand's GGR, which is the house shards' postings; deposits and
// withdrawals equal the clearing accounts' postings; bonus cost the bonus account's. Only
// reports.read may read, staff see their brands only, bad ranges and groupings are refused with
// their own codes, and the CSV carries the same rows with exact amounts and neutralised formulas.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoReportValue, ReportRow } from '@pkg/contracts/reports';
import { createDepositApp, openOrder, sendCallback, signedCallback } from '../../../test/deposit-helpers.ts';
import { relogin } from '../../../test/agent-helpers.ts';
import { createBrand, demoBrandId } from '../../../test/ledger-helpers.ts';
import { claimOk, giveReward } from '../../../test/reward-helpers.ts';
import { TEST_APP_SECRET, type TestApp } from '../../../test/test-app.ts';
import { createVendorSimulator, simId, type VendorSimulator } from '../../../test/vendor-simulator.ts';
import { makeAgent, newPlayer, placeUnder } from '../../../test/wallet-helpers.ts';
import {
  asStaff,
  bindBank,
  fundedPlayer,
  requestWithdrawal,
  staffSignedIn,
  withId,
  type TestPlayer,
  type TestStaff,
} from '../../../test/withdrawal-helpers.ts';
import { rotateVendorSecret } from '../vendor-wallet/vendor-secrets.ts';

const DAY1 = '2026-11-22';
const DAY2 = '2026-11-23';
let t: TestApp;
let brandId: string;
let owner: TestStaff;
let agentName: string;
let playerA: TestPlayer;

const url = (query: Record<string, string>) => `${BO_API.reports}?${new URLSearchParams(query).toString()}`;

async function report(staff: TestStaff, query: Record<string, string>): Promise<BoReportValue> {
  const response = await asStaff(t, staff, 'GET', url({ brandId, from: DAY1, to: DAY2, ...query }));
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as BoReportValue;
}

const sum = (rows: ReportRow[], column: string) => rows.reduce((total, row) => total + BigInt(row.values[column] ?? '0'), 0n);

/** The ledger's own sum of a brand's postings on accounts of a kind (and channel), by code, in [DAY1, DAY2]. */
async function ledgerSum(kind: string, codes: string[], ref?: string): Promise<bigint> {
  const [row] = await t.db.query<{ total: string }>(
    `select coalesce(sum(p.amount), 0)::text as total from ledger_postings p join ledger_accounts a on a.id = p.account_id
      where a.merchant_id = $1 and a.currency = 'PHP' and a.kind = $2 and ($3::text is null or a.ref = $3)
        and p.code = any($4::text[]) and p.created_at >= '2026-11-21T16:00:00Z' and p.created_at < '2026-11-23T16:00:00Z'`,
    [brandId, kind, ref ?? null, codes],
  );
  return BigInt(row?.total ?? '0');
}

async function play(vendor: VendorSimulator, player: { id: string }, stake: string, win: string | null) {
  const session = await vendor.launch({ id: player.id });
  const roundId = simId('round');
  assert.equal((await vendor.debit(session, stake, { roundId })).status, 'OK');
  if (win !== null) assert.equal((await vendor.credit(session, roundId, win)).status, 'OK');
}

async function deposit(player: { token: string }, amountMinor: string) {
  const order = await openOrder(t, player.token, 'sandbox-pay', amountMinor);
  const callback = signedCallback(order, 'paid');
  assert.equal((await sendCallback(t, callback.raw, callback.signature)).statusCode, 200);
}

before(async () => {
  t = await createDepositApp();
  brandId = await demoBrandId(t.db);
  const house = createVendorSimulator(t);
  const bingo = createVendorSimulator(t, {
    vendorCode: 'BTBINGO',
    secret: await rotateVendorSecret(t.db, TEST_APP_SECRET, 'bituin', 'BTBINGO'),
  });

  // Day 1 (GMT+8): an agent, player A under it and player B without one; deposits through the gateway; house-slot bets.
  const agent = await newPlayer(t, 'rptagent', { pin: false });
  await makeAgent(t, agent);
  agentName = agent.username;
  playerA = await fundedPlayer(t, 'rpta');
  await placeUnder(t, playerA, agent);
  const playerB = await newPlayer(t, 'rptb', { pin: false });
  await deposit(playerA, '50000');
  await deposit(playerB, '30000');
  await play(house, playerA, '10000', '3000');
  await play(house, playerB, '5000', null);
  // A stake rolled back: it is in the ledger twice (stake and reversal) and nets to nothing.
  const session = await house.launch({ id: playerB.id });
  const roundId = simId('round');
  const transactionId = simId('bet');
  assert.equal((await house.debit(session, '2000', { roundId, transactionId })).status, 'OK');
  assert.equal((await house.rollback(session, roundId, transactionId)).status, 'OK');

  // Day 2: A wins at the other vendor, claims a bonus, and withdraws (approved by finance).
  t.clock.advanceMs(86_400_000);
  await relogin(t, [playerA]);
  await play(bingo, playerA, '4000', '10000');
  await claimOk(t, playerA.token, await giveReward(t, playerA.id, 2500n, 0));
  const payoutId = await bindBank(t, playerA);
  const requested = await requestWithdrawal(t, playerA, { amountMinor: '20000', payoutAccountId: payoutId });
  assert.equal(requested.statusCode, 200, requested.body);
  const finance = await staffSignedIn(t, 'finance');
  const approved = await asStaff(t, finance, 'POST', withId(BO_API.withdrawalApprove, requested.json().value.id), {});
  assert.equal(approved.statusCode, 200, approved.body);
  owner = await staffSignedIn(t, 'owner');
});
after(() => t.close());

test('GGR and NGR by brand equal the house shards and the bonus account of the ledger', async () => {
  const value = await report(owner, { report: 'ggr', groupBy: 'brand' });
  assert.deepEqual(value.keyColumns, []);
  assert.equal(value.rows.length, 1);
  const row = value.rows[0]!;
  assert.equal(row.brandCode, 'bituin');
  assert.equal(row.currency, 'PHP');
  // Stakes 100.00 + 50.00 + 40.00 (the rolled-back 20.00 nets out), payouts 30.00 + 100.00.
  assert.deepEqual(row.values, {
    stakeMinor: '19000',
    payoutMinor: '13000',
    ggrMinor: '6000',
    bonusMinor: '2500',
    commissionMinor: '0',
    ngrMinor: '3500',
  });
  const houseGain = await ledgerSum('house', ['bet_stake', 'bet_payout', 'bet_clawback', 'reversal']);
  assert.equal(BigInt(row.values.ggrMinor!), houseGain);
  assert.equal(BigInt(row.values.bonusMinor!), -(await ledgerSum('bonus', ['bonus', 'rebate', 'points_convert'])));
  assert.deepEqual(value.totals[0]?.values, row.values);
});

test('GGR by vendor, game, agent and day each sum to the brand GGR and NGR', async () => {
  const brand = (await report(owner, { report: 'ggr', groupBy: 'brand' })).rows[0]!.values;
  const byVendor = await report(owner, { report: 'ggr', groupBy: 'vendor' });
  const vendorGgr = Object.fromEntries(byVendor.rows.map((row) => [row.keys[0] ?? 'none', row.values.ggrMinor]));
  assert.deepEqual(vendorGgr, { BTBINGO: '-6000', BTSLOT: '12000', none: '0' });
  const none = byVendor.rows.find((row) => row.keys[0] === null);
  assert.equal(none?.values.bonusMinor, '2500', 'the bonus is not attributable to a vendor');
  assert.ok(byVendor.rows.find((row) => row.keys[0] === 'BTSLOT')?.label, 'a vendor row carries its display name');

  const byGame = await report(owner, { report: 'ggr', groupBy: 'game' });
  assert.deepEqual(byGame.keyColumns, ['vendor', 'game']);
  assert.ok(byGame.rows.some((row) => row.keys[0] === 'BTSLOT' && row.keys[1] === 'bituin-lines'));

  const byAgent = await report(owner, { report: 'ggr', groupBy: 'agent' });
  const underAgent = byAgent.rows.find((row) => row.keys[0] === agentName);
  assert.deepEqual(underAgent?.values, {
    stakeMinor: '14000',
    payoutMinor: '13000',
    ggrMinor: '1000',
    bonusMinor: '2500',
    commissionMinor: '0',
    ngrMinor: '-1500',
  });
  assert.equal(byAgent.rows.find((row) => row.keys[0] === null)?.values.ggrMinor, '5000', 'player B has no upline');

  const byDay = await report(owner, { report: 'ggr', groupBy: 'day' });
  assert.deepEqual(
    byDay.rows.map((row) => [row.keys[0], row.values.ggrMinor]),
    [
      [DAY1, '12000'],
      [DAY2, '-6000'],
    ],
  );
  for (const grouped of [byVendor, byGame, byAgent, byDay]) {
    for (const column of ['stakeMinor', 'payoutMinor', 'ggrMinor', 'bonusMinor', 'ngrMinor'])
      assert.equal(sum(grouped.rows, column).toString(), brand[column], `${grouped.groupBy} ${column}`);
    assert.deepEqual(grouped.totals[0]?.values, brand);
  }
  // One day alone.
  const dayOne = await asStaff(t, owner, 'GET', url({ brandId, report: 'ggr', groupBy: 'brand', from: DAY1, to: DAY1 }));
  assert.equal(dayOne.json().value.rows[0].values.ggrMinor, '12000');
});

test('deposits and withdrawals by day and channel equal the clearing accounts of the ledger', async () => {
  const value = await report(owner, { report: 'payments' });
  assert.deepEqual(value.keyColumns, ['day', 'channel']);
  const gateway = value.rows.find((row) => row.keys[0] === DAY1 && row.keys[1] === 'sandbox-pay');
  assert.equal(gateway?.values.depositCount, '2');
  assert.equal(gateway?.values.depositMinor, '80000');
  assert.equal(sum(value.rows, 'depositMinor'), -(await ledgerSum('clearing', ['deposit'])));
  assert.equal(sum(value.rows, 'withdrawalMinor'), await ledgerSum('clearing', ['withdrawal']));
  const paidOut = value.rows.filter((row) => row.keys[0] === DAY2 && row.values.withdrawalCount === '1');
  assert.equal(paidOut.length, 1);
  assert.equal(paidOut[0]?.values.withdrawalMinor, '20000');
  assert.equal(paidOut[0]?.values.netMinor, '-20000');
  const [orders] = await t.db.query<{ total: string }>(
    `select coalesce(sum(amount), 0)::text as total from deposit_orders where merchant_id = $1 and status = 'paid'`,
    [brandId],
  );
  assert.equal(gateway?.values.depositMinor, orders?.total, 'the gateway deposits are the paid orders');
});

test('new and active players by day; the range counts a player once', async () => {
  const value = await report(owner, { report: 'players' });
  const day1 = value.rows.find((row) => row.keys[0] === DAY1)?.values;
  const day2 = value.rows.find((row) => row.keys[0] === DAY2)?.values;
  assert.equal(day1?.activePlayers, '2', 'A and B bet on day 1');
  assert.equal(day2?.activePlayers, '1', 'A bet on day 2');
  assert.equal(value.totals[0]?.values.activePlayers, '2', 'A counts once over the range');
  const [registered] = await t.db.query<{ n: string }>(
    `select count(*)::text as n from accounts where merchant_id = $1 and account_type <> 4 and created_at < '2026-11-22T16:00:00Z'`,
    [brandId],
  );
  assert.ok(Number(day1?.newPlayers) >= 3, 'the agent and two players registered on day 1');
  assert.equal(day1?.newPlayers, registered?.n);
});

test('bonus cost by kind equals what left the bonus account', async () => {
  const value = await report(owner, { report: 'bonus' });
  assert.deepEqual(
    value.rows.map((row) => [row.keys[0], row.values.count, row.values.amountMinor]),
    [['promotion', '1', '2500']],
  );
});

test('only reports.read may read; staff see their brands only', async () => {
  const support = await staffSignedIn(t, 'support');
  const refused = await asStaff(t, support, 'GET', url({ brandId, report: 'ggr', from: DAY1, to: DAY2 }));
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().errorCode, 'forbidden');
  const anonymous = await t.app.inject({ url: url({ brandId, report: 'ggr', from: DAY1, to: DAY2 }) });
  assert.equal(anonymous.statusCode, 401);

  const other = await createBrand(t.db);
  const scoped = await staffSignedIn(t, 'finance', ['bituin']);
  const outside = await asStaff(t, scoped, 'GET', url({ brandId: other, report: 'ggr', from: DAY1, to: DAY2 }));
  assert.equal(outside.statusCode, 403);
  assert.equal(outside.json().errorCode, 'forbidden');
  const unknown = await asStaff(t, owner, 'GET', url({ brandId: '999999', report: 'ggr', from: DAY1, to: DAY2 }));
  assert.equal(unknown.statusCode, 403);
  // Without a brand: the scoped staff member gets its brand only, the owner every brand.
  const mine = await asStaff(t, scoped, 'GET', url({ report: 'ggr', from: DAY1, to: DAY2 }));
  assert.deepEqual(
    (mine.json().value as BoReportValue).totals.map((row) => row.brandCode),
    ['bituin'],
  );
  const all = await asStaff(t, owner, 'GET', url({ report: 'ggr', from: DAY1, to: DAY2 }));
  const codes = (all.json().value as BoReportValue).totals.map((row) => row.brandId);
  assert.ok(codes.includes(brandId) && codes.includes(other));
  // The auditor has reports.read too.
  await report(await staffSignedIn(t, 'auditor'), { report: 'players' });
});

test('bad ranges and groupings are refused with their own codes', async () => {
  const ask = (query: Record<string, string>) => asStaff(t, owner, 'GET', url({ brandId, report: 'ggr', from: DAY1, to: DAY2, ...query }));
  const cases: Array<[Record<string, string>, string]> = [
    [{ from: DAY2, to: DAY1 }, 'report_range_invalid'],
    [{ from: '2026-02-30' }, 'report_range_invalid'],
    [{ from: '22/11/2026' }, 'report_range_invalid'],
    [{ from: '2026-01-01', to: '2026-04-03' }, 'report_range_too_long'],
    [{ groupBy: 'player' }, 'report_grouping_invalid'],
    [{ report: 'payments', groupBy: 'vendor' }, 'report_grouping_invalid'],
    [{ report: 'profit' }, 'bad_request'],
  ];
  for (const [query, code] of cases) {
    const response = await ask(query);
    assert.equal(response.statusCode, 400, JSON.stringify(query));
    assert.equal(response.json().errorCode, code, JSON.stringify(query));
  }
  // 92 days (1 January to 2 April) is the most.
  const longest = await ask({ from: '2026-01-01', to: '2026-04-02' });
  assert.equal(longest.statusCode, 200, longest.body);
});

test('the CSV has the same rows, exact amounts, totals, and neutralised formulas', async () => {
  // A game whose name a spreadsheet would run as a formula.
  await t.db.query(`update games set display_name = '=HYPERLINK("http://x")' where merchant_id = $1 and game_code = 'bituin-lines'`, [
    brandId,
  ]);
  const response = await asStaff(t, owner, 'GET', url({ brandId, report: 'ggr', groupBy: 'game', from: DAY1, to: DAY2, format: 'csv' }));
  assert.equal(response.statusCode, 200, response.body);
  assert.match(String(response.headers['content-type']), /^text\/csv/);
  assert.equal(response.headers['content-disposition'], `attachment; filename="ggr-by-game-${DAY1}-${DAY2}.csv"`);
  const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
  assert.equal(lines.pop(), '', 'every row ends with CRLF');
  assert.equal(lines[0], 'Brand,Currency,Vendor,Game,Name,Stakes,Payouts,GGR,Bonus cost,Agent commission,NGR');
  const json = await report(owner, { report: 'ggr', groupBy: 'game' });
  assert.equal(lines.length, 1 + json.rows.length + json.totals.length);
  const slot = lines.find((line) => line.startsWith('bituin,PHP,BTSLOT,bituin-lines,'));
  assert.equal(slot, `bituin,PHP,BTSLOT,bituin-lines,"'=HYPERLINK(""http://x"")",150.00,30.00,120.00,0.00,0.00,120.00`);
  assert.ok(lines.includes('bituin,PHP,(not attributable to a game),(not attributable to a game),,0.00,0.00,0.00,25.00,0.00,-25.00'));
  assert.equal(lines.at(-1), 'bituin,PHP,Total,,,190.00,130.00,60.00,25.00,0.00,35.00');

  const payments = await asStaff(t, owner, 'GET', url({ brandId, report: 'payments', from: DAY1, to: DAY2, format: 'csv' }));
  const rows = payments.body.replace(/^\uFEFF/, '').split('\r\n');
  assert.equal(rows[0], 'Brand,Currency,Day (GMT+8),Channel,Deposits,Deposit amount,Withdrawals,Withdrawal amount,Net deposits');
  assert.ok(rows.includes(`bituin,PHP,${DAY1},sandbox-pay,2,800.00,0,0.00,800.00`));
});
