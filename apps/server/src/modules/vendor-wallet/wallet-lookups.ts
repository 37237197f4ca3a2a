/**
 * What every wallet call looks up besides the money, kept in memory for `cacheMs` (decision 023):
 * the catalogue's vendor codes, the game session, the player (id, brand, type, currency), the
 * vendor of the code in every brand (enabled, maintenance, secret), a game's type, and the
 * player's main-wallet account. A vendor betting a few thousand times a
 * second would otherwise read the same four rows on every bet. A change made elsewhere (the
 * operator's CLI switching a vendor off) is seen within `cacheMs`; the main-wallet account never
 * changes once opened, so it is kept as long as there is room. `cacheMs` 0 reads every time.
 */
import { cachedBy } from '../../lib/cached-by.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { playerWalletIds } from '../../ledger/index.ts';
import { createGameSessionCache, type GameSessions } from './game-sessions.ts';
import type { GameSession } from './game-sessions.queries.ts';
import {
  selectGameType,
  selectWalletPlayer,
  selectWalletVendorCodes,
  selectWalletVendorsByCode,
  type WalletPlayer,
  type WalletVendor,
} from './vendor-wallet.queries.ts';

const SEPARATOR = '\u0000';

export function createWalletLookups(db: Db, clock: Clock, cacheMs: number, gameSessions: GameSessions) {
  const players = cachedBy(cacheMs, (id) => selectWalletPlayer(db, id));
  // One entry, whatever code a call names: unsigned callers can send made-up codes at will, and
  // each of those must cost neither a read nor a cache entry of its own.
  const vendorCodes = cachedBy(cacheMs, () => selectWalletVendorCodes(db));
  // Read only for a code of the catalogue (vendorCodes), so these entries are as many as the codes.
  const vendorsByCode = cachedBy(cacheMs, (vendorCode) => selectWalletVendorsByCode(db, vendorCode));
  const gameTypes = cachedBy(cacheMs, (key) => {
    const [brandId, vendorCode, gameCode] = key.split(SEPARATOR) as [string, string, string];
    return selectGameType(db, brandId, vendorCode, gameCode);
  });
  const wallets = playerWalletIds(db, () => clock.now(), cacheMs === 0 ? 0 : null);

  const sessions = createGameSessionCache(gameSessions, clock, cacheMs);

  return {
    /** The game session a token names, live or not (null when none). */
    session: (token: string): Promise<GameSession | null> => sessions.session(token),
    /** Extends a live session after a use (the cached copy too). */
    async touch(session: GameSession): Promise<void> {
      await sessions.touch(session);
    },
    player: (accountId: string): Promise<WalletPlayer | null> => players(accountId),
    /** Whether some brand's catalogue has a vendor of this code. */
    knownVendor: async (vendorCode: string): Promise<boolean> => (await vendorCodes('')).has(vendorCode),
    /** The vendor with this code in every brand that has it (the brand's own is the one with its brandId). */
    vendorsByCode: (vendorCode: string): Promise<WalletVendor[]> => vendorsByCode(vendorCode),
    gameType: (brandId: string, vendorCode: string, gameCode: string): Promise<string> =>
      gameTypes([brandId, vendorCode, gameCode].join(SEPARATOR)),
    /** Forgets cached vendors and game types after a catalogue change in this process (decision 040). */
    forgetCatalogue(): void {
      vendorCodes.clear();
      vendorsByCode.clear();
      gameTypes.clear();
    },
    /** The player's main wallet (ledger account id), opened on first use. */
    mainWallet: (player: WalletPlayer): Promise<string> => wallets(player.brandId, player.currency, player.id),
  };
}

export type WalletLookups = ReturnType<typeof createWalletLookups>;
