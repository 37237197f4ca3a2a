/**
 * The live stream half of bench:tables: `count` open server-sent-event streams of one table (real
 * sockets from a worker thread, stream-clients.ts) and one round of it dealt: how long from the
 * deal until each stream has the round's result, the last one above all.
 */
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { API } from '@pkg/contracts/routes';
import type { Db } from '../src/db/client.ts';
import { selectTableByGame, updateTable } from '../src/modules/rounds/rounds.queries.ts';
import type { StreamJob, StreamMessage } from './stream-clients.ts';

// A worker thread does not take the parent's `--import tsx`, so it registers tsx itself first.
const STREAM_WORKER = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => tsx.register())
  .then(() => import(${JSON.stringify(new URL('./stream-clients.ts', import.meta.url).href)}));`;

const now = () => performance.timeOrigin + performance.now();

export interface StreamBench {
  opened: number;
  failed: number;
  openSeconds: number;
  dealMs: number;
  latencies: number[];
  missing: number;
}

function nextMessage<K extends StreamMessage['kind']>(worker: Worker, kind: K): Promise<Extract<StreamMessage, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: StreamMessage) => {
      if (message.kind !== kind) return;
      worker.off('message', onMessage);
      resolve(message as Extract<StreamMessage, { kind: K }>);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}

/** Opens the streams, deals a Color Game round of the brand and times its result's arrival at each. */
export async function benchStreams(
  db: Db,
  app: FastifyInstance,
  options: { base: string; brandId: string; count: number; width: number },
): Promise<StreamBench> {
  const table = await selectTableByGame(db, options.brandId, 'BTLIVE', 'color-game');
  if (!table) throw new Error('the demo brand has no Color Game table');
  await updateTable(db, table.id, { status: 'open', settings: { ...(table.settings as object), bettingMs: 120_000 } }, new Date());
  const [latest] = await db.query<{ seq: number }>(`select coalesce(max(seq), 0)::int as seq from rounds where table_id = $1`, [table.id]);
  await app.rounds.jobs.open(table.id, (latest?.seq ?? 0) + 1);
  const [round] = await db.query<{ id: string }>(`select id::text as id from rounds where table_id = $1 order by seq desc limit 1`, [
    table.id,
  ]);
  if (!round) throw new Error('no round opened');
  const job: StreamJob = {
    url: `${options.base}${API.roundEvents}?tables=${table.id}`,
    count: options.count,
    width: options.width,
    timeoutMs: 30_000,
  };
  const worker = new Worker(STREAM_WORKER, { eval: true, workerData: job });
  try {
    const ready = await nextMessage(worker, 'ready');
    const arrived = nextMessage(worker, 'received');
    worker.postMessage({ roundId: round.id });
    // Let the worker take the round id before the deal.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const dealStarted = now();
    await app.rounds.jobs.closeAndDeal(round.id);
    const dealMs = now() - dealStarted;
    const received = await arrived;
    return {
      opened: ready.opened,
      failed: ready.failed,
      openSeconds: ready.openMs / 1000,
      dealMs,
      latencies: received.times.map((at) => at - dealStarted).sort((a, b) => a - b),
      missing: received.missing,
    };
  } finally {
    await worker.terminate();
  }
}
