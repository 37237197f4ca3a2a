import { useEffect, useState } from 'react';

/**
 * The server's clock as the page sees it: every answer and live event carries `serverTime`, and
 * the difference to this device's clock (taken when it arrived) is what a countdown adds, so a
 * phone whose clock is a minute off still shows the window the server keeps.
 */

/** How far the server's clock is ahead of this device's, in ms (negative: behind). */
export function clockOffsetMs(serverTime: string, receivedAtMs: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}

/** Milliseconds until `at` on the server's clock (0 once passed; null without a time). */
export function msUntil(at: string | null, offsetMs: number, nowMs: number): number | null {
  if (!at) return null;
  const target = Date.parse(at);
  if (!Number.isFinite(target)) return null;
  return Math.max(0, target - (nowMs + offsetMs));
}

/** Milliseconds since `at` on the server's clock (null without a time). */
export function msSince(at: string | null, offsetMs: number, nowMs: number): number | null {
  if (!at) return null;
  const from = Date.parse(at);
  return Number.isFinite(from) ? nowMs + offsetMs - from : null;
}

/** Whole seconds left shown on a countdown: 3.2 s reads 4 until it is under 3. */
export const secondsLeft = (ms: number): number => Math.ceil(ms / 1000);

/** This device's time, refreshed every `everyMs` while `running` (a countdown's tick). */
export function useNow(everyMs: number, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, running]);
  return now;
}
