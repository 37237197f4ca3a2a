/**
 * The context of a call from a house game's page in the /game frame (decisions 024, 053): the game
 * session token of the launch URL names the player, the brand, the vendor and the game (the page
 * may be served from a game host that names no brand). Every house vendor's calls open it the same
 * way: a live session of one of the vendor codes the caller runs, the brand open and offering the
 * game now (game_disabled, game_maintenance, system_maintenance), the brand's currency display with
 * the session's ledger currency (XTS for a trial account).
 */
import type { Currency } from '@pkg/money/money';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { cachedBy } from '../../lib/cached-by.ts';
import { AppError } from '../../http/errors.ts';
import { brandForVisitor, type Brand, type BrandService } from '../brands/index.ts';
import { selectBrandGame } from './brand-game.queries.ts';
import { gameStateOf, whyTypeOff } from './game-state.ts';

/** A game session as the house games read it (modules/vendor-wallet's GameSession). */
export interface HouseGameSession {
  id: string;
  brandId: string;
  accountId: string;
  vendorCode: string;
  gameCode: string;
  currency: string;
  language: string;
  createdAt: Date;
  expiresAt: Date;
  loginSessionId: string | null;
  loginStartedAt: Date | null;
}

/** Resolves game session tokens (live ones unless allowExpired) and extends a session after a use. */
export interface HouseSessionResolver {
  resolve(token: string, options?: { allowExpired?: boolean }): Promise<HouseGameSession | null>;
  touch(session: Pick<HouseGameSession, 'id' | 'createdAt' | 'expiresAt'>): Promise<Date | null>;
}

/** What a house game's call works with. */
export interface HouseGameContext {
  token: string;
  session: HouseGameSession;
  brand: Brand;
  /** The game's type in the catalogue (LIVE, BINGO ...): its rounds' game type. */
  gameType: string;
  /** The brand's symbol and digits with the session's ledger currency code. */
  currency: Currency;
  trial: boolean;
}

/** Opens house game contexts; the brand's games are kept for `cacheMs` (0: read on every call) until `forget`. */
export function createHouseGameContexts(deps: {
  db: Db;
  clock: Clock;
  sessions: HouseSessionResolver;
  brands: Pick<BrandService, 'byCode'>;
  cacheMs: number;
}) {
  const games = cachedBy(deps.cacheMs, (key) => {
    const [brandId, vendorCode, gameCode] = key.split('\u0000') as [string, string, string];
    return selectBrandGame(deps.db, brandId, vendorCode, gameCode);
  });
  return {
    /**
     * The context of `token` for a session of one of `vendorCodes` (game_session_invalid otherwise);
     * `checkOpen` false skips the brand and game checks (reading one's own history). `country` is the
     * visitor's (null: not known) when a page called: a category the brand has off for that country
     * is refused with game_region_restricted (decision 056); absent for calls with no visitor.
     */
    async open(
      token: string | undefined,
      vendorCodes: readonly string[],
      checkOpen = true,
      country?: string | null,
    ): Promise<HouseGameContext> {
      if (typeof token !== 'string' || token === '' || token.length > 256) throw new AppError('game_session_invalid');
      const session = await deps.sessions.resolve(token);
      if (!session || session.expiresAt.getTime() <= deps.clock.now().getTime()) throw new AppError('game_session_invalid');
      if (!vendorCodes.includes(session.vendorCode)) throw new AppError('game_session_invalid', 'not a session of this game');
      const found = await games([session.brandId, session.vendorCode, session.gameCode].join('\u0000'));
      const stored = found ? await deps.brands.byCode(found.code) : null;
      if (!found || !stored) throw new AppError('game_session_invalid');
      // The caller's country, when the call came from a visitor: categories off there are off (decision 056).
      const brand = country === undefined ? stored : brandForVisitor(stored, country);
      if (checkOpen) {
        if (brand.systemStatus === 1) throw new AppError('system_maintenance');
        const state = gameStateOf(found.game, brand.disabledGameTypes);
        if (state === 'missing') throw new AppError('game_disabled');
        if (state === 'disabled')
          throw new AppError(found.game?.enabled ? whyTypeOff(brand, found.game.gameType, found.game.vendorType) : 'game_disabled');
        if (state === 'maintenance') throw new AppError('game_maintenance');
      }
      const currency: Currency = { ...brand.currency, code: session.currency };
      return { token, session, brand, gameType: found.game?.gameType ?? '', currency, trial: session.currency === 'XTS' };
    },
    /** Extends the session after a use (a write at most once a minute). */
    touch: (session: HouseGameSession) => deps.sessions.touch(session),
    /** Forgets the brand's games kept in memory (a catalogue change). */
    forget: () => games.clear(),
  };
}

export type HouseGameContexts = ReturnType<typeof createHouseGameContexts>;
