/** The source of "now"; injected so tests and draws are reproducible. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved; for tests. */
export function fixedClock(start: Date): Clock & { advanceMs(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceMs(ms: number) {
      current += ms;
    },
  };
}
