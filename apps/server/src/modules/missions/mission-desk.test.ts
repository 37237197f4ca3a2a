// Proves the back office's missions: staff with missions.manage (owner and finance) create and edit
// missions (enable and disable are edits) with every change in the staff audit; the server refuses
// bad settings (English title, dates, game type on a deposit goal, targets, a second leaderboard, a
// taken code) with nothing saved; support (missions pay money) and read-only roles cannot change
// anything; brand scope hides other brands' missions; a mission's completion list shows who claimed it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoMission } from '@pkg/contracts/missions';
import { boHeaders, staffSignIn } from '../../../test/deposit-helpers.ts';
import { createBrand, demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newPlayer } from '../../../test/wallet-helpers.ts';
import { claimOf, missionSnapshot, round, withoutDemoMissions } from './mission.test-kit.ts';

let t: TestApp;
let brandId: string;
let owner: string;
let support: string;
let finance: string;
let auditor: string;
before(async () => {
  t = await createTestApp();
  await withoutDemoMissions(t);
  brandId = await demoBrandId(t.db);
  owner = (await staffSignIn(t, { role: 'owner' })).cookie;
  support = (await staffSignIn(t, { role: 'support' })).cookie;
  finance = (await staffSignIn(t, { role: 'finance' })).cookie;
  auditor = (await staffSignIn(t, { role: 'auditor' })).cookie;
});
after(() => t?.close());

const valid = () => ({
  brandId,
  code: `desk-${Math.random().toString(36).slice(2, 10)}`,
  period: 'daily',
  goal: 'valid_bet',
  titles: { EN: 'Bet 100.00 today', TY: 'Tumaya ng 100.00 ngayon' },
  startsAt: '2026-11-01T00:00:00+08:00',
  endsAt: null,
  target: '10000',
  gameType: null,
  rewardMinor: '500',
  wageringBp: 10000,
  leaderboard: false,
  enabled: true,
  sort: 0,
});
const editOf = (mission: Record<string, unknown>) => {
  const { brandId: _brand, code: _code, period: _period, goal: _goal, ...edit } = mission;
  return edit;
};

const create = (cookie: string, body: object) =>
  t.app.inject({ method: 'POST', url: BO_API.missions, headers: boHeaders(cookie), payload: body });
const update = (cookie: string, id: string, body: object) =>
  t.app.inject({ method: 'POST', url: BO_API.mission.replace(':id', id), headers: boHeaders(cookie), payload: body });

test('a manager creates and edits a mission; both are in the staff audit with before and after', async () => {
  const body = valid();
  const created = await create(finance, body);
  assert.equal(created.statusCode, 200, created.body);
  const mission = created.json().value as BoMission;
  assert.equal(mission.code, body.code);
  assert.equal(mission.target, '10000');
  assert.equal(mission.enabled, true);
  assert.deepEqual(mission.titles, { EN: 'Bet 100.00 today', TY: 'Tumaya ng 100.00 ngayon' });

  const edited = await update(finance, mission.id, {
    ...editOf(body),
    target: '20000',
    enabled: false,
    titles: { EN: 'Bet 200.00 today', TY: '' },
  });
  assert.equal(edited.statusCode, 200, edited.body);
  const after = edited.json().value as BoMission;
  assert.equal(after.target, '20000');
  assert.equal(after.enabled, false);
  assert.deepEqual(after.titles, { EN: 'Bet 200.00 today' }, 'an empty title falls back to English');

  const audit = await t.db.query<{
    action: string;
    target: string;
    detail: { before?: { target: string }; after: { target: string; enabled: boolean } };
  }>(`select action, target, detail from staff_audit where target = $1 order by id`, [`mission:${mission.id}`]);
  assert.deepEqual(
    audit.map((row) => row.action),
    ['missions.create', 'missions.update'],
  );
  assert.equal(audit[1]!.detail.before?.target, '10000');
  assert.equal(audit[1]!.detail.after.target, '20000');
  assert.equal(audit[1]!.detail.after.enabled, false);

  const listed = await t.app.inject({ method: 'GET', url: BO_API.missions, headers: boHeaders(auditor) });
  assert.equal(listed.statusCode, 200);
  assert.ok((listed.json().value.entries as BoMission[]).some((entry) => entry.id === mission.id));
});

test('bad settings are refused with a clear code and nothing saved', async () => {
  const cases: [string, Record<string, unknown>, number, string][] = [
    ['no English title', { titles: { TY: 'Misyon' } }, 400, 'mission_invalid'],
    ['end before start', { endsAt: '2026-10-01T00:00:00Z' }, 400, 'mission_invalid'],
    ['one-off without end', { period: 'once' }, 400, 'mission_invalid'],
    ['game type on a deposit goal', { goal: 'deposit', gameType: 'RNG' }, 400, 'mission_invalid'],
    ['too many bets', { goal: 'settled_bets', target: '100001' }, 400, 'mission_invalid'],
    ['reward too large', { rewardMinor: '1000000000001' }, 400, 'mission_invalid'],
    ['zero target', { target: '0' }, 400, 'bad_request'],
    ['fractional reward', { rewardMinor: '5.00' }, 400, 'bad_request'],
    ['negative wagering', { wageringBp: -1 }, 400, 'bad_request'],
    ['unknown game type', { gameType: 'POKER' }, 400, 'bad_request'],
    ['unknown period', { period: 'monthly' }, 400, 'bad_request'],
    ['bad code', { code: 'Bad Code!' }, 400, 'bad_request'],
    ['unknown field', { extra: 1 }, 400, 'bad_request'],
    ['title too long', { titles: { EN: 'x'.repeat(81) } }, 400, 'bad_request'],
    ['unknown brand', { brandId: '987654321' }, 400, 'mission_invalid'],
  ];
  const before = await missionSnapshot(t);
  for (const [name, change, status, code] of cases) {
    const response = await create(owner, { ...valid(), ...change });
    assert.equal(response.statusCode, status, `${name}: ${response.body}`);
    assert.equal(response.json().errorCode, code, name);
  }
  assert.equal(await missionSnapshot(t), before, 'nothing saved');
  const taken = valid();
  assert.equal((await create(owner, taken)).statusCode, 200);
  const again = await create(owner, { ...valid(), code: taken.code });
  assert.equal(again.json().errorCode, 'mission_invalid');
});

test('only one enabled leaderboard mission per brand', async () => {
  const first = await create(owner, { ...valid(), leaderboard: true, period: 'weekly' });
  assert.equal(first.statusCode, 200, first.body);
  const second = await create(owner, { ...valid(), leaderboard: true });
  assert.equal(second.statusCode, 400);
  assert.equal(second.json().errorCode, 'mission_invalid');
  // A disabled one may wait; enabling it while the first runs is refused; after the first is off it is allowed.
  const waiting = await create(owner, { ...valid(), leaderboard: true, enabled: false });
  assert.equal(waiting.statusCode, 200, waiting.body);
  const waitingBody = { ...editOf(valid()), leaderboard: true, enabled: true };
  assert.equal((await update(owner, waiting.json().value.id, waitingBody)).json().errorCode, 'mission_invalid');
  const firstValue = first.json().value as BoMission;
  const off = await update(owner, firstValue.id, { ...editOf(valid()), leaderboard: true, enabled: false });
  assert.equal(off.statusCode, 200, off.body);
  assert.equal((await update(owner, waiting.json().value.id, waitingBody)).statusCode, 200);
});

test('support, read-only roles and signed-out callers cannot change missions; missing header is refused', async () => {
  const created = (await create(owner, valid())).json().value as BoMission;
  const before = await missionSnapshot(t);
  // The review's case: one settled bet pays a large reward with no wagering, straight to the main wallet.
  const easyMoney = { ...valid(), goal: 'settled_bets', target: '1', rewardMinor: '1000000000000', wageringBp: 0 };
  for (const cookie of [support, auditor]) {
    for (const body of [valid(), easyMoney]) {
      const made = await create(cookie, body);
      assert.equal(made.statusCode, 403, made.body);
      assert.equal(made.json().errorCode, 'forbidden');
    }
    const edited = await update(cookie, created.id, { ...editOf(valid()), target: '1', rewardMinor: '1000000000000', wageringBp: 0 });
    assert.equal(edited.statusCode, 403);
    assert.equal(edited.json().errorCode, 'forbidden');
    const retitled = await update(cookie, created.id, { ...editOf(valid()), titles: { EN: 'Renamed' } });
    assert.equal(retitled.statusCode, 403, 'saving a mission at all needs missions.manage');
  }
  const anonymous = await t.app.inject({ method: 'POST', url: BO_API.missions, headers: { 'x-backoffice': '1' }, payload: valid() });
  assert.equal(anonymous.statusCode, 401);
  const noHeader = await t.app.inject({ method: 'POST', url: BO_API.missions, headers: { cookie: owner }, payload: valid() });
  assert.equal(noHeader.statusCode, 403);
  assert.equal(await missionSnapshot(t), before, 'no mission, claim, reward or staff audit row written');
  const [stored] = await t.db.query<{ reward: string; wagering: number; title: string }>(
    `select reward_minor::text as reward, wagering_bp as wagering, titles->>'EN' as title from missions where id = $1`,
    [created.id],
  );
  assert.deepEqual({ ...stored }, { reward: '500', wagering: 10000, title: 'Bet 100.00 today' });
  // support still reads missions and their completions.
  assert.equal((await t.app.inject({ method: 'GET', url: BO_API.missions, headers: boHeaders(support) })).statusCode, 200);
  const completions = await t.app.inject({
    method: 'GET',
    url: BO_API.missionCompletions.replace(':id', created.id),
    headers: boHeaders(support),
  });
  assert.equal(completions.statusCode, 200);
});

test("owner and finance may set a mission's reward and wagering", async () => {
  for (const cookie of [owner, finance]) {
    const made = await create(cookie, { ...valid(), goal: 'settled_bets', target: '5', rewardMinor: '2500', wageringBp: 0 });
    assert.equal(made.statusCode, 200, made.body);
    const mission = made.json().value as BoMission;
    assert.equal(mission.rewardMinor, '2500');
    const edited = await update(cookie, mission.id, { ...editOf(valid()), target: '5', rewardMinor: '3000', wageringBp: 20000 });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal((edited.json().value as BoMission).rewardMinor, '3000');
    assert.equal((edited.json().value as BoMission).wageringBp, 20000);
  }
});

test("staff limited to another brand neither see nor change this brand's missions", async () => {
  const created = (await create(owner, valid())).json().value as BoMission;
  const other = await createBrand(t.db);
  const [row] = await t.db.query<{ code: string }>(`select code from merchants where id = $1`, [other]);
  const scoped = (await staffSignIn(t, { role: 'owner', brandCodes: [row!.code] })).cookie;
  const listed = await t.app.inject({ method: 'GET', url: BO_API.missions, headers: boHeaders(scoped) });
  assert.deepEqual(listed.json().value.entries, []);
  const edited = await update(scoped, created.id, editOf(valid()));
  assert.equal(edited.statusCode, 404);
  assert.equal(edited.json().errorCode, 'mission_not_found');
  const completions = await t.app.inject({
    method: 'GET',
    url: BO_API.missionCompletions.replace(':id', created.id),
    headers: boHeaders(scoped),
  });
  assert.equal(completions.json().errorCode, 'mission_not_found');
  const foreign = await create(scoped, valid());
  assert.equal(foreign.json().errorCode, 'mission_invalid');
});

test("a mission's completion list shows who claimed it, with the reward's state", async () => {
  const created = (await create(owner, { ...valid(), target: '1000' })).json().value as BoMission;
  const player = await newPlayer(t, 'deskdone', { pin: false });
  await round(t, player.id, 1_000n, '2026-11-22T02:00:00Z');
  assert.equal((await claimOf(t, player.token, created.id)).statusCode, 200);
  const response = await t.app.inject({
    method: 'GET',
    url: `${BO_API.missionCompletions.replace(':id', created.id)}?periodKey=D:2026-11-22`,
    headers: boHeaders(auditor),
  });
  assert.equal(response.statusCode, 200, response.body);
  const page = response.json().value;
  assert.equal(page.total, 1);
  assert.equal(page.mission.claims, 1);
  assert.deepEqual(
    page.list.map((line: { username: string; progress: string; rewardStatus: string; periodKey: string }) => [
      line.username,
      line.progress,
      line.rewardStatus,
      line.periodKey,
    ]),
    [[player.username, '1000', 'claimable', 'D:2026-11-22']],
  );
  const bad = await t.app.inject({
    method: 'GET',
    url: `${BO_API.missionCompletions.replace(':id', created.id)}?periodKey=yesterday`,
    headers: boHeaders(auditor),
  });
  assert.equal(bad.json().errorCode, 'bad_request');
});
