/**
 * The clients of bench:tables' live stream run (tables-streams.ts), in a worker thread so their
 * reading does not share the server's event loop: `count` server-sent-event streams of one table
 * over real sockets, each from its own address (X-Forwarded-For; the server allows 20 streams an
 * address), opened `width` at a time. Posts `ready` once every stream has had its first whole
 * table; then records, per stream, the instant (performance.timeOrigin + now, comparable across
 * threads) its first `round` event carrying a result of `roundId` arrived, and posts them all.
 */
import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface StreamJob {
  url: string;
  count: number;
  width: number;
  timeoutMs: number;
}

export type StreamMessage =
  { kind: 'ready'; opened: number; failed: number; openMs: number } | { kind: 'received'; times: number[]; missing: number };

const job = workerData as StreamJob;
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
const now = () => performance.timeOrigin + performance.now();
const requests: ClientRequest[] = [];
const received: number[] = [];
let roundId: string | null = null;
let waiting = 0;
let finish: (() => void) | null = null;

/** The address a stream comes from: 10.x.y.z, one per stream. */
const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** Opens one stream; resolves once its first event (the table's whole view) arrived, or rejects. */
function openOne(index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(job.url, {
      agent,
      headers: { merchant: 'bituin', language: 'EN', 'x-forwarded-for': addressOf(index), accept: 'text/event-stream' },
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
        // Whole events only: each ends with an empty line.
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          const event = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (first && event.startsWith('event: table')) {
            first = false;
            resolve();
          }
          // The round's result: a `round` event of this round carrying its result (dealt or settled).
          if (
            !done &&
            roundId !== null &&
            event.startsWith('event: round') &&
            event.includes(`"roundId":"${roundId}"`) &&
            event.includes('"result":{')
          ) {
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
parentPort?.postMessage({ kind: 'ready', opened, failed, openMs: now() - started } satisfies StreamMessage);
parentPort?.on('message', (message: { roundId: string }) => {
  roundId = message.roundId;
  waiting = opened;
  const timer = setTimeout(() => finish?.(), job.timeoutMs);
  finish = () => {
    clearTimeout(timer);
    parentPort?.postMessage({ kind: 'received', times: received, missing: waiting } satisfies StreamMessage);
    for (const request of requests) request.destroy();
    finish = null;
  };
});
