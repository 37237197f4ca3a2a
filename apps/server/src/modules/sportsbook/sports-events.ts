/**
 * The book's live state (decision 058): after a change committed (prices moved, a market suspended
 * or resumed, a fixture started, scored or ended), the process that made it publishes one event on
 * a bus keyed by brand, shared through the cluster (Redis pub/sub with REDIS_URL), so every process
 * sends it on to its open streams. `GET /wps/v2/sports/events` is a public server-sent-event stream
 * of the caller's brand (by host or Merchant header, as the round engine's); the page loads the
 * book by its calls and then applies the events. Nobody polls.
 */
import type { FastifyPluginAsync } from 'fastify';
import { API } from '@pkg/contracts/routes';
import type { SportsEvent } from '@pkg/contracts/sports';
import type { BrandEventBus } from '../../lib/brand-events.ts';
import type { Cluster } from '../../lib/cluster.ts';
import { AppError } from '../../http/errors.ts';
import { startEventStream } from '../../http/event-stream.ts';

/** Open streams per caller address across the cluster; one more is refused with too_many_requests. */
const STREAMS_PER_ADDRESS = 20;
const HEARTBEAT_MS = 25_000;
const RETRY_MS = 3_000;

/** What the book tells after a commit. */
export interface SportsEvents {
  publish(brandId: string, event: SportsEvent): void;
}

/** The publishing side on a bus keyed by brand id. */
export function createSportsEvents(bus: Pick<BrandEventBus, 'publish'>): SportsEvents {
  return {
    publish(brandId, event) {
      if (event.type === 'prices' && event.changes.length === 0) return;
      bus.publish(brandId, { type: event.type, data: event });
    },
  };
}

/** The public live stream of a brand's book. */
export function sportsStreamRoutes(deps: { bus: Pick<BrandEventBus, 'subscribe'>; slots: Pick<Cluster, 'takeSlot'> }): FastifyPluginAsync {
  const enders = new Set<() => void>();
  return async (app) => {
    app.addHook('preClose', async () => {
      for (const end of [...enders]) end();
    });
    app.get(API.sportsEvents, async (request, reply) => {
      const { brand } = request.caller;
      let slot;
      try {
        slot = await deps.slots.takeSlot(`sports-streams:${request.ip}`, STREAMS_PER_ADDRESS, HEARTBEAT_MS * 3);
      } catch (error) {
        request.log.warn({ err: error }, 'sports stream slots unreachable; the stream opens uncounted');
        slot = { renew: async () => {}, release: async () => {} };
      }
      if (!slot) throw new AppError('too_many_requests', 'too many live odds streams from this address', { retryAfterSeconds: 30 });
      const raw = startEventStream(reply);
      let closed = false;
      const write = (text: string) => {
        if (!closed) raw.write(text);
      };
      const unsubscribe = deps.bus.subscribe(brand.id, (event) => write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`));
      const held = slot;
      const heartbeat = setInterval(() => {
        write(': ping\n\n');
        held.renew().catch((error: unknown) => request.log.warn({ err: error }, 'sports stream slot renewal failed'));
      }, HEARTBEAT_MS);
      function end() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        enders.delete(end);
        held.release().catch((error: unknown) => request.log.warn({ err: error }, 'sports stream slot release failed'));
        raw.end();
      }
      enders.add(end);
      raw.on('close', end);
      write(`retry: ${RETRY_MS}\n\n`);
    });
  };
}
