// Proves a PVP table across two server processes of one deployment (decision 045), here two apps on
// one database: players moving through either process play one hand; the same move sent to both
// at once is applied once (the other answers pvp_stale_hand); both turn clocks racing over a due
// turn play it once; the hand ends and pays once. A player's live stream opened on one process shows
// its own cards after the deal; with REDIS_URL the stream is on the other process than the moves,
// so the change reaches it through Redis; closing it marks the seat away.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API } from '@pkg/contracts/routes';
import { GAME_TOKEN_HEADER } from '@pkg/contracts/house-slots';
import { pvpTableEvent } from '@pkg/contracts/pvp';
import { checkInvariants } from '../../ledger/invariants.ts';
import type { Cluster } from '../../lib/cluster.ts';
import { createRedisCluster } from '../../lib/cluster-redis.ts';
import { openSse } from '../../../test/event-stream.ts';
import { createPeerApp, createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { dealNow, pvpPlayers, sitOk, tableOf, type PvpPlayer } from './pvp.test-kit.ts';

const REDIS_URL = process.env.REDIS_URL ?? '';
const prefix = `test${randomBytes(4).toString('hex')}:`;
const clusters: Cluster[] = [];
const clusterOption = async () => {
  if (!REDIS_URL) return {};
  const cluster = createRedisCluster({ url: REDIS_URL, prefix });
  clusters.push(cluster);
  await cluster.ready();
  return { cluster };
};

let a: TestApp;
let b: FastifyInstance;
const bySeat: PvpPlayer[] = [];
before(async () => {
  a = await createTestApp({}, await clusterOption());
  b = await createPeerApp(a, {}, await clusterOption());
  await b.listen({ host: '127.0.0.1', port: 0 });
});
after(async () => {
  await b?.close();
  await a?.close();
  await Promise.all(clusters.map((cluster) => cluster.close()));
});

/** A call through app `on` as `player`. */
function call(on: FastifyInstance, player: PvpPlayer, url: string, body?: object) {
  return on.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    headers: demoHeaders({ [GAME_TOKEN_HEADER]: player.gameToken, 'x-forwarded-for': player.ip }),
    ...(body === undefined ? {} : { payload: body }),
  });
}

test('a stream on one process shows the player its own cards once the other deals', async () => {
  const players = await pvpPlayers(a, 'tongits-5', 3);
  for (const player of players) await sitOk(a, player);
  for (const player of players) bySeat[(await tableOf(a, player)).mySeat as number] = player;
  const watcher = bySeat[1] as PvpPlayer;
  const address = b.server.address() as { port: number };
  const url = `http://127.0.0.1:${address.port}${API.pvpEvents}?token=${encodeURIComponent(watcher.gameToken)}`;
  const stream = await openSse(url, demoHeaders({ 'x-forwarded-for': watcher.ip }));
  const first = pvpTableEvent.parse(JSON.parse((await stream.next('table')).data));
  assert.equal(first.table.mySeat, 1);
  assert.equal(first.table.hand?.status, 'shuffled');
  await dealNow(a);
  if (REDIS_URL) {
    // The deal happened on the other process: its event came through Redis.
    for (;;) {
      const event = pvpTableEvent.parse(JSON.parse((await stream.next('table', 10_000)).data));
      if (event.table.hand?.status !== 'playing') continue;
      assert.equal(event.table.hand.view?.hand.length, 12, 'seat 1 sees its own 12 cards');
      assert.equal(event.table.hand.view?.game === 'tongits' && event.table.hand.view.stockCount, 15);
      break;
    }
  }
  stream.close();
  // The last stream of the seat closed: the seat is away.
  for (let i = 0; i < 50; i += 1) {
    const [seat] = await a.db.query<{ away: boolean }>(`select present_until < $2 as away from pvp_seats where account_id = $1`, [
      watcher.id,
      a.clock.now().toISOString(),
    ]);
    if (seat?.away) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.fail('the seat did not go away');
});

test('moves through either process make one hand; one move sent to both at once is applied once; racing clocks play a due turn once', async () => {
  await a.db.query(`update pvp_seats set present_until = $1`, [new Date(a.clock.now().getTime() + 600_000).toISOString()]);
  const handOf = async (player: PvpPlayer) => (await tableOf(a, player)).hand as NonNullable<Awaited<ReturnType<typeof tableOf>>['hand']>;
  const start = await handOf(bySeat[0] as PvpPlayer);
  const mover = bySeat[start.toAct as number] as PvpPlayer;
  const mine = await handOf(mover);
  const move = mine.legal.find((entry) => entry.type === 'discard') ?? mine.legal[0];
  const [one, two] = await Promise.all([
    call(a.app, mover, API.pvpMove, { handId: mine.handId, version: mine.version, move }),
    call(b, mover, API.pvpMove, { handId: mine.handId, version: mine.version, move }),
  ]);
  const codes = [one.statusCode, two.statusCode].sort();
  assert.deepEqual(codes, [200, 409]);
  assert.equal([one, two].find((response) => response.statusCode === 409)?.json().errorCode, 'pvp_stale_hand');
  assert.equal((await handOf(mover)).version, mine.version + 1, 'applied once');

  const due = await handOf(bySeat[0] as PvpPlayer);
  a.clock.advanceMs(25_001);
  const moved = await Promise.all([a.app.pvp.playDueTurns(), b.pvp.playDueTurns()]);
  assert.equal(moved[0] + moved[1], 1, 'one clock played it');
  assert.equal((await handOf(bySeat[0] as PvpPlayer)).version, due.version + 1);

  // The rest of the hand, each move through the other process than the last.
  let through = b;
  for (let step = 0; step < 300; step += 1) {
    const hand = await handOf(bySeat[0] as PvpPlayer);
    if (hand.status !== 'playing') break;
    const player = bySeat[hand.toAct as number] as PvpPlayer;
    const view = await handOf(player);
    const next = view.legal.find((entry) => entry.type === 'discard' || entry.type === 'fold') ?? view.legal[0];
    const response = await call(through, player, API.pvpMove, { handId: view.handId, version: view.version, move: next });
    assert.equal(response.statusCode, 200, response.body);
    through = through === b ? a.app : b;
  }
  const [row] = await a.db.query<{ status: string; n: number }>(
    `select status, (select count(*)::int from game_rounds where vendor_code = 'BTPVP' and round_id like $2) as n from pvp_hands where id = $1`,
    [start.handId, `h${start.handId}s%`],
  );
  assert.equal(row?.status, 'settled');
  assert.equal(row?.n, 3, "each player's round once");
  assert.equal((await checkInvariants(a.db)).ok, true);
});
