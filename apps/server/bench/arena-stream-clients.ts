/**
 * The clients of bench:arena's live stream run (arena-streams.ts), in a worker thread so their
 * reading does not share the server's event loop: `count` server-sent-event streams of one arena
 * over real sockets, each from its own address (X-Forwarded-For; the server allows 20 streams an
 * address), opened `width` at a time. Posts `ready` once every stream has had its first whole
 * table; then records, per stream, the instant (performance.timeOrigin + now, comparable across
 * threads) the first `totals` event carrying the awaited Meron total arrived: the odds every page
 * works out from those totals. Posts them all.
 */
import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface ArenaStreamJob {
  url: string;
  merchant: string;
  count: number;
  width: number;
  timeoutMs: number;
}

export type ArenaStreamMessage =
  { kind: 'ready'; opened: number; failed: number; openMs: number } | { kind: 'received'; times: number[]; missing: number };

const job = workerData as ArenaStreamJob;
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
const now = () => performance.timeOrigin + performance.now();
const requests: ClientRequest[] = [];
const received: number[] = [];
let awaited: string | null = null;
let waiting = 0;
let finish: (() => void) | null = null;

/** The address a stream comes from: 10.x.y.z, one per stream. */
const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** Opens one stream; resolves once its first event (the arena's whole view) arrived, or rejects. */
function openOne(index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(job.url, {
      agent,
      headers: { merchant: job.merchant, language: 'EN', 'x-forwarded-for': addressOf(index), accept: 'text/event-stream' },
    });
    requests.push(request);
    let buffer = '';
    let first = true;
    let done = false;
    request.on('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream ${index} answered ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const event = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (first && event.startsWith('event: table')) {
            first = false;
            resolve();
          }
          if (!done && awaited !== null && event.startsWith('event: totals') && event.includes(awaited)) {
            done = true;
            received.push(now());
            waiting -= 1;
            if (waiting === 0) finish?.();
          }
        }
      });
    });
    request.on('error', reject);
    request.end();
  });
}

async function openAll(): Promise<{ opened: number; failed: number }> {
  let next = 0;
  let opened = 0;
  let failed = 0;
  async function lane() {
    while (next < job.count) {
      const index = next++;
      try {
        await openOne(index);
        opened += 1;
      } catch {
        failed += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: job.width }, lane));
  return { opened, failed };
}

const started = now();
const { opened, failed } = await openAll();
parentPort?.postMessage({ kind: 'ready', opened, failed, openMs: now() - started } satisfies ArenaStreamMessage);
parentPort?.on('message', (message: { meronMinor: string }) => {
  awaited = `"meron":"${message.meronMinor}"`;
  waiting = opened;
  const timer = setTimeout(() => finish?.(), job.timeoutMs);
  finish = () => {
    clearTimeout(timer);
    parentPort?.postMessage({ kind: 'received', times: received, missing: waiting } satisfies ArenaStreamMessage);
    for (const request of requests) request.destroy();
    finish = null;
  };
});
