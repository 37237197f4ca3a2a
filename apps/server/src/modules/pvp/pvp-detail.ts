/**
 * A PVP hand in the betting record (decision 059): the round `h<hand>s<seat>` of a player shows the
 * room and game, the player's cards as dealt, everyone's cards left at the end, who won and how,
 * the units paid, the fee, and the proof (seed hash, seed, context).
 */
import type { Db } from '../../db/client.ts';
import { PVP_VENDOR_CODE } from './pvp-games.ts';
import { dealtHands } from './pvp.service.ts';
import { resultView } from './pvp-views.ts';
import { selectHand } from './hands.queries.ts';
import { parseHandRoundId } from './pvp-money.queries.ts';

/** The detail of a player's round of a hand, or null when the round is not ours. */
export async function pvpRoundDetail(db: Db, brandId: string, vendorCode: string, roundId: string): Promise<unknown> {
  if (vendorCode !== PVP_VENDOR_CODE) return null;
  const ids = parseHandRoundId(roundId);
  const hand = ids ? await selectHand(db, ids.handId) : null;
  if (!ids || !hand || hand.brandId !== brandId || hand.status !== 'settled') return null;
  const result = resultView(hand.result);
  const state = hand.state as { hands?: number[][] };
  return {
    kind: 'pvp-hand',
    game: hand.game,
    roomCode: hand.roomCode,
    handId: hand.id,
    tableId: hand.tableId,
    seq: hand.seq,
    seat: ids.seat,
    players: hand.players.map((player) => ({ seat: player.seat, name: player.name })),
    dealt: dealtHands(hand)?.hands[ids.seat] ?? [],
    cardsLeft: state.hands ?? [],
    result,
    seedHash: hand.seedHash,
    seed: hand.seed,
    context: hand.context,
  };
}
