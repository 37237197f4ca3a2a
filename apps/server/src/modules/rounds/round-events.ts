/**
 * The tables' live state (decision 053): after a round changed (opened, closed, dealt, settled) or
 * bets moved its totals, the process that made the change reads the round once and publishes it
 * on a bus keyed by table, shared through the cluster (Redis pub/sub with REDIS_URL), so every
 * process sends it on to its open streams. `GET /wps/v2/rounds/events?tables=` is a public
 * server-sent-event stream of a brand's tables: each table's whole view first (a reconnect catches
 * up at once), then its events. Nobody polls.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RoundEvent, TableView } from '@pkg/contracts/rounds';
import { API } from '@pkg/contracts/routes';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BrandEventBus } from '../../lib/brand-events.ts';
import type { Cluster } from '../../lib/cluster.ts';
import { AppError } from '../../http/errors.ts';
import { startEventStream } from '../../http/event-stream.ts';
import type { RoundGame } from './round-game.ts';
import { roundViewOf, tableViewsOf } from './round-views.ts';
import { selectLatestRounds, selectRoundTotals, selectTable, selectTables, type TableRow } from './rounds.queries.ts';

/** Totals are sent at most this often per table, however fast bets arrive. */
const TOTALS_EVERY_MS = 400;
/** Tables one stream may follow. */
const MAX_TABLES_PER_STREAM = 50;
/** Open streams per caller address across the cluster; one more is refused with too_many_requests. */
const STREAMS_PER_ADDRESS = 20;
const HEARTBEAT_MS = 25_000;
const RETRY_MS = 3_000;

/** What the engine tells after a commit. */
export interface RoundEvents {
  /** A table's round (or the table) changed: its view is read and sent. */
  roundChanged(tableId: string): void;
  /** Bets moved a round's totals (sent coalesced). */
  totalsChanged(tableId: string, roundId: string): void;
}

/** Builds the publishing side on a bus keyed by table id. */
export function createRoundEvents(deps: {
  db: Db;
  clock: Clock;
  bus: Pick<BrandEventBus, 'publish'>;
  games: ReadonlyMap<string, RoundGame>;
  onError: (error: unknown) => void;
}): RoundEvents {
  // Per table: the round whose totals the pending timer sends, the latest one bet on. A bet on the
  // table's next round while the last round's timer waits moves the timer to the new round (it was
  // dropped before, and the new round's totals were never sent until another bet came).
  const pendingTotals = new Map<string, { roundId: string }>();
  const lastStateOf = new Map<string, string>();

  async function publishRound(tableId: string): Promise<void> {
    const table = await selectTable(deps.db, tableId);
    const game = table && deps.games.get(table.kind);
    if (!table || !game) return;
    const now = deps.clock.now();
    // A new shoe, a status or settings change: the whole table, so pages rebuild their roads.
    const stateKey = JSON.stringify([table.status, table.settings, game.publicState(table.settings, table.state, now)]);
    const round = (await selectLatestRounds(deps.db, [tableId])).get(tableId);
    const seenBefore = lastStateOf.get(tableId);
    lastStateOf.set(tableId, stateKey);
    if (!round || (seenBefore !== undefined && seenBefore !== stateKey)) {
      const [view] = await tableViewsOf(deps.db, deps.games, [table], 'EN', now);
      if (view) deps.bus.publish(tableId, { type: 'table', data: { type: 'table', table: view } satisfies RoundEvent });
      return;
    }
    const totals = await selectRoundTotals(deps.db, round.id);
    const event: RoundEvent = {
      type: 'round',
      tableId,
      round: roundViewOf(game, table, round, totals, now),
      serverTime: now.toISOString(),
    };
    deps.bus.publish(tableId, { type: 'round', data: event });
  }

  async function publishTotals(tableId: string): Promise<void> {
    const roundId = pendingTotals.get(tableId)?.roundId;
    pendingTotals.delete(tableId);
    if (!roundId) return;
    const totals = await selectRoundTotals(deps.db, roundId);
    const shown = Object.fromEntries(
      Object.entries(totals.stakes).map(([currency, spots]) => [
        currency,
        Object.fromEntries(Object.entries(spots).map(([s, a]) => [s, a.toString()])),
      ]),
    );
    const event: RoundEvent = { type: 'totals', tableId, roundId, totals: shown, players: totals.players };
    deps.bus.publish(tableId, { type: 'totals', data: event });
  }

  return {
    roundChanged(tableId) {
      publishRound(tableId).catch(deps.onError);
    },
    totalsChanged(tableId, roundId) {
      const pending = pendingTotals.get(tableId);
      if (pending) {
        pending.roundId = roundId;
        return;
      }
      pendingTotals.set(tableId, { roundId });
      setTimeout(() => publishTotals(tableId).catch(deps.onError), TOTALS_EVERY_MS).unref();
    },
  };
}

/** The public stream of a brand's tables. */
export function roundStreamRoutes(deps: {
  db: Db;
  clock: Clock;
  games: ReadonlyMap<string, RoundGame>;
  bus: Pick<BrandEventBus, 'subscribe'>;
  slots: Pick<Cluster, 'takeSlot'>;
}): FastifyPluginAsync {
  const enders = new Set<() => void>();
  // Streams opening at once (a crowd arriving for a fight) share one read of their tables' views:
  // each read aggregates the round's totals, which a busy round makes costly.
  const reading = new Map<string, Promise<TableView[]>>();
  function firstViews(tables: readonly TableRow[], language: string): Promise<TableView[]> {
    const key = `${language}\u0000${tables.map((table) => table.id).join(',')}`;
    let views = reading.get(key);
    if (!views) {
      views = tableViewsOf(deps.db, deps.games, tables, language, deps.clock.now()).finally(() => reading.delete(key));
      reading.set(key, views);
    }
    return views;
  }
  return async (app) => {
    app.addHook('preClose', async () => {
      for (const end of [...enders]) end();
    });
    app.get(API.roundEvents, async (request, reply) => {
      const { brand, language } = request.caller;
      const wanted = String((request.query as { tables?: unknown }).tables ?? '')
        .split(',')
        .filter((id) => /^[0-9]{1,18}$/.test(id));
      if (wanted.length === 0 || wanted.length > MAX_TABLES_PER_STREAM)
        throw new AppError('bad_request', `name 1 to ${MAX_TABLES_PER_STREAM} tables`);
      const tables = (await selectTables(deps.db, brand.id, null)).filter((table) => wanted.includes(table.id));
      if (tables.length === 0) throw new AppError('round_not_found', 'no such table');
      let slot;
      try {
        slot = await deps.slots.takeSlot(`round-streams:${request.ip}`, STREAMS_PER_ADDRESS, HEARTBEAT_MS * 3);
      } catch (error) {
        request.log.warn({ err: error }, 'round stream slots unreachable; the stream opens uncounted');
        slot = { renew: async () => {}, release: async () => {} };
      }
      if (!slot) throw new AppError('too_many_requests', 'too many live table streams from this address', { retryAfterSeconds: 30 });
      const first = await firstViews(tables, language);
      const raw = startEventStream(reply);
      let closed = false;
      const write = (text: string) => {
        if (!closed) raw.write(text);
      };
      const unsubscribes = tables.map((table) =>
        deps.bus.subscribe(table.id, (event) => write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`)),
      );
      const held = slot;
      const heartbeat = setInterval(() => {
        write(': ping\n\n');
        held.renew().catch((error: unknown) => request.log.warn({ err: error }, 'round stream slot renewal failed'));
      }, HEARTBEAT_MS);
      function end() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        for (const unsubscribe of unsubscribes) unsubscribe();
        enders.delete(end);
        held.release().catch((error: unknown) => request.log.warn({ err: error }, 'round stream slot release failed'));
        raw.end();
      }
      enders.add(end);
      raw.on('close', end);
      write(`retry: ${RETRY_MS}\n\n`);
      for (const table of first) write(`event: table\ndata: ${JSON.stringify({ type: 'table', table } satisfies RoundEvent)}\n\n`);
    });
  };
}
