import { RG_RAISE_DELAY_HOURS } from '@pkg/contracts/responsible-gaming';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordAudit } from '../audit/index.ts';
import type { Account } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import type { StaffActor } from '../staff/index.ts';
import { effectiveDailyMinutes, effectiveSessionMinutes, type RulesCache } from './rg-rules.ts';
import type { SessionRulesRow } from './rg-rules.queries.ts';
import { lockSessionRules, upsertRealityCheck, upsertTimeLimit } from './rg-session.queries.ts';
import { auditStaff } from './rg-staff-audit.ts';

const DELAY_MS = RG_RAISE_DELAY_HOURS * 3_600_000;

/** The two time limits: one login session's length, and the day's play time of all sessions together. */
export type TimeLimit = 'session' | 'daily';

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

export interface SessionRuleDeps {
  db: Db;
  clock: Clock;
  cache: RulesCache;
}

type Stored = { limit: number | null; pending: number | null; from: Date | null };

/** What a time limit becomes when `wanted` is asked for at `now` (the rules of the money limits). */
function nextTimeLimit(stored: Stored | null, current: number | null, wanted: number | null, now: Date) {
  const waiting = stored && stored.from !== null && stored.from > now ? stored : null;
  let result: 'set' | 'lowered' | 'pending' | 'unchanged';
  let next: Stored;
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
  return { result, next, waiting };
}

/** Sets one of the two time limits on the rules of the money limits (lower at once, raise or remove after 24 hours). */
export async function setTimeLimit(
  deps: SessionRuleDeps,
  which: TimeLimit,
  brand: Brand,
  account: Account,
  wanted: number | null,
  by: SessionRuleActor,
): Promise<'set' | 'lowered' | 'pending' | 'unchanged'> {
  const { clock } = deps;
  const spec = TIME_LIMITS[which];
  const now = clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockSessionRules(tx, account.id);
    const stored = row ? spec.row(row) : null;
    const current = spec.effective(row, now);
    const { result, next, waiting } = nextTimeLimit(stored, current, wanted, now);
    // Unchanged, unless a waiting change has come due and is written in place of the old limit.
    if (result === 'unchanged' && !(stored && stored.from !== null && stored.from <= now)) return result;
    await upsertTimeLimit(tx, spec.columns, { accountId: account.id, brandId: brand.id }, next, now);
    if (result !== 'unchanged') {
      await recordAudit(tx, {
        brandId: brand.id,
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
  deps.cache.invalidate(account.id);
  return outcome;
}

/** Sets the reality-check interval (null: off); a reminder, not a limit, so it applies at once either way. */
export async function setRealityCheck(
  deps: SessionRuleDeps,
  brand: Brand,
  account: Account,
  minutes: number | null,
  by: SessionRuleActor,
): Promise<'set' | 'unchanged'> {
  const { clock } = deps;
  const now = clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockSessionRules(tx, account.id);
    const before = row?.realityCheckMinutes ?? null;
    if (before === minutes) return 'unchanged' as const;
    await upsertRealityCheck(tx, { accountId: account.id, brandId: brand.id }, minutes, now);
    await recordAudit(tx, {
      brandId: brand.id,
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
  deps.cache.invalidate(account.id);
  return outcome;
}
