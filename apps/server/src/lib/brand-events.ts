/**
 * Events for everyone on a brand's site (a lottery draw opened, closed, was drawn or settled), as
 * the wallet-events bus is for one account. Publish after the change committed; the live streams
 * of the brand's logged-in players send each event on. Shared across processes like the wallet
 * bus by `shareBrandEvents` (decision 045); the same bus keyed by account carries one account's events.
 */
import type { Cluster } from './cluster.ts';

/** An event: its server-sent event name and its data (sent as JSON). */
export interface BrandEvent {
  type: string;
  data: unknown;
}

export type BrandEventListener = (event: BrandEvent) => void;

export interface BrandEventBus {
  publish(brandId: string, event: BrandEvent): void;
  /** Listens to one brand's events; returns the function that stops listening. */
  subscribe(brandId: string, listener: BrandEventListener): () => void;
}

/** The in-process bus; a listener that throws is dropped from that delivery only. */
export function createBrandEventBus(onListenerError: (error: unknown) => void = () => {}): BrandEventBus {
  const listeners = new Map<string, Set<BrandEventListener>>();
  return {
    publish(brandId, event) {
      for (const listener of [...(listeners.get(brandId) ?? [])]) {
        queueMicrotask(() => {
          try {
            listener(event);
          } catch (error) {
            onListenerError(error);
          }
        });
      }
    },
    subscribe(brandId, listener) {
      const set = listeners.get(brandId) ?? new Set();
      set.add(listener);
      listeners.set(brandId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(brandId);
      };
    },
  };
}

/**
 * The bus shared by every process of the cluster on `channel` (one per bus): the event goes through
 * the cluster to `local` here at once and on the other processes when it arrives, so its data must
 * be plain JSON. The local cluster gets `local` back.
 */
export function shareBrandEvents(local: BrandEventBus, cluster: Cluster, channel: string): BrandEventBus {
  if (cluster.kind === 'local') return local;
  cluster.listen(channel, (message) => {
    const { key, event } = JSON.parse(message) as { key: string; event: BrandEvent };
    local.publish(key, event);
  });
  return { ...local, publish: (key, event) => cluster.broadcast(channel, JSON.stringify({ key, event })) };
}
