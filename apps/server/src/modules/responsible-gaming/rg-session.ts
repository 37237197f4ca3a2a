import { RG_RAISE_DELAY_HOURS, RG_SESSION_BREAK_MINUTES, type RgSessionRules, type RgSessionView } from '@pkg/contracts/responsible-gaming';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffActor } from '../staff/index.ts';
import { auditStaff } from './rg-staff-audit.ts';
import type { Account } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import { walletCurrencyOf } from '../wallet/index.ts';
import { periodBounds } from './rg-periods.ts';
import { playedMs, reachesLimitAt, type Span } from './rg-play-time.ts';
import { effectiveDailyMinutes, effectiveSessionMinutes, type RulesCache, type SessionRulesRow } from './rg-rules.ts';
import type { SessionRef } from '../../http/auth-guard.ts';

const MINUTE_MS = 60_000;
const DELAY_MS = RG_RAISE_DELAY_HOURS * 3_600_000;
const BREAK_MS = RG_SESSION_BREAK_MINUTES * MINUTE_MS;
/** A session's last call is kept at most this late (sessions.last_seen_at is touched once a minute). */
const TOUCH_MS = 60_000;
/** Sessions whose daily-limit end is kept in memory, at most (the oldest go first). */
const REACH_CACHE_SIZE = 10_000;

/** The two time limits: one login session's length, and the day's play time of all sessions together. */
type TimeLimit = 'session' | 'daily';

/** Where each time limit lives in rg_session_rules and how it is audited. */
const TIME_LIMITS = {
  session: {
    columns: { limit: 'limit_minutes', pending: 'pending_minutes', from: 'pending_from' },
    row: (row: SessionRulesRow) => ({ limit: row.limitMinutes, pending: row.pendingMinutes, from: row.pendingFrom }),
    effective: effectiveSessionMinutes,
    action: 'rg.session_limit',
  },
  daily: {
    columns: { limit: 'daily_minutes', pending: 'daily_pending_minutes', from: 'daily_pending_from' },
    row: (row: SessionRulesRow) => ({ limit: row.dailyMinutes, pending: row.dailyPendingMinutes, from: row.dailyPendingFrom }),
    effective: effectiveDailyMinutes,
    action: 'rg.daily_limit',
  },
} as const;

/** Who changed a session rule: the player, or staff on the player's request (named in the audit with the reason). */
export interface SessionRuleActor {
  actor: string;
  ip: string | null;
  reason?: string;
  /** Staff acting for the player: the change also goes to the staff trail, in the same transaction. */
  staff?: StaffActor;
}

const staffOf = (by: SessionRuleActor) => (by.staff ? { actor: by.staff, reason: by.reason ?? '' } : undefined);

// The session's bet movements on the player's main wallet since it started, read as rg-usage.ts
// reads a period's: a reversal counts as the movement it undoes. Net: payouts less stakes and
// clawbacks (negative: a loss); stakes: what was staked less rolled-back stakes.
const SESSION_SUMS = `
  with moves as (
    select p.amount, coalesce(o.code, p.code) as code
      from ledger_postings p
      left join ledger_transfers t on p.code = 'reversal' and t.id = p.transfer_id
      left join ledger_transfers o on o.id = t.reverses_transfer_id
     where p.account_id in (select id from ledger_accounts where owner_account_id = $1 and kind = 'player_main')
       and p.created_at >= $2 and p.code in ('bet_stake', 'bet_payout', 'bet_clawback', 'reversal')
  )
  select
    coalesce(sum(amount) filter (where code in ('bet_stake', 'bet_payout', 'bet_clawback')), 0)::text as net,
    coalesce(-sum(amount) filter (where code = 'bet_stake'), 0)::text as stakes
  from moves`;

/**
 * Session time (decision 037): the player's limit on one login session's length, enforced on the
 * session's next authenticated call and at login, the short break after a session ended at it,
 * and the reality check's interval and timing, counted from the session's start on the server.
 */
export function createSessionTime(deps: { db: Db; clock: Clock; cache: RulesCache }) {
  const { db, clock, cache } = deps;
  // When each session in use reaches the daily limit. While a session stays open the day's total
  // grows with the clock whatever the other devices do, so the instant holds until the limit in
  // force or the day changes (the key); it is worked out again then.
  const reach = new Map<string, { key: string; at: number }>();

  /**
   * Revokes a session and, only if this call is the one that ended it, runs `then` (the break, the
   * audit) in the same transaction: a racing call that ended it first wrote them already.
   */
  async function endSessionOnce(sessionId: string, now: Date, then: (tx: Queryable) => Promise<void>): Promise<void> {
    await db.transaction(async (tx) => {
      const ended = await tx.query(`update sessions set revoked_at = $2 where id = $1 and revoked_at is null returning id`, [
        sessionId,
        now.toISOString(),
      ]);
      if (ended.length > 0) await then(tx);
    });
  }

  /**
   * Ends a session that reached its limit at `reachedAt` (unless already ended), starts the break
   * from that instant and audits it, in one transaction. Answers when the break ends.
   */
  async function endAtLimit(merchantId: string, accountId: string, sessionId: string, startedAt: Date, minutes: number): Promise<Date> {
    const reachedAt = new Date(startedAt.getTime() + minutes * MINUTE_MS);
    const breakUntil = new Date(reachedAt.getTime() + BREAK_MS);
    const now = clock.now();
    await endSessionOnce(sessionId, now, async (tx) => {
      await tx.query(
        `update rg_session_rules set break_until = greatest(coalesce(break_until, $2), $2), updated_at = $3 where account_id = $1`,
        [accountId, breakUntil.toISOString(), now.toISOString()],
      );
      await recordAudit(tx, {
        merchantId,
        accountId,
        actor: 'system',
        action: 'rg.session_ended',
        ip: null,
        before: { sessionId, startedAt: startedAt.toISOString(), limitMinutes: minutes },
        after: { reachedAt: reachedAt.toISOString(), breakUntil: breakUntil.toISOString() },
        at: now,
      });
    });
    cache.invalidate(accountId);
    return breakUntil;
  }

  /**
   * Ends a session at the daily play-time limit reached at `reachedAt` (unless already ended) and
   * audits it. A new login is refused by the day's play time itself (checkLogin), so no break is
   * stored. Answers when a login is allowed again: the next GMT+8 day.
   */
  async function endAtDailyLimit(merchantId: string, accountId: string, sessionId: string, minutes: number, reachedAt: Date) {
    const until = periodBounds('day', reachedAt).end;
    const now = clock.now();
    await endSessionOnce(sessionId, now, async (tx) => {
      await recordAudit(tx, {
        merchantId,
        accountId,
        actor: 'system',
        action: 'rg.daily_time_ended',
        ip: null,
        before: { sessionId, limitMinutes: minutes },
        after: { reachedAt: reachedAt.toISOString(), until: until.toISOString() },
        at: now,
      });
    });
    reach.delete(sessionId);
    return until;
  }

  /**
   * The time played in the GMT+8 day of `now` up to `now`, in milliseconds: the union of the
   * account's login sessions, the one in use (`currentId`) open until now, the others until they
   * were ended or last seen (within the minute the last-seen time is kept to).
   */
  async function playedToday(accountId: string, currentId: string | null, now: Date): Promise<number> {
    const { start } = periodBounds('day', now);
    const rows = await db.query<{ id: string; createdAt: Date; lastSeenAt: Date; revokedAt: Date | null }>(
      `select id::text as id, created_at as "createdAt", last_seen_at as "lastSeenAt", revoked_at as "revokedAt" from sessions
        where account_id = $1 and created_at < $2 and (id::text = $3 or last_seen_at + interval '1 minute' > $4)`,
      [accountId, now.toISOString(), currentId ?? '', start.toISOString()],
    );
    const spans: Span[] = rows.map((row) => {
      const from = new Date(row.createdAt).getTime();
      if (row.id === currentId) return { from, to: now.getTime() };
      const seen = new Date(row.lastSeenAt).getTime() + TOUCH_MS;
      return { from, to: row.revokedAt === null ? seen : Math.min(seen, new Date(row.revokedAt).getTime()) };
    });
    return playedMs(spans, start.getTime(), now.getTime());
  }

  async function dailyReachAt(accountId: string, sessionId: string, minutes: number, now: Date): Promise<number> {
    const { start, end } = periodBounds('day', now);
    const key = `${minutes}:${start.getTime()}`;
    const known = reach.get(sessionId);
    if (known && known.key === key) return known.at;
    const at = reachesLimitAt(await playedToday(accountId, sessionId, now), minutes * MINUTE_MS, now.getTime(), end.getTime());
    if (reach.size >= REACH_CACHE_SIZE) reach.delete(reach.keys().next().value as string);
    reach.set(sessionId, { key, at });
    return at;
  }

  /** Ends the session when its day's play time has reached the daily limit in force; answers the next day's start then, else null. */
  async function dailyEnded(merchantId: string, accountId: string, rules: SessionRulesRow | null, sessionId: string): Promise<Date | null> {
    const now = clock.now();
    const minutes = effectiveDailyMinutes(rules, now);
    if (minutes === null) return null;
    const at = await dailyReachAt(accountId, sessionId, minutes, now);
    if (now.getTime() < at) return null;
    return endAtDailyLimit(merchantId, accountId, sessionId, minutes, new Date(at));
  }

  async function lockRules(tx: Queryable, account: Account): Promise<SessionRulesRow | null> {
    // One change at a time per account: the account row is the lock (the rules row may not exist yet).
    await tx.query(`select 1 from accounts where id = $1 for update`, [account.id]);
    const [row] = await tx.query<SessionRulesRow>(
      `select limit_minutes as "limitMinutes", pending_minutes as "pendingMinutes", pending_from as "pendingFrom",
              reality_check_minutes as "realityCheckMinutes", break_until as "breakUntil", daily_minutes as "dailyMinutes",
              daily_pending_minutes as "dailyPendingMinutes", daily_pending_from as "dailyPendingFrom"
         from rg_session_rules where account_id = $1`,
      [account.id],
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

  /** Sets one of the two time limits on the rules of the money limits (lower at once, raise or remove after 24 hours). */
  async function setTimeLimit(
    which: TimeLimit,
    brand: Brand,
    account: Account,
    wanted: number | null,
    by: SessionRuleActor,
  ): Promise<'set' | 'lowered' | 'pending' | 'unchanged'> {
    const spec = TIME_LIMITS[which];
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const row = await lockRules(tx, account);
      const stored = row ? spec.row(row) : null;
      const current = spec.effective(row, now);
      const waiting = stored && stored.from !== null && stored.from > now ? stored : null;
      let result: 'set' | 'lowered' | 'pending' | 'unchanged';
      let next: { limit: number | null; pending: number | null; from: Date | null };
      if (current === null) {
        result = wanted === null ? 'unchanged' : 'set';
        next = { limit: wanted, pending: null, from: null };
      } else if (wanted !== null && wanted <= current) {
        result = wanted === current && !waiting ? 'unchanged' : 'lowered';
        next = { limit: wanted, pending: null, from: null };
      } else {
        result = 'pending';
        const same = waiting && waiting.pending === wanted;
        next = { limit: current, pending: wanted, from: same ? waiting.from : new Date(now.getTime() + DELAY_MS) };
      }
      // Unchanged, unless a waiting change has come due and is written in place of the old limit.
      if (result === 'unchanged' && !(stored && stored.from !== null && stored.from <= now)) return result;
      const { limit, pending, from } = spec.columns;
      await tx.query(
        `insert into rg_session_rules (account_id, merchant_id, ${limit}, ${pending}, ${from}, updated_at)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (account_id) do update
           set ${limit} = excluded.${limit}, ${pending} = excluded.${pending}, ${from} = excluded.${from},
               updated_at = excluded.updated_at`,
        [account.id, brand.id, next.limit, next.pending, next.from?.toISOString() ?? null, now.toISOString()],
      );
      if (result !== 'unchanged') {
        await recordAudit(tx, {
          merchantId: brand.id,
          accountId: account.id,
          actor: by.actor,
          action: `${spec.action}.${result}`,
          ip: by.ip,
          before: { limitMinutes: current, pendingMinutes: waiting?.pending ?? null },
          after: {
            limitMinutes: next.limit,
            ...(result === 'pending' ? { pendingMinutes: next.pending, appliesAt: next.from?.toISOString() } : {}),
            ...(by.reason ? { reason: by.reason } : {}),
          },
          at: now,
        });
        await auditStaff(tx, clock, staffOf(by), brand.id, account, spec.action, { result, limitMinutes: wanted });
      }
      return result;
    });
    cache.invalidate(account.id);
    return outcome;
  }

  return {
    /**
     * A stake from a game launched in a login session (the vendor's debit, a house spin): refused
     * while the break after a session's end runs, or once that login session is as old as the
     * limit in force or the day's play time has reached the daily limit, which ends it now as the
     * auth guard would have (the game's calls come from the vendor and never pass that guard).
     * Answers true when the stake must be refused.
     */
    async playEnded(
      merchantId: string,
      accountId: string,
      rules: SessionRulesRow,
      login: { sessionId: string; startedAt: Date },
    ): Promise<boolean> {
      const now = clock.now();
      if (rules.breakUntil !== null && rules.breakUntil > now) return true;
      const minutes = effectiveSessionMinutes(rules, now);
      if (minutes !== null && now.getTime() >= login.startedAt.getTime() + minutes * MINUTE_MS) {
        await endAtLimit(merchantId, accountId, login.sessionId, login.startedAt, minutes);
        return true;
      }
      return (await dailyEnded(merchantId, accountId, rules, login.sessionId)) !== null;
    },

    /**
     * The auth guard's check on every call of a real account: a session as old as the limit in
     * force is ended now and the call answers rg_session_limit (with the break's end while it runs);
     * one whose day's play time reached the daily limit is ended and answers rg_daily_time_limit
     * (with the next day's start). An account without a daily limit reads nothing for it.
     */
    async check(brand: Brand, session: SessionRef): Promise<void> {
      const rules = await cache.get(session.accountId);
      if (!rules.session) return;
      const now = clock.now();
      const minutes = effectiveSessionMinutes(rules.session, now);
      if (minutes !== null && now.getTime() >= session.createdAt.getTime() + minutes * MINUTE_MS) {
        const breakUntil = await endAtLimit(brand.id, session.accountId, session.sessionId, session.createdAt, minutes);
        throw new AppError('rg_session_limit', undefined, breakUntil > now ? { until: breakUntil.toISOString() } : {});
      }
      const until = await dailyEnded(brand.id, session.accountId, rules.session, session.sessionId);
      if (until) throw new AppError('rg_daily_time_limit', undefined, { until: until.toISOString() });
    },

    /**
     * At login: ends the account's open sessions that reached the limit while still alive (the
     * player left without another call) and refuses the login while a break runs (rg_session_break)
     * or when the day's play time has used up the daily limit (rg_daily_time_used, until the next day).
     */
    async checkLogin(brand: Pick<Brand, 'id' | 'sessionIdleMinutes'>, accountId: string): Promise<void> {
      let rules = await cache.get(accountId);
      if (!rules.session) return;
      const now = clock.now();
      const minutes = effectiveSessionMinutes(rules.session, now);
      if (minutes !== null) {
        // Alive when it reached the limit: not past its absolute end, and not idle for the brand's idle time.
        const overdue = await db.query<{ id: string; createdAt: Date }>(
          `select id::text as id, created_at as "createdAt" from sessions
            where account_id = $1 and revoked_at is null
              and created_at + make_interval(mins => $2::int) <= $3
              and expires_at > created_at + make_interval(mins => $2::int)
              and last_seen_at + make_interval(mins => $4::int) > created_at + make_interval(mins => $2::int)`,
          [accountId, minutes, now.toISOString(), brand.sessionIdleMinutes],
        );
        for (const row of overdue) await endAtLimit(brand.id, accountId, row.id, new Date(row.createdAt), minutes);
        if (overdue.length > 0) rules = await cache.get(accountId);
      }
      const until = rules.session?.breakUntil ?? null;
      if (until && until > now) throw new AppError('rg_session_break', undefined, { until: until.toISOString() });
      const daily = effectiveDailyMinutes(rules.session, now);
      if (daily !== null && (await playedToday(accountId, null, now)) >= daily * MINUTE_MS) {
        throw new AppError('rg_daily_time_used', undefined, { until: periodBounds('day', now).end.toISOString() });
      }
    },

    /** The session rules as the player's page shows them. */
    rulesView(session: SessionRulesRow | null, now: Date): RgSessionRules {
      const waiting = session && session.pendingFrom !== null && session.pendingFrom > now ? session : null;
      const dailyWaiting = session && session.dailyPendingFrom !== null && session.dailyPendingFrom > now ? session : null;
      return {
        limitMinutes: effectiveSessionMinutes(session, now),
        pending: waiting ? { limitMinutes: waiting.pendingMinutes, appliesAt: (waiting.pendingFrom as Date).toISOString() } : null,
        realityCheckMinutes: session?.realityCheckMinutes ?? null,
        breakMinutes: RG_SESSION_BREAK_MINUTES,
        dailyLimitMinutes: effectiveDailyMinutes(session, now),
        dailyPending: dailyWaiting
          ? { limitMinutes: dailyWaiting.dailyPendingMinutes, appliesAt: (dailyWaiting.dailyPendingFrom as Date).toISOString() }
          : null,
      };
    },

    /**
     * Sets, lowers, raises or removes (null) the session limit on the rules of the other limits:
     * setting or lowering applies at once (this session too) and cancels a waiting raise; raising
     * or removing waits 24 hours; asking again for the same waiting change keeps its time.
     */
    setLimit: (brand: Brand, account: Account, wanted: number | null, by: SessionRuleActor) =>
      setTimeLimit('session', brand, account, wanted, by),

    /** The same for the daily play-time limit (all sessions of a GMT+8 day together). */
    setDailyLimit: (brand: Brand, account: Account, wanted: number | null, by: SessionRuleActor) =>
      setTimeLimit('daily', brand, account, wanted, by),

    /** Sets the reality-check interval (null: off); a reminder, not a limit, so it applies at once either way. */
    async setRealityCheck(brand: Brand, account: Account, minutes: number | null, by: SessionRuleActor): Promise<'set' | 'unchanged'> {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const row = await lockRules(tx, account);
        const before = row?.realityCheckMinutes ?? null;
        if (before === minutes) return 'unchanged' as const;
        await tx.query(
          `insert into rg_session_rules (account_id, merchant_id, reality_check_minutes, updated_at) values ($1, $2, $3, $4)
           on conflict (account_id) do update set reality_check_minutes = excluded.reality_check_minutes, updated_at = excluded.updated_at`,
          [account.id, brand.id, minutes, now.toISOString()],
        );
        await recordAudit(tx, {
          merchantId: brand.id,
          accountId: account.id,
          actor: by.actor,
          action: 'rg.reality_check',
          ip: by.ip,
          before: { minutes: before },
          after: { minutes, ...(by.reason ? { reason: by.reason } : {}) },
          at: now,
        });
        await auditStaff(tx, clock, staffOf(by), brand.id, account, 'rg.reality_check', { minutes });
        return 'set' as const;
      });
      cache.invalidate(account.id);
      return outcome;
    },

    /** The login session for the reality check: its start, the server's time, the limits' end, the day's play time, the next check and the net result. */
    async view(brand: Brand, account: Account, session: SessionRef): Promise<RgSessionView> {
      const now = clock.now();
      const rules = await cache.get(account.id);
      const minutes = effectiveSessionMinutes(rules.session, now);
      const interval = rules.session?.realityCheckMinutes ?? null;
      const started = session.createdAt.getTime();
      let nextCheckAt: Date | null = null;
      if (interval !== null) {
        const [seen] = await db.query<{ seenAt: Date }>(`select seen_at as "seenAt" from rg_reality_checks where session_id = $1`, [
          session.sessionId,
        ]);
        const since = seen ? Math.max(new Date(seen.seenAt).getTime(), started) : started;
        const step = interval * MINUTE_MS;
        // The first interval boundary after the last "continue" (or after the start).
        nextCheckAt = new Date(started + (Math.floor((since - started) / step) + 1) * step);
      }
      const [sums] = await db.query<{ net: string; stakes: string }>(SESSION_SUMS, [account.id, session.createdAt.toISOString()]);
      // The daily limit: the day's play time so far, and when this session reaches the limit.
      const daily = effectiveDailyMinutes(rules.session, now);
      const played = daily === null ? null : await playedToday(account.id, session.sessionId, now);
      const ends = [
        minutes === null ? null : started + minutes * MINUTE_MS,
        played === null || daily === null
          ? null
          : reachesLimitAt(played, daily * MINUTE_MS, now.getTime(), periodBounds('day', now).end.getTime()),
      ].filter((at): at is number => at !== null);
      return {
        startedAt: session.createdAt.toISOString(),
        now: now.toISOString(),
        endsAt: ends.length === 0 ? null : new Date(Math.min(...ends)).toISOString(),
        playedTodayMinutes: played === null ? null : Math.floor(played / MINUTE_MS),
        realityCheckMinutes: interval,
        nextCheckAt: nextCheckAt?.toISOString() ?? null,
        currency: walletCurrencyOf(brand, account),
        netMinor: sums?.net ?? '0',
        stakesMinor: sums?.stakes ?? '0',
      };
    },

    /** The player pressed "continue" on a reality check: the next one is the first interval boundary after now. */
    async seen(session: SessionRef): Promise<void> {
      await db.query(
        `insert into rg_reality_checks (session_id, seen_at) values ($1, $2)
         on conflict (session_id) do update set seen_at = greatest(rg_reality_checks.seen_at, excluded.seen_at)`,
        [session.sessionId, clock.now().toISOString()],
      );
    },
  };
}

export type SessionTime = ReturnType<typeof createSessionTime>;
