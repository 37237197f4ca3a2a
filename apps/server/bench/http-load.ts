/**
 * The load generator of bench/wallet-http.ts and bench/bets-http.ts, run in a worker thread so
 * that the client's own work (building requests, reading answers) does not share the server's
 * event loop: it posts the given calls to the server, `concurrency` at once, and reports each
 * call's latency and the CPU its own thread used (the benches print it apart from the server's).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

export interface LoadJob {
  url: string;
  concurrency: number;
  /** Headers every call sends. */
  headers: Record<string, string>;
  /** A header that gets a fresh random UUID on every call (an Idempotency-Key), if any. */
  freshKeyHeader?: string;
  /** A call counts as a success when it answers 200 and, if given, its body contains this text. */
  okText?: string;
  /** One entry per call: its own headers (a session token, a signature) and the JSON body. */
  calls: Array<{ headers: Record<string, string>; body: string }>;
}

export interface LoadResult {
  latencies: number[];
  failures: number;
  elapsedMs: number;
  /** CPU milliseconds this load generator's thread used while sending (from /proc; 0 where there is none). */
  cpuMs: number;
}

/** CPU milliseconds (user and system) the calling thread has used so far, from /proc/thread-self (0 where there is none). */
function threadCpuMs(): number {
  try {
    // Fields 14 and 15 of the stat line, after the command in parentheses: user and system time in ticks (100 a second).
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

const job = workerData as LoadJob;
const target = new URL(job.url);

/**
 * One kept-alive HTTP/1.1 connection sending one request at a time, written as a single buffer
 * and read back with only what a JSON answer needs (the status line, content-length or chunks).
 * Not node:http or undici: on the same two cores as the server, node:http cost about 0.25 ms of
 * CPU a call and undici's Pool about the same, billed to the API's figures; this costs a fraction.
 */
function connection() {
  const socket = createConnection({ host: target.hostname, port: Number(target.port), noDelay: true });
  let pending: { resolve: (answer: { status: number; text: string }) => void; reject: (error: Error) => void } | null = null;
  let buffered: Buffer = Buffer.alloc(0);
  const fail = (error: Error) => {
    pending?.reject(error);
    pending = null;
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('connection closed')));
  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    const headEnd = buffered.indexOf('\r\n\r\n');
    if (headEnd < 0 || !pending) return;
    const head = buffered.toString('latin1', 0, headEnd).toLowerCase();
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/.exec(head);
    let body: string | null = null;
    let used = 0;
    if (length) {
      used = headEnd + 4 + Number(length[1]);
      if (buffered.length >= used) body = buffered.toString('utf8', headEnd + 4, used);
    } else if (head.includes('\r\ntransfer-encoding: chunked')) {
      const parts: Buffer[] = [];
      for (let at = headEnd + 4; ;) {
        const lineEnd = buffered.indexOf('\r\n', at);
        if (lineEnd < 0) break;
        const size = parseInt(buffered.toString('latin1', at, lineEnd), 16);
        if (buffered.length < lineEnd + 2 + size + 2) break;
        if (size === 0) {
          body = Buffer.concat(parts).toString('utf8');
          used = lineEnd + 4;
          break;
        }
        parts.push(buffered.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
    } else {
      fail(new Error(`an answer without a length: ${head.slice(0, 200)}`));
      return;
    }
    if (body === null) return;
    buffered = buffered.subarray(used);
    const done = pending;
    pending = null;
    done.resolve({ status, text: body });
  });
  return {
    /** Posts one call and resolves with its status and body. */
    post(headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
      let head = `POST ${target.pathname} HTTP/1.1\r\nhost: ${target.host}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
      for (const name in headers) head += `${name}: ${headers[name]}\r\n`;
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(`${head}\r\n${body}`);
      });
    },
    close: () => socket.destroy(),
  };
}

const latencies: number[] = [];
let failures = 0;
let next = 0;
const started = performance.now();
const cpuBefore = threadCpuMs();
const connections = Array.from({ length: job.concurrency }, connection);
await Promise.all(
  connections.map(async ({ post }) => {
    while (next < job.calls.length) {
      const call = job.calls[next++] as LoadJob['calls'][number];
      const begun = performance.now();
      const headers = { ...job.headers, ...call.headers, ...(job.freshKeyHeader ? { [job.freshKeyHeader]: randomUUID() } : {}) };
      const response = await post(headers, call.body).catch(() => ({ status: 0, text: '' }));
      if (response.status !== 200 || (job.okText !== undefined && !response.text.includes(job.okText))) failures += 1;
      latencies.push(performance.now() - begun);
    }
  }),
);
for (const open of connections) open.close();
parentPort?.postMessage({
  latencies,
  failures,
  elapsedMs: performance.now() - started,
  cpuMs: threadCpuMs() - cpuBefore,
} satisfies LoadResult);
