// Proves the official results of the Vietnamese daily draws under four eyes: betting closes at the
// region's cut-off and the draw waits for staff; only lottery.manage may propose; a result that
// does not fit the table is refused; the proposer cannot approve; the approval settles the
// tickets exactly (lô paid per appearance); a correction pays or takes back the difference (the
// part a spent wallet cannot give is recorded as short); a void refunds every stake; an import
// proposes good lines and reports bad ones; every step is in the staff audit.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { checkInvariants } from '../../../ledger/invariants.ts';
import { openClearingAccount, openPlayerWallet } from '../../../ledger/accounts.ts';
import { transfer } from '../../../ledger/transfer.ts';
import { demoBrandId } from '../../../../test/ledger-helpers.ts';
import { advanceTo, drawRow, openDraw, placeOrder, runJobs } from '../../../../test/lottery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { fund, newPlayer, type Player } from '../../../../test/wallet-helpers.ts';
import { asStaff, staffSignedIn, withId, type TestStaff } from '../../../../test/withdrawal-helpers.ts';

let t: TestApp;
let player: Player;
let maria: TestStaff;
let ana: TestStaff;
let jun: TestStaff;
let drawId: string;
before(async () => {
  t = await createTestApp();
  player = await newPlayer(t, 'xoso', { pin: false });
  await fund(t, player.id, 10_000n);
  // Only the daily draws matter here: the fast games would draw hundreds of empty draws while the clock
  // jumps to the evening.
  await t.db.query(`update games set enabled = false where vendor_code = 'BTFAST'`);
  await runJobs(t);
});
after(() => t.close());

// A Southern (18-number) table, special prize first; 56 ends the special and the 5th prize: drawn twice.
const RESULT = [
  '123456',
  '11111',
  '22222',
  '33333',
  '44444',
  '55555',
  '66666',
  '77777',
  '88888',
  '99999',
  '10101',
  '20202',
  '3456',
  '1234',
  '5678',
  '9012',
  '345',
  '23',
];
// The correction: the 5th prize was 3457, so 56 was drawn once.
const CORRECTED = RESULT.map((n, i) => (i === 12 ? '3457' : n));

/** The player's spendable main wallet, read from the ledger (the player's session idled out hours ago). */
async function walletNow(): Promise<bigint> {
  return (await openPlayerWallet(t.db, await demoBrandId(t.db), 'PHP', player.id, t.clock.now())).availableMinor;
}

const propose = (staff: TestStaff, id: string, numbers: string[]) =>
  asStaff(t, staff, 'POST', withId(BO_API.lotteryDrawResult, id), { numbers });
const approve = (staff: TestStaff, actionId: string) => asStaff(t, staff, 'POST', withId(BO_API.lotteryActionApprove, actionId));
const detail = async (id: string) => (await asStaff(t, ana, 'GET', withId(BO_API.lotteryDraw, id))).json().value;

test('a station draw closes at the cut-off and waits for an official result', async () => {
  // Sunday 22 November 2026: Tiền Giang draws at 16:15 Vietnam time (09:15 UTC), betting closes 15 minutes before.
  const draw = await openDraw(t, player.token, 'vn-south', 'tg');
  assert.equal(draw.numero, '20261122-tg');
  assert.equal(draw.closesAt, '2026-11-22T09:00:00.000Z');
  assert.equal(draw.seedHash, null, 'official draws have no seed');
  const placed = await placeOrder(t, player.token, {
    gameCode: 'vn-south',
    stationCode: 'tg',
    bets: [
      { betType: 'vn.lo2', picks: [['56']], unitMinor: '100' },
      { betType: 'vn.de', picks: [['56']], unitMinor: '100' },
      { betType: 'vn.de', picks: [['57']], unitMinor: '100' },
    ],
  });
  assert.equal(placed.statusCode, 200, placed.body);
  // lô costs the 18 numbers of the table per point.
  assert.equal(placed.json().value.order.stakeMinor, '2000');
  await advanceTo(t, draw.drawAt);
  const row = await drawRow(t, 'vn-south', draw.numero);
  assert.equal(row.status, 'closed');
  assert.equal(row.result, null);
  drawId = row.id;
  // Staff sign in now: a session idle since the morning would have expired.
  [maria, ana, jun] = [await staffSignedIn(t, 'finance'), await staffSignedIn(t, 'owner'), await staffSignedIn(t, 'support')];
  const awaiting = await asStaff(t, maria, 'GET', `${BO_API.lotteryDraws}?awaiting=true`);
  assert.ok(awaiting.json().value.entries.some((entry: { id: string }) => entry.id === drawId));
});

test('only lottery.manage proposes; a result that does not fit the table is refused', async () => {
  assert.equal((await propose(jun, drawId, RESULT)).statusCode, 403);
  const short = await propose(maria, drawId, RESULT.slice(1));
  assert.equal(short.statusCode, 400);
  assert.equal(short.json().errorCode, 'lottery_result_invalid');
  const badDigits = await propose(
    maria,
    drawId,
    RESULT.map((n, i) => (i === 0 ? '12345' : n)),
  );
  assert.equal(badDigits.json().errorCode, 'lottery_result_invalid');
  await t.db.query(`update games set enabled = true where game_code = 'ssc-1m'`);
  await t.app.lottery.drawJobs.plan();
  await t.db.query(`update games set enabled = false where game_code = 'ssc-1m'`);
  const [house] = await t.db.query<{ id: string }>(
    `select id::text as id from lottery_draws where game_code = 'ssc-1m' and draw_at > $1 order by draw_at limit 1`,
    [t.clock.now().toISOString()],
  );
  assert.equal((await propose(maria, house?.id ?? '', ['1', '2', '3', '4', '5'])).json().errorCode, 'lottery_draw_state');
  const [future] = await t.db.query<{ id: string }>(
    `select id::text as id from lottery_draws where game_code = 'vn-south' and draw_at > $1 limit 1`,
    [t.clock.now().toISOString()],
  );
  assert.equal((await propose(maria, future?.id ?? '', RESULT)).json().errorCode, 'lottery_draw_state');
});

test('a second staff member approves; the tickets are settled by the rules', async () => {
  const before = await walletNow();
  const proposed = await propose(maria, drawId, RESULT);
  assert.equal(proposed.statusCode, 200, proposed.body);
  const actionId = proposed.json().value.pending.id;
  assert.equal(proposed.json().value.pending.mine, true);
  const own = await approve(maria, actionId);
  assert.equal(own.statusCode, 403);
  assert.equal(own.json().errorCode, 'lottery_same_staff');
  assert.equal((await propose(maria, drawId, RESULT)).json().errorCode, 'lottery_draw_state', 'one proposal at a time');
  assert.equal((await drawRow(t, 'vn-south', '20261122-tg')).status, 'closed', 'nothing changes before the approval');
  const approved = await approve(ana, actionId);
  assert.equal(approved.statusCode, 200, approved.body);
  await runJobs(t);
  const settled = await detail(drawId);
  assert.equal(settled.status, 'settled');
  assert.deepEqual(settled.result, RESULT);
  // lô 56 drawn twice: 1.00 × 95 × 2; đề 56: 1.00 × 95; đề 57 lost.
  assert.equal(settled.paidMinor, '28500');
  assert.equal(await walletNow(), before + 28500n);
});

test('a correction takes back the difference, as far as the wallet allows; a void refunds every stake', async () => {
  // The player spends all but 30.00 of the winnings.
  const brandId = await demoBrandId(t.db);
  const at = t.clock.now();
  const wallet = await openPlayerWallet(t.db, brandId, 'PHP', player.id, at);
  const out = await openClearingAccount(t.db, brandId, 'PHP', 'test-out', at);
  await transfer(t.db, {
    brandId,
    currency: 'PHP',
    code: 'adjustment',
    idempotencyKey: 'spend-it',
    fromAccountId: wallet.id,
    toAccountId: out.id,
    amountMinor: wallet.availableMinor - 3000n,
    actor: 'test',
    ip: null,
    at,
  });
  const corrected = await propose(maria, drawId, CORRECTED);
  assert.equal(corrected.statusCode, 200, corrected.body);
  assert.equal((await approve(ana, corrected.json().value.pending.id)).statusCode, 200);
  await runJobs(t);
  let now = await detail(drawId);
  assert.equal(now.status, 'settled');
  assert.equal(now.resultVersion, 2);
  // lô 56 now drawn once: 9.50 less is owed, 3.00 could be taken back.
  assert.equal(now.clawedMinor, '3000');
  assert.equal(now.shortMinor, '6500');
  assert.equal(await walletNow(), 0n);

  const voided = await asStaff(t, maria, 'POST', withId(BO_API.lotteryDrawVoid, drawId), { reason: 'station result withdrawn' });
  assert.equal(voided.statusCode, 200, voided.body);
  assert.equal((await approve(ana, voided.json().value.pending.id)).statusCode, 200);
  await runJobs(t);
  now = await detail(drawId);
  assert.equal(now.status, 'void');
  assert.equal(now.settledVersion, 3);
  const tickets = await t.db.query<{ status: string; win: string }>(
    `select status, win_minor::text as win from lottery_tickets where draw_id = $1`,
    [drawId],
  );
  assert.deepEqual(
    tickets.map((ticket) => [ticket.status, ticket.win]),
    [
      ['void', '0'],
      ['void', '0'],
      ['void', '0'],
    ],
  );
  const reversals = await t.db.query(`select 1 from ledger_transfers where code = 'reversal' and memo like 'lottery order%'`);
  assert.equal(reversals.length, 1, 'the stake of the draw came back');
  // The 20.00 refunded went straight to the winnings still owed.
  assert.equal(await walletNow(), 0n);
  assert.equal((await checkInvariants(t.db)).ok, true);
  const audit = await t.db.query<{ action: string }>(`select action from staff_audit where target = $1 order by id`, [
    `lottery-draw:${drawId}`,
  ]);
  assert.deepEqual(
    audit.map((row) => row.action),
    [
      'lottery.result.propose',
      'lottery.result.approve',
      'lottery.result.propose',
      'lottery.result.approve',
      'lottery.void.propose',
      'lottery.void.approve',
    ],
  );
});

test('an import proposes the good lines and reports the bad ones', async () => {
  const brandId = await demoBrandId(t.db);
  const csv = [
    'game_code,draw_no,numbers',
    `vn-south,20261122-kg,${RESULT.join(' ')}`,
    '# Đà Lạt comes tomorrow',
    `vn-south,20261122-dl,${RESULT.slice(2).join(' ')}`,
    `vn-south,20261122-zz,${RESULT.join(' ')}`,
  ].join('\n');
  const imported = await asStaff(t, maria, 'POST', BO_API.lotteryImport, { brandId, csv });
  assert.equal(imported.statusCode, 200, imported.body);
  assert.deepEqual(
    imported
      .json()
      .value.lines.map((line: { line: number; outcome: string; errorCode: string | null }) => [line.line, line.outcome, line.errorCode]),
    [
      [2, 'proposed', null],
      [4, 'refused', 'lottery_result_invalid'],
      [5, 'refused', 'lottery_draw_not_found'],
    ],
  );
  const [pending] = await t.db.query<{ source: string }>(
    `select a.source from lottery_draw_actions a join lottery_draws d on d.id = a.draw_id where d.draw_no = '20261122-kg' and a.status = 'pending'`,
  );
  assert.equal(pending?.source, 'import');
});
