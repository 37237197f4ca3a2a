import { useEffect, useState } from 'react';

/**
 * The server's clock as the bingo page sees it: answers and live events carry `serverTime`; the
 * difference to this device's clock is added to every countdown, so a phone whose clock is off
 * still shows the game's start the server keeps.
 */

/** How far the server's clock is ahead of this device's, in ms. */
export function clockOffsetMs(serverTime: string, receivedAtMs: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}

/** Milliseconds until `at` on the server's clock (0 once passed; null without a time). */
export function msUntil(at: string | null | undefined, offsetMs: number, nowMs: number): number | null {
  if (!at) return null;
  const target = Date.parse(at);
  return Number.isFinite(target) ? Math.max(0, target - (nowMs + offsetMs)) : null;
}

/** A countdown as m:ss. */
export function countdownText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** This device's time, refreshed every `everyMs` (a countdown's tick). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
