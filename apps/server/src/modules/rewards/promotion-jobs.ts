/**
 * The automatic promotions on the job runner (decision 030):
 * - `promotion-plan` (every minute): for each brand with a live first-deposit promotion, looks at
 *   the deposits credited since its cursor up to a lag behind the clock (a deposit's transaction
 *   commits after its timestamp) and offers the bonus of each first deposit; for each live rebate
 *   promotion, enqueues `promotion-rebate:<promotion>:<day>` for every GMT+8 day that ended (plus
 *   the lag) since the last;
 * - `promotion-rebate:<promotion>:<day>`: offers each player the day's rebate on valid bets;
 * - `reward-expiry` (hourly): marks rewards past their claim time expired.
 * Every offer has a deterministic key, so a rerun or a second process offers nothing twice.
 */
import { promotionRules } from '@pkg/contracts/promotions';
import type { Db } from '../../db/client.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { Clock } from '../../lib/clock.ts';
import { validBetsInWindow } from '../games/index.ts';
import { addDays, dayOf, startOfDay } from '../../lib/gmt8-days.ts';
import {
  advanceFirstDepositCursor,
  selectBrandCurrency,
  selectPromotionBrand,
  selectSweepCursor,
  setRebateCursor,
} from './promotion-entries.queries.ts';
import { depositsInWindow, hadDepositBefore, selectLiveOfKinds, selectPromotion, type PromotionRow } from './promotions.queries.ts';
import { offerReward } from './rewards.ts';

const DAY_MS = 86_400_000;
/** Rebate offers written per transaction. */
const BATCH = 500;
/** Days of rebate a planning run enqueues per promotion (a long stop catches up over several runs). */
const DAYS_PER_PLAN = 31;

export interface PromotionJobOptions {
  /** How often the planner runs; 0 never (tests call plan()). */
  planEveryMs: number;
  /** How far behind the clock deposits and bets are taken as committed. */
  lagMs: number;
}

/** Automatic promotions count from when they start or were created, whichever is later: never backwards. */
function effectiveStart(p: PromotionRow): Date {
  return p.createdAt > p.startsAt ? p.createdAt : p.startsAt;
}

type JobDeps = { db: Db; clock: Clock; jobs: JobRunner; options: PromotionJobOptions };

/** The first-deposit bonus a promotion's rules give a deposit (0 when it is below the minimum). */
function firstDepositBonus(p: PromotionRow, depositMinor: bigint): { bonus: bigint; claimDays: number } {
  const rules = promotionRules.first_deposit.parse(p.rules);
  if (depositMinor < BigInt(rules.minDepositMinor)) return { bonus: 0n, claimDays: rules.claimDays };
  const bonus = (depositMinor * BigInt(rules.percentBp)) / 10_000n;
  return { bonus: bonus > BigInt(rules.maxBonusMinor) ? BigInt(rules.maxBonusMinor) : bonus, claimDays: rules.claimDays };
}

/** Offers the first-deposit bonuses of one brand's deposits credited since its cursor. */
async function sweepFirstDeposits({ db, clock }: JobDeps, brandId: string, promotions: PromotionRow[], until: Date): Promise<number> {
  const since =
    (await selectSweepCursor(db, brandId, 'first_deposit')) ?? new Date(Math.min(...promotions.map((p) => effectiveStart(p).getTime())));
  if (since >= until) return 0;
  const currency = await selectBrandCurrency(db, brandId);
  let offered = 0;
  await db.transaction(async (tx) => {
    const deposits = await depositsInWindow(tx, { brandId, currency, start: since, end: until });
    for (const d of deposits) {
      const running = promotions.filter((p) => p.startsAt <= d.at && (!p.endsAt || p.endsAt > d.at));
      if (running.length === 0) continue;
      if (await hadDepositBefore(tx, brandId, d.accountId, d.at, d.transferId)) continue;
      for (const p of running) {
        const { bonus, claimDays } = firstDepositBonus(p, d.amountMinor);
        if (bonus <= 0n) continue;
        const { created } = await offerReward(tx, {
          brandId,
          accountId: d.accountId,
          currency,
          source: 'first_deposit',
          key: `first-deposit:${p.id}:${d.accountId}`,
          amountMinor: bonus,
          wageringBp: p.wageringBp,
          promotionId: p.id,
          detail: p.title,
          expiresAt: new Date(d.at.getTime() + claimDays * DAY_MS),
          at: clock.now(),
        });
        if (created) offered += 1;
      }
    }
    await advanceFirstDepositCursor(tx, brandId, until);
  });
  return offered;
}

/** Enqueues the rebate runs of the days that ended since the last planned one. */
async function planRebates({ db, jobs }: JobDeps, p: PromotionRow, until: Date): Promise<number> {
  const rule = `rebate:${p.id}`;
  const done = await selectSweepCursor(db, p.brandId, rule);
  let day = done ? dayOf(done) : dayOf(effectiveStart(p));
  let planned = 0;
  await db.transaction(async (tx) => {
    let end = startOfDay(addDays(day, 1));
    while (planned < DAYS_PER_PLAN && end.getTime() <= until.getTime() && (!p.endsAt || startOfDay(day) < p.endsAt)) {
      await jobs.enqueue(tx, { runKey: `promotion-rebate:${p.id}:${day}` });
      planned += 1;
      day = addDays(day, 1);
      end = startOfDay(addDays(day, 1));
    }
    if (planned > 0) await setRebateCursor(tx, p.brandId, rule, startOfDay(day));
  });
  return planned;
}

async function plan(deps: JobDeps): Promise<void> {
  const until = new Date(deps.clock.now().getTime() - deps.options.lagMs);
  const live = await selectLiveOfKinds(deps.db, ['first_deposit', 'rebate']);
  const firstDeposit = new Map<string, PromotionRow[]>();
  for (const p of live) {
    if (p.kind === 'rebate') await planRebates(deps, p, until);
    else firstDeposit.set(p.brandId, [...(firstDeposit.get(p.brandId) ?? []), p]);
  }
  for (const [brandId, promotions] of firstDeposit) await sweepFirstDeposits(deps, brandId, promotions, until);
}

/** One day's rebates of one promotion: a share of each player's valid bets per game type, floored per type. */
async function rebateDay({ db, clock }: JobDeps, promotionId: string, day: string): Promise<number> {
  const brandId = await selectPromotionBrand(db, promotionId);
  if (!brandId) return 0;
  const p = await selectPromotion(db, brandId, promotionId);
  if (!p || p.status === 'draft') return 0;
  const rules = promotionRules.rebate.parse(p.rules);
  const currency = await selectBrandCurrency(db, p.brandId);
  const start = startOfDay(day);
  const bets = await validBetsInWindow(db, { brandId: p.brandId, currency, start, end: startOfDay(addDays(day, 1)) });
  const byAccount = new Map<string, bigint>();
  for (const row of bets) {
    const rate = rules.ratesBp[row.gameType];
    if (!rate) continue;
    byAccount.set(row.accountId, (byAccount.get(row.accountId) ?? 0n) + (row.validBetMinor * BigInt(rate)) / 10_000n);
  }
  const offers = [...byAccount].filter(([, amount]) => amount > 0n && amount >= BigInt(rules.minRebateMinor));
  const at = clock.now();
  let offered = 0;
  for (let i = 0; i < offers.length; i += BATCH) {
    await db.transaction(async (tx) => {
      for (const [accountId, amount] of offers.slice(i, i + BATCH)) {
        const { created } = await offerReward(tx, {
          brandId: p.brandId,
          accountId,
          currency,
          source: 'rebate',
          key: `rebate:${p.id}:${day}:${accountId}`,
          amountMinor: amount,
          wageringBp: p.wageringBp,
          ledgerCode: 'rebate',
          promotionId: p.id,
          detail: `${p.title} ${day}`,
          expiresAt: new Date(at.getTime() + rules.claimDays * DAY_MS),
          at,
        });
        if (created) offered += 1;
      }
    });
  }
  return offered;
}

export function createPromotionJobs(deps: JobDeps) {
  const { jobs, options } = deps;
  return {
    plan: () => plan(deps),
    rebateDay: (promotionId: string, day: string) => rebateDay(deps, promotionId, day),
    install(expire: () => Promise<void>) {
      jobs.define('promotion-plan', () => plan(deps), { leaseMs: 120_000 });
      jobs.define(
        'promotion-rebate',
        async (job) => {
          const [, promotionId, day] = job.runKey.split(':');
          await rebateDay(deps, promotionId!, day!);
        },
        { leaseMs: 300_000 },
      );
      jobs.define('reward-expiry', expire);
      if (options.planEveryMs > 0) {
        jobs.every('promotion-plan', options.planEveryMs);
        jobs.every('reward-expiry', 3_600_000);
      }
    },
  };
}

export type PromotionJobs = ReturnType<typeof createPromotionJobs>;
