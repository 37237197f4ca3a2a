/** Reads a player's live event stream (API.walletEvents) over a real socket, for the stream and cluster tests. */
import assert from 'node:assert/strict';
import { API } from '@pkg/contracts/routes';
import { authed } from './auth-helpers.ts';

export interface StreamEvent {
  event: string;
  data: string;
}

/** An open event stream of the server at `base`: its events (and comments, as event ':') as they arrive. */
export async function openEventStream(base: string, token: string) {
  return openSse(`${base}${API.walletEvents}`, authed(token));
}

/** Any server-sent event stream at `url` (the wallet's, the live tables'), read as openEventStream reads it. */
export async function openSse(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
  assert.ok(response.headers.get('content-security-policy'), 'security headers are kept');
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const queue: StreamEvent[] = [];

  async function fill(): Promise<void> {
    const { value, done } = await reader.read();
    if (done) {
      ended = true;
      return;
    }
    buffer += decoder.decode(value, { stream: true });
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      if (block.startsWith(':')) queue.push({ event: ':', data: block.slice(1).trim() });
      else {
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
        if (!block.startsWith('retry:')) queue.push({ event, data });
      }
      cut = buffer.indexOf('\n\n');
    }
  }

  return {
    /** The next event of the given kind (or of any of the kinds), skipping others; fails after timeoutMs. */
    async next(kind: string | readonly string[], timeoutMs = 5_000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex((item) => (typeof kind === 'string' ? item.event === kind : kind.includes(item.event)));
        if (index >= 0) return queue.splice(0, index + 1).at(-1) as StreamEvent;
        assert.ok(!ended, `stream ended before a ${kind} event`);
        assert.ok(Date.now() < deadline, `no ${kind} event within ${timeoutMs} ms`);
        await fill();
      }
    },
    /** Resolves when the server ends the stream. */
    async ended(timeoutMs = 5_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!ended) {
        assert.ok(Date.now() < deadline, 'the stream is still open');
        await fill();
      }
    },
    close: () => controller.abort(),
  };
}

/**
 * Waits until the server at `base` lets the account open one more live stream (a closed one's place
 * is given back once the server notices the socket went), and closes that probe again.
 */
export async function waitForStreamRoom(base: string, token: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const again = await fetch(`${base}${API.walletEvents}`, { headers: authed(token) });
    await again.body?.cancel();
    if (again.status === 200) return;
    assert.ok(Date.now() < deadline, `no room for another stream within ${timeoutMs} ms (last answer ${again.status})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
