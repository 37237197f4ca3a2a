/**
 * Hand histories on the PVP desk (decision 059): hands of the brands in scope (of a table or a
 * player), and one hand with its rules, players (address, device, result), every move and its
 * proof. The seed and the cards are shown only once the hand is over, even to staff.
 */
import type { BoPvpHandDetail, BoPvpHandsValue } from '@pkg/contracts/pvp-desk';
import { isDbId } from '@pkg/contracts/db-ids';
import type { PvpMove } from '@pkg/contracts/pvp';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { StaffActor } from '../staff/index.ts';
import { brandsOf } from './pvp-desk.service.ts';
import { dealtHands } from './pvp.service.ts';
import { resultView } from './pvp-views.ts';
import { selectMoves } from './hand-moves.queries.ts';
import { selectHand, selectHands, type HandRow } from './hands.queries.ts';
import { selectAccountHandIds, selectBrandCodes, selectHandPlayers, selectUsernames } from './pvp-desk.queries.ts';

const PAGE = 50;

/** The hand's line: its players with their usernames, addresses and results (once settled). */
async function linesOf(db: Db, hands: readonly HandRow[]) {
  const results = await selectHandPlayers(
    db,
    hands.map((hand) => hand.id),
  );
  const names = await selectUsernames(
    db,
    hands.flatMap((hand) => hand.players.map((player) => player.accountId)),
  );
  const codes = await selectBrandCodes(db, [...new Set(hands.map((hand) => hand.brandId))]);
  return hands.map((hand) => ({
    handId: hand.id,
    brand: { id: hand.brandId, code: codes.get(hand.brandId) ?? '' },
    tableId: hand.tableId,
    roomCode: hand.roomCode,
    game: hand.game,
    currency: hand.currency,
    seq: hand.seq,
    status: hand.status,
    players: hand.players.map((player) => {
      const result = results.get(hand.id)?.find((entry) => entry.seat === player.seat);
      return {
        seat: player.seat,
        accountId: player.accountId,
        username: names.get(player.accountId) ?? '',
        ip: player.ip,
        device: player.device,
        netMinor: result ? result.netMinor.toString() : null,
        units: result ? result.units : null,
      };
    }),
    rakeMinor: hand.result ? hand.result.rakeMinor.toString() : null,
    dealtAt: hand.dealtAt?.toISOString() ?? null,
    endedAt: hand.endedAt?.toISOString() ?? null,
  }));
}

export function createPvpDeskHands(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Hands newest first, PAGE at a time (`before` the last id seen). */
    async list(
      actor: StaffActor,
      query: { brandId?: string; tableId?: string; accountId?: string; before?: string },
    ): Promise<BoPvpHandsValue> {
      const brandIds = brandsOf(actor, query.brandId);
      let hands: HandRow[];
      if (query.accountId) {
        const ids = await selectAccountHandIds(db, query.accountId, query.before ?? null, PAGE);
        const found = await Promise.all(ids.map((id) => selectHand(db, id)));
        hands = found.filter((hand): hand is HandRow => hand !== null && (brandIds === null || brandIds.includes(hand.brandId)));
      } else {
        hands = await selectHands(
          db,
          { brandIds, ...(query.tableId ? { tableId: query.tableId } : {}), ...(query.before ? { beforeId: query.before } : {}) },
          PAGE,
        );
      }
      const last = hands[hands.length - 1];
      return { hands: await linesOf(db, hands), nextBefore: hands.length === PAGE && last ? last.id : null };
    },

    async detail(actor: StaffActor, handId: string): Promise<BoPvpHandDetail> {
      const hand = isDbId(handId) ? await selectHand(db, handId) : null;
      if (!hand || (actor.staff.scope !== null && !actor.staff.scope.includes(hand.brandId))) throw new AppError('pvp_not_found');
      const [line] = await linesOf(db, [hand]);
      const moves = (await selectMoves(db, [hand.id])).get(hand.id) ?? [];
      const over = hand.status === 'settled';
      const { settings } = hand;
      return {
        ...(line as NonNullable<typeof line>),
        settings: {
          unitMinor: settings.unitMinor.toString(),
          rakeX10k: settings.rakeX10k,
          rakeCapMinor: settings.rakeCapMinor?.toString() ?? null,
          turnSeconds: settings.turnSeconds,
          holdMinor: settings.holdMinor.toString(),
          scoring: settings.scoring,
        },
        result: resultView(hand.result),
        seedHash: hand.seedHash,
        seed: over || hand.status === 'cancelled' ? hand.seed : null,
        context: hand.context,
        dealer: hand.dealer,
        dealt: over ? (dealtHands(hand)?.hands ?? null) : null,
        cardsLeft: over ? ((hand.state as { hands: number[][] }).hands ?? null) : null,
        moves: moves.map((move) => ({
          n: move.n,
          seat: move.seat,
          move: move.move as PvpMove,
          auto: move.auto,
          at: move.at.toISOString(),
        })),
      };
    },
  };
}

export type PvpDeskHands = ReturnType<typeof createPvpDeskHands>;
