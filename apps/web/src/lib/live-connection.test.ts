// Proves the shared live stream: one connection per session however many parts hold it, events
// handed to the subscribers of their name only, closed by the last release, reconnected after a
// drop, and left alone once the server refuses the session.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createLiveConnection, type OpenStream } from './live-connection.ts';

const timing = { firstRetryMs: 1, maxRetryMs: 4, busyRetryMs: 2 };

/** A fake server: each open answers the next scripted response (a stream body or a status). */
function fakeServer(script: Array<string | number>) {
  const calls: string[] = [];
  const open: OpenStream = async (token, signal) => {
    calls.push(token);
    const next = script.shift();
    if (next === undefined) {
      // Nothing left to say: hold the stream open until the release aborts it.
      return new Response(
        new ReadableStream({
          start(controller) {
            signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
          },
        }),
      );
    }
    if (typeof next === 'number') return new Response(null, { status: next });
    return new Response(next);
  };
  return { open, calls };
}

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

test('two holders share one stream; each subscriber gets only its event', async () => {
  const server = fakeServer(['event: balance\ndata: {"a":1}\n\nevent: draw\ndata: {"n":"1"}\n\n']);
  const live = createLiveConnection(server.open, { timing });
  const balances: string[] = [];
  const draws: string[] = [];
  const offBalance = live.subscribe('balance', (data) => balances.push(data));
  const offDraw = live.subscribe('draw', (data) => draws.push(data));
  const releaseWallet = live.hold('tok');
  const releaseLottery = live.hold('tok');
  await tick();
  assert.equal(live.openStreams(), 1);
  assert.deepEqual(balances, ['{"a":1}']);
  assert.deepEqual(draws, ['{"n":"1"}']);
  releaseWallet();
  assert.equal(live.openStreams(), 1, 'the lottery still holds it');
  releaseLottery();
  assert.equal(live.openStreams(), 0);
  offBalance();
  offDraw();
});

test('a dropped stream reconnects; a refused session stops', async () => {
  const server = fakeServer(['event: draw\ndata: x\n\n', 500, 'event: draw\ndata: y\n\n', 401]);
  const live = createLiveConnection(server.open, { timing });
  const seen: string[] = [];
  live.subscribe('draw', (data) => seen.push(data));
  const release = live.hold('tok');
  await tick(80);
  assert.deepEqual(seen, ['x', 'y']);
  assert.equal(server.calls.length, 4, 'no call after the 401');
  release();
});

test('a new session opens its own stream', async () => {
  const server = fakeServer([]);
  const live = createLiveConnection(server.open, { timing });
  const releaseOld = live.hold('old');
  releaseOld();
  const releaseNew = live.hold('new');
  await tick();
  assert.deepEqual(server.calls, ['old', 'new']);
  releaseNew();
});
