/**
 * The second check of a held in-play slip (decision 058), run by the job `sport-accept:<slip>` once
 * the book's delay has passed: under the slip's lock, its legs are checked again against the
 * prices and the score then. A score that changed during the delay, a suspended market, a price the
 * player's policy does not take or a stake now over a limit rejects it (nothing was taken);
 * otherwise the stake goes through the ledger with its round and claim, at the prices then. The
 * responsible-gaming gate and the player's funds are checked at this moment, as for any stake. A
 * second run finds the slip decided and does nothing.
 */
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ErrorCode } from '@pkg/contracts/error-codes';
import { mainWalletIds, settleBets, withLedgerTransaction } from '../../ledger/index.ts';
import type { RgGate } from '../responsible-gaming/index.ts';
import type { WalletMoveEvents } from '../vendor-wallet/index.ts';
import { selectBookRules, selectQuotes, selectStakeFactors } from './book.queries.ts';
import { checkSlip, refusalCode, slipLimits } from './slip-checks.ts';
import { finishStakes, slipRoundId } from './slip-money.queries.ts';
import { acceptSlip, rejectSlip, selectLegs, selectSlip } from './slips.queries.ts';
import type { LegRow, QuoteRow, SlipRow } from './sports-rows.ts';

/** Why a held slip was rejected by the game's own gate codes (what the page shows). */
const GATE_CODES: Record<string, ErrorCode> = {
  rg_cooling_off: 'rg_play_blocked',
  rg_self_excluded: 'rg_play_blocked',
  rg_session_limit: 'rg_play_blocked',
  rg_loss_limit: 'rg_bet_limit',
  rg_wager_limit: 'rg_bet_limit',
  account_suspended: 'account_suspended',
};

/** A leg whose fixture's score moved since the bet was placed. */
function scoreMoved(leg: LegRow, quote: QuoteRow | undefined): boolean {
  if (!leg.scoreAtBet || !quote?.score) return false;
  return leg.scoreAtBet.home !== quote.score.home || leg.scoreAtBet.away !== quote.score.away;
}

export function createSlipAccept(deps: { db: Db; clock: Clock; walletEvents: WalletMoveEvents; betGate?: Pick<RgGate, 'bet'> }) {
  const { db, clock } = deps;

  /** The decision under the slip's lock: the reason it is rejected, or null when staked. */
  async function decideIn(tx: Queryable, slip: SlipRow): Promise<ErrorCode | null> {
    const now = clock.now();
    const legs = await selectLegs(tx, slip.id);
    const quotes = await selectQuotes(
      tx,
      legs.map((leg) => leg.selectionId),
      true,
    );
    if (legs.some((leg) => scoreMoved(leg, quotes.get(leg.selectionId)))) return 'sport_price_changed';
    const rules = await selectBookRules(tx, slip.brandId);
    const factor = (await selectStakeFactors(tx, [slip.accountId])).get(slip.accountId) ?? 10_000;
    const ask = {
      kind: slip.kind,
      legs: legs.map((leg) => ({ selectionId: leg.selectionId, priceX10k: leg.seenPriceX10k })),
      stakeMinor: slip.stakeMinor,
      policy: slip.policy,
    };
    const check = checkSlip(ask, quotes, slipLimits(rules, factor), now);
    if (check.started) return 'sport_fixture_started';
    if (!check.decision.accepted) return refusalCode(check.decision.problems);
    const wallet = (await mainWalletIds(tx, slip.brandId, slip.currency, [slip.accountId])).get(slip.accountId);
    if (!wallet) return 'insufficient_funds';
    const [outcome] = await settleBets(tx, {
      brandId: slip.brandId,
      currency: slip.currency,
      actor: `vendor:${slip.vendorCode}`,
      ip: null,
      at: now,
      bets: [
        {
          type: 'stake',
          walletId: wallet,
          vendor: slip.vendorCode,
          transactionId: slipRoundId(slip.id),
          amountMinor: slip.stakeMinor,
          metadata: { roundId: slipRoundId(slip.id), gameCode: slip.gameCode },
        },
      ],
    });
    if (!outcome?.ok) return outcome?.code === 'insufficient_funds' ? 'insufficient_funds' : 'internal_error';
    const potential = check.decision.potentialReturnMinor;
    await acceptSlip(tx, slip.id, {
      prices: check.decision.legs.map((leg) => leg.priceX10k),
      potentialReturnMinor: potential > slip.maxPayoutMinor ? slip.maxPayoutMinor : potential,
      at: now,
    });
    const owner = { brandId: slip.brandId, vendorCode: slip.vendorCode, roundId: slipRoundId(slip.id), accountId: slip.accountId };
    await finishStakes(tx, {
      brandId: slip.brandId,
      vendorCode: slip.vendorCode,
      at: now,
      stakes: [{ ...owner, gameCode: slip.gameCode, gameType: slip.gameType, currency: slip.currency, stakeMinor: slip.stakeMinor }],
      claims: [
        {
          ...owner,
          action: 'debit',
          transactionId: slipRoundId(slip.id),
          amountMinor: slip.stakeMinor,
          ledgerTransferId: outcome.transfer.id,
        },
      ],
    });
    return null;
  }

  /** Decides the slip in one transaction; answers whether it was staked now. */
  async function decide(slipId: string): Promise<boolean> {
    return withLedgerTransaction(db, async (tx) => {
      const slip = await selectSlip(tx, slipId, true);
      if (!slip || slip.status !== 'pending') return false;
      const rejected = await decideIn(tx, slip);
      if (rejected === null) return true;
      await rejectSlip(tx, slipId, rejected, clock.now());
      return false;
    });
  }

  /** Rejects a held slip the gate refused (its own transaction; nothing was taken). */
  async function rejectForGate(slipId: string, code: ErrorCode): Promise<void> {
    await db.transaction(async (tx) => {
      const slip = await selectSlip(tx, slipId, true);
      if (slip?.status === 'pending') await rejectSlip(tx, slipId, code, clock.now());
    });
  }

  return {
    /** The job's work: the held slip's second check, through the responsible-gaming gate. */
    async accept(slipId: string): Promise<void> {
      const slip = await selectSlip(db, slipId);
      if (!slip || slip.status !== 'pending') return;
      let staked: boolean;
      if (deps.betGate) {
        const gated = await deps.betGate.bet(db, slip.accountId, slip.stakeMinor, () => decide(slipId), undefined, {
          brandId: slip.brandId,
          login: null,
        });
        if (!gated.ok) {
          await rejectForGate(slipId, GATE_CODES[gated.refusal.code] ?? 'rg_play_blocked');
          return;
        }
        staked = gated.value;
      } else staked = await decide(slipId);
      if (staked) deps.walletEvents.publish({ brandId: slip.brandId, accountId: slip.accountId, code: 'bet_stake' });
    },
  };
}

export type SlipAccept = ReturnType<typeof createSlipAccept>;
