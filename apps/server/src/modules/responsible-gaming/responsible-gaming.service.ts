import {
  RG_LIMIT_KINDS,
  RG_MAX_LIMIT_MINOR,
  RG_PERIODS,
  RG_RAISE_DELAY_HOURS,
  type RgCoolOff,
  type RgSelfExclude,
  type RgSetLimit,
  type RgState,
} from '@pkg/contracts/responsible-gaming';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { auditStaff, staffActorName, type StaffBy } from './rg-staff-audit.ts';
import type { Account, AccountSessions } from '../accounts/index.ts';
import { createPasswordReverify } from '../accounts/index.ts';
import type { Brand } from '../brands/index.ts';
import { walletCurrencyOf } from '../wallet/index.ts';
import { coolOffEnd, exclusionEnd } from './rg-periods.ts';
import { activeExclusion, effectiveAmount, type RulesCache } from './rg-rules.ts';
import { deleteLimit, insertExclusion, lockAccountRow, lockLimit, upsertLimit } from './rg-limits.queries.ts';
import { loadRules, type LimitRow } from './rg-rules.queries.ts';
import { boundsAt, usageOf } from './rg-usage.ts';
import type { SessionTime } from './rg-session.ts';

const DELAY_MS = RG_RAISE_DELAY_HOURS * 3_600_000;

/** A self-exclusion's length as staff give it (no password: staff act on the player's request). */
type RgSelfExcludeLength = { kind: 'selfExclusion'; length: RgSelfExclude['length'] };

const text = (minor: bigint | null) => (minor === null ? null : minor.toString());

/**
 * The player's responsible-gaming settings (decision 037): reading limits, usage and exclusion,
 * setting a limit (lower at once, raise or remove after 24 hours), and starting a cool-off or a
 * self-exclusion, which end every session of the account. Each change is audited in its transaction.
 */
export function createResponsibleGamingService(deps: {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: AccountSessions;
  cache: RulesCache;
  sessionTime: Pick<SessionTime, 'rulesView'>;
}) {
  const { db, clock, cache } = deps;
  const reverify = createPasswordReverify(deps);

  /** Starts an exclusion unless one in force already lasts at least as long (it cannot be shortened). */
  async function exclude(
    brand: Brand,
    account: Account,
    kind: 'cool_off' | 'self_exclusion',
    length: string,
    endsAt: Date | null,
    ip: string | null,
    staff?: StaffBy,
  ): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      // One change at a time per account: the account row is the lock.
      await lockAccountRow(tx, account.id);
      const current = activeExclusion(await loadRules(tx, account.id, now), now);
      if (current && (current.endsAt === null || (endsAt !== null && current.endsAt >= endsAt))) {
        throw new AppError(
          'rg_exclusion_active',
          undefined,
          current.endsAt ? { until: current.endsAt.toISOString() } : { permanent: true },
        );
      }
      await insertExclusion(tx, { accountId: account.id, brandId: brand.id, kind, length, startsAt: now, endsAt });
      // Effective at once: every session of the account ends now.
      await deps.sessions.revokeOthers(account.id, null, tx);
      await recordAudit(tx, {
        brandId: brand.id,
        accountId: account.id,
        actor: staff ? staffActorName(staff.actor) : 'self',
        action: kind === 'cool_off' ? 'rg.cool_off' : 'rg.self_exclusion',
        ip,
        before: current ? { kind: current.kind, endsAt: current.endsAt?.toISOString() ?? null } : null,
        after: { length, endsAt: endsAt?.toISOString() ?? null, ...(staff ? { reason: staff.reason } : {}) },
        at: now,
      });
      await auditStaff(tx, clock, staff, brand.id, account, kind === 'cool_off' ? 'rg.cool_off' : 'rg.self_exclusion', {
        length,
        endsAt: endsAt?.toISOString() ?? null,
      });
    });
    cache.invalidate(account.id);
  }

  return {
    /** The caller's limits with the usage of the running periods, and the exclusion in force. */
    async state(brand: Brand, account: Account): Promise<RgState> {
      const now = clock.now();
      const rules = await loadRules(db, account.id, now);
      const usage = await usageOf(db, account.id, now);
      const bounds = boundsAt(now);
      const used = (kind: (typeof RG_LIMIT_KINDS)[number], period: (typeof RG_PERIODS)[number]) => {
        const value = usage[kind][period];
        // Net winnings show as no loss; the check itself uses the signed figure.
        return (value < 0n ? 0n : value).toString();
      };
      const limits = rules.limits.flatMap((limit) => {
        const amount = effectiveAmount(limit, now);
        if (amount === null) return [];
        const waiting = limit.pendingFrom !== null && limit.pendingFrom > now;
        return [
          {
            kind: limit.kind,
            period: limit.period,
            amountMinor: amount.toString(),
            pending: waiting ? { amountMinor: text(limit.pendingAmountMinor), appliesAt: (limit.pendingFrom as Date).toISOString() } : null,
            usedMinor: used(limit.kind, limit.period),
            periodStart: bounds[limit.period].start.toISOString(),
            periodEnd: bounds[limit.period].end.toISOString(),
          },
        ];
      });
      const exclusion = activeExclusion(rules, now);
      return {
        currency: walletCurrencyOf(brand, account),
        limits: limits.sort((a, b) => order(a) - order(b)),
        usage: RG_LIMIT_KINDS.flatMap((kind) => RG_PERIODS.map((period) => ({ kind, period, usedMinor: used(kind, period) }))),
        exclusion: exclusion
          ? {
              kind: exclusion.kind === 'cool_off' ? 'coolOff' : 'selfExclusion',
              startedAt: exclusion.startsAt.toISOString(),
              endsAt: exclusion.endsAt?.toISOString() ?? null,
            }
          : null,
        raiseDelayHours: RG_RAISE_DELAY_HOURS,
        session: deps.sessionTime.rulesView(rules.session, now),
        brandDepositLimits: RG_PERIODS.flatMap((period) => {
          const amount = brand.depositLimits[period];
          return amount === undefined ? [] : [{ period, amountMinor: amount.toString() }];
        }),
      };
    },

    /**
     * Sets, lowers, raises or removes (amount null) one limit. Setting a new one or lowering applies
     * at once and cancels a waiting raise; raising or removing waits 24 hours. Answers what changed.
     */
    async setLimit(
      brand: Brand,
      account: Account,
      input: RgSetLimit,
      ip: string | null,
      staff?: StaffBy,
    ): Promise<'set' | 'lowered' | 'pending' | 'unchanged'> {
      const wanted = input.amountMinor === null ? null : BigInt(input.amountMinor);
      if (wanted !== null && wanted > RG_MAX_LIMIT_MINOR)
        throw new AppError('amount_invalid', 'at most 10^15 minor units', { field: 'amountMinor' });
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const row = await lockLimit(tx, account.id, input.kind, input.period);
        const { result, next, current, waiting } = nextLimit(row, wanted, now);
        const where = { accountId: account.id, brandId: brand.id, kind: input.kind, period: input.period };
        if (next === null) await deleteLimit(tx, account.id, input.kind, input.period);
        else await upsertLimit(tx, where, { amountMinor: next.amount, pendingMinor: next.pending, from: next.from }, now);
        if (result !== 'unchanged') {
          await recordAudit(tx, {
            brandId: brand.id,
            accountId: account.id,
            actor: staff ? staffActorName(staff.actor) : 'self',
            action: `rg.limit.${result}`,
            ip,
            before: {
              kind: input.kind,
              period: input.period,
              amountMinor: text(current),
              pendingMinor: text(waiting?.pendingAmountMinor ?? null),
            },
            after: {
              kind: input.kind,
              period: input.period,
              amountMinor: text(next?.amount ?? null),
              ...(result === 'pending' ? { pendingMinor: text(next?.pending ?? null), appliesAt: next?.from?.toISOString() } : {}),
            },
            at: now,
          });
          await auditStaff(tx, clock, staff, brand.id, account, `rg.limit.${result}`, {
            kind: input.kind,
            period: input.period,
            amountMinor: input.amountMinor,
          });
        }
        return result;
      });
      cache.invalidate(account.id);
      return outcome;
    },

    /** Starts a cool-off: login, deposits and bets refused until it ends; it cannot be shortened. */
    async coolOff(brand: Brand, account: Account, input: RgCoolOff, ip: string): Promise<void> {
      await exclude(brand, account, 'cool_off', input.length, coolOffEnd(input.length, clock.now()), ip);
    },

    /** Staff start a cool-off or self-exclusion for a player (on the player's request), with a reason; it cannot be shortened. */
    async excludeByStaff(
      brand: Brand,
      account: Account,
      input: (RgCoolOff & { kind: 'coolOff' }) | RgSelfExcludeLength,
      staff: StaffBy,
    ): Promise<void> {
      const now = clock.now();
      if (input.kind === 'coolOff')
        await exclude(brand, account, 'cool_off', input.length, coolOffEnd(input.length, now), staff.actor.ip, staff);
      else await exclude(brand, account, 'self_exclusion', input.length, exclusionEnd(input.length, now), staff.actor.ip, staff);
    },

    /**
     * Starts a self-exclusion, proved by the login password (password_wrong otherwise, counted by
     * password-reverify.ts, which locks and ends the session `sessionId` at its limit); it cannot be
     * shortened or lifted.
     */
    async selfExclude(brand: Brand, account: Account, input: RgSelfExclude, ip: string, sessionId: string): Promise<void> {
      await reverify.check(
        { brand, account, sessionId, ip },
        input.password,
        'rg.self_exclusion',
        new AppError('password_wrong', undefined, { field: 'password' }),
      );
      await exclude(brand, account, 'self_exclusion', input.length, exclusionEnd(input.length, clock.now()), ip);
    },
  };
}

/**
 * What a limit becomes when `wanted` is asked for at `now`: a new one or a lower one at once (a
 * waiting raise cancelled), a raise or removal waiting 24 hours; null: no row (removed or never set).
 */
function nextLimit(row: LimitRow | null, wanted: bigint | null, now: Date) {
  const current = row ? effectiveAmount(row, now) : null;
  // A change whose time has come counts as made; a waiting one as still waiting.
  const waiting = row && row.pendingFrom !== null && row.pendingFrom > now ? row : null;
  let result: 'set' | 'lowered' | 'pending' | 'unchanged';
  let next: { amount: bigint; pending: bigint | null; from: Date | null } | null;
  if (current === null) {
    result = wanted === null ? 'unchanged' : 'set';
    next = wanted === null ? null : { amount: wanted, pending: null, from: null };
  } else if (wanted !== null && wanted <= current) {
    result = wanted === current && !waiting ? 'unchanged' : 'lowered';
    next = { amount: wanted, pending: null, from: null };
  } else {
    result = 'pending';
    // Asking again for the same waiting change keeps its time; another change starts the 24 hours anew.
    const same = waiting && waiting.pendingAmountMinor === wanted;
    next = { amount: current, pending: wanted, from: same ? waiting.pendingFrom : new Date(now.getTime() + DELAY_MS) };
  }
  return { result, next, current, waiting };
}

function order(limit: { kind: string; period: string }): number {
  return RG_LIMIT_KINDS.indexOf(limit.kind as never) * 3 + RG_PERIODS.indexOf(limit.period as never);
}

export type ResponsibleGamingService = ReturnType<typeof createResponsibleGamingService>;
