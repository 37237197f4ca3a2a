/**
 * VIP evaluation on the job runner (decision 033):
 * - `vip-evaluate` (recurring): per brand with levels, the real accounts that bet or deposited
 *   since the brand's cursor (less an overlap, so rows committed late are still seen) are
 *   re-evaluated over the qualifying period; a level reached above the held one is taken at once,
 *   with the upgrade bonus of every level passed offered once per player and level
 *   (`vip-upgrade:<account>:<level>`). When the GMT+8 month changed since the last run, it
 *   enqueues that month's pass `vip-month:<brand>:<yyyy-mm>` in the transaction that moves the cursor.
 * - `vip-month:<brand>:<yyyy-mm>`: every player holding a level keeps it, rises, or drops to the
 *   highest level whose keep figures the period before the month's first instant holds (a level
 *   raised within that period is kept), then the month's gift of the level held is offered once
 *   (`vip-gift:<account>:<yyyy-mm>`).
 * Every player is changed in its own transaction under a lock of its row; the change and its
 * offers commit together, and a rerun or a second process finds nothing left to do.
 */
import type { Db, Queryable } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { BrandEventBus } from '../../lib/brand-events.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { periodOfDay } from '../../lib/periods.ts';
import { offerReward } from '../rewards/index.ts';
import { VIP_STREAM_EVENT, type VipChangeReason, type VipEventData } from '@pkg/contracts/vip';
import {
  activeAccounts,
  changeLevel,
  ensureVipSettings,
  figuresInWindow,
  lockPlayerLevel,
  lockScanCursor,
  markPassedMonth,
  monthOf,
  qualifyingWindow,
  selectBrandVip,
  selectUnpassedPlayers,
  selectVipBrandIds,
  setScannedUntil,
  type BrandVip,
} from './vip.queries.ts';
import { keptLevel, levelsPassed, reachedLevel, type Figures } from './vip-rules.ts';

/** Players evaluated per figures query. */
const BATCH = 200;
/** How far back each scan starts before the cursor: a bet stamped before the last scan but committed after it is still seen. */
export const SCAN_OVERLAP_MS = 10 * 60_000;

export interface LevelChange {
  brandId: string;
  accountId: string;
  from: number;
  to: number;
  reason: VipChangeReason;
}

/** Offers the upgrade bonus of every level passed from `from` to `to` (each once per player and level). */
export async function offerUpgradeBonuses(tx: Queryable, brand: BrandVip, accountId: string, from: number, to: number, at: Date) {
  for (const rule of levelsPassed(brand.levels, from, to)) {
    if (rule.upgradeBonusMinor <= 0n) continue;
    await offerReward(tx, {
      brandId: brand.brandId,
      accountId,
      currency: brand.currency,
      source: 'vip',
      key: `vip-upgrade:${accountId}:${rule.level}`,
      amountMinor: rule.upgradeBonusMinor,
      wageringBp: rule.upgradeWageringBp,
      detail: rule.name,
      at,
    });
  }
}

type JobDeps = { db: Db; clock: Clock; jobs: JobRunner; accountEvents: Pick<BrandEventBus, 'publish'> };

/** Tells each player's live stream of their level change. */
function announce(accountEvents: JobDeps['accountEvents'], changes: readonly LevelChange[]): void {
  for (const change of changes) {
    const data: VipEventData = { fromLevel: change.from, toLevel: change.to, reason: change.reason };
    accountEvents.publish(change.accountId, { type: VIP_STREAM_EVENT, data });
  }
}

/** Raises the accounts whose figures over the qualifying period ending `at` reach a higher level. */
async function upgradeAccounts(deps: JobDeps, brand: BrandVip, accountIds: readonly string[], at: Date): Promise<LevelChange[]> {
  const { db } = deps;
  const window = qualifyingWindow(brand.rule, at);
  const changes: LevelChange[] = [];
  for (let i = 0; i < accountIds.length; i += BATCH) {
    const batch = accountIds.slice(i, i + BATCH);
    const figures = await figuresInWindow(db, { brandId: brand.brandId, currency: brand.currency, ...window, accountIds: batch });
    for (const accountId of batch) {
      const own = figures.get(accountId)!;
      const reached = reachedLevel(brand.levels, own, brand.rule.match);
      if (reached === 0) continue;
      const change = await db.transaction(async (tx) => {
        const held = await lockPlayerLevel(tx, brand.brandId, accountId, at);
        if (reached <= held.level) return null;
        await changeLevel(tx, {
          brandId: brand.brandId,
          accountId,
          from: held.level,
          to: reached,
          reason: 'upgrade',
          figures: own,
          at,
        });
        await offerUpgradeBonuses(tx, brand, accountId, held.level, reached, at);
        return { brandId: brand.brandId, accountId, from: held.level, to: reached, reason: 'upgrade' as const };
      });
      if (change) changes.push(change);
    }
  }
  announce(deps.accountEvents, changes);
  return changes;
}

/** One brand's evaluation: the accounts active since its cursor, then the cursor moved (and the month's pass enqueued). */
async function evaluateBrand(deps: JobDeps, brandId: string): Promise<LevelChange[]> {
  const { db, clock, jobs } = deps;
  const brand = await selectBrandVip(db, brandId);
  if (!brand || brand.levels.length === 0) return [];
  const now = clock.now();
  const from = brand.scannedUntil
    ? new Date(Math.min(brand.scannedUntil.getTime(), now.getTime()) - SCAN_OVERLAP_MS)
    : qualifyingWindow(brand.rule, now).start;
  const ids = await activeAccounts(db, { brandId, currency: brand.currency, start: from, end: now });
  const changes = await upgradeAccounts(deps, brand, ids, now);
  await db.transaction(async (tx) => {
    await ensureVipSettings(tx, brandId, now);
    const previous = await lockScanCursor(tx, brandId);
    if (previous && previous >= now) return;
    await setScannedUntil(tx, brandId, now);
    // The month's pass runs once the brand's VIP has been running into a new month.
    if (previous && monthOf(previous).key !== monthOf(now).key) {
      await jobs.enqueue(tx, { runKey: monthRunKey(brandId, monthOf(now).key) });
    }
  });
  return changes;
}

/** The monthly pass of a brand (`month` is yyyy-mm, GMT+8); answers the level changes it made. */
async function monthlyPass(deps: JobDeps, brandId: string, month: string): Promise<LevelChange[]> {
  const { db, clock } = deps;
  const brand = await selectBrandVip(db, brandId);
  if (!brand || brand.levels.length === 0) return [];
  const monthStart = periodOfDay('M', `${month}-01`).start;
  const window = qualifyingWindow(brand.rule, monthStart);
  const at = clock.now();
  const changes: LevelChange[] = [];
  let after = '0';
  for (;;) {
    const ids = await selectUnpassedPlayers(db, { brandId, month, after, limit: BATCH });
    if (ids.length === 0) break;
    after = ids.at(-1)!;
    const figures = await figuresInWindow(db, { brandId, currency: brand.currency, ...window, accountIds: ids });
    for (const accountId of ids) {
      const change = await db.transaction((tx) => passPlayer(tx, brand, accountId, month, window, figures.get(accountId)!, at));
      if (change) changes.push(change);
    }
  }
  announce(deps.accountEvents, changes);
  return changes;
}

/** One player's monthly pass: keep, rise or drop, then the month's gift of the level held. */
async function passPlayer(
  tx: Queryable,
  brand: BrandVip,
  accountId: string,
  month: string,
  window: { start: Date; end: Date },
  own: Figures,
  at: Date,
): Promise<LevelChange | null> {
  const held = await lockPlayerLevel(tx, brand.brandId, accountId, at);
  if (held.passedMonth === month || held.level === 0) return null;
  const raisedInPeriod = held.raisedAt !== null && held.raisedAt >= window.start;
  const reached = reachedLevel(brand.levels, own, brand.rule.match);
  // A level staff set above the table's top, or kept from a level since removed, is capped at the top.
  const top = brand.levels.at(-1)?.level ?? 0;
  const current = Math.min(held.level, top);
  const next = raisedInPeriod ? Math.max(current, reached) : keptLevel(brand.levels, current, own, brand.rule.match);
  let change: LevelChange | null = null;
  if (next !== held.level) {
    const reason = next > held.level ? 'upgrade' : 'relegation';
    await changeLevel(tx, { brandId: brand.brandId, accountId, from: held.level, to: next, reason, figures: own, at });
    if (reason === 'upgrade') await offerUpgradeBonuses(tx, brand, accountId, held.level, next, at);
    change = { brandId: brand.brandId, accountId, from: held.level, to: next, reason };
  }
  await markPassedMonth(tx, accountId, month);
  const gift = brand.levels.find((rule) => rule.level === next);
  if (gift && gift.monthlyGiftMinor > 0n) {
    await offerReward(tx, {
      brandId: brand.brandId,
      accountId,
      currency: brand.currency,
      source: 'vip',
      key: `vip-gift:${accountId}:${month}`,
      amountMinor: gift.monthlyGiftMinor,
      wageringBp: gift.giftWageringBp,
      detail: `${gift.name} ${month}`,
      at,
    });
  }
  return change;
}

export function createVipJobs(deps: JobDeps) {
  const { db, jobs } = deps;

  /** One evaluation run over every brand with levels; answers the level changes it made. */
  async function evaluate(): Promise<LevelChange[]> {
    const changes: LevelChange[] = [];
    for (const id of await selectVipBrandIds(db)) changes.push(...(await evaluateBrand(deps, id)));
    return changes;
  }

  return {
    evaluate,
    monthlyPass: (brandId: string, month: string) => monthlyPass(deps, brandId, month),
    upgradeAccounts: (brand: BrandVip, accountIds: readonly string[], at: Date) => upgradeAccounts(deps, brand, accountIds, at),
    announce: (changes: readonly LevelChange[]) => announce(deps.accountEvents, changes),
    install(options: { evaluateEveryMs: number }) {
      jobs.define('vip-evaluate', async () => void (await evaluate()), { leaseMs: 300_000 });
      jobs.define(
        'vip-month',
        async (job) => {
          const [, brandId, month] = job.runKey.split(':');
          await monthlyPass(deps, brandId!, month!);
        },
        { leaseMs: 300_000 },
      );
      if (options.evaluateEveryMs > 0) jobs.every('vip-evaluate', options.evaluateEveryMs);
    },
  };
}

/** The run key of a brand's monthly pass. */
export function monthRunKey(brandId: string, month: string): string {
  return `vip-month:${brandId}:${month}`;
}

export type VipJobs = ReturnType<typeof createVipJobs>;
