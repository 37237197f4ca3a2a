// Proves the back office's PVP desk (decision 059): staff who may read PVP see the rooms with their
// rules and activity, the tables in play with their players' addresses and devices, the hands with
// every move and the proof (the seed only once a hand is over, even to staff); only pvp.manage
// changes a room, its rules checked by the game first (pvp_room_invalid, nothing written), the
// change in the staff audit and used from the next hand; a closed room seats nobody; the collusion
// report flags pairs often together, with money flowing one way, or sharing an address or device.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import type {
  BoPvpCollusionValue,
  BoPvpHandDetail,
  BoPvpHandsValue,
  BoPvpRoom,
  BoPvpRoomsValue,
  BoPvpTablesValue,
} from '@pkg/contracts/pvp-desk';
import { API } from '@pkg/contracts/routes';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { asStaff, staffSignedIn, type TestStaff } from '../../../test/withdrawal-helpers.ts';
import { dealNow, playHand, pvpCall, pvpPlayers, sitOk, tableOf, type PvpPlayer } from './pvp.test-kit.ts';

let t: TestApp;
let owner: TestStaff;
let support: TestStaff;
let brandId: string;
before(async () => {
  t = await createTestApp();
  [owner, support] = [await staffSignedIn(t, 'owner'), await staffSignedIn(t, 'support')];
  brandId = (await t.db.query<{ id: string }>(`select id::text as id from merchants where code = 'bituin'`))[0]?.id as string;
});
after(() => t?.close());

async function ok<T>(staff: TestStaff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const response = await asStaff(t, staff, method, url, payload);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().value as T;
}

const audits = async (action: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from staff_audit where action = $1`, [action]))[0]?.n ?? 0;
const roomUrl = (path: string, code: string) => path.replace(':roomCode', code);

test('the rooms with their rules; only pvp.manage changes one, checked first, audited, used from the next hand', async () => {
  const { rooms } = await ok<BoPvpRoomsValue>(support, 'GET', BO_API.pvpRooms);
  assert.deepEqual(rooms.map((room) => room.roomCode).sort(), ['pusoy-20', 'pusoy-5', 'tongits-20', 'tongits-5']);
  const tongits = rooms.find((room) => room.roomCode === 'tongits-5') as BoPvpRoom;
  assert.equal(tongits.maxUnits, 12);
  assert.equal(tongits.holdMinor, '6000');
  const body = {
    brandId,
    unitMinor: '1000',
    rakeX10k: 300,
    rakeCapMinor: '500',
    turnSeconds: 15,
    scoring: tongits.scoring,
    reason: 'promo',
  };
  const forbidden = await asStaff(t, support, 'PUT', roomUrl(BO_API.pvpRoom, 'tongits-5'), body);
  assert.equal(forbidden.statusCode, 403);
  const invalid = await asStaff(t, owner, 'PUT', roomUrl(BO_API.pvpRoom, 'tongits-5'), {
    ...body,
    scoring: { ...tongits.scoring, winUnits: 0 },
  });
  assert.equal(invalid.json().errorCode, 'pvp_room_invalid');
  assert.match(invalid.body, /winUnits must be at least 1/);
  assert.equal(await audits('pvp.room.rules'), 0, 'nothing written');
  const saved = await ok<BoPvpRoom>(owner, 'PUT', roomUrl(BO_API.pvpRoom, 'tongits-5'), body);
  assert.equal(saved.unitMinor, '1000');
  assert.equal(saved.holdMinor, '12000');
  assert.equal(await audits('pvp.room.rules'), 1);
  const [player] = await pvpPlayers(t, 'tongits-5', 1);
  const session = await pvpCall(t, player as PvpPlayer, API.pvpSession);
  assert.equal(session.json().value.room.rakeX10k, 300, 'the page shows the new fee');
  const closed = await ok<BoPvpRoom>(owner, 'POST', roomUrl(BO_API.pvpRoomStatus, 'tongits-5'), {
    brandId,
    status: 'closed',
    reason: 'night',
  });
  assert.equal(closed.status, 'closed');
  assert.equal((await pvpCall(t, player as PvpPlayer, API.pvpSit, {})).json().errorCode, 'pvp_room_closed');
  await ok(owner, 'POST', roomUrl(BO_API.pvpRoomStatus, 'tongits-5'), { brandId, status: 'open' });
  assert.equal(await audits('pvp.room.status'), 2);
});

test('tables in play with their players; hands with their moves and proof, the seed only once the hand is over', async () => {
  const players = await pvpPlayers(t, 'pusoy-5', 4);
  for (const player of players) await sitOk(t, player);
  await dealNow(t);
  const { tables } = await ok<BoPvpTablesValue>(support, 'GET', BO_API.pvpTables);
  const table = tables.find((entry) => entry.roomCode === 'pusoy-5');
  assert.equal(table?.players.length, 4);
  assert.ok(table?.players.every((seat) => seat.ip && seat.device));
  assert.equal(table?.hand?.status, 'playing');
  const handId = table?.hand?.handId as string;
  const playing = await ok<BoPvpHandDetail>(support, 'GET', BO_API.pvpHand.replace(':id', handId));
  assert.equal(playing.seed, null, 'the seed stays sealed while the hand runs, even for staff');
  assert.equal(playing.dealt, null);
  await playHand(t, players);
  const done = await ok<BoPvpHandDetail>(support, 'GET', BO_API.pvpHand.replace(':id', handId));
  assert.equal(done.status, 'settled');
  assert.match(done.seed ?? '', /^[0-9a-f]{64}$/);
  assert.equal(done.dealt?.length, 4);
  assert.ok(done.moves.length >= 4);
  assert.equal(done.players.reduce((sum, player) => sum + BigInt(player.netMinor ?? '0'), 0n) + BigInt(done.rakeMinor ?? '0'), 0n);
  const { hands } = await ok<BoPvpHandsValue>(support, 'GET', `${BO_API.pvpHands}?accountId=${(players[0] as PvpPlayer).id}`);
  assert.equal(hands[0]?.handId, handId);
  assert.equal((await tableOf(t, players[0] as PvpPlayer)).hand?.status, 'shuffled', 'the next hand is shuffled');
  for (const player of players) await pvpCall(t, player, API.pvpLeave, {});
});

test('the collusion report flags a pair often together with money flowing one way and a shared device', async () => {
  const [a, b, c] = await pvpPlayers(t, 'tongits-20', 3);
  const [table] = await t.db.query<{ id: string }>(`select id::text as id from pvp_tables order by id limit 1`);
  const at = t.clock.now();
  for (let n = 0; n < 6; n += 1) {
    const [hand] = await t.db.query<{ id: string }>(
      `insert into pvp_hands (merchant_id, table_id, room_code, game, currency, seq, status, settings, context, seed_sealed, seed_hash, created_at, deal_at)
       values ($1, $2, 'tongits-20', 'tongits', 'PHP', $3, 'settled', '{}', 'x', 'x', 'x', $4, $4) returning id::text as id`,
      [brandId, table?.id, 1000 + n, at.toISOString()],
    );
    // a always loses 2,000 to b, c loses 1,000; a and b once from the same device.
    await t.db.query(
      `insert into pvp_hand_players (hand_id, seat, merchant_id, account_id, currency, room_code, ip, device, net_minor, rake_minor, units, won, ended_at)
       values ($1, 0, $2, $3, 'PHP', 'tongits-20', '10.0.0.1', $6, -2000, 0, 2, false, $7), ($1, 1, $2, $4, 'PHP', 'tongits-20', '10.0.0.2', 'dev-b', 2850, 150, 0, true, $7),
              ($1, 2, $2, $5, 'PHP', 'tongits-20', '10.0.0.3', 'dev-c', -1000, 0, 1, false, $7)`,
      [hand?.id, brandId, (a as PvpPlayer).id, (b as PvpPlayer).id, (c as PvpPlayer).id, n === 0 ? 'dev-b' : 'dev-a', at.toISOString()],
    );
  }
  const day = at.toISOString().slice(0, 10);
  const { pairs } = await ok<BoPvpCollusionValue>(support, 'GET', `${BO_API.pvpCollusion}?from=${day}&to=${day}&minHands=5`);
  const pair = pairs.find(
    (entry) => [entry.a.accountId, entry.b.accountId].sort().join() === [(a as PvpPlayer).id, (b as PvpPlayer).id].sort().join(),
  );
  assert.ok(pair);
  assert.equal(pair.handsTogether, 6);
  assert.equal(pair.oneWayPercent, 100);
  assert.deepEqual([...pair.flags].sort(), ['often_together', 'one_way_flow', 'shared_origin']);
  const flow = pair.a.accountId === (a as PvpPlayer).id ? pair.aToBMinor : pair.bToAMinor;
  assert.equal(flow, '12000', 'six hands of 2,000 from a to b');
  const other = pairs.find(
    (entry) =>
      [entry.a.accountId, entry.b.accountId].includes((c as PvpPlayer).id) &&
      [entry.a.accountId, entry.b.accountId].includes((a as PvpPlayer).id),
  );
  assert.ok(other && !other.flags.includes('shared_origin'));
});
