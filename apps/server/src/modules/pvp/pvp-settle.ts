/**
 * The money of a finished PVP hand (decision 059), inside the transaction of the move that ended it,
 * so the last move, the payments and the records commit together or not at all:
 *
 *   1. the game scores the hand (nets summing to zero); each loser's payment is within its hold;
 *   2. the house fee comes off the winner's gain (takeRake);
 *   3. every seat's hold is released, then one ledger batch: each loser stakes what it lost
 *      (`stake:BTPVP:h<hand>s<seat>`), the winner is paid twice its gain less the fee and stakes its
 *      gain (`payout:…w`, `stake:…`), so its round reads stake G, win 2G − fee;
 *   4. each player's round (game_rounds) and the claims, the players' rows, the hand settled with its
 *      seed revealed.
 *
 * Valid bets (wagering, VIP, rebates) therefore count what a hand moved for each player, |net|,
 * which is how PVP vendors report a hand; the house keeps exactly the fee.
 */
import { takeRake } from '@pkg/games/cards/table-payments';
import type { Queryable } from '../../db/client.ts';
import { releaseHold, settleBets, type BetItem, type BetOutcome } from '../../ledger/index.ts';
import type { Claim, SettledRound } from '../vendor-wallet/index.ts';
import { endReason, engineGame, handPayments, PVP_VENDOR_CODE } from './pvp-games.ts';
import { insertHandPlayers, settleHandRow, type HandResult, type HandRow } from './hands.queries.ts';
import { handRoundId, insertHandRounds } from './pvp-money.queries.ts';

const ACTOR = `vendor:${PVP_VENDOR_CODE}`;

/** The result of a finished hand after the fee. */
export function resultOf(hand: HandRow, state: unknown): HandResult {
  const { settings } = hand;
  const payments = handPayments(engineGame(hand.game), state, settings, settings.holdMinor);
  const raked = takeRake(payments.netMinor, settings.rakeX10k, settings.rakeCapMinor ?? undefined);
  return {
    winner: payments.winner,
    reason: endReason(state),
    netMinor: raked.netMinor,
    rakeMinor: raked.rakeMinor,
    unitsOwed: payments.unitsOwed,
  };
}

/** The ledger batch of a hand: the winner's payout and stake, each loser's stake. */
function betsOf(hand: HandRow, result: HandResult): BetItem[] {
  const bets: BetItem[] = [];
  const gain = result.netMinor[result.winner] as bigint;
  const gross = gain + result.rakeMinor;
  for (const player of hand.players) {
    const transactionId = handRoundId(hand.id, player.seat);
    const metadata = { roundId: transactionId, gameCode: hand.roomCode };
    if (player.seat === result.winner) {
      bets.push({
        type: 'payout',
        walletId: player.walletId,
        vendor: PVP_VENDOR_CODE,
        transactionId: `${transactionId}w`,
        amountMinor: gross + gain,
        metadata,
      });
      bets.push({ type: 'stake', walletId: player.walletId, vendor: PVP_VENDOR_CODE, transactionId, amountMinor: gross, metadata });
    } else {
      const loss = -(result.netMinor[player.seat] as bigint);
      bets.push({ type: 'stake', walletId: player.walletId, vendor: PVP_VENDOR_CODE, transactionId, amountMinor: loss, metadata });
    }
  }
  return bets;
}

/** Each player's round and the claims of its ledger movements. */
function recordsOf(hand: HandRow, bets: readonly BetItem[], outcomes: readonly BetOutcome[]): { rounds: SettledRound[]; claims: Claim[] } {
  const rounds = new Map<string, SettledRound>();
  const claims: Claim[] = [];
  bets.forEach((bet, index) => {
    const outcome = outcomes[index];
    if (!outcome?.ok) throw new Error(`the ledger refused ${bet.type} ${bet.transactionId} of hand ${hand.id}: ${outcome?.code ?? 'none'}`);
    const player = hand.players.find((entry) => handRoundId(hand.id, entry.seat) === bet.metadata?.roundId);
    if (!player) throw new Error(`no player for ${bet.transactionId}`);
    const roundId = handRoundId(hand.id, player.seat);
    const owner = { brandId: hand.brandId, vendorCode: PVP_VENDOR_CODE, roundId, accountId: player.accountId };
    const round = rounds.get(roundId) ?? {
      ...owner,
      gameCode: hand.roomCode,
      gameType: 'PVP',
      currency: hand.currency,
      stakeMinor: 0n,
      winMinor: 0n,
    };
    const amount = BigInt(bet.amountMinor);
    if (bet.type === 'stake') round.stakeMinor += amount;
    else round.winMinor += amount;
    rounds.set(roundId, round);
    claims.push({
      ...owner,
      action: bet.type === 'stake' ? 'debit' : 'credit',
      transactionId: bet.transactionId,
      amountMinor: amount,
      ledgerTransferId: outcome.transfer.id,
    });
  });
  return { rounds: [...rounds.values()], claims };
}

/**
 * Settles a finished hand in `tx` (the ending move's transaction): holds released, stakes and
 * payouts posted, rounds, claims and players' rows written, the hand settled with its seed.
 */
export async function settleHandIn(tx: Queryable, hand: HandRow, state: unknown, seed: string, at: Date): Promise<HandResult> {
  const result = resultOf(hand, state);
  for (const player of [...hand.players].sort((a, b) => Number(a.walletId) - Number(b.walletId))) {
    await releaseHold(tx, { brandId: hand.brandId, holdId: player.holdId, actor: ACTOR, ip: null, at });
  }
  const bets = betsOf(hand, result);
  // The rows of this hand are claimed by its status change in this transaction, so no key of it was posted before.
  const outcomes = await settleBets(tx, {
    brandId: hand.brandId,
    currency: hand.currency,
    actor: ACTOR,
    ip: null,
    at,
    shard: Number(BigInt(hand.id) % 16n),
    bets,
    keysNew: true,
  });
  const { rounds, claims } = recordsOf(hand, bets, outcomes);
  await insertHandRounds(tx, { brandId: hand.brandId, vendorCode: PVP_VENDOR_CODE, at, rounds, claims });
  await insertHandPlayers(
    tx,
    hand,
    hand.players.map((player) => ({
      player,
      netMinor: result.netMinor[player.seat] as bigint,
      rakeMinor: player.seat === result.winner ? result.rakeMinor : 0n,
      units: result.unitsOwed[player.seat] ?? 0,
      won: player.seat === result.winner,
    })),
    at,
  );
  await settleHandRow(tx, hand.id, { result, seed, at });
  return result;
}
