/**
 * The live stream half of bench:arena: `count` open server-sent-event streams of the arena (real
 * sockets from a worker thread, arena-stream-clients.ts), a new fight opened, and a burst of bets on
 * it: how long from the burst's last bet until each stream has the pools' new totals (coalesced by
 * the engine at most every 400 ms, then fanned out), from which every page works out the odds.
 */
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { API } from '@pkg/contracts/routes';
import type { Db } from '../src/db/client.ts';
import { selectTableByGame } from '../src/modules/rounds/rounds.queries.ts';
import type { ArenaStreamJob, ArenaStreamMessage } from './arena-stream-clients.ts';

// A worker thread does not take the parent's `--import tsx`, so it registers tsx itself first.
const STREAM_WORKER = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => tsx.register())
  .then(() => import(${JSON.stringify(new URL('./arena-stream-clients.ts', import.meta.url).href)}));`;

const now = () => performance.timeOrigin + performance.now();

export interface ArenaStreamBench {
  opened: number;
  failed: number;
  openSeconds: number;
  betsMs: number;
  latencies: number[];
  missing: number;
}

function nextMessage<K extends ArenaStreamMessage['kind']>(worker: Worker, kind: K): Promise<Extract<ArenaStreamMessage, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ArenaStreamMessage) => {
      if (message.kind !== kind) return;
      worker.off('message', onMessage);
      resolve(message as Extract<ArenaStreamMessage, { kind: K }>);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}

/** Opens the streams, opens the next fight, places `bets` bets of the bench's players and times the totals' arrival at each stream. */
export async function benchArenaStreams(
  db: Db,
  app: FastifyInstance,
  options: { base: string; brandId: string; merchant: string; count: number; width: number; bets: number },
): Promise<ArenaStreamBench> {
  const table = await selectTableByGame(db, options.brandId, 'BTSABONG', 'sabong-arena');
  if (!table) throw new Error('the international demo brand has no arena');
  const owners = (
    await db.query<{ id: string }>(`select id::text as id from accounts where username like 'arenabench%' order by id limit $1`, [
      options.bets,
    ])
  ).map((row) => row.id);
  const job: ArenaStreamJob = {
    url: `${options.base}${API.roundEvents}?tables=${table.id}`,
    merchant: options.merchant,
    count: options.count,
    width: options.width,
    timeoutMs: 30_000,
  };
  // The next fight of the seeded event, opened as the desk opens one (its card in the round's settings), before the crowd arrives.
  const { eventId, seqBase } = (table.state as { event: { eventId: string; seqBase: number } }).event;
  const card = { eventId, seqBase, meron: { name: 'Bench Red', detail: '' }, wala: { name: 'Bench Blue', detail: '' } };
  const fight = await app.rounds.jobs.operate.openRound(table.id, { settings: { ...(table.settings as object), fight: card } });
  const worker = new Worker(STREAM_WORKER, { eval: true, workerData: job });
  try {
    const ready = await nextMessage(worker, 'ready');
    const stakeMinor = 1_000n;
    const meronMinor = stakeMinor * BigInt(Math.ceil(owners.length / 2));
    const arrived = nextMessage(worker, 'received');
    worker.postMessage({ meronMinor: meronMinor.toString() });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const betsStarted = now();
    await Promise.all(
      owners.map((accountId, index) =>
        app.rounds.placeFor({ brandId: table.brandId, accountId, currency: 'PHP', gameType: 'COCKFIGHT', login: null }, table, {
          roundId: fight.id,
          key: randomUUID(),
          bets: [{ spot: index % 2 === 0 ? 'meron' : 'wala', amountMinor: stakeMinor.toString() }],
        }),
      ),
    );
    const lastBet = now();
    const received = await arrived;
    return {
      opened: ready.opened,
      failed: ready.failed,
      openSeconds: ready.openMs / 1000,
      betsMs: lastBet - betsStarted,
      latencies: received.times.map((at) => at - lastBet).sort((a, b) => a - b),
      missing: received.missing,
    };
  } finally {
    await worker.terminate();
  }
}
