/**
 * Placing a lottery order (decision 028, 060). An order's bets become a ticket per bet and draw.
 * The order is priced and its draws found here; the player's own limits are checked (decision 037);
 * then it joins a group of orders placed in one transaction (order-groups.ts), where its draws are
 * held and checked open, its order row claimed, its exposure kept within the game's cap, every
 * leg's stake taken from the main wallet through the ledger and its tickets written. Any refusal
 * leaves nothing of the order behind. A repeat of the Idempotency-Key with the same body answers
 * the first order, whatever has changed since (the draw closed, the player's limits).
 */
import { hash } from 'node:crypto';
import type { PlaceOrderBody, PlaceOrderValue } from '@pkg/contracts/lottery';
import { picksToText } from '@pkg/games/lottery/picks-text';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../http/errors.ts';
import type { WalletEventBus } from '../../../lib/wallet-events.ts';
import type { Account } from '../../accounts/index.ts';
import type { Brand } from '../../brands/index.ts';
import { betRefusalError, type RgGate } from '../../responsible-gaming/index.ts';
import { walletCurrencyOf } from '../../wallet/index.ts';
import { playableGame } from '../games/game-access.ts';
import type { LotteryGameRow } from '../games/lottery-games.queries.ts';
import type { LotteryLookups } from '../games/lottery-lookups.ts';
import { priceBet, type PricedBet } from './bet-pricing.ts';
import type { OrderDraws } from './order-draws.ts';
import type { ExposureLoad, OrderGroups, OrderJob, OrderJobResult } from './order-groups.ts';
import { orderViewOf, ticketView } from './order-views.ts';
import { selectAvailable, selectOrderByKey, type OrderRow } from './orders.queries.ts';

/** Who is calling (declared here, beside the placing, so orders.service.ts and this file do not import each other). */
export interface OrderCaller {
  brand: Brand;
  account: Account;
  ip: string;
  language: string;
}

/** The fingerprint of an order's body: the same Idempotency-Key with another body is refused. */
function hashOf(body: PlaceOrderBody): string {
  return hash('sha256', JSON.stringify(body), 'hex');
}

/** One liability per draw and exposure key: a key repeated within the order adds up first. */
function exposureLoads(drawIds: readonly string[], priced: readonly PricedBet[]): ExposureLoad[] {
  const loads = new Map<string, ExposureLoad>();
  for (const drawId of drawIds) {
    for (const item of priced.flatMap((bet) => bet.exposure)) {
      const id = `${drawId}\u0000${item.key}`;
      const load = loads.get(id) ?? { drawId, key: item.key, liabilityMinor: 0n };
      load.liabilityMinor += item.liabilityMinor;
      loads.set(id, load);
    }
  }
  return [...loads.values()];
}

interface PlacerDeps {
  db: Db;
  clock: Clock;
  lookups: LotteryLookups;
  draws: OrderDraws;
  groups: OrderGroups;
  events: Pick<WalletEventBus, 'publish'>;
  /** The stored order as the player's views show it (a repeated key answers it). */
  storedView: (order: OrderRow, language: string) => Promise<PlaceOrderValue['order']>;
  /** The player's own loss and wager limits and exclusions (decision 037). */
  betGate?: Pick<RgGate, 'bet'> | undefined;
}

/** The order as its group places it: bets priced against the game, its draws, a ticket per bet and draw, its exposure. */
async function orderJob(
  deps: PlacerDeps,
  caller: OrderCaller,
  order: { game: LotteryGameRow; body: PlaceOrderBody; currency: string; key: string; hash: string },
): Promise<OrderJob> {
  const { game, body } = order;
  const priced = body.bets.map((bet) => priceBet(game, bet));
  const count = body.chase?.draws ?? 1;
  if (count > game.maxChaseDraws) throw new AppError('lottery_chase_invalid', `at most ${game.maxChaseDraws} draws`);
  const legs = await deps.draws.legDraws(caller.brand, body, count, deps.clock.now());
  return {
    brandId: caller.brand.id,
    currency: order.currency,
    vendorCode: game.vendorCode,
    gameCode: game.gameCode,
    gameType: game.gameType,
    accountId: caller.account.id,
    walletId: await deps.lookups.wallet(caller.brand.id, order.currency, caller.account.id),
    ip: caller.ip,
    idempotencyKey: order.key,
    requestHash: order.hash,
    stopOnWin: body.chase?.stopOnWin ?? false,
    legs,
    legStakeMinor: priced.reduce((total, bet) => total + bet.stakeMinor, 0n),
    tickets: legs.flatMap((leg) =>
      priced.map((bet) => ({
        drawId: leg.id,
        betType: bet.betType.info.code,
        picks: picksToText(bet.picks),
        combos: bet.combos,
        unitMinor: bet.unitMinor,
        stakeMinor: bet.stakeMinor,
        oddsBp: bet.odds.bp,
        oddsByToken: bet.odds.byToken,
      })),
    ),
    loads: exposureLoads(
      legs.map((leg) => leg.id),
      priced,
    ),
    capMinor: game.exposureCapMinor,
  };
}

/** The answer to a placed order, built from what was just written rather than read back. */
function placedAnswer(
  caller: OrderCaller,
  game: LotteryGameRow,
  job: OrderJob,
  placed: Extract<OrderJobResult, { kind: 'placed' }>,
): PlaceOrderValue {
  const gameName = game.names[caller.language] || game.displayName;
  const legs = new Map(job.legs.map((leg) => [leg.id, leg]));
  const views = job.tickets.map((ticket, index) => {
    const leg = legs.get(ticket.drawId) as OrderJob['legs'][number];
    // Built field by field: a spread of the job's ticket followed by the view's fields took V8's slow
    // path, about 8% of the server's busy time in bench:lottery (decision 070).
    return ticketView(
      {
        drawId: ticket.drawId,
        betType: ticket.betType,
        picks: ticket.picks,
        combos: ticket.combos,
        oddsBp: ticket.oddsBp,
        oddsByToken: ticket.oddsByToken,
        ticketId: placed.ticketIds[index] as string,
        orderId: placed.orderId,
        gameCode: game.gameCode,
        gameName,
        drawNo: leg.drawNo,
        stationCode: leg.stationCode,
        unitMinor: ticket.unitMinor.toString(),
        stakeMinor: ticket.stakeMinor.toString(),
        status: 'open',
        winMinor: '0',
        currency: job.currency,
        createdAt: placed.at,
        settledAt: null,
        drawStatus: leg.status,
        drawAt: leg.drawAt,
        closesAt: leg.closesAt,
        result: null,
      },
      placed.at,
    );
  });
  const order: OrderRow = {
    id: placed.orderId,
    brandId: job.brandId,
    accountId: job.accountId,
    gameCode: game.gameCode,
    currency: job.currency,
    requestHash: job.requestHash,
    draws: job.legs.length,
    stopOnWin: job.stopOnWin,
    stakeMinor: (job.legStakeMinor * BigInt(job.legs.length)).toString(),
    createdAt: placed.at,
  };
  return { order: orderViewOf(order, views), balanceMinor: placed.balanceMinor.toString() };
}

export function createOrderPlacer(deps: PlacerDeps) {
  const { db } = deps;

  /** Runs the stake unless the player's own limits or an exclusion refuse it (decision 037); nothing is written then. */
  async function gated<T>(accountId: string, stakeMinor: bigint, run: () => Promise<T>): Promise<T> {
    if (!deps.betGate) return run();
    const result = await deps.betGate.bet(db, accountId, stakeMinor, run);
    if (!result.ok) throw betRefusalError(result.refusal);
    return result.value;
  }

  /** The first order placed under the caller's key: its answer again, or idempotency_key_reused for another body. */
  async function repeat(caller: OrderCaller, stored: OrderRow, hash: string, currency: string): Promise<PlaceOrderValue> {
    if (stored.requestHash !== hash) throw new AppError('idempotency_key_reused');
    const balance = await selectAvailable(db, await deps.lookups.wallet(caller.brand.id, currency, caller.account.id));
    return { order: await deps.storedView(stored, caller.language), balanceMinor: balance ?? '0' };
  }

  /** Places the order through its group; answers it, or throws its refusal. */
  async function placeNew(caller: OrderCaller, order: Parameters<typeof orderJob>[2]): Promise<PlaceOrderValue> {
    const job = await orderJob(deps, caller, order);
    const result = await gated(caller.account.id, job.legStakeMinor * BigInt(job.legs.length), () => deps.groups.submit(job));
    switch (result.kind) {
      case 'replay': {
        const stored = await selectOrderByKey(db, caller.account.id, order.key);
        if (!stored) throw new Error(`order ${order.key} is neither new nor stored`);
        return repeat(caller, stored, order.hash, order.currency);
      }
      case 'refused':
        throw new AppError(result.code, result.message);
      case 'placed':
        deps.events.publish({ brandId: caller.brand.id, accountId: caller.account.id, code: 'bet_stake' });
        return placedAnswer(caller, order.game, job, result);
    }
  }

  return async function place(caller: OrderCaller, body: PlaceOrderBody, idempotencyKey: string): Promise<PlaceOrderValue> {
    const game = await playableGame(deps.lookups, caller.brand, body.gameCode);
    const order = { game, body, currency: walletCurrencyOf(caller.brand, caller.account), key: idempotencyKey, hash: hashOf(body) };
    try {
      return await placeNew(caller, order);
    } catch (error) {
      // A refusal of a key already used answers the first order (the repeat is looked up only then).
      if (!(error instanceof AppError) || error.code === 'idempotency_key_reused') throw error;
      const stored = await selectOrderByKey(db, caller.account.id, idempotencyKey);
      if (!stored) throw error;
      return repeat(caller, stored, order.hash, order.currency);
    }
  };
}
