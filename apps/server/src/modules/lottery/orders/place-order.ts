/**
 * Placing a lottery order (decision 028). An order's bets become a ticket per bet and draw; in one
 * transaction each draw is held (a shared lock: drawing it waits) and checked open, the order and
 * tickets are written, every leg's stake is taken from the main wallet through the ledger, and
 * last each number's exposure is raised within the game's cap. Any refusal leaves nothing behind.
 * A repeat of the Idempotency-Key with the same body answers the first order.
 */
import { createHash } from 'node:crypto';
import type { PlaceOrderBody, PlaceOrderValue } from '@pkg/contracts/lottery';
import { picksToText } from '@pkg/games/lottery/picks-text';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../http/errors.ts';
import { settleBets, withLedgerTransaction, ensureHouseShards } from '../../../ledger/index.ts';
import type { Account } from '../../accounts/index.ts';
import type { Brand } from '../../brands/index.ts';
import { betRefusalError, type RgGate } from '../../responsible-gaming/index.ts';
import type { WalletEventBus } from '../../../lib/wallet-events.ts';
import { walletCurrencyOf } from '../../wallet/index.ts';
import { priceBet, type PricedBet } from './bet-pricing.ts';
import { lockDraw, selectDrawById, selectDrawByNo, selectDrawsFrom, type DrawRow } from '../draws/draws.queries.ts';
import { playableGame } from '../games/game-access.ts';
import type { LotteryLookups } from '../games/lottery-lookups.ts';
import { takesBets } from '../draws/draw-views.ts';
import { legTransactionId } from './order-legs.ts';
import { orderViewOf, ticketView } from './order-views.ts';
import {
  addExposure,
  insertOrder,
  insertTickets,
  selectAvailable,
  selectOrderByKey,
  type NewTicket,
  type OrderRow,
} from './orders.queries.ts';

/** Who is calling (declared here, beside the placing, so orders.service.ts and this file do not import each other). */
export interface OrderCaller {
  brand: Brand;
  account: Account;
  ip: string;
  language: string;
}

/** One liability per draw and exposure key: a key repeated within the order adds up first. */
function exposureLoads(legs: readonly DrawRow[], priced: readonly PricedBet[]) {
  const loads = new Map<string, { drawId: string; key: string; liabilityMinor: bigint }>();
  for (const leg of legs) {
    for (const item of priced.flatMap((bet) => bet.exposure)) {
      const id = `${leg.id}\u0000${item.key}`;
      const load = loads.get(id) ?? { drawId: leg.id, key: item.key, liabilityMinor: 0n };
      load.liabilityMinor += item.liabilityMinor;
      loads.set(id, load);
    }
  }
  return [...loads.values()];
}

/** The fingerprint of an order's body: the same Idempotency-Key with another body is refused. */
function hashOf(body: PlaceOrderBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** True for the unique index that refuses a second order under one Idempotency-Key (a racing repeat). */
function isKeyTaken(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'lottery_orders_account_id_idempotency_key_key';
}

export function createOrderPlacer(deps: {
  db: Db;
  clock: Clock;
  lookups: LotteryLookups;
  events: Pick<WalletEventBus, 'publish'>;
  /** The stored order as the player's views show it (a repeated key answers it). */
  storedView: (order: OrderRow, language: string) => Promise<PlaceOrderValue['order']>;
  /** The player's own loss and wager limits and exclusions (decision 037). */
  betGate?: Pick<RgGate, 'bet'> | undefined;
}) {
  const { db, clock, lookups } = deps;

  /** Runs the stake unless the player's own limits or an exclusion refuse it (decision 037); nothing is written then. */
  async function gated<T>(accountId: string, stakeMinor: bigint, run: () => Promise<T>): Promise<T> {
    if (!deps.betGate) return run();
    const result = await deps.betGate.bet(db, accountId, stakeMinor, run);
    if (!result.ok) throw betRefusalError(result.refusal);
    return result.value;
  }

  /** The draws an order covers: the named (or current) open draw, then the next ones of its game (or station). */
  async function legDraws(brand: Brand, body: PlaceOrderBody, count: number, now: Date): Promise<DrawRow[]> {
    let first: DrawRow | null;
    if (body.numero) {
      first = await selectDrawByNo(db, brand.id, body.gameCode, body.numero);
      if (!first || (body.stationCode && first.stationCode !== body.stationCode)) throw new AppError('lottery_draw_not_found');
    } else {
      [first = null] = (await selectDrawsFrom(db, brand.id, body.gameCode, now, 2, body.stationCode)).filter((d) => takesBets(d, now));
      if (!first) throw new AppError('lottery_draw_closed', 'no draw of this game takes bets now');
    }
    if (!takesBets(first, now)) throw new AppError('lottery_draw_closed');
    if (count === 1) return [first];
    const after = await selectDrawsFrom(db, brand.id, body.gameCode, new Date(first.closesAt), count + 1, first.stationCode ?? undefined);
    const legs = [first, ...after.filter((d) => new Date(d.drawAt) > new Date(first.drawAt))].slice(0, count);
    if (legs.length < count) throw new AppError('lottery_chase_invalid', `only ${legs.length} draws are planned ahead`);
    return legs;
  }

  return async function place(caller: OrderCaller, body: PlaceOrderBody, idempotencyKey: string): Promise<PlaceOrderValue> {
    const { brand, account } = caller;
    const game = await playableGame(lookups, brand, body.gameCode);
    const currency = walletCurrencyOf(brand, account);
    const hash = hashOf(body);
    const repeat = async (stored: OrderRow): Promise<PlaceOrderValue> => {
      if (stored.requestHash !== hash) throw new AppError('idempotency_key_reused');
      const balance = await selectAvailable(db, await lookups.wallet(brand.id, currency, account.id));
      return { order: await deps.storedView(stored, caller.language), balanceMinor: balance ?? '0' };
    };
    const earlier = await selectOrderByKey(db, account.id, idempotencyKey);
    if (earlier) return repeat(earlier);
    const priced = body.bets.map((bet) => priceBet(game, bet));
    const count = body.chase?.draws ?? 1;
    if (count > game.maxChaseDraws) throw new AppError('lottery_chase_invalid', `at most ${game.maxChaseDraws} draws`);
    const now = clock.now();
    const legs = await legDraws(brand, body, count, now);
    const legStake = priced.reduce((total, bet) => total + bet.stakeMinor, 0n);
    const walletId = await lookups.wallet(brand.id, currency, account.id);
    // Opened on the database, the house shards are trusted inside the transaction (no reopening per order).
    await ensureHouseShards(db, brand.id, currency, now);
    const tickets: NewTicket[] = legs.flatMap((leg) =>
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
    );
    const order: Omit<OrderRow, 'id'> = {
      merchantId: brand.id,
      accountId: account.id,
      gameCode: game.gameCode,
      currency,
      requestHash: hash,
      draws: count,
      stopOnWin: body.chase?.stopOnWin ?? false,
      stakeMinor: (legStake * BigInt(count)).toString(),
      createdAt: now,
    };

    let placed: { orderId: string; ticketIds: string[]; balanceMinor: bigint };
    try {
      placed = await gated(account.id, legStake * BigInt(count), () =>
        withLedgerTransaction(db, async (tx) => {
          for (const [index, leg] of legs.entries()) {
            await lockDraw(tx, leg.id, 'shared');
            const locked = await selectDrawById(tx, leg.id);
            const fits = locked && (index === 0 ? takesBets(locked, now) : locked.status === 'scheduled' || locked.status === 'open');
            if (!fits) throw new AppError('lottery_draw_closed', `draw ${leg.drawNo} no longer takes bets`);
          }
          const orderId = await insertOrder(tx, { ...order, idempotencyKey, at: now });
          const ticketIds = await insertTickets(
            tx,
            { ...order, id: orderId, vendorCode: game.vendorCode, gameType: game.gameType, at: now },
            tickets,
          );
          const outcomes = await settleBets(tx, {
            brandId: brand.id,
            currency,
            actor: `self:${account.id}`,
            ip: caller.ip,
            at: now,
            bets: legs.map((leg) => ({
              type: 'stake' as const,
              walletId,
              vendor: game.vendorCode,
              transactionId: legTransactionId(orderId, leg.id),
              amountMinor: legStake,
              metadata: { game: game.gameCode, draw: leg.drawNo, order: orderId },
            })),
          });
          let balanceMinor = 0n;
          for (const outcome of outcomes) {
            if (!outcome.ok) throw new AppError(outcome.code, 'the stake was refused');
            balanceMinor = outcome.balanceMinor;
          }
          // Last, so the rows every order of a popular number shares stay locked only until the commit.
          const over = await addExposure(tx, currency, exposureLoads(legs, priced), game.exposureCapMinor);
          if (over.length > 0) throw new AppError('lottery_exposure_cap', `sold out for this draw: ${over.slice(0, 5).join(', ')}`);
          return { orderId, ticketIds, balanceMinor };
        }),
      );
    } catch (error) {
      if (!isKeyTaken(error)) throw error;
      const raced = await selectOrderByKey(db, account.id, idempotencyKey);
      if (!raced) throw error;
      return repeat(raced);
    }
    deps.events.publish({ brandId: brand.id, accountId: account.id, code: 'bet_stake' });
    // The answer is built from what was just written rather than read back.
    const gameName = game.names[caller.language] || game.displayName;
    const views = tickets.map((ticket, index) => {
      const leg = legs.find((d) => d.id === ticket.drawId) as DrawRow;
      return ticketView(
        {
          ticketId: placed.ticketIds[index] as string,
          orderId: placed.orderId,
          gameCode: game.gameCode,
          gameName,
          drawId: leg.id,
          drawNo: leg.drawNo,
          stationCode: leg.stationCode,
          betType: ticket.betType,
          picks: ticket.picks,
          combos: ticket.combos,
          unitMinor: ticket.unitMinor.toString(),
          stakeMinor: ticket.stakeMinor.toString(),
          oddsBp: ticket.oddsBp,
          oddsByToken: ticket.oddsByToken,
          status: 'open',
          winMinor: '0',
          currency,
          createdAt: now,
          settledAt: null,
          drawStatus: leg.status,
          drawAt: leg.drawAt,
          closesAt: leg.closesAt,
          result: null,
        },
        now,
      );
    });
    return { order: orderViewOf({ ...order, id: placed.orderId }, views), balanceMinor: placed.balanceMinor.toString() };
  };
}
