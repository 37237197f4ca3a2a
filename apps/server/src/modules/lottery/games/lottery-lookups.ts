/**
 * What every order reads besides the draws, kept in memory (lib/cached-by.ts): a game's settings
 * for the brand cache's time (an operator's change shows within it, or at once where the change is
 * broadcast: `forgetGames`), and a player's main wallet account, which never changes once opened.
 * `cacheMs` 0 reads every time (tests).
 */
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { cachedBy } from '../../../lib/cached-by.ts';
import { openPlayerWallet } from '../../../ledger/index.ts';
import { selectLotteryGame, type LotteryGameRow } from './lottery-games.queries.ts';

const SEPARATOR = '\u0000';

export function createLotteryLookups(db: Db, clock: Clock, cacheMs: number) {
  const games = cachedBy(cacheMs, (key) => {
    const [brandId, gameCode] = key.split(SEPARATOR) as [string, string];
    return selectLotteryGame(db, brandId, gameCode);
  });
  const wallets = cachedBy(cacheMs === 0 ? 0 : null, async (key) => {
    const [brandId, currency, accountId] = key.split(SEPARATOR) as [string, string, string];
    return (await openPlayerWallet(db, brandId, currency, accountId, clock.now())).id;
  });
  return {
    /** A lottery game's settings, or null. */
    game: (brandId: string, gameCode: string): Promise<LotteryGameRow | null> => games([brandId, gameCode].join(SEPARATOR)),
    /** The player's main wallet (ledger account id) in a currency, opened on first use. */
    wallet: (brandId: string, currency: string, accountId: string): Promise<string> =>
      wallets([brandId, currency, accountId].join(SEPARATOR)),
    /** Forgets every cached game's settings (CACHE_CHANNELS.lottery). */
    forgetGames: (): void => games.clear(),
  };
}

export type LotteryLookups = ReturnType<typeof createLotteryLookups>;
