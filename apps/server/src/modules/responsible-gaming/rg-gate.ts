import { RG_PERIODS, type RgPeriod } from '@pkg/contracts/responsible-gaming';
import type { Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { activeExclusion, effectiveAmount, isEmpty, type RulesCache } from './rg-rules.ts';
import { loadRules, type ExclusionRow, type RgRules } from './rg-rules.queries.ts';
import { betUsage, depositUsage } from './rg-usage.ts';
import type { SessionTime } from './rg-session.ts';
import type { Brand } from '../brands/index.ts';
import { createLocalCluster, type Cluster } from '../../lib/cluster.ts';

/** Why a bet was refused: the error code for our own calls and the wallet API's status for vendors. */
export interface BetRefusal {
  code: 'rg_cooling_off' | 'rg_self_excluded' | 'rg_loss_limit' | 'rg_wager_limit' | 'rg_session_limit' | 'account_suspended';
  walletStatus: 'PLAYER_BLOCKED' | 'BET_LIMIT_EXCEEDED';
  exclusion: ExclusionRow | null;
}

/** The refusal of an exclusion in force, naming its end (absent: permanent). */
export function exclusionError(exclusion: ExclusionRow): AppError {
  const code = exclusion.kind === 'cool_off' ? 'rg_cooling_off' : 'rg_self_excluded';
  return new AppError(code, undefined, exclusion.endsAt ? { until: exclusion.endsAt.toISOString() } : { permanent: true });
}

/** The error of a bet refusal, for calls of our own (lottery orders). */
export function betRefusalError(refusal: BetRefusal): AppError {
  return refusal.exclusion ? exclusionError(refusal.exclusion) : new AppError(refusal.code);
}

/** Where a stake comes from, when it is a game's: the brand, and the login session the game was launched in. */
export interface PlaySource {
  brandId: string;
  login: { sessionId: string; startedAt: Date } | null;
}

/**
 * Where responsible gaming is enforced (decision 037): login, new deposit orders and every stake.
 * Every stake passing here, it also refuses those of an account staff locked (decision 038's
 * addendum), from games opened before the lock too. An account without rules costs one cached
 * look-up; only accounts with limits pay for period sums.
 */
export function createRgGate(deps: {
  clock: Clock;
  cache: RulesCache;
  sessionTime?: Pick<SessionTime, 'checkLogin' | 'playEnded'>;
  cluster?: Cluster;
}) {
  const { clock, cache } = deps;
  // Stakes of one account with bet limits run one at a time across every process of the cluster
  // (a Redis lock with several, decision 045), so two bets cannot both pass the check against the
  // same sums. Accounts without limits never wait here.
  const cluster = deps.cluster ?? createLocalCluster();
  const serialised = <T>(accountId: string, run: () => Promise<T>): Promise<T> => cluster.withLock(`rg-bet:${accountId}`, run);

  async function refusalOf(q: Queryable, rules: RgRules, accountId: string, stakeMinor: bigint, now: Date): Promise<BetRefusal | null> {
    if (rules.suspended) return { code: 'account_suspended', walletStatus: 'PLAYER_BLOCKED', exclusion: null };
    const exclusion = activeExclusion(rules, now);
    if (exclusion) {
      return { code: exclusion.kind === 'cool_off' ? 'rg_cooling_off' : 'rg_self_excluded', walletStatus: 'PLAYER_BLOCKED', exclusion };
    }
    const limits = rules.limits.filter((limit) => limit.kind !== 'deposit' && effectiveAmount(limit, now) !== null);
    if (limits.length === 0) return null;
    const used = await betUsage(q, accountId, now);
    for (const limit of limits) {
      const cap = effectiveAmount(limit, now) as bigint;
      // A stake counts in full towards the wager and, until it is paid back, towards the loss.
      if (used[limit.kind as 'loss' | 'wager'][limit.period] + stakeMinor > cap) {
        return { code: limit.kind === 'loss' ? 'rg_loss_limit' : 'rg_wager_limit', walletStatus: 'BET_LIMIT_EXCEEDED', exclusion: null };
      }
    }
    return null;
  }

  return {
    /**
     * Refuses a login while a cool-off or self-exclusion runs (rg_cooling_off / rg_self_excluded
     * with `until`), or, given the brand, during the break after a session ended at its time limit
     * (rg_session_break with `until`).
     */
    async checkLogin(accountId: string, brand?: Pick<Brand, 'id' | 'sessionIdleMinutes'>): Promise<void> {
      const rules = await cache.get(accountId);
      const exclusion = isEmpty(rules) ? null : activeExclusion(rules, clock.now());
      if (exclusion) throw exclusionError(exclusion);
      if (brand && rules.session && deps.sessionTime) await deps.sessionTime.checkLogin(brand, accountId);
    },

    /**
     * Refuses a new deposit order while excluded, or when the credited and open deposits of a
     * period plus `amountMinor` would pass a deposit limit: the player's own (rg_deposit_limit) or
     * the brand's (`brandLimits`, rg_brand_deposit_limit), whichever is lower, with what still
     * fits. Reads through `q`, so it runs inside the order's transaction after the account's lock.
     */
    async checkDeposit(q: Queryable, accountId: string, amountMinor: bigint, brandLimits: Brand['depositLimits'] = {}): Promise<void> {
      const now = clock.now();
      const rules = await loadRules(q, accountId, now);
      const exclusion = isEmpty(rules) ? null : activeExclusion(rules, now);
      if (exclusion) throw exclusionError(exclusion);
      // Per period the lower of the brand's limit and the player's own; on a tie the player's is named.
      const caps = new Map<RgPeriod, { cap: bigint; code: 'rg_deposit_limit' | 'rg_brand_deposit_limit' }>();
      for (const period of RG_PERIODS) {
        const cap = brandLimits[period];
        if (cap !== undefined) caps.set(period, { cap, code: 'rg_brand_deposit_limit' });
      }
      for (const limit of rules.limits) {
        const cap = limit.kind === 'deposit' ? effectiveAmount(limit, now) : null;
        const brand = caps.get(limit.period);
        if (cap !== null && (!brand || cap <= brand.cap)) caps.set(limit.period, { cap, code: 'rg_deposit_limit' });
      }
      if (caps.size === 0) return;
      const used = await depositUsage(q, accountId, now);
      for (const [period, { cap, code }] of caps) {
        if (used[period] + amountMinor > cap) {
          const remaining = cap > used[period] ? cap - used[period] : 0n;
          throw new AppError(code, period, { remainingMinor: remaining.toString() });
        }
      }
    },

    /**
     * Runs a stake of `stakeMinor` through `place` unless the account's rules refuse it; nothing
     * is placed when refused. `isRepeat` answers whether the stake was already taken (a vendor's
     * retry): a repeat is placed without a check, so it answers its first result. `play` names the
     * game's login session: its time limit ends the game's stakes too (PLAYER_BLOCKED).
     */
    async bet<T>(
      q: Queryable,
      accountId: string,
      stakeMinor: bigint,
      place: () => Promise<T>,
      isRepeat?: () => Promise<boolean>,
      play?: PlaySource,
    ): Promise<{ ok: true; value: T } | { ok: false; refusal: BetRefusal }> {
      const rules = await cache.get(accountId);
      if (play?.login && rules.session && deps.sessionTime && !(isRepeat && (await isRepeat()))) {
        if (await deps.sessionTime.playEnded(play.brandId, accountId, rules.session, play.login)) {
          return { ok: false, refusal: { code: 'rg_session_limit', walletStatus: 'PLAYER_BLOCKED', exclusion: null } };
        }
      }
      if (isEmpty(rules)) return { ok: true, value: await place() };
      return serialised(accountId, async () => {
        if (!(isRepeat && (await isRepeat()))) {
          const refusal = await refusalOf(q, rules, accountId, stakeMinor, clock.now());
          if (refusal) return { ok: false as const, refusal };
        }
        return { ok: true as const, value: await place() };
      });
    },
  };
}

export type RgGate = ReturnType<typeof createRgGate>;
