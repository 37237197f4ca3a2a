/**
 * The player's lottery orders (decision 028): placing (place-order.ts, in groups: order-groups.ts),
 * reading an order and the tickets list, and cancelling the draws of a chase whose betting has not closed (their stakes
 * come back through the ledger, order-legs.ts).
 */
import type { LotteryOrder, PlaceOrderBody, PlaceOrderValue, TicketsValue } from '@pkg/contracts/lottery';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../http/errors.ts';
import type { WalletEventBus } from '../../../lib/wallet-events.ts';
import { playableGame } from '../games/game-access.ts';
import type { LotteryLookups } from '../games/lottery-lookups.ts';
import { createOrderDraws } from './order-draws.ts';
import { createOrderGroups } from './order-groups.ts';
import { giveLegBack } from './order-legs.ts';
import { orderViewOf, ticketView } from './order-views.ts';
import { selectOrder, type OrderRow } from './orders.queries.ts';
import { createOrderPlacer, type OrderCaller } from './place-order.ts';
import { selectOrderTickets, selectTicketPage } from './tickets.queries.ts';

const ORDER_ID = /^[0-9]{1,18}$/;

interface OrderDeps {
  db: Db;
  clock: Clock;
  lookups: LotteryLookups;
  /** How long a draw named by its number is kept in memory (order-draws.ts); 0 reads every time. */
  cacheMs: number;
  events: Pick<WalletEventBus, 'publish'>;
  /** The player's own loss and wager limits and exclusions (decision 037). */
  betGate?: Parameters<typeof createOrderPlacer>[0]['betGate'];
}

/** An order on the wire with its tickets as they are now. */
async function orderView(deps: OrderDeps, order: OrderRow, language: string): Promise<LotteryOrder> {
  const now = deps.clock.now();
  return orderViewOf(
    order,
    (await selectOrderTickets(deps.db, order.id, language)).map((row) => ticketView(row, now)),
  );
}

/** One of the caller's orders; lottery_order_not_found for another player's or none. */
async function callersOrder(deps: OrderDeps, caller: OrderCaller, orderId: string): Promise<OrderRow> {
  const order = ORDER_ID.test(orderId) ? await selectOrder(deps.db, caller.account.id, orderId) : null;
  if (!order) throw new AppError('lottery_order_not_found');
  return order;
}

/** Cancels the draws of an order whose betting has not closed; their stakes come back. */
async function cancel(deps: OrderDeps, caller: OrderCaller, orderId: string): Promise<LotteryOrder> {
  const order = await callersOrder(deps, caller, orderId);
  const game = await playableGame(deps.lookups, caller.brand, order.gameCode, { forCancel: true });
  const now = deps.clock.now();
  const walletId = await deps.lookups.wallet(caller.brand.id, order.currency, caller.account.id);
  const drawIds = new Set(
    (await selectOrderTickets(deps.db, order.id, caller.language))
      .filter((t) => t.status === 'open' && new Date(t.closesAt) > now)
      .map((t) => t.drawId),
  );
  let cancelled = 0;
  for (const drawId of drawIds) {
    const leg = {
      orderId: order.id,
      drawId,
      brandId: caller.brand.id,
      currency: order.currency,
      vendorCode: game.vendorCode,
      format: game.format,
      walletId,
    };
    if (await giveLegBack(deps.db, leg, { until: 'close', actor: `self:${caller.account.id}`, at: now })) cancelled += 1;
  }
  if (cancelled === 0) throw new AppError('lottery_cancel_too_late');
  deps.events.publish({ brandId: caller.brand.id, accountId: caller.account.id, code: 'reversal' });
  return orderView(deps, order, caller.language);
}

/** A page of the caller's tickets. */
async function tickets(
  deps: OrderDeps,
  caller: OrderCaller,
  query: { gameCode?: string | undefined; status?: string | undefined; pageNo: number; pageSize: number },
): Promise<TicketsValue> {
  const page = await selectTicketPage(
    deps.db,
    { accountId: caller.account.id, gameCode: query.gameCode, status: query.status, language: caller.language },
    { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
  );
  const now = deps.clock.now();
  return {
    list: page.rows.map((row) => ticketView(row, now)),
    pageNum: query.pageNo,
    totalPages: Math.ceil(page.total / query.pageSize),
    total: page.total,
  };
}

export function createOrderService(deps: OrderDeps) {
  const place = createOrderPlacer({
    db: deps.db,
    clock: deps.clock,
    lookups: deps.lookups,
    draws: createOrderDraws(deps.db, deps.cacheMs),
    groups: createOrderGroups({ db: deps.db, clock: deps.clock }),
    events: deps.events,
    storedView: (order, language) => orderView(deps, order, language),
    betGate: deps.betGate,
  });
  return {
    /** Places an order; a repeat of its Idempotency-Key with the same body answers the first order. */
    place: (caller: OrderCaller, body: PlaceOrderBody, idempotencyKey: string): Promise<PlaceOrderValue> =>
      place(caller, body, idempotencyKey),
    /** One of the caller's orders with its tickets. */
    order: async (caller: OrderCaller, orderId: string): Promise<LotteryOrder> =>
      orderView(deps, await callersOrder(deps, caller, orderId), caller.language),
    cancel: (caller: OrderCaller, orderId: string) => cancel(deps, caller, orderId),
    tickets: (caller: OrderCaller, query: Parameters<typeof tickets>[2]) => tickets(deps, caller, query),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
