// Proves the players' missions calls: progress is exact for the mission's current GMT+8 period
// (hand-worked figures; valid bets only through validBetsInWindow, deposits only once credited),
// the reward is offered to the reward centre only after completion and exactly once per period
// (also under concurrent claims), the next period starts again, the badge counts completed and
// unclaimed missions, trial accounts and visitors are refused, and bad input changes nothing.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { MissionsValue, MissionView } from '@pkg/contracts/missions';
import { createDepositApp, openOrder, sendCallback, signedCallback } from '../../../test/deposit-helpers.ts';
import { relogin } from '../../../test/agent-helpers.ts';
import { createBrand } from '../../../test/ledger-helpers.ts';
import { demoHeaders, TEST_START, type TestApp } from '../../../test/test-app.ts';
import { newPlayer, type Player } from '../../../test/wallet-helpers.ts';
import { API } from '@pkg/contracts/routes';
import { addMission, badgeOf, claimOf, missionsOf, missionSnapshot, round, trialToken, withoutDemoMissions } from './mission.test-kit.ts';
import { missionRewardKey } from './missions.service.ts';

// TEST_START is 2026-11-22T04:00Z: Sunday noon in GMT+8. That day runs [2026-11-21T16:00Z,
// 2026-11-22T16:00Z) and its week (from Monday 16 November) [2026-11-15T16:00Z, 2026-11-22T16:00Z).
const DAY_START = '2026-11-21T16:00:00.000Z';
const DAY_END = '2026-11-22T16:00:00.000Z';

let t: TestApp;
let daily: string;
let dailyLive: string;
let weeklyCount: string;
let deposit: string;
before(async () => {
  t = await createDepositApp();
  await withoutDemoMissions(t);
  daily = await addMission(t, { title: 'Bet 500.00 today', target: 50_000n, rewardMinor: 800n, wageringBp: 10_000 });
  dailyLive = await addMission(t, { target: 20_000n, gameType: 'LIVE' });
  weeklyCount = await addMission(t, { period: 'weekly', goal: 'settled_bets', target: 4n, rewardMinor: 2_000n });
  deposit = await addMission(t, { goal: 'deposit', target: 30_000n, rewardMinor: 1_500n, wageringBp: 0 });
});
after(() => t?.close());

async function missions(player: Player): Promise<MissionsValue> {
  const response = await missionsOf(t, player.token);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as MissionsValue;
}

const find = (value: MissionsValue, id: string): MissionView => {
  const found = value.list.find((mission) => mission.id === id);
  assert.ok(found, `mission ${id} listed`);
  return found;
};

test('progress is exact for the current GMT+8 day and week: boundaries, game type, cancelled rounds, other currencies', async () => {
  const player = await newPlayer(t, 'msnprog', { pin: false });
  // Today (GMT+8 22 November): from its first instant, RNG 123.45 and LIVE 150.00, and 0.01 a
  // millisecond before the day ends.
  await round(t, player.id, 12_345n, DAY_START);
  await round(t, player.id, 15_000n, '2026-11-22T03:00:00Z', { gameType: 'LIVE' });
  await round(t, player.id, 1n, '2026-11-22T15:59:59.999Z');
  // Not today: a millisecond before the day (yesterday, but this week), a cancelled round, another currency.
  await round(t, player.id, 99_000n, '2026-11-21T15:59:59.999Z');
  await round(t, player.id, 77_700n, '2026-11-22T01:00:00Z', { status: 'cancelled' });
  await round(t, player.id, 55_500n, '2026-11-22T01:00:00Z', { currency: 'XTS' });
  // Last week (before Monday 16 November GMT+8) counts in no mission here.
  await round(t, player.id, 10_000n, '2026-11-15T15:59:59.999Z');

  const value = await missions(player);
  const bets = find(value, daily);
  // 123.45 + 150.00 + 0.01 = 273.46
  assert.equal(bets.progress, '27346');
  assert.equal(bets.target, '50000');
  assert.equal(bets.state, 'in_progress');
  assert.equal(bets.periodKey, 'D:2026-11-22');
  assert.equal(bets.periodStart, DAY_START);
  assert.equal(bets.periodEnd, DAY_END);
  assert.equal(bets.title, 'Bet 500.00 today');
  assert.equal(bets.rewardMinor, '800');
  assert.equal(bets.wageringBp, 10_000);
  // LIVE only: 150.00
  assert.equal(find(value, dailyLive).progress, '15000');
  // This week's settled bets: today's three and yesterday's one = 4 (cancelled, XTS and last week's not counted).
  const week = find(value, weeklyCount);
  assert.equal(week.progress, '4');
  assert.equal(week.periodKey, 'W:2026-11-16');
  assert.equal(week.periodStart, '2026-11-15T16:00:00.000Z');
  assert.equal(week.state, 'completed');
  assert.equal(value.available, 1);
});

test('a mission starting or ending within its period counts only its own part of it', async () => {
  const player = await newPlayer(t, 'msnclip', { pin: false });
  const clipped = await addMission(t, { target: 1_000n, startsAt: '2026-11-22T02:00:00Z', endsAt: '2026-11-22T06:00:00Z' });
  await round(t, player.id, 400n, '2026-11-22T01:59:59.999Z');
  await round(t, player.id, 300n, '2026-11-22T02:00:00Z');
  await round(t, player.id, 200n, '2026-11-22T04:00:00Z');
  const view = find(await missions(player), clipped);
  assert.equal(view.progress, '500');
  assert.equal(view.periodStart, '2026-11-22T02:00:00.000Z');
  assert.equal(view.periodEnd, '2026-11-22T06:00:00.000Z');
  // Missions not started yet, ended, or disabled are not listed, and cannot be claimed.
  const later = await addMission(t, { target: 1n, startsAt: '2026-11-23T00:00:00Z' });
  const ended = await addMission(t, { target: 1n, startsAt: '2026-11-01T00:00:00Z', endsAt: TEST_START.toISOString() });
  const off = await addMission(t, { target: 1n, enabled: false });
  const listed = (await missions(player)).list.map((mission) => mission.id);
  for (const id of [later, ended, off]) {
    assert.ok(!listed.includes(id));
    const response = await claimOf(t, player.token, id);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().errorCode, 'mission_not_found');
  }
  await t.db.query(`update missions set enabled = false where id = $1`, [clipped]);
});

test('credited deposits count toward a deposit mission; an order not credited yet does not', async () => {
  const player = await newPlayer(t, 'msndep', { pin: false });
  const paid = await openOrder(t, player.token, 'sandbox-pay', '25000');
  const callback = signedCallback(paid, 'paid');
  assert.equal((await sendCallback(t, callback.raw, callback.signature)).statusCode, 200);
  await openOrder(t, player.token, 'sandbox-pay', '90000'); // pending: not credited
  let view = find(await missions(player), deposit);
  assert.equal(view.progress, '25000');
  assert.equal(view.state, 'in_progress');
  const second = await openOrder(t, player.token, 'sandbox-pay', '5000');
  const paidToo = signedCallback(second, 'paid');
  assert.equal((await sendCallback(t, paidToo.raw, paidToo.signature)).statusCode, 200);
  view = find(await missions(player), deposit);
  assert.equal(view.progress, '30000');
  assert.equal(view.state, 'completed');
  const claimed = await claimOf(t, player.token, deposit);
  assert.equal(claimed.statusCode, 200, claimed.body);
  const [reward] = await t.db.query<{ amount: string; bp: number }>(
    `select amount_minor::text as amount, wagering_bp as bp from player_rewards where account_id = $1 and source = 'mission'`,
    [player.id],
  );
  assert.deepEqual(reward, { amount: '1500', bp: 0 });
});

test('the reward is never offered before completion, then once: the claim checks progress on the server', async () => {
  const player = await newPlayer(t, 'msnclaim', { pin: false });
  await round(t, player.id, 49_999n, '2026-11-22T02:00:00Z');
  const before = await missionSnapshot(t);
  const early = await claimOf(t, player.token, daily);
  assert.equal(early.statusCode, 409);
  assert.equal(early.json().errorCode, 'mission_not_complete');
  assert.equal(await missionSnapshot(t), before, 'nothing offered');
  assert.equal((await badgeOf(t, player.token)).json().value.count, 0);

  await round(t, player.id, 1n, '2026-11-22T02:30:00Z');
  assert.equal(find(await missions(player), daily).state, 'completed');
  assert.equal((await badgeOf(t, player.token)).json().value.count, 1);
  const claimed = await claimOf(t, player.token, daily);
  assert.equal(claimed.statusCode, 200, claimed.body);
  const value = claimed.json().value;
  assert.equal(value.mission.state, 'claimed');
  assert.equal(value.mission.progress, '50000');
  const rewards = await t.db.query<{ id: string; key: string; source: string; amount: string; bp: number; status: string; detail: string }>(
    `select id::text, reward_key as key, source, amount_minor::text as amount, wagering_bp as bp, status, detail
       from player_rewards where account_id = $1`,
    [player.id],
  );
  assert.deepEqual(rewards, [
    {
      id: value.rewardId,
      key: missionRewardKey(daily, 'D:2026-11-22', player.id),
      source: 'mission',
      amount: '800',
      bp: 10_000,
      status: 'claimable',
      detail: 'Bet 500.00 today',
    },
  ]);
  // Offered to the reward centre only: no money moved to the player yet.
  const [moved] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from ledger_postings p join ledger_accounts a on a.id = p.account_id where a.owner_account_id = $1 and p.code = 'bonus'`,
    [player.id],
  );
  assert.equal(moved!.n, 0);

  const again = await claimOf(t, player.token, daily);
  assert.equal(again.statusCode, 409);
  assert.equal(again.json().errorCode, 'mission_claimed');
  const listed = find(await missions(player), daily);
  assert.equal(listed.state, 'claimed');
  assert.ok(listed.claimedAt);
  assert.equal((await badgeOf(t, player.token)).json().value.count, 0);
});

test('concurrent claims of one mission offer its reward exactly once', async () => {
  const player = await newPlayer(t, 'msnrace', { pin: false });
  await round(t, player.id, 60_000n, '2026-11-22T02:00:00Z');
  const answers = await Promise.all(Array.from({ length: 6 }, () => claimOf(t, player.token, daily)));
  const codes = answers.map((answer) => (answer.statusCode === 200 ? 'ok' : answer.json().errorCode)).sort();
  assert.deepEqual(codes, ['mission_claimed', 'mission_claimed', 'mission_claimed', 'mission_claimed', 'mission_claimed', 'ok']);
  const [count] = await t.db.query<{ rewards: number; claims: number }>(
    `select (select count(*)::int from player_rewards where account_id = $1) as rewards,
            (select count(*)::int from mission_claims where account_id = $1) as claims`,
    [player.id],
  );
  assert.deepEqual(count, { rewards: 1, claims: 1 });
});

test('the next GMT+8 day is a new period: progress starts again and the mission can be claimed again', async () => {
  const player = await newPlayer(t, 'msnnext', { pin: false });
  await round(t, player.id, 50_000n, '2026-11-22T05:00:00Z');
  assert.equal((await claimOf(t, player.token, daily)).statusCode, 200);
  t.clock.advanceMs(Date.parse(DAY_END) - t.clock.now().getTime()); // 00:00 GMT+8, 23 November
  try {
    await relogin(t, [player]); // the session's idle time ran out meanwhile
    const view = find(await missions(player), daily);
    assert.equal(view.periodKey, 'D:2026-11-23');
    assert.equal(view.progress, '0');
    assert.equal(view.state, 'in_progress');
    const early = await claimOf(t, player.token, daily);
    assert.equal(early.json().errorCode, 'mission_not_complete');
    await round(t, player.id, 50_000n, DAY_END);
    const claimed = await claimOf(t, player.token, daily);
    assert.equal(claimed.statusCode, 200, claimed.body);
    const keys = await t.db.query<{ key: string }>(`select reward_key as key from player_rewards where account_id = $1 order by id`, [
      player.id,
    ]);
    assert.deepEqual(
      keys.map((row) => row.key),
      [missionRewardKey(daily, 'D:2026-11-22', player.id), missionRewardKey(daily, 'D:2026-11-23', player.id)],
    );
  } finally {
    t.clock.advanceMs(TEST_START.getTime() - t.clock.now().getTime());
  }
});

test('trial accounts and visitors are refused on every call, with nothing changed', async () => {
  const trial = await trialToken(t);
  const before = await missionSnapshot(t);
  const calls = [
    { method: 'GET' as const, url: API.missions },
    { method: 'GET' as const, url: API.missionLeaderboard },
    { method: 'GET' as const, url: API.missionBadge },
    { method: 'POST' as const, url: API.missionClaim.replace(':id', daily) },
  ];
  for (const call of calls) {
    const asTrial = await t.app.inject({ ...call, headers: demoHeaders({ authorization: trial }) });
    assert.equal(asTrial.statusCode, 403, `${call.url} trial`);
    assert.equal(asTrial.json().errorCode, 'in_need_true_account');
    const anonymous = await t.app.inject({ ...call, headers: demoHeaders() });
    assert.equal(anonymous.statusCode, 401, `${call.url} visitor`);
    assert.equal(anonymous.json().errorCode, 'login.not.session');
  }
  assert.equal(await missionSnapshot(t), before);
});

test("bad input: a malformed id is bad_request, an unknown or another brand's mission is mission_not_found, nothing changes", async () => {
  const player = await newPlayer(t, 'msnbad', { pin: false });
  await round(t, player.id, 90_000n, '2026-11-22T02:00:00Z');
  const otherBrand = await createBrand(t.db);
  const [foreignRow] = await t.db.query<{ id: string }>(
    `insert into missions (merchant_id, code, titles, period, starts_at, goal_kind, goal_target, reward_minor, enabled, created_at, updated_at)
     values ($1, 'foreign', '{"EN":"Foreign"}', 'daily', '2026-01-01T00:00:00Z', 'valid_bet', 1, 100, true, now(), now()) returning id::text`,
    [otherBrand],
  );
  const foreign = foreignRow!.id;
  const before = await missionSnapshot(t);
  for (const [id, status, code] of [
    ['abc', 400, 'bad_request'],
    ['0', 400, 'bad_request'],
    ['1'.repeat(30), 400, 'bad_request'],
    ['999999999', 404, 'mission_not_found'],
    [foreign, 404, 'mission_not_found'],
  ] as const) {
    const response = await claimOf(t, player.token, id);
    assert.equal(response.statusCode, status, `${id}: ${response.body}`);
    assert.equal(response.json().errorCode, code);
    assert.equal(response.json().success, false);
  }
  assert.equal(await missionSnapshot(t), before);
});
