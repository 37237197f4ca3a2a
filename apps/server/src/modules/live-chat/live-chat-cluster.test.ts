// Proves the live chat's fan-out across processes (decisions 045, 062): two apps on one database and
// one Redis, as two server processes behind a balancer. The visitor's stream is held by one, the
// desk's by the other; a staff answer written on the desk's process reaches the visitor live, and the
// visitor's message, typing and closing written on the visitor's process reach the desk live. Needs
// REDIS_URL (skipped without it: two processes share nothing else).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { STAFF_COOKIE } from '@pkg/contracts/backoffice-routes';
import { CHAT_TOKEN_HEADER, LIVE_CHAT_API, LIVE_CHAT_BO_API, type LiveChatOpened } from '@pkg/contracts/live-chat';
import type { Cluster } from '../../lib/cluster.ts';
import { createRedisCluster } from '../../lib/cluster-redis.ts';
import { humanCheck } from '../../../test/auth-helpers.ts';
import { openSse } from '../../../test/event-stream.ts';
import { createPeerApp, createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { staffSignedIn, withId, type TestStaff } from '../../../test/withdrawal-helpers.ts';

const REDIS_URL = process.env.REDIS_URL ?? '';
const prefix = `test${randomBytes(4).toString('hex')}:`;
const clusters: Cluster[] = [];
async function clusterOption() {
  const cluster = createRedisCluster({ url: REDIS_URL, prefix });
  clusters.push(cluster);
  await cluster.ready();
  return { cluster };
}

let t: TestApp;
let peer: FastifyInstance;
let support: TestStaff;
before(async () => {
  if (!REDIS_URL) return;
  t = await createTestApp({}, await clusterOption());
  peer = await createPeerApp(t, {}, await clusterOption());
  support = await staffSignedIn(t, 'support');
});
after(async () => {
  await peer?.close();
  await t?.close();
  await Promise.all(clusters.map((cluster) => cluster.close()));
});

test('a chat written on one process reaches the streams held by the other', { skip: !REDIS_URL && 'REDIS_URL not set' }, async () => {
  const opened = await peer.inject({
    method: 'POST',
    url: LIVE_CHAT_API.open,
    headers: demoHeaders(),
    payload: { name: 'Ben', question: 'Where is my deposit from today?', humanCheck: await humanCheck(t) },
  });
  assert.equal(opened.statusCode, 200, opened.body);
  const { token, chat } = opened.json().value as LiveChatOpened;
  const staffHeaders = { cookie: `${STAFF_COOKIE}=${support.cookie}`, 'x-backoffice': '1', 'x-forwarded-for': '10.1.2.3' };
  const visitorHeaders = demoHeaders({ [CHAT_TOKEN_HEADER]: token });

  const visitorBase = await peer.listen({ port: 0, host: '127.0.0.1' });
  const deskBase = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const visitorStream = await openSse(`${visitorBase}${LIVE_CHAT_API.events}?token=${token}`, demoHeaders());
  const deskStream = await openSse(`${deskBase}${LIVE_CHAT_BO_API.events}`, staffHeaders);
  try {
    await visitorStream.next('state');
    await deskStream.next('hello');
    // The staff answer on the desk's process.
    const answered = await t.app.inject({
      method: 'POST',
      url: withId(LIVE_CHAT_BO_API.messages, chat.id),
      headers: staffHeaders,
      payload: { text: 'Checking now.' },
    });
    assert.equal(answered.statusCode, 200, answered.body);
    const live = JSON.parse((await visitorStream.next('message')).data);
    assert.equal(live.message.text, 'Checking now.');
    assert.equal(live.chatId, chat.id);
    // The visitor's typing and message on the visitor's process.
    assert.equal((await peer.inject({ method: 'POST', url: LIVE_CHAT_API.typing, headers: visitorHeaders })).statusCode, 200);
    assert.equal(JSON.parse((await deskStream.next('typing')).data).side, 'visitor');
    assert.equal(
      (await peer.inject({ method: 'POST', url: LIVE_CHAT_API.messages, headers: visitorHeaders, payload: { text: 'Thank you' } }))
        .statusCode,
      200,
    );
    let message = JSON.parse((await deskStream.next('message')).data);
    while (message.message.text !== 'Thank you') message = JSON.parse((await deskStream.next('message')).data);
    assert.equal(message.message.sender, 'visitor');
    assert.equal((await peer.inject({ method: 'POST', url: LIVE_CHAT_API.close, headers: visitorHeaders })).statusCode, 200);
    let state = JSON.parse((await deskStream.next('state')).data);
    while (state.status !== 'closed') state = JSON.parse((await deskStream.next('state')).data);
    assert.equal(state.chatId, chat.id);
  } finally {
    visitorStream.close();
    deskStream.close();
  }
});
