/**
 * Rows to wire shapes (contracts/lottery.ts). A draw's open and closed states are moved by the
 * clock job a moment after their times; views say what the times say, so a reader never sees a
 * draw open after its betting closed.
 */
import type { DrawStatus, LotteryDraw, LotteryTicket } from '@pkg/contracts/lottery';
import { picksFromText } from '@pkg/games/lottery/picks-text';
import type { DrawRow } from './draws.queries.ts';
import type { TicketRow } from './tickets.queries.ts';

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

/** A ticket on the wire. */
export function ticketView(row: TicketRow, now: Date): LotteryTicket {
  const drawStatus = effectiveStatus({ status: row.drawStatus, opensAt: new Date(0), closesAt: row.closesAt }, now);
  return {
    ticketId: row.ticketId,
    orderId: row.orderId,
    gameCode: row.gameCode,
    gameName: row.gameName,
    numero: row.drawNo,
    stationCode: row.stationCode,
    betType: row.betType,
    picks: picksFromText(row.picks),
    combos: row.combos,
    unitMinor: row.unitMinor,
    stakeMinor: row.stakeMinor,
    oddsBp: row.oddsBp,
    oddsByToken: row.oddsByToken,
    status: row.status,
    winMinor: row.winMinor,
    currency: row.currency,
    createdAt: new Date(row.createdAt).toISOString(),
    settledAt: row.settledAt ? new Date(row.settledAt).toISOString() : null,
    drawStatus,
    result: drawStatus === 'drawn' || drawStatus === 'settled' ? (row.result ?? null) : null,
  };
}
