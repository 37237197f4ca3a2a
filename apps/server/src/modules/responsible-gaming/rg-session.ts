import { RG_RAISE_DELAY_HOURS, RG_SESSION_BREAK_MINUTES, type RgSessionRules, type RgSessionView } from '@pkg/contracts/responsible-gaming';
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/audit.ts';
import type { StaffActor } from '../staff/staff-actor.ts';
import { auditStaff } from './rg-staff-audit.ts';
import type { Account } from '../accounts/account.types.ts';
import type { Brand } from '../brands/brand.types.ts';
import type { SessionRef } from '../session/session.service.ts';
import { walletCurrencyOf } from '../wallet/wallet-currency.ts';
import { effectiveSessionMinutes, type RulesCache, type SessionRulesRow } from './rg-rules.ts';

const MINUTE_MS = 60_000;
const DELAY_MS = RG_RAISE_DELAY_HOURS * 3_600_000;
const BREAK_MS = RG_SESSION_BREAK_MINUTES * MINUTE_MS;

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

  /**
   * Ends a session that reached its limit at `reachedAt` (unless already ended), starts the break
   * from that instant and audits it, in one transaction. Answers when the break ends.
   */
  async function endAtLimit(merchantId: string, accountId: string, sessionId: string, startedAt: Date, minutes: number): Promise<Date> {
    const reachedAt = new Date(startedAt.getTime() + minutes * MINUTE_MS);
    const breakUntil = new Date(reachedAt.getTime() + BREAK_MS);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const ended = await tx.query(`update sessions set revoked_at = $2 where id = $1 and revoked_at is null returning id`, [
        sessionId,
        now.toISOString(),
      ]);
      // Another call ended it meanwhile: that call wrote the break and the audit.
      if (ended.length === 0) return;
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

  async function lockRules(tx: Queryable, account: Account): Promise<SessionRulesRow | null> {
    // One change at a time per account: the account row is the lock (the rules row may not exist yet).
    await tx.query(`select 1 from accounts where id = $1 for update`, [account.id]);
    const [row] = await tx.query<{
      limitMinutes: number | null;
      pendingMinutes: number | null;
      pendingFrom: Date | null;
      realityCheckMinutes: number | null;
      breakUntil: Date | null;
    }>(
      `select limit_minutes as "limitMinutes", pending_minutes as "pendingMinutes", pending_from as "pendingFrom",
              reality_check_minutes as "realityCheckMinutes", break_until as "breakUntil"
         from rg_session_rules where account_id = $1`,
      [account.id],
    );
    if (!row) return null;
    return {
      ...row,
      pendingFrom: row.pendingFrom === null ? null : new Date(row.pendingFrom),
      breakUntil: row.breakUntil === null ? null : new Date(row.breakUntil),
    };
  }

  return {
    /**
     * A stake from a game launched in a login session (the vendor's debit, a house spin): refused
     * while the break after a session's end runs, or once that login session is as old as the
     * limit in force, which ends it now as the auth guard would have (the game's calls come from
     * the vendor and never pass that guard). Answers true when the stake must be refused.
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
      if (minutes === null || now.getTime() < login.startedAt.getTime() + minutes * MINUTE_MS) return false;
      await endAtLimit(merchantId, accountId, login.sessionId, login.startedAt, minutes);
      return true;
    },

    /**
     * The auth guard's check on every call of a real account: a session as old as the limit in
     * force is ended now and the call answers rg_session_limit (with the break's end while it runs).
     */
    async check(brand: Brand, session: SessionRef): Promise<void> {
      const rules = await cache.get(session.accountId);
      if (!rules.session) return;
      const now = clock.now();
      const minutes = effectiveSessionMinutes(rules.session, now);
      if (minutes === null || now.getTime() < session.createdAt.getTime() + minutes * MINUTE_MS) return;
      const breakUntil = await endAtLimit(brand.id, session.accountId, session.sessionId, session.createdAt, minutes);
      throw new AppError('rg_session_limit', undefined, breakUntil > now ? { until: breakUntil.toISOString() } : {});
    },

    /**
     * At login: ends the account's open sessions that reached the limit while still alive (the
     * player left without another call) and refuses the login while a break runs (rg_session_break).
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
    },

    /** The session rules as the player's page shows them. */
    rulesView(session: SessionRulesRow | null, now: Date): RgSessionRules {
      const waiting = session && session.pendingFrom !== null && session.pendingFrom > now ? session : null;
      return {
        limitMinutes: effectiveSessionMinutes(session, now),
        pending: waiting ? { limitMinutes: waiting.pendingMinutes, appliesAt: (waiting.pendingFrom as Date).toISOString() } : null,
        realityCheckMinutes: session?.realityCheckMinutes ?? null,
        breakMinutes: RG_SESSION_BREAK_MINUTES,
      };
    },

    /**
     * Sets, lowers, raises or removes (null) the session limit on the rules of the other limits:
     * setting or lowering applies at once (this session too) and cancels a waiting raise; raising
     * or removing waits 24 hours; asking again for the same waiting change keeps its time.
     */
    async setLimit(
      brand: Brand,
      account: Account,
      wanted: number | null,
      by: SessionRuleActor,
    ): Promise<'set' | 'lowered' | 'pending' | 'unchanged'> {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const row = await lockRules(tx, account);
        const current = effectiveSessionMinutes(row, now);
        const waiting = row && row.pendingFrom !== null && row.pendingFrom > now ? row : null;
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
          const same = waiting && waiting.pendingMinutes === wanted;
          next = { limit: current, pending: wanted, from: same ? waiting.pendingFrom : new Date(now.getTime() + DELAY_MS) };
        }
        if (result === 'unchanged' && !(row && row.pendingFrom !== null && row.pendingFrom <= now)) return result;
        await tx.query(
          `insert into rg_session_rules (account_id, merchant_id, limit_minutes, pending_minutes, pending_from, updated_at)
           values ($1, $2, $3, $4, $5, $6)
           on conflict (account_id) do update
             set limit_minutes = excluded.limit_minutes, pending_minutes = excluded.pending_minutes,
                 pending_from = excluded.pending_from, updated_at = excluded.updated_at`,
          [account.id, brand.id, next.limit, next.pending, next.from?.toISOString() ?? null, now.toISOString()],
        );
        if (result !== 'unchanged') {
          await recordAudit(tx, {
            merchantId: brand.id,
            accountId: account.id,
            actor: by.actor,
            action: `rg.session_limit.${result}`,
            ip: by.ip,
            before: { limitMinutes: current, pendingMinutes: waiting?.pendingMinutes ?? null },
            after: {
              limitMinutes: next.limit,
              ...(result === 'pending' ? { pendingMinutes: next.pending, appliesAt: next.from?.toISOString() } : {}),
              ...(by.reason ? { reason: by.reason } : {}),
            },
            at: now,
          });
          await auditStaff(tx, clock, staffOf(by), brand.id, account, 'rg.session_limit', { result, limitMinutes: wanted });
        }
        return result;
      });
      cache.invalidate(account.id);
      return outcome;
    },

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

    /** The login session for the reality check: its start, the server's time, the limit's end, the next check and the net result. */
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
      return {
        startedAt: session.createdAt.toISOString(),
        now: now.toISOString(),
        endsAt: minutes === null ? null : new Date(started + minutes * MINUTE_MS).toISOString(),
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
