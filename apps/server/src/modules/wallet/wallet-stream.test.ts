// Proves the live balance stream over a real socket: it opens with the balance, sends the new
// balance after a transfer (to both players of an upline transfer), sends heartbeats, refuses one
// stream too many and accepts again once one closed, ends when the session is logged out, refuses
// a call without a session with the usual envelope, and lets the server close with streams open.
// Also the bus on its own: delivery per account, unsubscribe, a throwing listener isolated.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/test-app.ts';
import { authed } from '../../../test/auth-helpers.ts';
import { openEventStream, waitForStreamRoom, type StreamEvent } from '../../../test/event-stream.ts';
import { fund, makeAgent, moneyCall, newPlayer, PIN, placeUnder, type Player } from '../../../test/wallet-helpers.ts';
import { createWalletEventBus, type WalletEvent } from '../../lib/wallet-events.ts';

let t: TestApp;
let base: string;
let agent: Player;
let member: Player;
before(async () => {
  t = await createTestApp({ walletStreamHeartbeatMs: 150, walletStreamsPerAccount: 2 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  agent = await newPlayer(t, 'streamagent');
  await makeAgent(t, agent);
  member = await newPlayer(t, 'streamer');
  await placeUnder(t, member, agent);
  await fund(t, member.id, 50_000n);
});
after(() => t.close());

const openStream = (token: string) => openEventStream(base, token);

const sumOf = (event: StreamEvent) => (JSON.parse(event.data) as { sumBalanceMinor: string }).sumBalanceMinor;

test('the stream opens with the balance and sends the new one after each movement, to both sides', async () => {
  const mine = await openStream(member.token);
  const theirs = await openStream(agent.token);
  try {
    assert.equal(sumOf(await mine.next('balance')), '50000');
    assert.equal(sumOf(await theirs.next('balance')), '0');
    const into = await moneyCall(t, API.walletTransfer, member.token, {
      from: 'MAIN',
      to: 'BTSABONG',
      amountMinor: '1000',
      currency: 'PHP',
      paymentPassword: PIN,
    });
    assert.equal(into.statusCode, 200, into.body);
    const moved = JSON.parse((await mine.next('balance')).data) as { wallets: Array<{ walletCode: string; balanceMinor: string }> };
    assert.deepEqual(
      moved.wallets.map((wallet) => [wallet.walletCode, wallet.balanceMinor]),
      [
        ['MAIN', '49000'],
        ['BTSABONG', '1000'],
      ],
    );
    const up = await moneyCall(t, API.transferUpline, member.token, { amountMinor: '4000', currency: 'PHP', paymentPassword: PIN });
    assert.equal(up.statusCode, 200, up.body);
    assert.equal(sumOf(await mine.next('balance')), '46000');
    assert.equal(sumOf(await theirs.next('balance')), '4000');
  } finally {
    mine.close();
    theirs.close();
  }
});

test('heartbeats keep the stream alive', async () => {
  const stream = await openStream(member.token);
  try {
    await stream.next('balance');
    assert.equal((await stream.next(':')).data, 'ping');
    assert.equal((await stream.next(':')).data, 'ping');
  } finally {
    stream.close();
  }
});

test('one stream too many is refused; closing one makes room again', async () => {
  const first = await openStream(agent.token);
  const second = await openStream(agent.token);
  await first.next('balance');
  await second.next('balance');
  const third = await fetch(`${base}${API.walletEvents}`, { headers: authed(agent.token) });
  assert.equal(third.status, 429);
  assert.equal(((await third.json()) as { errorCode: string }).errorCode, 'too_many_requests');
  first.close();
  // The server notices the closed socket and gives the place back.
  await waitForStreamRoom(base, agent.token);
  second.close();
});

test('logging out ends the stream at the next heartbeat', async () => {
  const player = await newPlayer(t, 'leaver', { pin: false });
  const stream = await openStream(player.token);
  await stream.next('balance');
  const out = await t.app.inject({ method: 'POST', url: API.logout, headers: authed(player.token) });
  assert.equal(out.statusCode, 200, out.body);
  await stream.ended();
});

test('without a session the stream is refused with the usual envelope', async () => {
  const response = await fetch(`${base}${API.walletEvents}`, { headers: demoHeaders() });
  assert.equal(response.status, 401);
  assert.equal(((await response.json()) as { errorCode: string }).errorCode, 'login.not.session');
});

test('the server closes with a stream open', async () => {
  const other = await createTestApp();
  const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
  const player = await newPlayer(other, 'closer', { pin: false });
  const response = await fetch(`${url}${API.walletEvents}`, { headers: authed(player.token) });
  assert.equal(response.status, 200);
  await other.close();
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (;;) if ((await reader.read()).done) break;
});

test('the bus delivers per account, stops after unsubscribe, and isolates a throwing listener', async () => {
  const failures: unknown[] = [];
  const bus = createWalletEventBus((error) => failures.push(error));
  const seen: WalletEvent[] = [];
  const stop = bus.subscribe('7', (event) => seen.push(event));
  bus.subscribe('7', () => {
    throw new Error('listener broke');
  });
  bus.subscribe('8', (event) => seen.push(event));
  bus.publish({ brandId: '1', accountId: '7', code: 'deposit' });
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(seen, [{ brandId: '1', accountId: '7', code: 'deposit' }]);
  assert.equal(failures.length, 1);
  stop();
  assert.equal(bus.listenerCount('7'), 1);
  bus.publish({ brandId: '1', accountId: '7', code: 'deposit' });
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(seen.length, 1);
});
