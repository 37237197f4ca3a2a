import type { Queryable } from '../../db/client.ts';
import { ACCOUNT_COLUMNS, type Account } from '../accounts/index.ts';

/** A session row as the session service opens it; the token itself is never stored, only its hash. */
export interface NewSession {
  tokenHash: string;
  accountId: string;
  brandId: string;
  at: Date;
  expiresAt: Date;
  ip: string;
  userAgent: string | null;
}

export async function insertSession(tx: Queryable, session: NewSession): Promise<void> {
  await tx.query(
    `insert into sessions (token_hash, account_id, merchant_id, created_at, last_seen_at, expires_at, ip, user_agent)
         values ($1, $2, $3, $4, $4, $5, $6, $7)`,
    [
      session.tokenHash,
      session.accountId,
      session.brandId,
      session.at.toISOString(),
      session.expiresAt.toISOString(),
      session.ip,
      session.userAgent,
    ],
  );
}

/**
 * The login's one statement (decisions 021 and 048): the account's last login and pending password
 * change, the address it came from, the audit entry and the session. See the session service's
 * openForLogin for why it runs on its own.
 */
export async function insertLoginSession(
  q: Queryable,
  session: NewSession & { mustChangePassword: boolean; auditAfter: Record<string, unknown> },
): Promise<void> {
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
      session.tokenHash,
      session.accountId,
      session.brandId,
      session.at.toISOString(),
      session.expiresAt.toISOString(),
      session.ip,
      session.userAgent,
      session.mustChangePassword,
      JSON.stringify(session.auditAfter),
    ],
  );
}

/** The live session of a token hash in a brand (not revoked, not past its end, not idle longer than `idleMinutes`). */
export async function selectLiveSession(
  db: Queryable,
  tokenHash: string,
  brandId: string,
  now: Date,
  idleMinutes: number,
): Promise<{ id: string; account_id: string; created_at: Date; last_seen_at: Date } | undefined> {
  const rows = await db.query<{ id: string; account_id: string; created_at: Date; last_seen_at: Date }>(
    `select id::text as id, account_id::text as account_id, created_at, last_seen_at from sessions
          where token_hash = $1 and merchant_id = $2 and revoked_at is null and expires_at > $3
            and last_seen_at > $3::timestamptz - make_interval(mins => $4)`,
    [tokenHash, brandId, now.toISOString(), idleMinutes],
  );
  return rows[0];
}

/** One session look-up of a batch: a token hash in a brand, live at `now` unless idle over `idleMinutes`. */
export interface SessionLookup {
  tokenHash: string;
  brandId: string;
  now: Date;
  idleMinutes: number;
}

export type SessionAccountRow = Account & { sessionId: string; sessionCreatedAt: Date; sessionLastSeenAt: Date };

/**
 * Live sessions (by their token hashes, each in its brand) with their accounts, in one statement:
 * the auth guard's read on every call, for every call waiting at the moment (session.service.ts
 * batches them). Answers a row or undefined per look-up, in the order given; each look-up is judged
 * by its own brand, time and idle limit, exactly as one read alone. The account's columns are
 * accounts' ACCOUNT_COLUMNS.
 */
export async function selectSessionAccounts(
  db: Queryable,
  lookups: readonly SessionLookup[],
): Promise<Array<SessionAccountRow | undefined>> {
  // The CTE's column names differ from every accounts column, so the columns stay unqualified.
  const rows = await db.query<SessionAccountRow & { lookup: number }>(
    `with s as (
       select l.n as session_lookup, id as session_id, account_id as session_account_id, created_at as session_created_at,
              last_seen_at as session_last_seen
         from unnest($1::text[], $2::bigint[], $3::timestamptz[], $4::int[]) with ordinality as l(token_hash, merchant_id, at, idle, n)
         join sessions on sessions.token_hash = l.token_hash and sessions.merchant_id = l.merchant_id
        where revoked_at is null and expires_at > l.at and last_seen_at > l.at - make_interval(mins => l.idle))
     select s.session_lookup::int as lookup, s.session_id::text as "sessionId", s.session_created_at as "sessionCreatedAt",
            s.session_last_seen as "sessionLastSeenAt", ${ACCOUNT_COLUMNS}
       from s join accounts on accounts.id = s.session_account_id`,
    [
      lookups.map((l) => l.tokenHash),
      lookups.map((l) => l.brandId),
      lookups.map((l) => l.now.toISOString()),
      lookups.map((l) => l.idleMinutes),
    ],
  );
  const found: Array<SessionAccountRow | undefined> = lookups.map(() => undefined);
  for (const { lookup, ...row } of rows) found[lookup - 1] = row;
  return found;
}

/** Notes that a session was used now (the idle expiry counts from it). */
export async function touchSession(db: Queryable, sessionId: string, at: Date): Promise<void> {
  await db.query('update sessions set last_seen_at = $2 where id = $1', [sessionId, at.toISOString()]);
}

export async function revokeSession(tx: Queryable, sessionId: string, at: Date): Promise<void> {
  await tx.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [sessionId, at.toISOString()]);
}

/** Revokes every live session of an account except `keepSessionId` (null: every one). */
export async function revokeOtherSessions(tx: Queryable, accountId: string, keepSessionId: string | null, at: Date): Promise<void> {
  await tx.query(
    'update sessions set revoked_at = $3 where account_id = $1 and revoked_at is null and ($2::bigint is null or id <> $2::bigint)',
    [accountId, keepSessionId, at.toISOString()],
  );
}
