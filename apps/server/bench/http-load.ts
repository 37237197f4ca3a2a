/**
 * The load generator of bench/wallet-http.ts, run in a worker thread so that the client's own
 * work (building requests, parsing answers) does not share the server's event loop: it posts the
 * given wallet transfers to the server, `concurrency` at once, and reports each call's latency.
 */
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

export interface LoadJob {
  url: string;
  merchant: string;
  idempotencyHeader: string;
  concurrency: number;
  /** One entry per call: the session token and the JSON body. */
  calls: Array<{ token: string; body: string }>;
}

export interface LoadResult {
  latencies: number[];
  failures: number;
  elapsedMs: number;
}

const job = workerData as LoadJob;
const latencies: number[] = [];
let failures = 0;
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: job.concurrency }, async () => {
    while (next < job.calls.length) {
      const call = job.calls[next++] as LoadJob['calls'][number];
      const begun = performance.now();
      const response = await fetch(job.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          merchant: job.merchant,
          authorization: call.token,
          [job.idempotencyHeader]: randomUUID(),
        },
        body: call.body,
      });
      await response.arrayBuffer();
      if (response.status !== 200) failures += 1;
      latencies.push(performance.now() - begun);
    }
  }),
);
parentPort?.postMessage({ latencies, failures, elapsedMs: performance.now() - started } satisfies LoadResult);
