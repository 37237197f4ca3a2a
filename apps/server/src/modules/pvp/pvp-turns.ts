/**
 * Whose turn runs out when (decision 059). The seat to act gets the room's turn time; a seat whose
 * page is away (no live stream renewed its presence) gets a short grace instead; a seat leaving
 * after the hand is played at once. When the deadline passes, the `pvp-turns` sweep plays the
 * game's automatic move (Pusoy Dos: pass, or lead the lowest single; Tongits: draw, fold, or the
 * safe discard) and labels it timeout, away or left.
 */
import type { HandSettings } from './hands.queries.ts';
import type { PvpTiming } from './pvp-deps.ts';

/** A seat as the turn clock sees it. */
export interface SeatClock {
  seat: number;
  status: 'seated' | 'leaving';
  presentUntil: Date;
}

/** Whether a seat's page is away now. */
export function isAway(seat: Pick<SeatClock, 'presentUntil'> | undefined, now: Date): boolean {
  return !seat || seat.presentUntil.getTime() < now.getTime();
}

/** When the turn of `toAct` runs out: now for a leaving (or empty) seat, the grace for an away one, else the turn time. */
export function turnDeadline(
  settings: Pick<HandSettings, 'turnSeconds'>,
  seats: readonly SeatClock[],
  toAct: number | null,
  now: Date,
  timing: Pick<PvpTiming, 'awayMs'>,
): Date | null {
  if (toAct === null) return null;
  const seat = seats.find((entry) => entry.seat === toAct);
  if (!seat || seat.status === 'leaving') return now;
  const turnMs = settings.turnSeconds * 1000;
  return new Date(now.getTime() + (isAway(seat, now) ? Math.min(timing.awayMs, turnMs) : turnMs));
}

/** Why a seat was played automatically. */
export function autoLabel(seat: SeatClock | undefined, now: Date): 'timeout' | 'away' | 'left' {
  if (!seat || seat.status === 'leaving') return 'left';
  return isAway(seat, now) ? 'away' : 'timeout';
}
