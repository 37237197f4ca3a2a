/**
 * The PVP tables' live state (decision 059): after a change commits (a seat, a deal, a move, a hand's
 * end) the process that made it publishes "table T changed" with a fresh mark on a bus keyed by
 * table, shared through the cluster (Redis pub/sub with REDIS_URL), so players on any process see
 * it. `GET /house/pvp/api/events?token=` is one player's server-sent-event stream: its table whole
 * (its own cards only) first and after every change, read once per change and process. The stream
 * keeps the seat present; when it closes the seat is away and its turn runs out after a short grace.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { PvpTableEvent } from '@pkg/contracts/pvp';
import { API } from '@pkg/contracts/routes';
import type { BrandEventBus } from '../../lib/brand-events.ts';
import type { Cluster } from '../../lib/cluster.ts';
import { AppError } from '../../http/errors.ts';
import { startEventStream } from '../../http/event-stream.ts';
import type { PvpDeps, TableEvents } from './pvp-deps.ts';
import type { Snapshots } from './pvp-reads.ts';
import type { PvpService } from './pvp.service.ts';
import { shortenTurn } from './hands.queries.ts';
import { selectSeatOf, setPresence } from './tables.queries.ts';

/** Open streams per caller address across the cluster; one more is refused with too_many_requests. */
const STREAMS_PER_ADDRESS = 20;
const RETRY_MS = 2_000;

/** Publishes table changes on the shared bus; each carries a mark the streams' reads are keyed by. */
export function createTableEvents(bus: Pick<BrandEventBus, 'publish'>): TableEvents {
  return {
    changed(tableId) {
      bus.publish(tableId, { type: 'table', data: { mark: randomBytes(6).toString('hex') } });
    },
  };
}

/** The stream route. */
export function pvpStreamRoutes(deps: {
  pvp: PvpDeps;
  service: PvpService;
  bus: Pick<BrandEventBus, 'subscribe'>;
  slots: Pick<Cluster, 'takeSlot'>;
  snapshots: Snapshots;
}): FastifyPluginAsync {
  const { pvp, service, snapshots } = deps;
  const enders = new Set<() => void>();
  // Streams of this process per account (the seat goes away only when its last one closes) and per table (its read is kept while watched).
  const streamsOf = new Map<string, number>();
  const watchersOf = new Map<string, number>();
  const count = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next > 0) map.set(key, next);
    else map.delete(key);
    return next;
  };
  return async (app) => {
    app.addHook('preClose', async () => {
      for (const end of [...enders]) end();
    });
    app.get(API.pvpEvents, async (request, reply) => {
      const token = (request.query as { token?: unknown }).token;
      const ctx = await service.open(typeof token === 'string' ? token : undefined, false);
      const { accountId } = ctx.session;
      const found = await selectSeatOf(pvp.db, accountId);
      if (!found || found.brandId !== ctx.session.brandId) throw new AppError('pvp_not_seated');
      const seat = found;
      const taken = await deps.slots.takeSlot(`pvp-streams:${request.ip}`, STREAMS_PER_ADDRESS, pvp.timing.presenceMs);
      if (!taken) throw new AppError('too_many_requests', 'too many table streams from this address', { retryAfterSeconds: 30 });
      const slot = taken;
      const present = () => setPresence(pvp.db, accountId, new Date(pvp.clock.now().getTime() + pvp.timing.presenceMs));
      await present();
      pvp.events.changed(seat.tableId);
      const raw = startEventStream(reply);
      let closed = false;
      // A stream's first read is its own: the shared one may predate this process's last look at the table.
      let mark = `open:${randomBytes(6).toString('hex')}`;
      const send = async () => {
        const snapshot = await snapshots.get(seat.tableId, mark);
        if (closed || !snapshot) return;
        const event: PvpTableEvent = { type: 'table', table: service.viewOf(ctx, snapshot) };
        raw.write(`event: table\ndata: ${JSON.stringify(event)}\n\n`);
      };
      const unsubscribe = deps.bus.subscribe(seat.tableId, (event) => {
        mark = (event.data as { mark?: string }).mark ?? String(Date.now());
        send().catch((error: unknown) => request.log.warn({ err: error }, 'pvp stream read failed'));
      });
      count(streamsOf, accountId, 1);
      count(watchersOf, seat.tableId, 1);
      const heartbeat = setInterval(
        () => {
          if (!closed) raw.write(': ping\n\n');
          Promise.all([present(), slot.renew()]).catch((error: unknown) => request.log.warn({ err: error }, 'pvp stream renewal failed'));
        },
        Math.max(1_000, Math.floor(pvp.timing.presenceMs / 3)),
      );
      function end() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        enders.delete(end);
        const left = count(streamsOf, accountId, -1);
        if (count(watchersOf, seat.tableId, -1) === 0) snapshots.forget(seat.tableId);
        slot.release().catch((error: unknown) => request.log.warn({ err: error }, 'pvp stream slot release failed'));
        if (left === 0) away(pvp, accountId).catch((error: unknown) => request.log.warn({ err: error }, 'pvp away failed'));
        raw.end();
      }
      enders.add(end);
      raw.on('close', end);
      raw.write(`retry: ${RETRY_MS}\n\n`);
      await send();
    });
  };
}

/** The player's last stream closed: its seat is away now, and its turn (if it is one) runs out after the grace. */
export async function away(pvp: PvpDeps, accountId: string): Promise<void> {
  const now = pvp.clock.now();
  const seat = await setPresence(pvp.db, accountId, new Date(now.getTime() - 1));
  if (!seat) return;
  await shortenTurn(pvp.db, seat.tableId, seat.seat, new Date(now.getTime() + pvp.timing.awayMs));
  pvp.events.changed(seat.tableId);
}
