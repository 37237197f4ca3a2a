/**
 * The bingo page's own calls (decision 057), with the game session token of the launch: buying
 * cards for the open game (through the engine's placing path) with an optional pre-buy order for
 * the games after it, an order starting with the next game, the player's orders and cancelling one.
 * Reading the room, the game, the balance and the cards is the engine's (session, stream, history).
 */
import { createHash } from 'node:crypto';
import {
  BINGO_CARD_SPOT,
  type BingoBuyBody,
  type BingoBuyValue,
  type BingoPrebuyBody,
  type BingoPrebuysValue,
  type BingoPrebuyView,
} from '@pkg/contracts/bingo';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { HouseGameContext, HouseGameContexts } from '../games/index.ts';
import { bettorOf, selectLatestRounds, selectRound, selectTableByGame, type Rounds, type TableRow } from '../rounds/index.ts';
import { BINGO_KIND } from './bingo-round-game.ts';
import { readRoom } from './bingo-settings.ts';
import {
  cancelPrebuy,
  countActivePrebuys,
  insertPrebuy,
  prebuyExists,
  selectPrebuyByKey,
  selectPrebuys,
  type PrebuyRow,
} from './bingo-prebuy.queries.ts';

/** Active pre-buy orders one player may hold in one room. */
export const MAX_ACTIVE_PREBUYS = 5;

/** An order on the wire. */
export function prebuyViewOf(row: PrebuyRow): BingoPrebuyView {
  return {
    prebuyId: row.id,
    cards: row.cards,
    games: row.games,
    placed: row.placed,
    skipped: row.skipped,
    status: row.status,
    stopReason: row.stopReason,
    fromSeq: row.fromSeq,
    gameCostMinor: row.gameCostMinor.toString(),
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createBingoService(deps: {
  db: Db;
  clock: Clock;
  contexts: HouseGameContexts;
  vendorCode: string;
  rounds: Pick<Rounds, 'placeFor'>;
}) {
  const { db, clock } = deps;

  async function roomOf(token: string | undefined, checkOpen = true): Promise<{ ctx: HouseGameContext; table: TableRow }> {
    const ctx = await deps.contexts.open(token, [deps.vendorCode], checkOpen);
    const table = await selectTableByGame(db, ctx.session.brandId, ctx.session.vendorCode, ctx.session.gameCode);
    if (!table || table.kind !== BINGO_KIND) throw new AppError('game_disabled', 'no bingo room runs this game');
    return { ctx, table };
  }

  /** Writes an order (or answers the one stored under the key); refused past the active orders' limit. */
  async function order(
    ctx: HouseGameContext,
    table: TableRow,
    input: { key: string; cards: number; games: number; fromSeq: number; priceMinor: bigint },
  ): Promise<PrebuyRow> {
    const { session } = ctx;
    const hash = createHash('sha256')
      .update(JSON.stringify([table.id, input.cards, input.games]))
      .digest('hex');
    const stored = await selectPrebuyByKey(db, session.accountId, input.key);
    if (stored) {
      if (stored.requestHash !== hash) throw new AppError('idempotency_key_reused');
      return stored;
    }
    if ((await countActivePrebuys(db, session.accountId, table.id)) >= MAX_ACTIVE_PREBUYS) throw new AppError('bingo_prebuy_limit');
    await insertPrebuy(
      db,
      {
        brandId: session.brandId,
        tableId: table.id,
        accountId: session.accountId,
        currency: session.currency,
        gameType: ctx.gameType,
        cards: input.cards,
        games: input.games,
        priceMinor: input.priceMinor,
        fromSeq: input.fromSeq,
        requestKey: input.key,
        requestHash: hash,
      },
      clock.now(),
    );
    const written = await selectPrebuyByKey(db, session.accountId, input.key);
    if (!written) throw new Error(`pre-buy order ${input.key} was not written`);
    return written;
  }

  return {
    /** Cards for the open game `roundId`, and an order of the same cards for the `games − 1` games after it. */
    async buy(token: string | undefined, body: BingoBuyBody): Promise<BingoBuyValue> {
      const { ctx, table } = await roomOf(token);
      const round = await selectRound(db, body.roundId);
      if (!round || round.tableId !== table.id) throw new AppError('round_not_found');
      const settings = readRoom(round.settings);
      if (body.cards > settings.cardsPerPlayerMax)
        throw new AppError('bet_invalid', 'card_limit', { field: 'cards', problem: 'card_limit' });
      const price = settings.room.ticketPriceMinor;
      if (body.games > 1 && !(await selectPrebuyByKey(db, ctx.session.accountId, body.key))) {
        // Checked before any money moves, so a refused order takes nothing for this game either.
        if ((await countActivePrebuys(db, ctx.session.accountId, table.id)) >= MAX_ACTIVE_PREBUYS) throw new AppError('bingo_prebuy_limit');
      }
      const placed = await deps.rounds.placeFor(bettorOf(ctx), table, {
        roundId: round.id,
        key: body.key,
        bets: Array.from({ length: body.cards }, () => ({ spot: BINGO_CARD_SPOT, amountMinor: price.toString() })),
      });
      const prebuy =
        body.games > 1
          ? await order(ctx, table, { key: body.key, cards: body.cards, games: body.games - 1, fromSeq: round.seq + 1, priceMinor: price })
          : null;
      await deps.contexts.touch(ctx.session);
      return {
        cards: placed.bets,
        roundCards: placed.roundBets,
        balanceMinor: placed.balanceMinor,
        replayed: placed.replayed,
        prebuy: prebuy ? prebuyViewOf(prebuy) : null,
      };
    },

    /** An order of `cards` cards for each of the room's next `games` games, starting with the game after the current one. */
    async prebuy(token: string | undefined, body: BingoPrebuyBody): Promise<BingoPrebuyView> {
      const { ctx, table } = await roomOf(token);
      if (table.status !== 'open') throw new AppError('table_paused');
      const settings = readRoom(table.settings);
      if (body.cards > settings.cardsPerPlayerMax)
        throw new AppError('bet_invalid', 'card_limit', { field: 'cards', problem: 'card_limit' });
      const latest = (await selectLatestRounds(db, [table.id])).get(table.id);
      const fromSeq = (latest?.seq ?? 0) + 1;
      const row = await order(ctx, table, {
        key: body.key,
        cards: body.cards,
        games: body.games,
        fromSeq,
        priceMinor: settings.room.ticketPriceMinor,
      });
      await deps.contexts.touch(ctx.session);
      return prebuyViewOf(row);
    },

    /** The player's orders in the session's room, newest first. */
    async prebuys(token: string | undefined): Promise<BingoPrebuysValue> {
      const { ctx, table } = await roomOf(token, false);
      return { prebuys: (await selectPrebuys(db, ctx.session.accountId, table.id)).map(prebuyViewOf) };
    },

    /** Cancels one of the player's active orders: its games not yet bought are never bought (nothing was taken for them). */
    async cancel(token: string | undefined, prebuyId: string): Promise<BingoPrebuysValue> {
      const { ctx, table } = await roomOf(token, false);
      if (!/^[0-9]{1,18}$/.test(prebuyId) || !(await prebuyExists(db, ctx.session.accountId, prebuyId)))
        throw new AppError('bingo_prebuy_not_found');
      await cancelPrebuy(db, ctx.session.accountId, prebuyId, clock.now());
      return { prebuys: (await selectPrebuys(db, ctx.session.accountId, table.id)).map(prebuyViewOf) };
    },
  };
}

export type BingoService = ReturnType<typeof createBingoService>;
