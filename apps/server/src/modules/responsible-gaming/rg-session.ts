import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionRef } from '../../http/auth-guard.ts';
import type { Account } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import { periodBounds } from './rg-periods.ts';
import { effectiveDailyMinutes, effectiveSessionMinutes, type RulesCache } from './rg-rules.ts';
import type { SessionRulesRow } from './rg-rules.queries.ts';
import { dailyEnded, endAtLimit, MINUTE_MS, playedToday, type SessionEndDeps } from './rg-session-end.ts';
import { setRealityCheck, setTimeLimit, type SessionRuleActor } from './rg-session-rules.ts';
import { rulesView, sessionView } from './rg-session-view.ts';
import { selectOverdueSessions, upsertRealityCheckSeen } from './rg-session.queries.ts';

export type { SessionRuleActor } from './rg-session-rules.ts';

/** The auth guard's check on a call (createSessionTime's `check`). */
async function checkCall(deps: SessionEndDeps, brand: Brand, session: SessionRef): Promise<void> {
  const rules = await deps.cache.get(session.accountId);
  if (!rules.session) return;
  const now = deps.clock.now();
  const minutes = effectiveSessionMinutes(rules.session, now);
  if (minutes !== null && now.getTime() >= session.createdAt.getTime() + minutes * MINUTE_MS) {
    const breakUntil = await endAtLimit(deps, brand.id, session.accountId, session.sessionId, session.createdAt, minutes);
    throw new AppError('rg_session_limit', undefined, breakUntil > now ? { until: breakUntil.toISOString() } : {});
  }
  const until = await dailyEnded(deps, brand.id, session.accountId, rules.session, session.sessionId);
  if (until) throw new AppError('rg_daily_time_limit', undefined, { until: until.toISOString() });
}

/**
 * At login: ends the account's open sessions that reached the limit while still alive (the
 * player left without another call) and refuses the login while a break runs (rg_session_break)
 * or when the day's play time has used up the daily limit (rg_daily_time_used, until the next day).
 */
async function checkLogin(deps: SessionEndDeps, brand: Pick<Brand, 'id' | 'sessionIdleMinutes'>, accountId: string): Promise<void> {
  const { cache } = deps;
  let rules = await cache.get(accountId);
  if (!rules.session) return;
  const now = deps.clock.now();
  const minutes = effectiveSessionMinutes(rules.session, now);
  if (minutes !== null) {
    // Alive when it reached the limit: not past its absolute end, and not idle for the brand's idle time.
    const overdue = await selectOverdueSessions(deps.db, accountId, minutes, now, brand.sessionIdleMinutes);
    for (const row of overdue) await endAtLimit(deps, brand.id, accountId, row.id, row.createdAt, minutes);
    if (overdue.length > 0) rules = await cache.get(accountId);
  }
  const until = rules.session?.breakUntil ?? null;
  if (until && until > now) throw new AppError('rg_session_break', undefined, { until: until.toISOString() });
  const daily = effectiveDailyMinutes(rules.session, now);
  if (daily !== null && (await playedToday(deps.db, accountId, null, now)) >= daily * MINUTE_MS) {
    throw new AppError('rg_daily_time_used', undefined, { until: periodBounds('day', now).end.toISOString() });
  }
}

/**
 * Session time (decision 037): the player's limit on one login session's length, enforced on the
 * session's next authenticated call and at login, the short break after a session ended at it,
 * and the reality check's interval and timing, counted from the session's start on the server.
 * Ending sessions is in rg-session-end.ts, setting the rules in rg-session-rules.ts, the page's
 * view in rg-session-view.ts.
 */
export function createSessionTime(deps: { db: Db; clock: Clock; cache: RulesCache }) {
  const { clock } = deps;
  const ends: SessionEndDeps = { ...deps, reach: new Map() };
  return {
    /**
     * A stake from a game launched in a login session (the vendor's debit, a house spin): refused
     * while the break after a session's end runs, or once that login session is as old as the
     * limit in force or the day's play time has reached the daily limit, which ends it now as the
     * auth guard would have (the game's calls come from the vendor and never pass that guard).
     * Answers true when the stake must be refused.
     */
    async playEnded(
      brandId: string,
      accountId: string,
      rules: SessionRulesRow,
      login: { sessionId: string; startedAt: Date },
    ): Promise<boolean> {
      const now = clock.now();
      if (rules.breakUntil !== null && rules.breakUntil > now) return true;
      const minutes = effectiveSessionMinutes(rules, now);
      if (minutes !== null && now.getTime() >= login.startedAt.getTime() + minutes * MINUTE_MS) {
        await endAtLimit(ends, brandId, accountId, login.sessionId, login.startedAt, minutes);
        return true;
      }
      return (await dailyEnded(ends, brandId, accountId, rules, login.sessionId)) !== null;
    },

    /**
     * The auth guard's check on every call of a real account: a session as old as the limit in
     * force is ended now and the call answers rg_session_limit (with the break's end while it runs);
     * one whose day's play time reached the daily limit is ended and answers rg_daily_time_limit
     * (with the next day's start). An account without a daily limit reads nothing for it.
     */
    check: (brand: Brand, session: SessionRef) => checkCall(ends, brand, session),
    checkLogin: (brand: Pick<Brand, 'id' | 'sessionIdleMinutes'>, accountId: string) => checkLogin(ends, brand, accountId),
    rulesView,

    /**
     * Sets, lowers, raises or removes (null) the session limit on the rules of the other limits:
     * setting or lowering applies at once (this session too) and cancels a waiting raise; raising
     * or removing waits 24 hours; asking again for the same waiting change keeps its time.
     */
    setLimit: (brand: Brand, account: Account, wanted: number | null, by: SessionRuleActor) =>
      setTimeLimit(deps, 'session', brand, account, wanted, by),

    /** The same for the daily play-time limit (all sessions of a GMT+8 day together). */
    setDailyLimit: (brand: Brand, account: Account, wanted: number | null, by: SessionRuleActor) =>
      setTimeLimit(deps, 'daily', brand, account, wanted, by),

    setRealityCheck: (brand: Brand, account: Account, minutes: number | null, by: SessionRuleActor) =>
      setRealityCheck(deps, brand, account, minutes, by),

    view: (brand: Brand, account: Account, session: SessionRef) => sessionView(deps, brand, account, session),

    /** The player pressed "continue" on a reality check: the next one is the first interval boundary after now. */
    async seen(session: SessionRef): Promise<void> {
      await upsertRealityCheckSeen(deps.db, session.sessionId, clock.now());
    },
  };
}

export type SessionTime = ReturnType<typeof createSessionTime>;
