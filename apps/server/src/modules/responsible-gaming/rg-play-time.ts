/**
 * Play time for the daily limit (decision 037 addendum): the time in a day during which at least
 * one of the player's login sessions was open. Sessions open side by side (a phone and a laptop)
 * count once, so the total grows by at most one second a second whatever the number of devices.
 */

/** A login session's span, in milliseconds since the epoch: from its start to its end (now for the one still in use). */
export interface Span {
  from: number;
  to: number;
}

/** The length of the union of `spans` within [dayStart, now], in milliseconds. */
export function playedMs(spans: readonly Span[], dayStart: number, now: number): number {
  const clipped = spans
    .map((span) => ({ from: Math.max(span.from, dayStart), to: Math.min(span.to, now) }))
    .filter((span) => span.to > span.from)
    .sort((a, b) => a.from - b.from);
  let total = 0;
  let open: Span | null = null;
  for (const span of clipped) {
    if (open && span.from <= open.to) {
      open.to = Math.max(open.to, span.to);
      continue;
    }
    if (open) total += open.to - open.from;
    open = { ...span };
  }
  if (open) total += open.to - open.from;
  return total;
}

/**
 * When the session in use reaches the daily limit, given the time `usedMs` played today up to
 * `now`: while it stays open, the day's total grows with the clock. A limit not reached before the
 * day ends is reached `limitMs` into the next day (each day is counted on its own).
 */
export function reachesLimitAt(usedMs: number, limitMs: number, now: number, nextDayStart: number): number {
  const today = now + Math.max(0, limitMs - usedMs);
  return today < nextDayStart ? today : nextDayStart + limitMs;
}
