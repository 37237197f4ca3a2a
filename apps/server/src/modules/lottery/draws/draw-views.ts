/**
 * Draws on the wire (contracts/lottery.ts). A draw's open and closed states are moved by the clock
 * job a moment after their times; views say what the times say, so a reader never sees a draw open
 * after its betting closed.
 */
import type { DrawStatus, LotteryDraw } from '@pkg/contracts/lottery';
import type { DrawRow } from './draws.queries.ts';

/** The status a draw has at `now`. */
export function effectiveStatus(draw: { status: DrawStatus; opensAt: Date; closesAt: Date }, now: Date): DrawStatus {
  if (draw.status !== 'scheduled' && draw.status !== 'open' && draw.status !== 'closed') return draw.status;
  if (now < new Date(draw.opensAt)) return 'scheduled';
  return now < new Date(draw.closesAt) ? 'open' : 'closed';
}

/** True when a draw takes bets at `now`. */
export function takesBets(draw: { status: DrawStatus; opensAt: Date; closesAt: Date }, now: Date): boolean {
  return effectiveStatus(draw, now) === 'open';
}

/** A draw on the wire; the result shows once drawn (not for a void draw). */
export function drawView(draw: DrawRow, now: Date): LotteryDraw {
  const status = effectiveStatus(draw, now);
  return {
    gameCode: draw.gameCode,
    numero: draw.drawNo,
    status,
    stationCode: draw.stationCode,
    opensAt: new Date(draw.opensAt).toISOString(),
    closesAt: new Date(draw.closesAt).toISOString(),
    drawAt: new Date(draw.drawAt).toISOString(),
    result: status === 'drawn' || status === 'settled' ? (draw.result ?? null) : null,
    seedHash: draw.seedHash,
  };
}
