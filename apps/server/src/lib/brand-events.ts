/**
 * Events for everyone on a brand's site (a lottery draw opened, closed, was drawn or settled), as
 * the wallet-events bus is for one account. Publish after the change committed; the live streams
 * of the brand's logged-in players send each event on. In-process like the wallet bus (several
 * processes would share it through LISTEN/NOTIFY or Redis pub/sub, decision 018).
 */

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
