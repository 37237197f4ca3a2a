import { hash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createGroupCommit } from '../../lib/group-commit.ts';
import type { Brand } from '../brands/index.ts';
import type { SessionRef } from '../../http/auth-guard.ts';
import type { Account } from '../accounts/index.ts';
import {
  insertLoginSession,
  insertSession,
  revokeOtherSessions,
  revokeSession,
  selectLiveSession,
  selectSessionAccounts,
  touchSession,
  type SessionAccountRow,
  type SessionLookup,
} from './session.queries.ts';

// Writing last_seen on every call would make each request a write; a minute's precision is enough
// for an idle expiry counted in minutes.
const TOUCH_EVERY_MS = 60_000;
/**
 * Session reads in the database at once. Calls that arrive while they are out wait and go together
 * in the next read (lib/group-commit.ts): one statement for all of them instead of one each.
 */
const READS_AT_ONCE = 2;

/** Hashes a token for storage and look-up; the token itself is never stored. (One-shot `hash`: no Hash object per call.) */
function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/**
 * Sessions: 128-bit random tokens stored as hashes, bound to one brand, with the brand's idle and
 * absolute expiry, revocable one by one or all at once.
 */
export function createSessionService(db: Db, clock: Clock) {
  // The auth guard's read of every call, batched: a lone call reads at once (no timer); under load
  // the calls waiting share one statement, each judged by its own brand, time and idle limit.
  const reads = createGroupCommit<SessionLookup, SessionAccountRow | undefined>({
    run: (lookups) => selectSessionAccounts(db, lookups),
    maxInFlight: READS_AT_ONCE,
    maxGroup: 200,
  });
  return {
    /** Opens a session and returns its token (shown to the client once). */
    async open(tx: Queryable, brand: Brand, accountId: string, ip: string, userAgent: string | undefined): Promise<string> {
      const token = randomBytes(16).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + brand.sessionMaxHours * 3_600_000);
      await insertSession(tx, {
        tokenHash: hashToken(token),
        accountId,
        brandId: brand.id,
        at: now,
        expiresAt,
        ip,
        userAgent: userAgent?.slice(0, 300) ?? null,
      });
      return token;
    },

    /**
     * Opens the session of a successful login and records the login with it, in one statement
     * (decisions 021 and 048): the account's last login and pending password change (as markLogin
     * writes them), the address the login came from (as two-factor's rememberIp writes it), the
     * audit entry (as recordAudit writes it) and the session (as open writes it).
     *
     * Run it on its own (`db`, not in a transaction): a single statement is atomic by itself, and
     * then the row locks it takes, above all the brand's audit chain head (migration 038, decision
     * 042), are released by the commit PostgreSQL makes right after it, inside the server. In an
     * explicit transaction they were held until this process got round to sending COMMIT, a turn of
     * an event loop busy with other logins, and logins of one brand queued behind each other.
     */
    async openForLogin(
      q: Queryable,
      brand: Brand,
      login: { accountId: string; ip: string; userAgent: string | undefined; mustChangePassword: boolean; method: string },
    ): Promise<string> {
      const token = randomBytes(16).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + brand.sessionMaxHours * 3_600_000);
      await insertLoginSession(q, {
        tokenHash: hashToken(token),
        accountId: login.accountId,
        brandId: brand.id,
        at: now,
        expiresAt,
        ip: login.ip,
        userAgent: login.userAgent?.slice(0, 300) ?? null,
        mustChangePassword: login.mustChangePassword,
        auditAfter: { method: login.method, mustChangePassword: login.mustChangePassword },
      });
      return token;
    },

    /** The live session of a token in this brand, or null (unknown, revoked, idle too long, past its end). */
    async resolve(brand: Brand, token: string): Promise<SessionRef | null> {
      const now = clock.now();
      const row = await selectLiveSession(db, hashToken(token), brand.id, now, brand.sessionIdleMinutes);
      if (!row) return null;
      if (now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) await touchSession(db, row.id, now);
      return { sessionId: row.id, accountId: row.account_id, createdAt: new Date(row.created_at) };
    },

    /**
     * The same as resolve, with the session's account read in the same statement (one round trip
     * for the auth guard on every call, shared by the calls waiting with it); null when the session
     * is dead or the account is gone.
     */
    async resolveWithAccount(brand: Brand, token: string): Promise<{ session: SessionRef; account: Account } | null> {
      const now = clock.now();
      const row = await reads.submit({ tokenHash: hashToken(token), brandId: brand.id, now, idleMinutes: brand.sessionIdleMinutes });
      if (!row) return null;
      const { sessionId, sessionCreatedAt, sessionLastSeenAt, ...account } = row;
      if (now.getTime() - new Date(sessionLastSeenAt).getTime() > TOUCH_EVERY_MS) await touchSession(db, sessionId, now);
      return { session: { sessionId, accountId: account.id, createdAt: new Date(sessionCreatedAt) }, account };
    },

    /** Ends one session. */
    async revoke(sessionId: string, tx: Queryable = db): Promise<void> {
      await revokeSession(tx, sessionId, clock.now());
    },

    /** Ends every session of an account but one (after a password change, say). */
    async revokeOthers(accountId: string, keepSessionId: string | null, tx: Queryable = db): Promise<void> {
      await revokeOtherSessions(tx, accountId, keepSessionId, clock.now());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
