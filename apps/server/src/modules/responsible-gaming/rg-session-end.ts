import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAudit } from '../audit/index.ts';
import { periodBounds } from './rg-periods.ts';
import { playedMs, reachesLimitAt, type Span } from './rg-play-time.ts';
import { effectiveDailyMinutes, type RulesCache } from './rg-rules.ts';
import type { SessionRulesRow } from './rg-rules.queries.ts';
import { extendBreak, revokeSessionOnce, selectDaySessions } from './rg-session.queries.ts';
import { RG_SESSION_BREAK_MINUTES } from '@pkg/contracts/responsible-gaming';

export const MINUTE_MS = 60_000;
const BREAK_MS = RG_SESSION_BREAK_MINUTES * MINUTE_MS;
/** A session's last call is kept at most this late (sessions.last_seen_at is touched once a minute). */
const TOUCH_MS = 60_000;
/** Sessions whose daily-limit end is kept in memory, at most (the oldest go first). */
const REACH_CACHE_SIZE = 10_000;

/**
 * What ending a session at a limit needs. `reach` holds when each session in use reaches the daily
 * limit: while a session stays open the day's total grows with the clock whatever the other
 * devices do, so the instant holds until the limit in force or the day changes (the key); it is
 * worked out again then.
 */
export interface SessionEndDeps {
  db: Db;
  clock: Clock;
  cache: RulesCache;
  reach: Map<string, { key: string; at: number }>;
}

/**
 * Revokes a session and, only if this call is the one that ended it, runs `then` (the break, the
 * audit) in the same transaction: a racing call that ended it first wrote them already.
 */
async function endSessionOnce(db: Db, sessionId: string, now: Date, then: (tx: Queryable) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    if (await revokeSessionOnce(tx, sessionId, now)) await then(tx);
  });
}

/**
 * Ends a session that reached its limit at `reachedAt` (unless already ended), starts the break
 * from that instant and audits it, in one transaction. Answers when the break ends.
 */
export async function endAtLimit(
  deps: SessionEndDeps,
  brandId: string,
  accountId: string,
  sessionId: string,
  startedAt: Date,
  minutes: number,
): Promise<Date> {
  const reachedAt = new Date(startedAt.getTime() + minutes * MINUTE_MS);
  const breakUntil = new Date(reachedAt.getTime() + BREAK_MS);
  const now = deps.clock.now();
  await endSessionOnce(deps.db, sessionId, now, async (tx) => {
    await extendBreak(tx, accountId, breakUntil, now);
    await recordAudit(tx, {
      brandId,
      accountId,
      actor: 'system',
      action: 'rg.session_ended',
      ip: null,
      before: { sessionId, startedAt: startedAt.toISOString(), limitMinutes: minutes },
      after: { reachedAt: reachedAt.toISOString(), breakUntil: breakUntil.toISOString() },
      at: now,
    });
  });
  deps.cache.invalidate(accountId);
  return breakUntil;
}

/**
 * Ends a session at the daily play-time limit reached at `reachedAt` (unless already ended) and
 * audits it. A new login is refused by the day's play time itself (checkLogin), so no break is
 * stored. Answers when a login is allowed again: the next GMT+8 day.
 */
async function endAtDailyLimit(
  deps: SessionEndDeps,
  brandId: string,
  accountId: string,
  sessionId: string,
  minutes: number,
  reachedAt: Date,
): Promise<Date> {
  const until = periodBounds('day', reachedAt).end;
  const now = deps.clock.now();
  await endSessionOnce(deps.db, sessionId, now, async (tx) => {
    await recordAudit(tx, {
      brandId,
      accountId,
      actor: 'system',
      action: 'rg.daily_time_ended',
      ip: null,
      before: { sessionId, limitMinutes: minutes },
      after: { reachedAt: reachedAt.toISOString(), until: until.toISOString() },
      at: now,
    });
  });
  deps.reach.delete(sessionId);
  return until;
}

/**
 * The time played in the GMT+8 day of `now` up to `now`, in milliseconds: the union of the
 * account's login sessions, the one in use (`currentId`) open until now, the others until they
 * were ended or last seen (within the minute the last-seen time is kept to).
 */
export async function playedToday(db: Db, accountId: string, currentId: string | null, now: Date): Promise<number> {
  const { start } = periodBounds('day', now);
  const rows = await selectDaySessions(db, accountId, currentId, now, start);
  const spans: Span[] = rows.map((row) => {
    const from = row.createdAt.getTime();
    if (row.id === currentId) return { from, to: now.getTime() };
    const seen = row.lastSeenAt.getTime() + TOUCH_MS;
    return { from, to: row.revokedAt === null ? seen : Math.min(seen, row.revokedAt.getTime()) };
  });
  return playedMs(spans, start.getTime(), now.getTime());
}

async function dailyReachAt(deps: SessionEndDeps, accountId: string, sessionId: string, minutes: number, now: Date): Promise<number> {
  const { start, end } = periodBounds('day', now);
  const key = `${minutes}:${start.getTime()}`;
  const known = deps.reach.get(sessionId);
  if (known && known.key === key) return known.at;
  const at = reachesLimitAt(await playedToday(deps.db, accountId, sessionId, now), minutes * MINUTE_MS, now.getTime(), end.getTime());
  if (deps.reach.size >= REACH_CACHE_SIZE) deps.reach.delete(deps.reach.keys().next().value as string);
  deps.reach.set(sessionId, { key, at });
  return at;
}

/** Ends the session when its day's play time has reached the daily limit in force; answers the next day's start then, else null. */
export async function dailyEnded(
  deps: SessionEndDeps,
  brandId: string,
  accountId: string,
  rules: SessionRulesRow | null,
  sessionId: string,
): Promise<Date | null> {
  const now = deps.clock.now();
  const minutes = effectiveDailyMinutes(rules, now);
  if (minutes === null) return null;
  const at = await dailyReachAt(deps, accountId, sessionId, minutes, now);
  if (now.getTime() < at) return null;
  return endAtDailyLimit(deps, brandId, accountId, sessionId, minutes, new Date(at));
}
