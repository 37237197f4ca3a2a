import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createLocalCluster, type Cluster } from '../../lib/cluster.ts';
import { loadRules, type ExclusionRow, type LimitRow, type RgRules, type SessionRulesRow } from './rg-rules.queries.ts';

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
