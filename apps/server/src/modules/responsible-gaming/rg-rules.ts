import type { RgLimitKind, RgPeriod } from '@pkg/contracts/responsible-gaming';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createLocalCluster, type Cluster } from '../../lib/cluster.ts';

/** One limit row as stored: the amount in force and a waiting raise or removal (pendingAmount null: removal). */
export interface LimitRow {
  kind: RgLimitKind;
  period: RgPeriod;
  amountMinor: bigint;
  pendingAmountMinor: bigint | null;
  pendingFrom: Date | null;
}

/** A cool-off or self-exclusion that had not ended when read. */
export interface ExclusionRow {
  kind: 'cool_off' | 'self_exclusion';
  startsAt: Date;
  /** null: permanent. */
  endsAt: Date | null;
}

/** An account's session-time rules as stored (rg_session_rules): the limit with a waiting raise or removal, the break. */
export interface SessionRulesRow {
  limitMinutes: number | null;
  pendingMinutes: number | null;
  pendingFrom: Date | null;
  realityCheckMinutes: number | null;
  /** A new login is refused before it (a session ended at its limit); null: none. */
  breakUntil: Date | null;
  /** The daily play-time limit (all sessions of a GMT+8 day), with its waiting raise or removal. */
  dailyMinutes: number | null;
  dailyPendingMinutes: number | null;
  dailyPendingFrom: Date | null;
}

/** An account's rules: its limits, the exclusions not yet over and its session-time rules. */
export interface RgRules {
  limits: LimitRow[];
  exclusions: ExclusionRow[];
  /** null: the account never set a session limit or reality check. */
  session: SessionRulesRow | null;
  /**
   * Locked by staff (the members desk, decision 038): no stake is taken, also from a game opened
   * before the lock, whose calls never pass the site's session check. Read here so a stake costs
   * one cached look-up still, and dropped from every process's cache by the same message.
   */
  suspended: boolean;
}

interface RulesJson {
  suspended: boolean | null;
  limits: { kind: RgLimitKind; period: RgPeriod; amount: string; pending: string | null; pendingFrom: string | null }[];
  exclusions: { kind: ExclusionRow['kind']; startsAt: string; endsAt: string | null }[];
  session: {
    limitMinutes: number | null;
    pendingMinutes: number | null;
    pendingFrom: string | null;
    realityCheckMinutes: number | null;
    breakUntil: string | null;
    dailyMinutes: number | null;
    dailyPendingMinutes: number | null;
    dailyPendingFrom: string | null;
  } | null;
}

/** Reads an account's rules in one statement (the bet path's only look-up for accounts without any). */
export async function loadRules(q: Queryable, accountId: string, now: Date): Promise<RgRules> {
  const [row] = await q.query<RulesJson>(
    `select
       (select locked_at is not null from accounts where id = $1) as suspended,
       (select coalesce(json_agg(json_build_object('kind', kind, 'period', period, 'amount', amount::text,
               'pending', pending_amount::text, 'pendingFrom', pending_from)), '[]'::json)
          from rg_limits where account_id = $1) as limits,
       (select coalesce(json_agg(json_build_object('kind', kind, 'startsAt', starts_at, 'endsAt', ends_at)), '[]'::json)
          from rg_exclusions where account_id = $1 and (ends_at is null or ends_at > $2)) as exclusions,
       (select json_build_object('limitMinutes', limit_minutes, 'pendingMinutes', pending_minutes, 'pendingFrom', pending_from,
               'realityCheckMinutes', reality_check_minutes, 'breakUntil', break_until, 'dailyMinutes', daily_minutes,
               'dailyPendingMinutes', daily_pending_minutes, 'dailyPendingFrom', daily_pending_from)
          from rg_session_rules where account_id = $1) as session`,
    [accountId, now.toISOString()],
  );
  return {
    suspended: row?.suspended === true,
    limits: (row?.limits ?? []).map((limit) => ({
      kind: limit.kind,
      period: limit.period,
      amountMinor: BigInt(limit.amount),
      pendingAmountMinor: limit.pending === null ? null : BigInt(limit.pending),
      pendingFrom: limit.pendingFrom === null ? null : new Date(limit.pendingFrom),
    })),
    exclusions: (row?.exclusions ?? []).map((exclusion) => ({
      kind: exclusion.kind,
      startsAt: new Date(exclusion.startsAt),
      endsAt: exclusion.endsAt === null ? null : new Date(exclusion.endsAt),
    })),
    session: row?.session
      ? {
          limitMinutes: row.session.limitMinutes,
          pendingMinutes: row.session.pendingMinutes,
          pendingFrom: row.session.pendingFrom === null ? null : new Date(row.session.pendingFrom),
          realityCheckMinutes: row.session.realityCheckMinutes,
          breakUntil: row.session.breakUntil === null ? null : new Date(row.session.breakUntil),
          dailyMinutes: row.session.dailyMinutes,
          dailyPendingMinutes: row.session.dailyPendingMinutes,
          dailyPendingFrom: row.session.dailyPendingFrom === null ? null : new Date(row.session.dailyPendingFrom),
        }
      : null,
  };
}

/** The session limit in force at `now`, in minutes: a waiting change applies once its time has come; null when none. */
export function effectiveSessionMinutes(session: SessionRulesRow | null, now: Date): number | null {
  if (!session) return null;
  if (session.pendingFrom !== null && session.pendingFrom <= now) return session.pendingMinutes;
  return session.limitMinutes;
}

/** The daily play-time limit in force at `now`, in minutes: a waiting change applies once its time has come; null when none. */
export function effectiveDailyMinutes(session: SessionRulesRow | null, now: Date): number | null {
  if (!session) return null;
  if (session.dailyPendingFrom !== null && session.dailyPendingFrom <= now) return session.dailyPendingMinutes;
  return session.dailyMinutes;
}

/** The limit in force at `now`: a waiting change applies once its time has come; null when none. */
export function effectiveAmount(limit: LimitRow, now: Date): bigint | null {
  if (limit.pendingFrom !== null && limit.pendingFrom <= now) return limit.pendingAmountMinor;
  return limit.amountMinor;
}

/** The exclusion in force at `now`: the one that ends last (a permanent one first), or null. */
export function activeExclusion(rules: RgRules, now: Date): ExclusionRow | null {
  let found: ExclusionRow | null = null;
  for (const exclusion of rules.exclusions) {
    if (exclusion.startsAt > now || (exclusion.endsAt !== null && exclusion.endsAt <= now)) continue;
    if (!found || endsLater(exclusion, found)) found = exclusion;
  }
  return found;
}

function endsLater(a: ExclusionRow, b: ExclusionRow): boolean {
  if (b.endsAt === null) return false;
  return a.endsAt === null || a.endsAt > b.endsAt;
}

/** True when the rules hold no limit, exclusion or staff lock: the bet path skips every further look-up (session rules do not touch bets). */
export function isEmpty(rules: RgRules): boolean {
  return !rules.suspended && rules.limits.length === 0 && rules.exclusions.length === 0;
}

const INVALIDATE_CHANNEL = 'rg-rules-changed';

// Enough for every account betting at once on one process; beyond it the oldest entries go.
const MAX_CACHED = 50_000;

/**
 * Each account's rules kept in memory for `cacheMs` (the brand cache's time), dropped at once in
 * every process of the cluster when one changes them (decision 045; a lost message leaves the old
 * rules until `cacheMs` runs out; the CLI, outside the cluster, waits the same). Every
 * time-dependent decision (a raise coming due, an exclusion ending) is made from the rows at the
 * time of the call, so a cached entry never goes wrong by itself.
 */
export function createRulesCache(db: Db, clock: Clock, cacheMs: number, cluster: Cluster = createLocalCluster()) {
  const entries = new Map<string, { rules: RgRules; loadedAtMs: number }>();
  cluster.listen(INVALIDATE_CHANNEL, (accountId) => entries.delete(accountId));
  return {
    async get(accountId: string): Promise<RgRules> {
      const cached = entries.get(accountId);
      const now = clock.now();
      const nowMs = now.getTime();
      if (cached && nowMs - cached.loadedAtMs < cacheMs) return cached.rules;
      // Exclusions already over are not read; those that end while cached are skipped by activeExclusion.
      const rules = await loadRules(db, accountId, now);
      if (cacheMs > 0) {
        if (entries.size >= MAX_CACHED) entries.delete(entries.keys().next().value as string);
        entries.set(accountId, { rules, loadedAtMs: nowMs });
      }
      return rules;
    },
    /** Forgets an account's rules after a change, in every process (call after the change committed). */
    invalidate(accountId: string): void {
      cluster.broadcast(INVALIDATE_CHANNEL, accountId);
    },
  };
}

export type RulesCache = ReturnType<typeof createRulesCache>;
