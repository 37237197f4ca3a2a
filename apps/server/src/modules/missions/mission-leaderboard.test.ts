// Proves the mission leaderboard: the top 20 players of the leaderboard mission's current period
// by its progress (most first, ties by the older account), usernames masked, the caller's own rank
// (also beyond the top 20, and none without progress), only the period's bets of the mission's
// game type, no board when no leaderboard mission runs, and trial accounts refused.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { MissionLeaderboardValue } from '@pkg/contracts/missions';
import { createPlayers, demoBrandId } from '../../../test/ledger-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newPlayer, type Player } from '../../../test/wallet-helpers.ts';
import { maskUsername } from '../vendor-wallet/rounds.service.ts';
import { addMission, leaderboardOf, round, trialToken, withoutDemoMissions } from './mission.test-kit.ts';

let t: TestApp;
let me: Player;
let idle: Player;
let ids: string[];
let names: Map<string, string>;
before(async () => {
  t = await createTestApp();
  await withoutDemoMissions(t);
  me = await newPlayer(t, 'lbme', { pin: false });
  idle = await newPlayer(t, 'lbidle', { pin: false });
  ids = await createPlayers(t.db, await demoBrandId(t.db), 24, 'lbrank');
  const rows = await t.db.query<{ id: string; username: string }>(`select id::text, username from accounts where id = any($1::bigint[])`, [
    ids,
  ]);
  names = new Map(rows.map((row) => [row.id, row.username]));
});
after(() => t?.close());

async function board(player: Player): Promise<MissionLeaderboardValue> {
  const response = await leaderboardOf(t, player.token);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as MissionLeaderboardValue;
}

test('no leaderboard mission running: no board, no rank', async () => {
  await addMission(t, { target: 100n }); // an ordinary mission does not rank
  assert.deepEqual(await board(me), { mission: null, list: [], me: { rank: null, progress: '0' } });
});

test("the top 20 of the week by valid bets of the game type, masked, with the caller's own rank", async () => {
  const mission = await addMission(t, { period: 'weekly', target: 1_000_000n, gameType: 'RNG', leaderboard: true, title: 'Weekly race' });
  // Player i (0..23) bets (i + 1) × 10.00 in RNG this week; player 5 bets 10.00 more on Monday, so 5 and 6 tie at 70.00.
  for (const [index, id] of ids.entries()) await round(t, id, BigInt(index + 1) * 1_000n, '2026-11-20T03:00:00Z');
  await round(t, ids[5]!, 1_000n, '2026-11-16T00:00:00Z', { gameType: 'RNG' });
  // Not counted: another game type, last week, and a cancelled round.
  await round(t, ids[0]!, 900_000n, '2026-11-20T03:00:00Z', { gameType: 'LIVE' });
  await round(t, ids[1]!, 900_000n, '2026-11-15T15:59:59.999Z');
  await round(t, ids[2]!, 900_000n, '2026-11-20T03:00:00Z', { status: 'cancelled' });
  // The caller: 15.00, below the top 20.
  await round(t, me.id, 1_500n, '2026-11-21T03:00:00Z');

  const value = await board(me);
  assert.equal(value.mission?.id, mission);
  assert.equal(value.mission?.title, 'Weekly race');
  assert.equal(value.mission?.periodKey, 'W:2026-11-16');
  assert.equal(value.list.length, 20);
  // Expected order by hand: 240.00, 230.00 ... down; players 5 and 6 both at 70.00, the older (5) first.
  const expected = ids
    .map((id, index) => ({ id, progress: BigInt(index + 1) * 1_000n + (index === 5 ? 1_000n : 0n) }))
    .sort((a, b) => (a.progress === b.progress ? Number(BigInt(a.id) - BigInt(b.id)) : a.progress > b.progress ? -1 : 1));
  assert.deepEqual(
    value.list.map((line) => line.progress),
    [
      '24000',
      '23000',
      '22000',
      '21000',
      '20000',
      '19000',
      '18000',
      '17000',
      '16000',
      '15000',
      '14000',
      '13000',
      '12000',
      '11000',
      '10000',
      '9000',
      '8000',
      '7000',
      '7000',
      '5000',
    ],
  );
  assert.deepEqual(
    value.list.map((line) => line.username),
    expected.slice(0, 20).map((line) => maskUsername(names.get(line.id)!)),
  );
  assert.deepEqual(
    value.list.map((line) => line.rank),
    Array.from({ length: 20 }, (_, index) => index + 1),
  );
  const tie = value.list.filter((line) => line.progress === '7000');
  assert.equal(tie[0]!.username, maskUsername(names.get(ids[5]!)!), 'the older account first in a tie');
  for (const line of value.list) assert.match(line.username, /^.{2}\*\*\*.{2}$/, 'masked');
  for (const name of names.values()) assert.ok(!JSON.stringify(value).includes(name), 'no full username leaks');
  // Everyone with progress is ranked: players 23 down to 1 (23 of them), then the caller at 15.00, then player 0 at 10.00.
  assert.deepEqual(value.me, { rank: 24, progress: '1500' });
  // A player without progress this period has no rank.
  assert.deepEqual((await board(idle)).me, { rank: null, progress: '0' });
});

test('trial accounts are refused the leaderboard', async () => {
  const response = await leaderboardOf(t, await trialToken(t));
  assert.equal(response.statusCode, 403);
  assert.equal(response.json().errorCode, 'in_need_true_account');
});
