import { RG_SESSION_BREAK_MINUTES, type RgSessionRules, type RgSessionView } from '@pkg/contracts/responsible-gaming';
import type { SessionRef } from '../../http/auth-guard.ts';
import type { Account } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import { walletCurrencyOf } from '../wallet/index.ts';
import { periodBounds } from './rg-periods.ts';
import { reachesLimitAt } from './rg-play-time.ts';
import { effectiveDailyMinutes, effectiveSessionMinutes } from './rg-rules.ts';
import type { SessionRulesRow } from './rg-rules.queries.ts';
import { MINUTE_MS, playedToday, type SessionEndDeps } from './rg-session-end.ts';
import { selectRealityCheckSeen } from './rg-session.queries.ts';
import { selectSessionSums } from './rg-usage.queries.ts';

/** The session rules as the player's page shows them. */
export function rulesView(session: SessionRulesRow | null, now: Date): RgSessionRules {
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
}

/** The next reality check: the first interval boundary after the last "continue" (or after the start); null: no check. */
async function nextCheckAt(deps: Pick<SessionEndDeps, 'db'>, session: SessionRef, interval: number | null): Promise<Date | null> {
  if (interval === null) return null;
  const started = session.createdAt.getTime();
  const seenAt = await selectRealityCheckSeen(deps.db, session.sessionId);
  const since = seenAt ? Math.max(seenAt.getTime(), started) : started;
  const step = interval * MINUTE_MS;
  return new Date(started + (Math.floor((since - started) / step) + 1) * step);
}

/** The login session for the reality check: its start, the server's time, the limits' end, the day's play time, the next check and the net result. */
export async function sessionView(
  deps: Pick<SessionEndDeps, 'db' | 'clock' | 'cache'>,
  brand: Brand,
  account: Account,
  session: SessionRef,
): Promise<RgSessionView> {
  const now = deps.clock.now();
  const rules = await deps.cache.get(account.id);
  const minutes = effectiveSessionMinutes(rules.session, now);
  const interval = rules.session?.realityCheckMinutes ?? null;
  const started = session.createdAt.getTime();
  const next = await nextCheckAt(deps, session, interval);
  const sums = await selectSessionSums(deps.db, account.id, session.createdAt);
  // The daily limit: the day's play time so far, and when this session reaches the limit.
  const daily = effectiveDailyMinutes(rules.session, now);
  const played = daily === null ? null : await playedToday(deps.db, account.id, session.sessionId, now);
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
    nextCheckAt: next?.toISOString() ?? null,
    currency: walletCurrencyOf(brand, account),
    netMinor: sums.netMinor.toString(),
    stakesMinor: sums.stakesMinor.toString(),
  };
}
