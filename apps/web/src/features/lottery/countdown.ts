import type { LotteryDraw } from '@pkg/contracts/lottery';

/**
 * Where a draw stands for the player at a moment: not open yet, open for bets (counting down to
 * the close), closed and waiting for its result, drawn, or void. The clock decides between open
 * and closed as soon as the close passes, before the server's answer says so.
 */
export type DrawPhase = 'upcoming' | 'open' | 'closed' | 'drawn' | 'void';

/** Milliseconds from now until an instant (negative once it has passed). */
export function msUntil(instant: string, nowMs: number): number {
  return new Date(instant).getTime() - nowMs;
}

/** The phase of a draw at `nowMs` (server time). */
export function drawPhase(draw: Pick<LotteryDraw, 'status' | 'opensAt' | 'closesAt' | 'result'>, nowMs: number): DrawPhase {
  if (draw.status === 'void') return 'void';
  if (draw.result && (draw.status === 'drawn' || draw.status === 'settled')) return 'drawn';
  if (draw.status === 'closed' || msUntil(draw.closesAt, nowMs) <= 0) return 'closed';
  if (draw.status === 'scheduled' || msUntil(draw.opensAt, nowMs) > 0) return 'upcoming';
  return 'open';
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A countdown as mm:ss (h:mm:ss from an hour up), rounded up to the whole second so that 00:00
 * shows exactly when the time is over; never negative.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** The moments a screen reader hears about: ten seconds left, and betting closed. */
export type CountdownCue = 'tenSeconds' | 'closed';

/**
 * What to announce when the countdown moves from `beforeMs` to `nowMs` left: a cue the first
 * tick it crosses 10 s or zero, nothing otherwise (so the live region is not chatty each second).
 */
export function countdownCue(beforeMs: number | null, leftMs: number): CountdownCue | null {
  if (beforeMs === null) return null;
  if (beforeMs > 0 && leftMs <= 0) return 'closed';
  if (beforeMs > 10_000 && leftMs <= 10_000 && leftMs > 0) return 'tenSeconds';
  return null;
}
