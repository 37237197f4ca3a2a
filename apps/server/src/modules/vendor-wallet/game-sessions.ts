import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { MAX_ENTRIES } from '../../lib/cached-by.ts';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Brand } from '../brands/index.ts';
import { walletCurrencyOf } from '../wallet/index.ts';
import { extendGameSession, insertGameSession, selectGameSession, type GameSession } from './game-sessions.queries.ts';

/** A game session idles out after this long without a wallet call. */
export const GAME_SESSION_IDLE_MS = 30 * 60_000;
/** However busy, a game session ends this long after it opened. */
export const GAME_SESSION_MAX_MS = 12 * 3_600_000;
/**
 * A use extends the session only when that moves its end by at least this much: a game betting
 * several times a second writes its session row once a minute, not on every bet, and the idle
 * time stays within a minute of exact.
 */
export const GAME_SESSION_TOUCH_STEP_MS = 60_000;

function hashOf(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/**
 * Game sessions (decision 023): a launch opens one and hands its token to the game; the vendor
 * carries the token on authenticate, balance and debit. Only the token's SHA-256 is stored. A
 * session idles out after 30 minutes, each use extends it (never beyond 12 hours from the start).
 * `randomToken` gives the 16 random bytes of a token (the system's generator by default).
 */
export function createGameSessions(db: Db, clock: Clock, randomToken: () => Buffer = () => randomBytes(16)) {
  async function find(target: Queryable, token: string): Promise<GameSession | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 256) return null;
    return selectGameSession(target, hashOf(token));
  }

  return {
    /** Opens a session for the account's wallet currency and answers its token (shown once) and expiry. */
    async open(input: {
      brand: Brand;
      account: { id: string; accountType: number };
      vendorCode: string;
      gameCode: string;
      language: string;
      /** The player's login session the launch came from (absent: none to measure a time limit from). */
      loginSessionId?: string | undefined;
    }): Promise<{ token: string; expiresAt: Date }> {
      const now = clock.now();
      const token = randomToken().toString('base64url');
      const expiresAt = new Date(now.getTime() + GAME_SESSION_IDLE_MS);
      await insertGameSession(db, {
        tokenHash: hashOf(token),
        brandId: input.brand.id,
        accountId: input.account.id,
        vendorCode: input.vendorCode,
        gameCode: input.gameCode,
        currency: walletCurrencyOf(input.brand, input.account),
        language: input.language,
        at: now,
        expiresAt,
        loginSessionId: input.loginSessionId ?? null,
      });
      return { token, expiresAt };
    },

    /** The session a token names: live ones only, unless `allowExpired` (credits and rollbacks). */
    async resolve(token: string, options: { allowExpired?: boolean } = {}): Promise<GameSession | null> {
      const session = await find(db, token);
      if (!session) return null;
      if (!options.allowExpired && session.expiresAt.getTime() <= clock.now().getTime()) return null;
      return session;
    },

    /** Extends a live session by the idle time from now (capped at 12 hours from its start), in steps of a minute at least; answers the new end, or null when it did not move. */
    async touch(session: Pick<GameSession, 'id' | 'createdAt' | 'expiresAt'>): Promise<Date | null> {
      const now = clock.now();
      const cap = new Date(session.createdAt).getTime() + GAME_SESSION_MAX_MS;
      const expiresAt = new Date(Math.min(now.getTime() + GAME_SESSION_IDLE_MS, cap));
      if (expiresAt.getTime() - new Date(session.expiresAt).getTime() < GAME_SESSION_TOUCH_STEP_MS) return null;
      await extendGameSession(db, session.id, now, expiresAt);
      return expiresAt;
    },
  };
}

/** The game session service. */
export type GameSessions = ReturnType<typeof createGameSessions>;

/**
 * Game sessions kept in memory for `cacheMs` (0: read every time) for the calls a game sends on
 * every bet: the wallet API's (wallet-lookups.ts) and the house slots'. Sessions are never ended
 * early, only extended (here or by another server): a cached session that looks live is live, and
 * one that looks over is read again before a call is refused.
 */
export function createGameSessionCache(gameSessions: Pick<GameSessions, 'resolve' | 'touch'>, clock: Clock, cacheMs: number) {
  const cache = cacheMs === 0 ? null : new LRUCache<string, GameSession>({ max: MAX_ENTRIES, ttl: cacheMs });
  return {
    /** The game session a token names, live or not (null when none). */
    async session(token: string): Promise<GameSession | null> {
      const hit = cache?.get(token);
      if (hit && hit.expiresAt.getTime() > clock.now().getTime()) return hit;
      const found = await gameSessions.resolve(token, { allowExpired: true });
      if (found) cache?.set(token, found);
      return found;
    },
    /** Extends a live session after a use (the cached copy too); answers the new end, or null when it did not move. */
    async touch(session: Pick<GameSession, 'id' | 'createdAt' | 'expiresAt'>): Promise<Date | null> {
      const expiresAt = await gameSessions.touch(session);
      if (expiresAt) session.expiresAt = expiresAt;
      return expiresAt;
    },
  };
}

export type GameSessionCache = ReturnType<typeof createGameSessionCache>;
