// Proves the back office's tables desk (decision 054): staff who may read tables see every live
// table with its status and round, but only owners change them; pausing stops bets and new rounds
// and opening starts the next round at once; settings are checked by the game and the desk before
// anything is written (field problems, house edges recomputed from the paytable, no spot that
// would favour the player) and apply from the table's next round; rounds list with their proofs
// (the seed only once dealt, even to staff); a round's void is proposed by one staff member and
// approved by another, refunding every bet through the ledger and taking back what was paid; a
// proposal can be rejected or withdrawn; staff of another brand see none of it; every change is in
// the staff audit.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type {
  BoLiveTableDetail,
  BoLiveTablesValue,
  BoTableRoundDetail,
  BoTableRoundsValue,
  BoTableSettingsValue,
} from '@pkg/contracts/live-table-desk';
import type { LiveTableStoredSettings } from '@pkg/contracts/live-tables';
import { checkInvariants } from '../../ledger/invariants.ts';
import { createBrand } from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { asStaff, staffSignedIn, withId, type TestStaff } from '../../../test/withdrawal-helpers.ts';
import type { Json } from '../rounds/index.ts';
import { selectLatestRounds, selectRound } from '../rounds/rounds.queries.ts';
import {
  currentRound,
  demoTable,
  finishRound,
  freshRounds,
  mainBalance,
  openRounds,
  placeBets,
  placeOk,
  settleWithResult,
  tablePlayer,
  type TablePlayer,
} from '../rounds/rounds.test-kit.ts';
import { LIVE_VENDOR_CODE } from './live-table-games.ts';

let t: TestApp;
let owner: TestStaff;
let second: TestStaff;
let support: TestStaff;
before(async () => {
  t = await createTestApp();
  [owner, second, support] = [await staffSignedIn(t, 'owner'), await staffSignedIn(t, 'owner'), await staffSignedIn(t, 'support')];
  await openRounds(t);
});
after(() => t?.close());

async function ok<T>(staff: TestStaff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const response = await asStaff(t, staff, method, url, payload);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as T;
}

async function refused(
  staff: TestStaff,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload: object | undefined,
  status: number,
  code: string,
) {
  const response = await asStaff(t, staff, method, url, payload);
  assert.equal(response.statusCode, status, response.body);
  assert.equal(response.json().errorCode, code, response.body);
  return response.json() as { problems?: string[] };
}

const audits = async (action: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from staff_audit where action = $1`, [action]))[0]?.n ?? 0;

test('staff who read tables see every live table with its status and round; only owners change them', async () => {
  const { tables } = await ok<BoLiveTablesValue>(support, 'GET', BO_API.liveTables);
  assert.deepEqual(tables.map((table) => table.gameCode).sort(), ['baccarat-a', 'baccarat-nc', 'color-game', 'dragon-tiger', 'sic-bo']);
  for (const table of tables) {
    assert.equal(table.status, 'open');
    assert.equal(table.round?.status, 'open', table.gameCode);
    assert.equal(table.currency.code, 'PHP');
  }
  const baccarat = tables.find((table) => table.gameCode === 'baccarat-a') as BoLiveTablesValue['tables'][number];
  const detail = await ok<BoLiveTableDetail>(support, 'GET', withId(BO_API.liveTable, baccarat.id));
  assert.equal(detail.houseEdges.banker, '1.0579');
  assert.deepEqual(
    detail.presets.map((preset) => preset.name),
    ['commission', 'no-commission'],
  );
  assert.deepEqual(detail.spotClasses.banker, ['win', 'win6', 'tie']);
  await refused(support, 'POST', withId(BO_API.liveTableStatus, baccarat.id), { status: 'paused' }, 403, 'forbidden');
  await refused(support, 'PUT', withId(BO_API.liveTableSettings, baccarat.id), { settings: detail.settings }, 403, 'forbidden');
  await refused(owner, 'GET', withId(BO_API.liveTable, '999999'), undefined, 404, 'table_not_found');
  // Staff of another brand see none of the demo brand's tables.
  const other = await createBrand(t.db);
  const [code] = await t.db.query<{ code: string }>(`select code from merchants where id = $1`, [other]);
  const outsider = await staffSignedIn(t, 'owner', [code?.code as string]);
  assert.deepEqual((await ok<BoLiveTablesValue>(outsider, 'GET', BO_API.liveTables)).tables, []);
  await refused(outsider, 'GET', withId(BO_API.liveTable, baccarat.id), undefined, 404, 'table_not_found');
});

test('paused, a table takes no bet and opens no round; opened, its next round starts at once', async () => {
  await freshRounds(t);
  const table = await demoTable(t, LIVE_VENDOR_CODE, 'dragon-tiger');
  const round = await currentRound(t, table);
  const player = await tablePlayer(t, LIVE_VENDOR_CODE, 'dragon-tiger');
  const paused = await ok<BoLiveTableDetail>(owner, 'POST', withId(BO_API.liveTableStatus, table.id), {
    status: 'paused',
    reason: 'dealer break',
  });
  assert.equal(paused.status, 'paused');
  const bet = await placeBets(t, player, round.id, [{ spot: 'dragon', amountMinor: '1000' }]);
  assert.equal(bet.json().errorCode, 'table_paused', bet.body);
  await finishRound(t, round);
  t.clock.advanceMs(60_000);
  await openRounds(t);
  assert.equal((await currentRound(t, table)).id, round.id, 'no new round while paused');
  const opened = await ok<BoLiveTableDetail>(owner, 'POST', withId(BO_API.liveTableStatus, table.id), { status: 'open' });
  assert.equal(opened.status, 'open');
  assert.equal(opened.round?.seq, round.seq + 1);
  assert.equal(opened.round?.status, 'open');
  assert.equal(await audits('live-table.status'), 2);
});

test('settings are checked before writing, show their house edges, and apply from the next round', async () => {
  await freshRounds(t);
  const sicBo = await demoTable(t, LIVE_VENDOR_CODE, 'sic-bo');
  const url = withId(BO_API.liveTableSettings, sicBo.id);
  const stored = sicBo.settings as unknown as LiveTableStoredSettings;
  // Total 4 at 60:1 instead of 50:1: its edge falls from 29.1667% to 15.2778% (61 × 3/216 returned).
  const richer = structuredClone(stored);
  (richer.paytable.odds.total4 as Record<string, number>).win = 600_000;
  const preview = await ok<BoTableSettingsValue>(owner, 'PUT', url, { settings: richer, preview: true });
  assert.deepEqual(preview.problems, []);
  assert.equal(preview.saved, false);
  assert.equal(preview.houseEdges.total4, '15.2778');
  assert.equal(preview.table.houseEdges.total4, '29.1667', 'nothing written by a preview');
  // A paytable giving the player the edge on Small, limits upside down and a bad chip: each named by its field.
  const bad = structuredClone(stored);
  (bad.paytable.odds.small as Record<string, number>).win = 12_000;
  const broken = await ok<BoTableSettingsValue>(owner, 'PUT', url, { settings: bad, preview: true });
  assert.deepEqual(
    broken.problems.map((problem) => problem.field),
    ['paytable'],
  );
  assert.match(broken.problems[0]?.problem ?? '', /small would be -6\.9444%/);
  const worse = structuredClone(stored);
  worse.limits.defaultSpot = { minMinor: '5000', maxMinor: '1000' };
  worse.chipsMinor = ['0'];
  const problems = (await ok<BoTableSettingsValue>(owner, 'PUT', url, { settings: worse, preview: true })).problems;
  assert.deepEqual([...new Set(problems.map((problem) => problem.field))].sort(), ['chipsMinor']);
  worse.chipsMinor = ['1000'];
  assert.deepEqual(
    (await ok<BoTableSettingsValue>(owner, 'PUT', url, { settings: worse, preview: true })).problems.map((problem) => problem.field),
    ['limits'],
  );
  const saveRefused = await refused(owner, 'PUT', url, { settings: bad }, 400, 'table_settings_invalid');
  assert.ok(saveRefused.problems?.[0]?.startsWith('paytable:'));
  assert.deepEqual((await demoTable(t, LIVE_VENDOR_CODE, 'sic-bo')).settings, sicBo.settings, 'nothing written');

  // Saved: the round open now keeps its settings, the next one takes the new ones.
  const round = await currentRound(t, sicBo);
  const saved = await ok<BoTableSettingsValue>(owner, 'PUT', url, { settings: richer });
  assert.equal(saved.saved, true);
  assert.equal(saved.table.houseEdges.total4, '15.2778');
  assert.equal(await audits('live-table.settings'), 1);
  await finishRound(t, round);
  t.clock.advanceMs(60_000);
  await openRounds(t);
  const kept = await selectRound(t.db, round.id);
  const next = await currentRound(t, sicBo);
  assert.equal((kept?.settings as unknown as LiveTableStoredSettings).paytable.odds.total4?.win, 500_000);
  assert.equal((next.settings as unknown as LiveTableStoredSettings).paytable.odds.total4?.win, 600_000);
  // A lower maximum payout refuses bets that could win more, from the round after the change.
  const lower = structuredClone(richer);
  lower.limits.maxPayoutMinor = '20000';
  await ok<BoTableSettingsValue>(owner, 'PUT', url, { settings: lower });
  await finishRound(t, next);
  t.clock.advanceMs(60_000);
  await openRounds(t);
  const player = await tablePlayer(t, LIVE_VENDOR_CODE, 'sic-bo');
  const capped = await placeBets(t, player, (await currentRound(t, sicBo)).id, [{ spot: 'total4', amountMinor: '1000' }]);
  assert.equal(capped.json().problem, 'max_payout', capped.body);
  await ok<BoTableSettingsValue>(owner, 'PUT', url, { settings: stored });
});

test("a round's void: proposed by one, approved by another; every bet refunded, what was paid taken back", async () => {
  await freshRounds(t);
  const table = await demoTable(t, LIVE_VENDOR_CODE, 'color-game');
  const round = await currentRound(t, table);
  const [ana, ben] = [await tablePlayer(t, LIVE_VENDOR_CODE, 'color-game'), await tablePlayer(t, LIVE_VENDOR_CODE, 'color-game')];
  const before = [await mainBalance(t, ana.id), await mainBalance(t, ben.id)];
  await placeOk(t, ana, round.id, [{ spot: 'red', amountMinor: '10000' }]);
  await placeOk(t, ben, round.id, [{ spot: 'green', amountMinor: '4000' }]);
  // The open round's proof shows the hash only, to staff too.
  const listed = await ok<BoTableRoundsValue>(support, 'GET', `${withId(BO_API.liveTableRounds, table.id)}?limit=5`);
  assert.equal(listed.rounds[0]?.id, round.id);
  assert.equal(listed.rounds[0]?.seed, null);
  assert.equal(listed.rounds[0]?.seedHash, round.seedHash);
  assert.equal(listed.rounds[0]?.stakeMinor, '14000');
  await settleWithResult(t, round.id, { g: 'color-game', c: 'red red blue' } as Json);
  assert.equal(await mainBalance(t, ana.id), (before[0] as bigint) + 20_000n);

  const roundUrl = withId(BO_API.liveTableRound, round.id);
  const settled = await ok<BoTableRoundDetail>(support, 'GET', roundUrl);
  assert.equal(settled.status, 'settled');
  assert.deepEqual(settled.result, { g: 'color-game', c: 'red red blue' });
  assert.equal(settled.paidMinor, '30000');
  assert.equal(settled.netMinor, '-16000');
  assert.equal(settled.settlement?.status, 'done');

  await refused(support, 'POST', withId(BO_API.liveTableRoundVoid, round.id), { reason: 'wrong dice' }, 403, 'forbidden');
  const proposed = await ok<BoTableRoundDetail>(owner, 'POST', withId(BO_API.liveTableRoundVoid, round.id), {
    reason: 'the dice were not shaken',
  });
  const [pending] = proposed.voids;
  assert.equal(pending?.status, 'pending');
  assert.equal(pending?.mine, true);
  assert.equal(proposed.pendingVoid, true);
  await refused(owner, 'POST', withId(BO_API.liveTableRoundVoid, round.id), { reason: 'twice' }, 409, 'round_action_state');
  await refused(owner, 'POST', withId(BO_API.liveTableVoidApprove, pending?.id as string), undefined, 403, 'round_same_staff');
  assert.equal(await mainBalance(t, ana.id), (before[0] as bigint) + 20_000n, 'nothing moves before the approval');

  const approved = await ok<BoTableRoundDetail>(second, 'POST', withId(BO_API.liveTableVoidApprove, pending?.id as string));
  assert.equal(approved.status, 'void');
  assert.equal(approved.voidReason, 'the dice were not shaken');
  assert.equal(approved.voids[0]?.status, 'approved');
  assert.equal(approved.voids[0]?.version, 2);
  await t.app.jobs.drain();
  assert.equal(await mainBalance(t, ana.id), before[0]);
  assert.equal(await mainBalance(t, ben.id), before[1]);
  const after = await ok<BoTableRoundDetail>(support, 'GET', roundUrl);
  assert.equal(after.clawedMinor, '20000');
  assert.equal(after.paidMinor, '34000');
  assert.equal(after.settledVersion, 2);
  await refused(second, 'POST', withId(BO_API.liveTableVoidApprove, pending?.id as string), undefined, 409, 'round_action_state');
  await refused(owner, 'POST', withId(BO_API.liveTableRoundVoid, round.id), { reason: 'again please' }, 409, 'round_action_state');
  assert.equal(await audits('live-table.void.propose'), 1);
  assert.equal(await audits('live-table.void.approve'), 1);
  assert.equal((await checkInvariants(t.db)).ok, true);
});

test('a proposed void can be rejected by another, or withdrawn by its proposer; the round goes on', async () => {
  await freshRounds(t);
  const table = await demoTable(t, LIVE_VENDOR_CODE, 'baccarat-nc');
  const round = await currentRound(t, table);
  const player: TablePlayer = await tablePlayer(t, LIVE_VENDOR_CODE, 'baccarat-nc');
  await placeOk(t, player, round.id, [{ spot: 'player', amountMinor: '2000' }]);
  const first = await ok<BoTableRoundDetail>(owner, 'POST', withId(BO_API.liveTableRoundVoid, round.id), { reason: 'shoe looked wrong' });
  const rejected = await ok<BoTableRoundDetail>(second, 'POST', withId(BO_API.liveTableVoidReject, first.voids[0]?.id as string), {
    reason: 'the shoe is fine',
  });
  assert.equal(rejected.voids[0]?.status, 'rejected');
  assert.equal(rejected.voids[0]?.decisionReason, 'the shoe is fine');
  const again = await ok<BoTableRoundDetail>(owner, 'POST', withId(BO_API.liveTableRoundVoid, round.id), { reason: 'second look' });
  const withdrawn = await ok<BoTableRoundDetail>(owner, 'POST', withId(BO_API.liveTableVoidReject, again.voids[0]?.id as string), {
    reason: 'my mistake',
  });
  assert.equal(withdrawn.voids[0]?.status, 'rejected');
  assert.equal(withdrawn.status, 'open');
  await finishRound(t, round);
  assert.equal((await selectLatestRounds(t.db, [table.id])).get(table.id)?.status, 'settled');
  assert.equal(await audits('live-table.void.reject'), 2);
});
