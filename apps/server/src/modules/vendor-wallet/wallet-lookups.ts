/**
 * What every wallet call looks up besides the money, kept in memory for `cacheMs` (decision 023):
 * the game session, the player (id, brand, type, currency), the vendor of a brand (enabled,
 * maintenance, secret), a game's type, and the player's main-wallet account. A vendor betting a few thousand times a
 * second would otherwise read the same four rows on every bet. A change made elsewhere (the
 * operator's CLI switching a vendor off) is seen within `cacheMs`; the main-wallet account never
 * changes once opened, so it is kept as long as there is room. `cacheMs` 0 reads every time.
 */
import { LRUCache } from 'lru-cache';
import { cachedBy, MAX_ENTRIES } from '../../lib/cached-by.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { openPlayerWallet } from '../../ledger/accounts.ts';
import type { GameSession, GameSessions } from './game-sessions.ts';
import {
  selectGameType,
  selectWalletPlayer,
  selectWalletVendor,
  selectWalletVendorsByCode,
  type WalletPlayer,
  type WalletVendor,
} from './vendor-wallet.queries.ts';

const SEPARATOR = '\u0000';

export function createWalletLookups(db: Db, clock: Clock, cacheMs: number, gameSessions: GameSessions) {
  const players = cachedBy(cacheMs, (id) => selectWalletPlayer(db, id));
  const vendors = cachedBy(cacheMs, (key) => {
    const [merchantId, vendorCode] = key.split(SEPARATOR) as [string, string];
    return selectWalletVendor(db, merchantId, vendorCode);
  });
  // Read when a call names no known player: unsigned callers can send those at will.
  const vendorsByCode = cachedBy(cacheMs, (vendorCode) => selectWalletVendorsByCode(db, vendorCode));
  const gameTypes = cachedBy(cacheMs, (key) => {
    const [merchantId, vendorCode, gameCode] = key.split(SEPARATOR) as [string, string, string];
    return selectGameType(db, merchantId, vendorCode, gameCode);
  });
  // Opening is idempotent and an account is never removed, so its id may be kept for good.
  const wallets = cachedBy(cacheMs === 0 ? 0 : null, async (key) => {
    const [merchantId, currency, accountId] = key.split(SEPARATOR) as [string, string, string];
    return (await openPlayerWallet(db, merchantId, currency, accountId, clock.now())).id;
  });

  // Sessions are never ended early, only extended (here or by another server): a cached session
  // that looks live is live, and one that looks over is read again before the call is refused.
  const sessions = cacheMs === 0 ? null : new LRUCache<string, GameSession>({ max: MAX_ENTRIES, ttl: cacheMs });

  return {
    /** The game session a token names, live or not (null when none). */
    async session(token: string): Promise<GameSession | null> {
      const hit = sessions?.get(token);
      if (hit && hit.expiresAt.getTime() > clock.now().getTime()) return hit;
      const found = await gameSessions.resolve(token, { allowExpired: true });
      if (found) sessions?.set(token, found);
      return found;
    },
    /** Extends a live session after a use (the cached copy too). */
    async touch(session: GameSession): Promise<void> {
      const expiresAt = await gameSessions.touch(session);
      if (expiresAt) session.expiresAt = expiresAt;
    },
    player: (accountId: string): Promise<WalletPlayer | null> => players(accountId),
    vendor: (merchantId: string, vendorCode: string): Promise<WalletVendor | null> => vendors([merchantId, vendorCode].join(SEPARATOR)),
    /** The vendor with this code in every brand that has it. */
    vendorsByCode: (vendorCode: string): Promise<WalletVendor[]> => vendorsByCode(vendorCode),
    gameType: (merchantId: string, vendorCode: string, gameCode: string): Promise<string> =>
      gameTypes([merchantId, vendorCode, gameCode].join(SEPARATOR)),
    /** Forgets cached vendors and game types after a catalogue change in this process (decision 040). */
    forgetCatalogue(): void {
      vendors.clear();
      vendorsByCode.clear();
      gameTypes.clear();
    },
    /** The player's main wallet (ledger account id), opened on first use. */
    mainWallet: (player: WalletPlayer): Promise<string> => wallets([player.merchantId, player.currency, player.id].join(SEPARATOR)),
  };
}

export type WalletLookups = ReturnType<typeof createWalletLookups>;
