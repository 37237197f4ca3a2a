import type { SlotHistoryValue, SlotSessionValue, SlotSpinBody, SlotSpinValue } from '@pkg/contracts/house-slots';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { TRIAL_CURRENCY } from '../wallet/index.ts';
import { selectHistory } from './house-slots.queries.ts';
import type { SpinRecovery } from './resume-spins.ts';
import { openSlotContext, type BrandGames, type SlotBrands, type SlotSessionResolver } from './slot-context.ts';
import { historyItemView, titleView } from './slot-views.ts';
import { accepted, balanceOf, type SlotWallet } from './slot-wallet.ts';
import type { SpinService } from './spin.service.ts';

/** How many spins the history lists. */
export const HISTORY_SIZE = 20;

/**
 * The game page's three calls (decision 024), each on the game session token: the session (title,
 * stakes, balance, and the account's interrupted spins finished now), a spin, and the history.
 */
export function createHouseSlotService(deps: {
  db: Db;
  sessions: SlotSessionResolver;
  brands: SlotBrands;
  games: BrandGames;
  wallet: SlotWallet;
  recovery: SpinRecovery;
  spins: SpinService;
}) {
  const { db, wallet, recovery } = deps;

  return {
    /** The title, its stakes in the session's currency, the balance, and what became of interrupted spins. */
    async session(token: string | undefined): Promise<SlotSessionValue> {
      const ctx = await openSlotContext(deps, token, true);
      const recovered = await recovery.resumeOpenSpins(ctx.session.accountId);
      const answer = await wallet.authenticate({ token: ctx.token });
      const balance = balanceOf(answer);
      if (!accepted(answer) || balance === null) throw new AppError('game_session_invalid');
      const levels = ctx.levels.map((level) => level.toString());
      return {
        title: titleView(ctx.title),
        stakeLevelsMinor: levels,
        defaultStakeMinor: levels[0] ?? '0',
        currency: ctx.currency.code,
        currencySymbol: ctx.currency.symbol,
        minorDigits: ctx.currency.minorDigits,
        balanceMinor: balance.toString(),
        trial: ctx.session.currency === TRIAL_CURRENCY,
        language: ctx.session.language,
        recovered,
      };
    },

    /** One spin (spin.service.ts). */
    async spin(token: string | undefined, body: SlotSpinBody): Promise<SlotSpinValue> {
      const ctx = await openSlotContext(deps, token, true);
      return deps.spins.spin(ctx, body);
    },

    /** The session account's newest spins of the session's title (readable in maintenance too). */
    async history(token: string | undefined): Promise<SlotHistoryValue> {
      const ctx = await openSlotContext(deps, token, false);
      const spins = await selectHistory(db, ctx.session.accountId, ctx.session.gameCode, HISTORY_SIZE);
      return { list: spins.map((spin) => historyItemView(spin, ctx.title.betCredits)) };
    },
  };
}

export type HouseSlotService = ReturnType<typeof createHouseSlotService>;
