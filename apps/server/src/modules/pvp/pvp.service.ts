/**
 * The PVP table page's calls (decision 059), each opened with the game session of its launch
 * (createHouseGameContexts: a live BTPVP session, the brand open and offering the room). Taking a
 * seat needs the room open for play; the table, moves, leaving and the history work on while the
 * game is in maintenance, so hands in play can end.
 */
import { fairRandom } from '@pkg/games/lottery/fair-draw';
import type {
  PvpHistoryValue,
  PvpLeaveValue,
  PvpMoveBody,
  PvpHandView,
  PvpProofValue,
  PvpSessionValue,
  PvpTableView,
} from '@pkg/contracts/pvp';
import { AppError } from '../../http/errors.ts';
import { selectAccountById } from '../accounts/index.ts';
import type { HouseGameContext, HouseGameContexts } from '../games/index.ts';
import type { PvpDeps } from './pvp-deps.ts';
import { dealtOf, engineGame, PVP_VENDOR_CODE } from './pvp-games.ts';
import { play } from './pvp-moves.ts';
import { readTable, type TableSnapshot } from './pvp-reads.ts';
import { balanceOf, leave, roomOf, sit, type SeatOrigin } from './pvp-seating.ts';
import { handViewOf, resultView, roomViewOf, tableViewOf } from './pvp-views.ts';
import { selectMoves } from './hand-moves.queries.ts';
import { selectAccountHands, selectHand, type HandRow } from './hands.queries.ts';
import { selectSeatOf } from './tables.queries.ts';

/** The hands a player's history shows. */
const HISTORY_HANDS = 20;

/** The hands as dealt, recomputed from a revealed seed (the same as the proof). */
export function dealtHands(
  hand: Pick<HandRow, 'game' | 'seed' | 'context' | 'dealer'>,
): { hands: number[][]; stock: number[] | null } | null {
  if (!hand.seed) return null;
  const game = engineGame(hand.game);
  return dealtOf(game.deal(game.seats, fairRandom(hand.seed, hand.context), { dealer: hand.dealer }));
}

export function createPvpService(deps: PvpDeps & { contexts: HouseGameContexts }) {
  const { db, clock, contexts } = deps;
  const open = (token: string | undefined, checkOpen: boolean) => contexts.open(token, [PVP_VENDOR_CODE], checkOpen);

  /** The caller's view of a snapshot. */
  const viewOf = (ctx: HouseGameContext, snapshot: TableSnapshot): PvpTableView =>
    tableViewOf({ ...snapshot, currency: ctx.currency, viewerId: ctx.session.accountId, language: ctx.session.language, now: clock.now() });

  /** The caller's table now (where it sits), or null. */
  async function myTable(ctx: HouseGameContext): Promise<PvpTableView | null> {
    const seat = await selectSeatOf(db, ctx.session.accountId);
    if (!seat || seat.brandId !== ctx.session.brandId) return null;
    const snapshot = await readTable(db, seat.tableId);
    return snapshot ? viewOf(ctx, snapshot) : null;
  }

  return {
    open,
    viewOf,

    /** The launched room, the balance and the caller's table when it sits (a reconnect restores the hand). */
    async session(token: string | undefined): Promise<PvpSessionValue> {
      const ctx = await open(token, true);
      const room = await roomOf(deps, ctx);
      const table = await myTable(ctx);
      return {
        room: roomViewOf(room, ctx.session.language),
        currency: { code: ctx.currency.code, symbol: ctx.currency.symbol, minorDigits: ctx.currency.minorDigits },
        balanceMinor: (await balanceOf(deps, ctx)).toString(),
        trial: ctx.trial,
        table,
      };
    },

    /** Takes a seat in the launched room (seat rules by address and device); answers the table. */
    async sit(token: string | undefined, origin: SeatOrigin): Promise<PvpTableView> {
      const ctx = await open(token, true);
      const account = await selectAccountById(db, ctx.session.accountId);
      if (!account) throw new AppError('game_session_invalid');
      await sit(deps, ctx, account.username, origin);
      const table = await myTable(ctx);
      if (!table) throw new AppError('pvp_not_seated');
      return table;
    },

    /** The caller's table, or pvp_not_seated. */
    async table(token: string | undefined): Promise<PvpTableView> {
      const ctx = await open(token, false);
      const table = await myTable(ctx);
      if (!table) throw new AppError('pvp_not_seated');
      return table;
    },

    /** Proposes a move on the hand at `version`; answers the hand as the caller sees it after. */
    async move(token: string | undefined, body: PvpMoveBody): Promise<PvpHandView> {
      const ctx = await open(token, false);
      // Only the hand's own players may move in it, so the brand needs no look-up of its own.
      const played = await play(deps, body.handId, {
        kind: 'player',
        accountId: ctx.session.accountId,
        version: body.version,
        move: body.move,
      });
      if (!played) throw new AppError('pvp_stale_hand');
      const mySeat = played.hand.players.find((player) => player.accountId === ctx.session.accountId)?.seat ?? null;
      const last = played.moves[played.moves.length - 1] ?? null;
      return handViewOf(played.hand, played.hand.state, mySeat, last);
    },

    /** Leaves the caller's table (now, or after the hand in play). */
    async leave(token: string | undefined): Promise<PvpLeaveValue> {
      const ctx = await open(token, false);
      const left = await leave(deps, ctx.session.accountId);
      return { ...left, balanceMinor: (await balanceOf(deps, ctx)).toString() };
    },

    /** The caller's last hands in the launched room, with their moves and proofs. */
    async history(token: string | undefined): Promise<PvpHistoryValue> {
      const ctx = await open(token, false);
      const rows = await selectAccountHands(db, ctx.session.accountId, ctx.session.gameCode, HISTORY_HANDS);
      const moves = await selectMoves(
        db,
        rows.map((row) => row.hand.id),
      );
      return {
        hands: rows.flatMap(({ hand, seat }) => {
          const result = resultView(hand.result);
          if (!result || !hand.endedAt) return [];
          return [
            {
              handId: hand.id,
              seq: hand.seq,
              tableId: hand.tableId,
              roomCode: hand.roomCode,
              game: hand.game,
              currency: hand.currency,
              seat,
              endedAt: hand.endedAt.toISOString(),
              won: result.winner === seat,
              netMinor: result.netMinor[seat] ?? '0',
              rakeMinor: result.winner === seat ? result.rakeMinor : '0',
              result,
              seedHash: hand.seedHash,
              seed: hand.seed,
              context: hand.context,
              dealt: dealtHands(hand)?.hands[seat] ?? [],
              moves: (moves.get(hand.id) ?? []).map((move) => ({ ...move, move: move.move as never, at: move.at.toISOString() })),
            },
          ];
        }),
      };
    },

    /** A hand's proof (public, in the caller's brand): the seed and the deal once the hand is over. */
    async proof(brandId: string, handId: string): Promise<PvpProofValue> {
      const hand = await selectHand(db, handId);
      if (!hand || hand.brandId !== brandId) throw new AppError('pvp_not_found');
      const over = hand.status === 'settled' || hand.status === 'cancelled';
      const dealt = over && hand.status === 'settled' ? dealtHands(hand) : null;
      return {
        handId: hand.id,
        game: hand.game,
        roomCode: hand.roomCode,
        status: hand.status,
        context: hand.context,
        seedHash: hand.seedHash,
        seed: over ? hand.seed : null,
        dealer: hand.dealer,
        seats: engineGame(hand.game).seats,
        dealt: dealt?.hands ?? null,
        stock: dealt?.stock ?? null,
      };
    },
  };
}

export type PvpService = ReturnType<typeof createPvpService>;
