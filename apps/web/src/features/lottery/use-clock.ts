import { useSyncExternalStore } from 'react';

/**
 * One ticker for every countdown of the page: a lobby of twenty cards re-renders once a second
 * from a single timer instead of twenty. It runs only while something listens.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let nowMs = Date.now();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    nowMs = Date.now();
    // Ticks four times a second so the whole seconds turn over close to when they should.
    timer = setInterval(() => {
      const next = Date.now();
      if (Math.floor(next / 1000) === Math.floor(nowMs / 1000)) return;
      nowMs = next;
      for (const notify of listeners) notify();
    }, 250);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => nowMs;

/** The time now on the server's clock (this device's clock plus `offsetMs`), updated each second. */
export function useServerNow(offsetMs = 0): number {
  return useSyncExternalStore(subscribe, snapshot) + offsetMs;
}
