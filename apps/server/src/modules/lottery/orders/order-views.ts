import type { LotteryOrder, LotteryTicket } from '@pkg/contracts/lottery';
import type { OrderRow } from './orders.queries.ts';

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
