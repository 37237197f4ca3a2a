/**
 * Orders and tickets on the wire (contracts/lottery.ts). A ticket's draw status is the one its
 * times say (draws/draw-views.ts).
 */
import type { LotteryOrder, LotteryTicket } from '@pkg/contracts/lottery';
import { picksFromText } from '@pkg/games/lottery/picks-text';
import { effectiveStatus } from '../draws/draw-views.ts';
import type { OrderRow } from './orders.queries.ts';
import type { TicketRow } from './tickets.queries.ts';

/** An order on the wire from its row and its tickets (in draw order). */
export function orderViewOf(order: OrderRow, tickets: LotteryTicket[]): LotteryOrder {
  const sum = (pick: (t: LotteryTicket) => bigint) => tickets.reduce((total, t) => total + pick(t), 0n).toString();
  // Draws the player may still cancel: tickets open on draws whose betting has not closed.
  const pending = new Set(tickets.filter((t) => t.status === 'open' && t.drawStatus !== 'closed').map((t) => t.numero));
  return {
    orderId: order.id,
    gameCode: order.gameCode,
    currency: order.currency,
    draws: order.draws,
    stopOnWin: order.stopOnWin,
    stakeMinor: order.stakeMinor,
    refundedMinor: sum((t) => (t.status === 'void' ? BigInt(t.stakeMinor) : 0n)),
    winMinor: sum((t) => BigInt(t.winMinor)),
    createdAt: new Date(order.createdAt).toISOString(),
    pendingDraws: pending.size,
    tickets,
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
