// Proves that two server processes of one deployment share what they must through Redis
// (decision 045), here as two apps in this test process on one database, each with its own cluster
// connection: a movement made on one reaches the player's live stream held by the other, a brand
// change saved on one is seen at once on the other although both cache brands for a minute, so is a
// lottery game's change made by the operator CLI (which is neither process), a staff lock stops an
// open game's stakes on the other process at once (the bet gate's cached rules), an account's live
// streams are capped across both, and a client's rate limit is one budget whichever process
// answers. Needs REDIS_URL.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { BO_API } from '@pkg/contracts/backoffice-routes';
import { API } from '@pkg/contracts/routes';
import { CACHE_CHANNELS, type Cluster } from '../../src/lib/cluster.ts';
import { createRedisCluster } from '../../src/lib/cluster-redis.ts';
import { tellServers } from '../../src/cli/open-cli-db.ts';
import { updateLotteryGame } from '../../src/modules/lottery/index.ts';
import { openDraw, placeOrder, runJobs } from '../lottery-helpers.ts';
import { authed } from '../auth-helpers.ts';
import { openEventStream, waitForStreamRoom } from '../event-stream.ts';
import { demoBrandId } from '../ledger-helpers.ts';
import { createPeerApp, createTestApp, demoHeaders, type TestApp } from '../test-app.ts';
import { fund, moneyCall, newPlayer, PIN } from '../wallet-helpers.ts';
import { asStaff, staffSignedIn, withId } from '../withdrawal-helpers.ts';
import { createVendorSimulator } from '../vendor-simulator.ts';

const REDIS_URL = process.env.REDIS_URL ?? '';
/** Calls a minute per client address on the API; the rate-limit test spends it all from one address. */
const LIMIT = 300;

describe('two processes on one Redis', { skip: REDIS_URL ? false : 'REDIS_URL is not set' }, () => {
  const prefix = `test${randomBytes(4).toString('hex')}:`;
  const clusters: Cluster[] = [];
  let a: TestApp;
  let b: FastifyInstance;
  let baseA: string;
  let baseB: string;

  const newCluster = async () => {
    const cluster = createRedisCluster({ url: REDIS_URL, prefix });
    clusters.push(cluster);
    await cluster.ready();
    return cluster;
  };

  before(async () => {
    // Brands are cached for a minute on both, so only the cluster's message can show a change at once.
    const config = { brandCacheMs: 60_000, rateLimitPerMinute: LIMIT, walletStreamHeartbeatMs: 1_000, walletStreamsPerAccount: 3 };
    a = await createTestApp(config, { cluster: await newCluster() });
    b = await createPeerApp(a, config, { cluster: await newCluster() });
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = await b.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await b.close();
    await a.close();
    await Promise.all(clusters.map((cluster) => cluster.close()));
  });

  test("a transfer made on one process reaches the player's live balance stream held by the other", async () => {
    const player = await newPlayer(a, 'peerstream');
    await fund(a, player.id, 20_000n);
    const stream = await openEventStream(baseB, player.token);
    try {
      const first = JSON.parse((await stream.next('balance')).data) as { sumBalanceMinor: string };
      assert.equal(first.sumBalanceMinor, '20000');
      const moved = await moneyCall(a, API.walletTransfer, player.token, {
        from: 'MAIN',
        to: 'BTSABONG',
        amountMinor: '2500',
        currency: 'PHP',
        paymentPassword: PIN,
      });
      assert.equal(moved.statusCode, 200, moved.body);
      const next = JSON.parse((await stream.next('balance')).data) as { wallets: Array<{ walletCode: string; balanceMinor: string }> };
      assert.deepEqual(
        next.wallets.map((wallet) => [wallet.walletCode, wallet.balanceMinor]),
        [
          ['MAIN', '17500'],
          ['BTSABONG', '2500'],
        ],
      );
    } finally {
      stream.close();
    }
  });

  test("an account's live streams are counted across both processes; closing one on A makes room on B", async () => {
    const player = await newPlayer(a, 'peercap');
    const streams = [
      await openEventStream(baseA, player.token),
      await openEventStream(baseB, player.token),
      await openEventStream(baseA, player.token),
    ];
    try {
      for (const stream of streams) await stream.next('balance');
      for (const base of [baseA, baseB]) {
        const refused = await fetch(`${base}${API.walletEvents}`, { headers: authed(player.token) });
        assert.equal(refused.status, 429, `a fourth stream on ${base === baseA ? 'A' : 'B'}`);
        assert.equal(((await refused.json()) as { errorCode: string }).errorCode, 'too_many_requests');
      }
      streams.shift()?.close();
      // A notices the closed socket and gives the slot back; B can then open one.
      await waitForStreamRoom(baseB, player.token);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  test('a brand change saved on one process shows at once on the other, though both cache brands', async () => {
    const look = async () => {
      const response = await b.inject({ method: 'GET', url: API.whitelabel, headers: demoHeaders() });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().value as { socialLinks: Record<string, string> };
    };
    assert.equal((await look()).socialLinks.telegram, 'https://t.me/bituinplay', 'cached on B');
    const owner = await staffSignedIn(a, 'owner');
    const saved = await asStaff(a, owner, 'POST', BO_API.brandSettings, {
      brandId: await demoBrandId(a.db),
      settings: { socialLinks: { telegram: 'https://t.me/bituin_cluster' } },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const deadline = Date.now() + 5_000;
    while ((await look()).socialLinks.telegram !== 'https://t.me/bituin_cluster') {
      assert.ok(Date.now() < deadline, 'B still shows the old link');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  test("a staff lock saved on one process stops an open game's stakes on the other at once, though both cache the bet gate's rules", async () => {
    const player = await newPlayer(a, 'clusterlock', { pin: false });
    await fund(a, player.id, 10_000n);
    // The game's wallet calls reach B; the lock is saved on A.
    const onB = createVendorSimulator({ ...a, app: b });
    const game = await onB.launch({ id: player.id });
    assert.equal((await onB.debit(game, '100')).status, 'OK', "B has read and cached the player's rules");
    const support = await staffSignedIn(a, 'support');
    const locked = await asStaff(a, support, 'POST', withId(BO_API.memberLock, player.id), { reason: 'Fraud review' });
    assert.equal(locked.statusCode, 200, locked.body);
    const deadline = Date.now() + 5_000;
    while ((await onB.debit(game, '100')).status !== 'PLAYER_BLOCKED') {
      assert.ok(Date.now() < deadline, 'B still takes stakes');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  test("a lottery game's change made by the operator CLI shows at once on both processes, though both cache its settings", async () => {
    const player = await newPlayer(a, 'peerlotto');
    await fund(a, player.id, 100_000n);
    await runJobs(a);
    const draw = await openDraw(a, player.token, 'k3-1m');
    const body = { gameCode: 'k3-1m', numero: draw.numero, bets: [{ betType: 'k3.sum', picks: [['10']], unitMinor: '100' }] };
    const onB = { ...a, app: b };
    const first = await placeOrder(onB, player.token, body);
    assert.equal(first.statusCode, 200, `taken, and the settings cached on B: ${first.body}`);
    // What `npm run lottery -- set --disable k3.sum` does: save, then tell the servers through Redis.
    await updateLotteryGame(a.db, a.clock, 'bituin', 'k3-1m', { disableBetTypes: ['k3.sum'] });
    try {
      assert.equal(await tellServers(CACHE_CHANNELS.lottery, { REDIS_URL, REDIS_PREFIX: prefix }), true);
      const deadline = Date.now() + 5_000;
      for (;;) {
        const response = await placeOrder(onB, player.token, body);
        if (response.statusCode === 400 && response.json().errorCode === 'lottery_bet_type_invalid') break;
        assert.ok(Date.now() < deadline, `B still takes the bet type: ${response.statusCode} ${response.body}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await updateLotteryGame(a.db, a.clock, 'bituin', 'k3-1m', { enableBetTypes: ['k3.sum'] });
      await tellServers(CACHE_CHANNELS.lottery, { REDIS_URL, REDIS_PREFIX: prefix });
    }
  });

  test("a client's rate limit is one budget across both processes", async () => {
    const call = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: API.systemStatus, headers: demoHeaders({ 'x-forwarded-for': '10.77.0.9' }) });
    for (let index = 0; index < LIMIT; index += 1) {
      const response = await call(index % 2 === 0 ? a.app : b);
      assert.equal(response.statusCode, 200, `call ${index + 1}: ${response.body}`);
    }
    for (const app of [a.app, b]) {
      const refused = await call(app);
      assert.equal(refused.statusCode, 429, refused.body);
      assert.equal(refused.json().errorCode, 'too_many_requests');
    }
    // Another address has its own budget.
    const other = await b.inject({ method: 'GET', url: API.systemStatus, headers: demoHeaders({ 'x-forwarded-for': '10.77.0.10' }) });
    assert.equal(other.statusCode, 200);
  });
});
