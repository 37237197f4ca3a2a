/** What a throttle needs from time: the injected clock and timer, so tests drive it by hand. */
export interface Timer {
  now: () => number;
  setTimeout: (run: () => void, delayMs: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** The browser's clock and timer. */
export const browserTimer: Timer = {
  now: () => performance.now(),
  setTimeout: (run, delayMs) => window.setTimeout(run, delayMs),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/** A throttled function and the way to drop its pending trailing call (on unmount). */
export interface Throttled {
  (): void;
  cancel: () => void;
}

/**
 * Runs `run` at most once per `waitMs` (SPEC.md section 9: scroll and preload checks every 200 ms):
 * the first call runs at once, calls inside the window fold into one trailing run at its end, so
 * the last scroll position is always checked.
 */
export function throttle(run: () => void, waitMs: number, timer: Timer = browserTimer): Throttled {
  let lastRunAt = -Infinity;
  let pending: unknown = null;
  const fire = () => {
    pending = null;
    lastRunAt = timer.now();
    run();
  };
  const throttled = (() => {
    const waited = timer.now() - lastRunAt;
    if (waited >= waitMs && pending === null) return fire();
    if (pending === null) pending = timer.setTimeout(fire, Math.max(0, waitMs - waited));
  }) as Throttled;
  throttled.cancel = () => {
    if (pending !== null) timer.clearTimeout(pending);
    pending = null;
  };
  return throttled;
}
