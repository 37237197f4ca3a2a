/**
 * The load generator of bench/wallet-http.ts and bench/bets-http.ts, run in a worker thread so
 * that the client's own work (building requests, reading answers) does not share the server's
 * event loop: it posts the given calls to the server, `concurrency` at once, and reports each
 * call's latency.
 */
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
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
}

const job = workerData as LoadJob;
// node:http with kept-alive sockets rather than fetch: fetch (undici over web streams) cost about
// 3 ms of CPU a call here, on the same two cores as the server, and would be billed to the API.
const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });
const target = new URL(job.url);

/** Posts one call and resolves with its status and body. */
function post(headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const latencies: number[] = [];
let failures = 0;
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: job.concurrency }, async () => {
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
agent.destroy();
parentPort?.postMessage({ latencies, failures, elapsedMs: performance.now() - started } satisfies LoadResult);
