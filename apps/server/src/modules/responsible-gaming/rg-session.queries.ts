import type { Queryable } from '../../db/client.ts';
import { lockAccountRow } from './rg-limits.queries.ts';
import type { SessionRulesRow } from './rg-rules.queries.ts';

/** Revokes a login session unless it was revoked already; true when this call revoked it. */
export async function revokeSessionOnce(tx: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const ended = await tx.query(`update sessions set revoked_at = $2 where id = $1 and revoked_at is null returning id`, [
    sessionId,
    now.toISOString(),
  ]);
  return ended.length > 0;
}

/** Starts (or keeps the later of) the break after a session ended at its limit. */
export async function extendBreak(tx: Queryable, accountId: string, breakUntil: Date, now: Date): Promise<void> {
  await tx.query(
    `update rg_session_rules set break_until = greatest(coalesce(break_until, $2), $2), updated_at = $3 where account_id = $1`,
    [accountId, breakUntil.toISOString(), now.toISOString()],
  );
}

/** A login session of the day: its start, its last call and its end (null: not revoked). */
export interface DaySessionRow {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
}

/**
 * The account's login sessions started before `now` that may have been in use since `dayStart`:
 * `currentId` (the one in use) and those last seen within a minute of the day's start or later.
 */
export async function selectDaySessions(
  q: Queryable,
  accountId: string,
  currentId: string | null,
  now: Date,
  dayStart: Date,
): Promise<DaySessionRow[]> {
  const rows = await q.query<{ id: string; createdAt: Date; lastSeenAt: Date; revokedAt: Date | null }>(
    `select id::text as id, created_at as "createdAt", last_seen_at as "lastSeenAt", revoked_at as "revokedAt" from sessions
        where account_id = $1 and created_at < $2 and (id::text = $3 or last_seen_at + interval '1 minute' > $4)`,
    [accountId, now.toISOString(), currentId ?? '', dayStart.toISOString()],
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.createdAt),
    lastSeenAt: new Date(row.lastSeenAt),
    revokedAt: row.revokedAt === null ? null : new Date(row.revokedAt),
  }));
}

/** The account's session rules for a change, the account row locked first (the rules row may not exist yet). */
export async function lockSessionRules(tx: Queryable, accountId: string): Promise<SessionRulesRow | null> {
  await lockAccountRow(tx, accountId);
  const [row] = await tx.query<SessionRulesRow>(
    `select limit_minutes as "limitMinutes", pending_minutes as "pendingMinutes", pending_from as "pendingFrom",
              reality_check_minutes as "realityCheckMinutes", break_until as "breakUntil", daily_minutes as "dailyMinutes",
              daily_pending_minutes as "dailyPendingMinutes", daily_pending_from as "dailyPendingFrom"
         from rg_session_rules where account_id = $1`,
    [accountId],
  );
  if (!row) return null;
  const date = (value: Date | null) => (value === null ? null : new Date(value));
  return {
    ...row,
    pendingFrom: date(row.pendingFrom),
    breakUntil: date(row.breakUntil),
    dailyPendingFrom: date(row.dailyPendingFrom),
  };
}

/** The columns of one time limit in rg_session_rules: the limit, its waiting change and when that applies. */
export interface TimeLimitColumns {
  limit: 'limit_minutes' | 'daily_minutes';
  pending: 'pending_minutes' | 'daily_pending_minutes';
  from: 'pending_from' | 'daily_pending_from';
}

/** Writes one time limit with its waiting change (the other columns of the rules row stay). */
export async function upsertTimeLimit(
  tx: Queryable,
  columns: TimeLimitColumns,
  owner: { accountId: string; brandId: string },
  next: { limit: number | null; pending: number | null; from: Date | null },
  now: Date,
): Promise<void> {
  const { limit, pending, from } = columns;
  await tx.query(
    `insert into rg_session_rules (account_id, merchant_id, ${limit}, ${pending}, ${from}, updated_at)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (account_id) do update
           set ${limit} = excluded.${limit}, ${pending} = excluded.${pending}, ${from} = excluded.${from},
               updated_at = excluded.updated_at`,
    [owner.accountId, owner.brandId, next.limit, next.pending, next.from?.toISOString() ?? null, now.toISOString()],
  );
}

export async function upsertRealityCheck(
  tx: Queryable,
  owner: { accountId: string; brandId: string },
  minutes: number | null,
  now: Date,
): Promise<void> {
  await tx.query(
    `insert into rg_session_rules (account_id, merchant_id, reality_check_minutes, updated_at) values ($1, $2, $3, $4)
           on conflict (account_id) do update set reality_check_minutes = excluded.reality_check_minutes, updated_at = excluded.updated_at`,
    [owner.accountId, owner.brandId, minutes, now.toISOString()],
  );
}

/**
 * The account's open sessions that reached a limit of `minutes` while still alive: not past their
 * absolute end, and not idle for the brand's idle time, when they reached it.
 */
export async function selectOverdueSessions(
  q: Queryable,
  accountId: string,
  minutes: number,
  now: Date,
  idleMinutes: number,
): Promise<{ id: string; createdAt: Date }[]> {
  const rows = await q.query<{ id: string; createdAt: Date }>(
    `select id::text as id, created_at as "createdAt" from sessions
            where account_id = $1 and revoked_at is null
              and created_at + make_interval(mins => $2::int) <= $3
              and expires_at > created_at + make_interval(mins => $2::int)
              and last_seen_at + make_interval(mins => $4::int) > created_at + make_interval(mins => $2::int)`,
    [accountId, minutes, now.toISOString(), idleMinutes],
  );
  return rows.map((row) => ({ id: row.id, createdAt: new Date(row.createdAt) }));
}

/** When the player last pressed "continue" on a reality check in this session; null: never. */
export async function selectRealityCheckSeen(q: Queryable, sessionId: string): Promise<Date | null> {
  const [seen] = await q.query<{ seenAt: Date }>(`select seen_at as "seenAt" from rg_reality_checks where session_id = $1`, [sessionId]);
  return seen ? new Date(seen.seenAt) : null;
}

export async function upsertRealityCheckSeen(q: Queryable, sessionId: string, now: Date): Promise<void> {
  await q.query(
    `insert into rg_reality_checks (session_id, seen_at) values ($1, $2)
         on conflict (session_id) do update set seen_at = greatest(rg_reality_checks.seen_at, excluded.seen_at)`,
    [sessionId, now.toISOString()],
  );
}
