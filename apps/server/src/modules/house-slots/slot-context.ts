import type { SlotTitle } from '@pkg/games/slots/slot-types';
import { findSlotTitle } from '@pkg/games/slots/titles';
import type { Currency } from '@pkg/money/money';
import { AppError } from '../../http/errors.ts';
import type { BrandService } from '../brands/index.ts';
import { HOUSE_VENDOR_CODE } from '../vendor-wallet/index.ts';
import { gameStateOf, type selectBrandGame } from '../games/index.ts';
import { stakeLevelsMinor } from './stake-levels.ts';

/** The part of a game session (modules/vendor-wallet) the house slots read. */
export interface SlotGameSession {
  id: string;
  brandId: string;
  accountId: string;
  vendorCode: string;
  gameCode: string;
  /** The ledger currency: the brand's, or XTS for a trial account. */
  currency: string;
  language: string;
  createdAt: Date;
  expiresAt: Date;
  /** The login session the game was launched from, and its start: the player's session time limit ends the stakes too (decision 037). */
  loginSessionId: string | null;
  loginStartedAt: Date | null;
}

/** Resolves a game session token (live sessions only unless allowExpired), and extends one after a use. */
export interface SlotSessionResolver {
  resolve(token: string, options?: { allowExpired?: boolean }): Promise<SlotGameSession | null>;
  /** Extends a live session by its idle time (at most once a minute; answers the new end, or null when it did not move). */
  touch(session: Pick<SlotGameSession, 'id' | 'createdAt' | 'expiresAt'>): Promise<Date | null>;
}

/** The code of a brand and one of its games with its vendor (selectBrandGame), possibly kept in memory for a while. */
export type BrandGames = (brandId: string, vendorCode: string, gameCode: string) => ReturnType<typeof selectBrandGame>;

/** Everything a call of the game page works with: the session, its title, the money's currency and the stakes. */
export interface SlotContext {
  token: string;
  session: SlotGameSession;
  title: SlotTitle;
  /** The brand's symbol and digits with the session's ledger currency code. */
  currency: Currency;
  levels: bigint[];
  /** The game's type in the catalogue (the round's game type). */
  gameType: string;
}

/** The brands by code (the brand service, which keeps them for the brand cache time). */
export type SlotBrands = Pick<BrandService, 'byCode'>;

/**
 * Opens a call's context: the token must name a live session of the house vendor (BTSLOT) for a
 * house slot title (game_session_invalid otherwise): a studio's session naming a game code that
 * happens to be a house title's is not a house game. The session names the brand: the game page
 * may be served from a game CDN host that names no brand. The brand must be open (system_maintenance) and
 * offer the game now (game_disabled, game_maintenance; `checkOpen` false skips these for reading
 * the history). Two look-ups, each kept in memory for the brand cache time in production
 * (install-house-slots.ts): the session, then the brand's code with the game and its vendor.
 */
export async function openSlotContext(
  deps: { sessions: SlotSessionResolver; brands: SlotBrands; games: BrandGames },
  token: string | undefined,
  checkOpen: boolean,
): Promise<SlotContext> {
  if (typeof token !== 'string' || token === '' || token.length > 256) throw new AppError('game_session_invalid');
  const session = await deps.sessions.resolve(token);
  if (!session) throw new AppError('game_session_invalid');
  if (session.vendorCode !== HOUSE_VENDOR_CODE) throw new AppError('game_session_invalid', 'not a house game session');
  const title = findSlotTitle(session.gameCode);
  if (!title) throw new AppError('game_session_invalid', 'not a house slot title');
  const found = await deps.games(session.brandId, session.vendorCode, session.gameCode);
  const brand = found ? await deps.brands.byCode(found.code) : null;
  if (!found || !brand) throw new AppError('game_session_invalid');
  if (checkOpen) {
    if (brand.systemStatus === 1) throw new AppError('system_maintenance');
    const state = gameStateOf(found.game, brand.disabledGameTypes);
    if (state === 'missing' || state === 'disabled') throw new AppError('game_disabled');
    if (state === 'maintenance') throw new AppError('game_maintenance');
  }
  const currency: Currency = { ...brand.currency, code: session.currency };
  const gameType = found.game?.gameType ?? 'RNG';
  return { token, session, title, currency, levels: stakeLevelsMinor(title, currency.minorDigits), gameType };
}
