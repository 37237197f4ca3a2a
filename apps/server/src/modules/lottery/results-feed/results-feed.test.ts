// Proves the Vietnamese results feed (decision 065) on Sunday's three Southern stations: sources
// are configured by lottery.manage only, with their addresses checked; a bad file is refused with
// its line and what was expected, shown on the source; two directory sources agreeing propose the
// result into the desk's four-eyes approval (nothing changes until a staff member approves, and a
// second run proposes nothing more); disagreeing sources propose nothing and alert; a draw without a
// result is overdue once (back office and e-mail outbox); after the brand's void time the draw is
// voided and every ticket refunded exactly once, also when a late approval races the void.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { checkInvariants } from '../../../ledger/invariants.ts';
import { openPlayerWallet } from '../../../ledger/accounts.ts';
import { demoBrandId } from '../../../../test/ledger-helpers.ts';
import { advanceTo, drawRow, openDraw, placeOrder, runJobs } from '../../../../test/lottery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { fund, newPlayer, type Player } from '../../../../test/wallet-helpers.ts';
import { asStaff, staffSignedIn, withId, type TestStaff } from '../../../../test/withdrawal-helpers.ts';

let t: TestApp;
let root: string;
let player: Player;
let brandId: string;
let maria: TestStaff;
let ana: TestStaff;
let jun: TestStaff;
let drawAt: Date;
// The HTTP source: answers `served` (a status and a body).
let server: Server;
let served = { status: 200, body: '' };
let httpUrl = '';

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
const OTHER = RESULT.map((n, i) => (i === 17 ? '24' : n));
const line = (station: string, numbers: string[]) => `vn-south,20261122-${station},${numbers.join(' ')}`;
const drop = async (dir: string, name: string, text: string) => {
  await mkdir(join(root, dir), { recursive: true });
  await writeFile(join(root, dir, name), text);
};

before(async () => {
  root = await mkdtemp(join(tmpdir(), 'lottery-feed-'));
  server = createServer((_request, response) => response.writeHead(served.status, { 'content-type': 'text/csv' }).end(served.body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  httpUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/results.csv`;
  t = await createTestApp({ lotteryFeedDir: root });
  brandId = await demoBrandId(t.db);
  player = await newPlayer(t, 'feed', { pin: false });
  await fund(t, player.id, 10_000n);
  await t.db.query(`update games set enabled = false where vendor_code = 'BTFAST'`);
  await runJobs(t);
  for (const station of ['tg', 'kg', 'dl']) {
    const draw = await openDraw(t, player.token, 'vn-south', station);
    drawAt = new Date(draw.drawAt);
    const placed = await placeOrder(t, player.token, {
      gameCode: 'vn-south',
      stationCode: station,
      bets: [{ betType: 'vn.lo2', picks: [['56']], unitMinor: '100' }],
    });
    assert.equal(placed.statusCode, 200, placed.body);
  }
  await advanceTo(t, drawAt);
  [maria, ana, jun] = [await staffSignedIn(t, 'finance'), await staffSignedIn(t, 'owner'), await staffSignedIn(t, 'support')];
});
after(async () => {
  await t.close();
  server.close();
  await rm(root, { recursive: true, force: true });
});

async function walletNow(): Promise<bigint> {
  return (await openPlayerWallet(t.db, brandId, 'PHP', player.id, t.clock.now())).availableMinor;
}
const view = async () => (await asStaff(t, jun, 'GET', `${BO_API.lotteryFeed}?open=false`)).json().value;
const settings = (sources: Array<{ code: string; kind: string; location: string; enabled: boolean }>) => ({
  enabled: true,
  overdueMinutes: 30,
  voidAfterMinutes: 120,
  alertEmail: 'ops@example.com',
  sources,
});
const SOURCES = () => [
  { code: 'a', kind: 'dir', location: 'src-a', enabled: true },
  { code: 'b', kind: 'dir', location: 'src-b', enabled: true },
  { code: 'c', kind: 'http', location: httpUrl, enabled: true },
];
const pendingOf = async (station: string) =>
  t.db.query<{ id: string; source: string; proposedBy: string | null; numbers: string[] }>(
    `select a.id::text as id, a.source, a.proposed_by::text as "proposedBy", a.numbers from lottery_draw_actions a
       join lottery_draws d on d.id = a.draw_id where d.draw_no = $1 and a.status = 'pending'`,
    [`20261122-${station}`],
  );
const alertsOf = async (kind: string) =>
  (await view()).alerts
    .filter((a: { kind: string }) => a.kind === kind)
    .map((a: { numero: string }) => a.numero)
    .sort();

test('sources are set by lottery.manage only, with their addresses checked', async () => {
  const url = withId(BO_API.lotteryFeedBrand, brandId);
  assert.equal((await asStaff(t, jun, 'PUT', url, settings(SOURCES()))).statusCode, 403);
  const escape = await asStaff(t, maria, 'PUT', url, settings([{ code: 'x', kind: 'dir', location: '../etc', enabled: true }]));
  assert.equal(escape.statusCode, 400);
  assert.equal(escape.json().errorCode, 'bad_request');
  const ftp = await asStaff(
    t,
    maria,
    'PUT',
    url,
    settings([{ code: 'x', kind: 'http', location: 'ftp://example.com/r.csv', enabled: true }]),
  );
  assert.equal(ftp.statusCode, 400);
  const early = await asStaff(t, maria, 'PUT', url, { ...settings(SOURCES()), voidAfterMinutes: 20 });
  assert.equal(early.statusCode, 400, 'the void time comes after the overdue time');
  assert.equal((await view()).brands.find((b: { brand: { id: string } }) => b.brand.id === brandId).settings, null, 'nothing was stored');
  const saved = await asStaff(t, maria, 'PUT', url, settings(SOURCES()));
  assert.equal(saved.statusCode, 200, saved.body);
  const [audit] = await t.db.query<{ action: string }>(`select action from staff_audit where action = 'lottery.feed.change'`);
  assert.ok(audit);
});

test('a bad file is refused with its line and what was expected, shown on the source', async () => {
  await drop('src-a', 'page.csv', '<html><body>Maintenance</body></html>');
  served = { status: 502, body: 'bad gateway' };
  await drop('src-b', 'results.csv', `game_code,draw_no,numbers\n${line('tg', RESULT)}\nvn-south,20261122,1 2 3\n`);
  const summary = await t.app.lottery.resultsFeed.run();
  assert.deepEqual(summary, { reports: 0, proposed: 0, alerts: 0, voided: 0 });
  const sources = (await view()).brands.find((b: { brand: { id: string } }) => b.brand.id === brandId).sources;
  assert.match(sources[0].lastError, /^page\.csv: feed_not_csv: line 1: this looks like HTML or XML, expected game_code,draw_no,numbers/);
  assert.match(sources[1].lastError, /^results\.csv: feed_line: line 3: draw number "20261122" is not YYYYMMDD-station/);
  assert.equal(sources[2].lastError, `HTTP 502 from ${httpUrl}`);
  assert.equal(sources[0].lastOkAt, null);
  assert.deepEqual(await pendingOf('tg'), []);
  await rm(join(root, 'src-a', 'page.csv'));
});

test('two sources agreeing propose into the four-eyes approval; disagreeing ones propose nothing and alert', async () => {
  await drop('src-a', 'results.csv', [line('tg', RESULT), line('kg', RESULT)].join('\n'));
  await drop('src-b', 'results.csv', [line('tg', RESULT), line('kg', OTHER)].join('\r\n'));
  served = { status: 200, body: `# the HTTP source has Tiền Giang only\n${line('tg', RESULT)}\n` };
  const summary = await t.app.lottery.resultsFeed.run();
  assert.deepEqual(summary, { reports: 5, proposed: 1, alerts: 1, voided: 0 });
  const [pending] = await pendingOf('tg');
  assert.equal(pending?.source, 'feed:a+b+c');
  assert.equal(pending?.proposedBy, null);
  assert.deepEqual(pending?.numbers, RESULT);
  assert.equal((await drawRow(t, 'vn-south', '20261122-tg')).status, 'closed', 'nothing changes before a staff member approves');
  assert.deepEqual(await pendingOf('kg'), [], 'disagreeing sources propose nothing');
  assert.deepEqual(await alertsOf('disagree'), ['20261122-kg']);
  const detail = (await asStaff(t, ana, 'GET', withId(BO_API.lotteryDraw, (await drawRow(t, 'vn-south', '20261122-tg')).id))).json().value;
  assert.equal(detail.pending.proposedBy, 'results-feed');
  assert.equal(detail.pending.mine, false);
  // A second run proposes nothing more, alerts nothing again.
  assert.deepEqual(await t.app.lottery.resultsFeed.run(), { reports: 0, proposed: 0, alerts: 0, voided: 0 });

  const before = await walletNow();
  const approved = await asStaff(t, ana, 'POST', withId(BO_API.lotteryActionApprove, pending?.id ?? ''));
  assert.equal(approved.statusCode, 200, approved.body);
  await runJobs(t);
  assert.equal((await drawRow(t, 'vn-south', '20261122-tg')).status, 'settled');
  // lô 56 drawn twice: 1.00 × 95 × 2.
  assert.equal(await walletNow(), before + 19_000n);
  const audit = await t.db.query<{ staff: string; action: string }>(
    `select staff_username as staff, action from staff_audit where target = $1 order by id`,
    [`lottery-draw:${(await drawRow(t, 'vn-south', '20261122-tg')).id}`],
  );
  assert.deepEqual(
    audit.map((row) => `${row.staff} ${row.action}`),
    ['results-feed lottery.result.propose', `${ana.username} lottery.result.approve`],
  );
});

test('a draw without a result is overdue once: on the back office and in the e-mail outbox', async () => {
  await advanceTo(t, new Date(drawAt.getTime() + 29 * 60_000));
  jun = await staffSignedIn(t, 'support');
  await t.app.lottery.resultsFeed.run();
  assert.deepEqual(await alertsOf('overdue'), []);
  await advanceTo(t, new Date(drawAt.getTime() + 30 * 60_000));
  assert.equal((await t.app.lottery.resultsFeed.run()).alerts, 2);
  assert.equal((await t.app.lottery.resultsFeed.run()).alerts, 0, 'once per draw');
  assert.deepEqual(await alertsOf('overdue'), ['20261122-dl', '20261122-kg']);
  const mails = await t.db.query<{ subject: string }>(
    `select subject from email_outbox where recipient = 'ops@example.com' and kind = 'lottery-feed-overdue' order by subject`,
  );
  assert.deepEqual(
    mails.map((m) => m.subject),
    ['[bituin] lottery vn-south 20261122-dl: overdue', '[bituin] lottery vn-south 20261122-kg: overdue'],
  );
  const open = (await asStaff(t, jun, 'GET', BO_API.lotteryFeed))
    .json()
    .value.alerts.map((a: { numero: string; kind: string }) => `${a.kind} ${a.numero}`);
  assert.ok(!open.some((a: string) => a.endsWith('-tg')), 'the approved draw has no open alert');
});

test('after the void time every ticket is refunded exactly once, also when a late approval races the void', async () => {
  // The sources now agree on Đà Lạt: a proposal waits, nobody has approved it when the void time comes.
  await drop('src-a', 'dl.csv', line('dl', RESULT));
  await drop('src-b', 'dl.csv', line('dl', RESULT));
  served = { status: 404, body: '' };
  assert.equal((await t.app.lottery.resultsFeed.run()).proposed, 1);
  const [late] = await pendingOf('dl');
  assert.ok(late);
  const before = await walletNow();
  t.clock.advanceMs(drawAt.getTime() + 120 * 60_000 - t.clock.now().getTime());
  // Staff sign in again: their sessions idled out meanwhile.
  [ana, jun] = [await staffSignedIn(t, 'owner'), await staffSignedIn(t, 'support')];
  served = { status: 200, body: line('dl', OTHER) };
  const [approval, run, rerun] = await Promise.all([
    asStaff(t, ana, 'POST', withId(BO_API.lotteryActionApprove, late.id)),
    t.app.lottery.resultsFeed.run(),
    t.app.lottery.resultsFeed.run(),
  ]);
  await runJobs(t);
  await t.app.lottery.resultsFeed.run();
  await runJobs(t);
  const kg = await drawRow(t, 'vn-south', '20261122-kg');
  const dl = await drawRow(t, 'vn-south', '20261122-dl');
  assert.equal(kg.status, 'void');
  const dlVoided = dl.status === 'void';
  assert.equal(approval.statusCode === 200, !dlVoided, `one of the approval and the void: ${approval.body}`);
  if (!dlVoided) assert.equal(approval.statusCode, 200);
  else assert.equal(approval.json().errorCode, 'lottery_draw_state');
  assert.equal(run.voided + rerun.voided, dlVoided ? 2 : 1, 'each draw voided by one run only');
  console.log(`the race: ${dlVoided ? 'the void' : 'the approval'} came first`);
  // kg's stake back (18.00); dl's stake back when voided, else its win.
  assert.equal(await walletNow(), before + 1800n + (dlVoided ? 1800n : 19_000n));
  const refunds = await t.db.query<{ n: number }>(
    `select count(*)::int as n from ledger_transfers where code = 'reversal' and memo like 'lottery order%'`,
  );
  assert.equal(refunds[0]?.n, dlVoided ? 2 : 1, 'one refund a voided draw');
  const tickets = await t.db.query<{ status: string }>(`select status from lottery_tickets where draw_id = $1`, [kg.id]);
  assert.deepEqual(
    tickets.map((row) => row.status),
    ['void'],
  );
  assert.deepEqual(await alertsOf('voided'), dlVoided ? ['20261122-dl', '20261122-kg'] : ['20261122-kg']);
  assert.equal((await checkInvariants(t.db)).ok, true);
});
