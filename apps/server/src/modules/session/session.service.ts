import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Brand } from '../brands/index.ts';
import type { SessionRef } from '../../http/auth-guard.ts';
import { selectSessionAccount, type Account } from '../accounts/index.ts';

// Writing last_seen on every call would make each request a write; a minute's precision is enough
// for an idle expiry counted in minutes.
const TOUCH_EVERY_MS = 60_000;

/** Hashes a token for storage and look-up; the token itself is never stored. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sessions: 128-bit random tokens stored as hashes, bound to one brand, with the brand's idle and
 * absolute expiry, revocable one by one or all at once.
 */
export function createSessionService(db: Db, clock: Clock) {
  return {
    /** Opens a session and returns its token (shown to the client once). */
    async open(tx: Queryable, brand: Brand, accountId: string, ip: string, userAgent: string | undefined): Promise<string> {
      const token = randomBytes(16).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + brand.sessionMaxHours * 3_600_000);
      await tx.query(
        `insert into sessions (token_hash, account_id, merchant_id, created_at, last_seen_at, expires_at, ip, user_agent)
         values ($1, $2, $3, $4, $4, $5, $6, $7)`,
        [hashToken(token), accountId, brand.id, now.toISOString(), expiresAt.toISOString(), ip, userAgent?.slice(0, 300) ?? null],
      );
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
      await q.query(
        `with marked as (
           update accounts set last_login_at = $4, must_change_password = $8, updated_at = $4 where id = $2
         ), seen as (
           insert into account_ips (account_id, ip, first_seen_at, last_seen_at) values ($2, $6, $4, $4)
           on conflict (account_id, ip) do update set last_seen_at = excluded.last_seen_at
         ), audited as (
           insert into audit_log (merchant_id, account_id, actor, action, ip, after, at) values ($3, $2, 'self', 'login', $6, $9, $4)
         )
         insert into sessions (token_hash, account_id, merchant_id, created_at, last_seen_at, expires_at, ip, user_agent)
         values ($1, $2, $3, $4, $4, $5, $6, $7)`,
        [
          hashToken(token),
          login.accountId,
          brand.id,
          now.toISOString(),
          expiresAt.toISOString(),
          login.ip,
          login.userAgent?.slice(0, 300) ?? null,
          login.mustChangePassword,
          JSON.stringify({ method: login.method, mustChangePassword: login.mustChangePassword }),
        ],
      );
      return token;
    },

    /** The live session of a token in this brand, or null (unknown, revoked, idle too long, past its end). */
    async resolve(brand: Brand, token: string): Promise<SessionRef | null> {
      const now = clock.now();
      const rows = await db.query<{ id: string; account_id: string; created_at: Date; last_seen_at: Date }>(
        `select id::text as id, account_id::text as account_id, created_at, last_seen_at from sessions
          where token_hash = $1 and merchant_id = $2 and revoked_at is null and expires_at > $3
            and last_seen_at > $3::timestamptz - make_interval(mins => $4)`,
        [hashToken(token), brand.id, now.toISOString(), brand.sessionIdleMinutes],
      );
      const row = rows[0];
      if (!row) return null;
      if (now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
        await db.query('update sessions set last_seen_at = $2 where id = $1', [row.id, now.toISOString()]);
      }
      return { sessionId: row.id, accountId: row.account_id, createdAt: new Date(row.created_at) };
    },

    /**
     * The same as resolve, with the session's account read in the same statement (one round trip
     * for the auth guard on every call); null when the session is dead or the account is gone.
     */
    async resolveWithAccount(brand: Brand, token: string): Promise<{ session: SessionRef; account: Account } | null> {
      const now = clock.now();
      const row = await selectSessionAccount(db, hashToken(token), brand.id, now.toISOString(), brand.sessionIdleMinutes);
      if (!row) return null;
      const { sessionId, sessionCreatedAt, sessionLastSeenAt, ...account } = row;
      if (now.getTime() - new Date(sessionLastSeenAt).getTime() > TOUCH_EVERY_MS) {
        await db.query('update sessions set last_seen_at = $2 where id = $1', [sessionId, now.toISOString()]);
      }
      return { session: { sessionId, accountId: account.id, createdAt: new Date(sessionCreatedAt) }, account };
    },

    /** Ends one session. */
    async revoke(sessionId: string, tx: Queryable = db): Promise<void> {
      await tx.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [sessionId, clock.now().toISOString()]);
    },

    /** Ends every session of an account but one (after a password change, say). */
    async revokeOthers(accountId: string, keepSessionId: string | null, tx: Queryable = db): Promise<void> {
      await tx.query(
        'update sessions set revoked_at = $3 where account_id = $1 and revoked_at is null and ($2::bigint is null or id <> $2::bigint)',
        [accountId, keepSessionId, clock.now().toISOString()],
      );
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
