/**
 * The player's slips (decision 058): placing one (a single or a parlay) through the
 * responsible-gaming gate into a placing group (slip-groups.ts), the player's bets (open and
 * settled) and one slip. A key placed before is refused as a duplicate; nothing more is taken.
 */
import { createHash } from 'node:crypto';
import type { PlaceSlipBody, PlaceSlipValue, SlipsValue, SlipView } from '@pkg/contracts/sports';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { cachedBy } from '../../lib/cached-by.ts';
import { AppError } from '../../http/errors.ts';
import { playerBalances, playerWalletIds } from '../../ledger/index.ts';
import type { HouseGameContext, HouseGameContexts } from '../games/index.ts';
import type { BetRefusal, RgGate } from '../responsible-gaming/index.ts';
import type { WalletMoveEvents } from '../vendor-wallet/index.ts';
import { BOOK_VENDORS } from './book.service.ts';
import { selectBookRules, selectPlayerSettings } from './book.queries.ts';
import type { SlipGroups, SlipJobResult } from './slip-groups.ts';
import { slipViewOf } from './slip-views.ts';
import { selectAccountSlips, selectLegDetails, selectSlip } from './slips.queries.ts';

/** The most a single stake may be: the ledger's ceiling of one movement. */
const MAX_STAKE_MINOR = 1_000_000_000_000_000n;
const SLIPS_SHOWN = 50;

/** A refusal of the player's own rules, as the game page's codes (the house games' mapping). */
const GATE_REFUSALS: Record<BetRefusal['code'], 'rg_play_blocked' | 'rg_bet_limit' | 'account_suspended'> = {
  rg_cooling_off: 'rg_play_blocked',
  rg_self_excluded: 'rg_play_blocked',
  rg_session_limit: 'rg_play_blocked',
  rg_loss_limit: 'rg_bet_limit',
  rg_wager_limit: 'rg_bet_limit',
  account_suspended: 'account_suspended',
};

/** A stake typed by the page: whole minor units above zero, at most the ledger's ceiling. */
function parseStake(text: string): bigint {
  if (!/^[1-9][0-9]{0,17}$/.test(text)) throw new AppError('amount_invalid', undefined, { field: 'stakeMinor' });
  const value = BigInt(text);
  if (value > MAX_STAKE_MINOR) throw new AppError('amount_invalid', undefined, { field: 'stakeMinor' });
  return value;
}

export function createSlipsService(deps: {
  db: Db;
  clock: Clock;
  contexts: HouseGameContexts;
  groups: SlipGroups;
  walletEvents: WalletMoveEvents;
  betGate?: Pick<RgGate, 'bet'>;
  /** How long the brand's book rules are kept in memory (the brand cache time). */
  cacheMs: number;
}) {
  const { db, clock } = deps;
  const wallets = playerWalletIds(db, () => clock.now(), null);
  // A brand's book rules change seldom (its row, by the operator); kept for the brand cache time.
  const rulesOf = cachedBy(deps.cacheMs, (brandId) => selectBookRules(db, brandId));

  async function viewOf(slipId: string): Promise<SlipView> {
    const slip = await selectSlip(db, slipId);
    if (!slip) throw new AppError('sport_not_found');
    return slipViewOf(slip, await selectLegDetails(db, [slip.id]));
  }

  async function balanceOf(ctx: HouseGameContext): Promise<bigint> {
    const { wallets: held } = await playerBalances(db, ctx.session.brandId, ctx.session.accountId, ctx.session.currency);
    return held.find((wallet) => wallet.kind === 'player_main')?.availableMinor ?? 0n;
  }

  /** The answer to a refused or duplicate slip (an error), or the placed slip. */
  async function answerOf(ctx: HouseGameContext, result: SlipJobResult): Promise<PlaceSlipValue> {
    if (result.kind === 'refused') throw result.error;
    if (result.kind === 'duplicate') {
      if (!result.sameBody) throw new AppError('idempotency_key_reused');
      throw new AppError('sport_slip_duplicate', undefined, { slipId: result.slipId });
    }
    const slip = result.view;
    if (result.status === 'open') {
      deps.walletEvents.publish({ brandId: ctx.session.brandId, accountId: ctx.session.accountId, code: 'bet_stake' });
    }
    return { slip, balanceMinor: (result.balanceMinor ?? (await balanceOf(ctx))).toString() };
  }

  return {
    /** Places a slip: open at once before the start, or held (pending) in play; refused with one clear error otherwise. */
    async place(token: string | undefined, body: PlaceSlipBody, country?: string | null): Promise<PlaceSlipValue> {
      const ctx = await deps.contexts.open(token, BOOK_VENDORS, true, country);
      const { session } = ctx;
      const stakeMinor = parseStake(body.stakeMinor);
      // The page sends the player's policy with every slip; their stored one stands in when it does not.
      const policy = body.policy ?? (await selectPlayerSettings(db, session.accountId)).policy;
      const hash = createHash('sha256')
        .update(JSON.stringify([body.kind, body.legs.map((leg) => [leg.selectionId, leg.priceX10k]), body.stakeMinor, policy]))
        .digest('hex');
      const walletId = await wallets(session.brandId, session.currency, session.accountId);
      const submit = async () =>
        deps.groups.submit({
          brandId: session.brandId,
          accountId: session.accountId,
          walletId,
          currency: session.currency,
          vendorCode: session.vendorCode,
          gameCode: session.gameCode,
          gameType: ctx.gameType,
          ask: { kind: body.kind, legs: body.legs, stakeMinor, policy },
          requestKey: body.key,
          requestHash: hash,
          rules: await rulesOf(session.brandId),
        });
      let result: SlipJobResult;
      if (deps.betGate) {
        const login =
          session.loginSessionId && session.loginStartedAt
            ? { sessionId: session.loginSessionId, startedAt: new Date(session.loginStartedAt) }
            : null;
        const gated = await deps.betGate.bet(db, session.accountId, stakeMinor, submit, undefined, {
          brandId: session.brandId,
          login,
        });
        if (!gated.ok) throw new AppError(GATE_REFUSALS[gated.refusal.code]);
        result = gated.value;
      } else result = await submit();
      await deps.contexts.touch(session);
      return answerOf(ctx, result);
    },

    /** The player's bets: open (pending and open) or settled (settled, void and rejected), newest first. */
    async list(token: string | undefined, which: 'open' | 'settled'): Promise<SlipsValue> {
      const ctx = await deps.contexts.open(token, BOOK_VENDORS, false);
      const slips = await selectAccountSlips(db, ctx.session.accountId, which, SLIPS_SHOWN);
      const legs = await selectLegDetails(
        db,
        slips.map((slip) => slip.id),
      );
      return { slips: slips.map((slip) => slipViewOf(slip, legs)) };
    },

    /** One of the player's slips (a held one's decision, say). */
    async one(token: string | undefined, slipId: string): Promise<{ slip: SlipView }> {
      const ctx = await deps.contexts.open(token, BOOK_VENDORS, false);
      const slip = /^[0-9]{1,18}$/.test(slipId) ? await selectSlip(db, slipId) : null;
      if (!slip || slip.accountId !== ctx.session.accountId) throw new AppError('sport_not_found');
      return { slip: await viewOf(slip.id) };
    },
  };
}

export type SlipsService = ReturnType<typeof createSlipsService>;
