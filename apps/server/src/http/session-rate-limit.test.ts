// Proves the budgets per session (http/session-rate-limit.ts) beside the app-wide per-IP limit: a
// client that invents a new Authorization value for every call is still refused with 429 once its
// address has spent the per-IP limit, on every module's per-session routes; two real players behind
// one address each have their own budget; and with Redis both count across processes.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { API } from '@pkg/contracts/routes';
import { createRedisCluster } from '../lib/cluster-redis.ts';
import type { Cluster } from '../lib/cluster.ts';
import { authed, registerUser } from '../../test/auth-helpers.ts';
import { createPeerApp, createTestApp, demoHeaders, type TestApp } from '../../test/test-app.ts';

/** The app-wide calls a minute per address, and each session's budget on the responsible-gaming routes (CREDENTIAL_RATE_LIMIT). */
const PER_IP = 10;
const PER_SESSION = 3;
const CONFIG = { rateLimitPerMinute: PER_IP, credentialRateLimit: PER_SESSION };

/** One route of each module that has a budget per session. */
const PER_SESSION_ROUTES: InjectOptions[] = [
  { method: 'POST', url: API.withdrawals },
  { method: 'POST', url: API.convertPoint },
  { method: 'POST', url: API.rgLimit },
  { method: 'POST', url: API.lotteryOrders },
  { method: 'GET', url: API.referralInvitation },
  { method: 'PUT', url: API.feedback },
];

/** A session-less call of the reality check's "continue" (a per-session route without a body) with a made-up token. */
const invented = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: API.rgRealityCheckSeen,
    headers: demoHeaders({ authorization: randomBytes(24).toString('hex'), 'x-forwarded-for': ip }),
  });

const seen = (app: FastifyInstance, token: string, ip: string) =>
  app.inject({ method: 'POST', url: API.rgRealityCheckSeen, headers: authed(token, { 'x-forwarded-for': ip }) });

/** Asserts the /wps failure envelope of a rate-limit refusal, as the app-wide limit answers it. */
function assertTooMany(response: LightMyRequestResponse, what: string) {
  assert.equal(response.statusCode, 429, `${what}: ${response.body}`);
  const body = response.json();
  assert.deepEqual(Object.keys(body).sort(), ['errorCode', 'message', 'requestId', 'success'], what);
  assert.equal(body.success, false);
  assert.equal(body.errorCode, 'too_many_requests', what);
  assert.ok(Number(response.headers['retry-after']) > 0, `${what}: Retry-After`);
}

let t: TestApp;
before(async () => {
  t = await createTestApp(CONFIG);
});
after(() => t.close());

test('invented Authorization values on per-session routes get 429 once the per-IP limit is spent', async () => {
  const ip = '10.61.0.1';
  for (let call = 1; call <= PER_IP; call += 1) {
    const response = await invented(t.app, ip);
    assert.equal(response.statusCode, 401, `call ${call}: ${response.body}`);
    assert.equal(response.json().errorCode, 'login.not.session');
  }
  assertTooMany(await invented(t.app, ip), 'the next invented token');
  // Every module's per-session routes count the address with the app-wide limit.
  for (const route of PER_SESSION_ROUTES) {
    const headers = demoHeaders({ authorization: randomBytes(24).toString('hex'), 'x-forwarded-for': ip });
    assertTooMany(await t.app.inject({ ...route, headers }), `${String(route.method)} ${String(route.url)}`);
  }
  // Another address has its own allowance.
  assert.equal((await invented(t.app, '10.61.0.2')).statusCode, 401);
});

test('two players behind one address each get their own per-session budget', async () => {
  const ip = '10.61.0.3';
  const first = await registerUser(t, `srl${process.pid % 1000}a`);
  const second = await registerUser(t, `srl${process.pid % 1000}b`);
  for (let call = 1; call <= PER_SESSION; call += 1) {
    const response = await seen(t.app, first.token, ip);
    assert.equal(response.statusCode, 200, `first player, call ${call}: ${response.body}`);
  }
  const over = await seen(t.app, first.token, ip);
  assertTooMany(over, 'first player over the budget');
  assert.equal(over.headers['x-ratelimit-limit'], String(PER_SESSION));
  // Same address, its own session: its own budget (the address has spent 4 of its 10).
  for (let call = 1; call <= PER_SESSION; call += 1) {
    const response = await seen(t.app, second.token, ip);
    assert.equal(response.statusCode, 200, `second player, call ${call}: ${response.body}`);
  }
  assertTooMany(await seen(t.app, second.token, ip), 'second player over the budget');
  // Each route has its own budget, as a route's own limit had (the address has spent 8 of its 10).
  const other = await t.app.inject({
    method: 'POST',
    url: API.rgRealityCheck,
    headers: authed(first.token, { 'x-forwarded-for': ip }),
    payload: { minutes: 30 },
  });
  assert.equal(other.statusCode, 200, other.body);
});

describe('two processes on one Redis', { skip: process.env.REDIS_URL ? false : 'REDIS_URL is not set' }, () => {
  const prefix = `test${randomBytes(4).toString('hex')}:`;
  const clusters: Cluster[] = [];
  let a: TestApp;
  let b: FastifyInstance;

  before(async () => {
    const newCluster = async () => {
      const cluster = createRedisCluster({ url: process.env.REDIS_URL ?? '', prefix });
      clusters.push(cluster);
      await cluster.ready();
      return cluster;
    };
    a = await createTestApp(CONFIG, { cluster: await newCluster() });
    b = await createPeerApp(a, CONFIG, { cluster: await newCluster() });
  });
  after(async () => {
    await b.close();
    await a.close();
    await Promise.all(clusters.map((cluster) => cluster.close()));
  });

  test('the per-IP limit and the per-session budget are each one across both processes', async () => {
    const ip = '10.61.0.4';
    for (let call = 1; call <= PER_IP; call += 1) {
      assert.equal((await invented(call % 2 === 0 ? a.app : b, ip)).statusCode, 401, `invented token, call ${call}`);
    }
    assertTooMany(await invented(a.app, ip), 'invented token on A');
    assertTooMany(await invented(b, ip), 'invented token on B');

    const player = await registerUser(a, `srl${process.pid % 1000}r`);
    const playerIp = '10.61.0.5';
    for (let call = 1; call <= PER_SESSION; call += 1) {
      const response = await seen(call % 2 === 0 ? a.app : b, player.token, playerIp);
      assert.equal(response.statusCode, 200, `call ${call}: ${response.body}`);
    }
    assertTooMany(await seen(a.app, player.token, playerIp), 'the session on A');
    assertTooMany(await seen(b, player.token, playerIp), 'the session on B');
  });
});
