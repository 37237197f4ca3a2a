import type { RgLimitKind, RgPeriod } from '@pkg/contracts/responsible-gaming';
import type { Queryable } from '../../db/client.ts';

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
