/**
 * Promotions as players meet them (decision 030): the public list and detail, the player's status
 * of each, applying (comment and images, staff decide), the daily check-in and the raffle.
 */
import { randomInt } from 'node:crypto';
import type { PromotionCard, PromotionDetail, PromotionKind, PromotionList, PromotionStatus } from '@pkg/contracts/promotions';
import { promotionRules } from '@pkg/contracts/promotions';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { withLedgerTransaction } from '../../ledger/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { WalletEventBus } from '../../lib/wallet-events.ts';
import { validBetsInWindow } from '../games/index.ts';
import type { CleanImage } from '../uploads/index.ts';
import { insertUploads } from '../uploads/index.ts';
import { addDays, dayOf, startOfDay } from '../../lib/gmt8-days.ts';
import {
  insertApplication,
  insertCheckin,
  insertDraw,
  lockOpenApplication,
  selectEnteredOn,
  selectLatestApplications,
  selectPromotionRewards,
  selectStreak,
  setDrawReward,
  setEntryReward,
  setProfileZalo,
} from './promotion-entries.queries.ts';
import { depositsInWindow, isRunning, selectLivePromotions, selectPromotion, type PromotionRow } from './promotions.queries.ts';
import type { RewardRow } from './rewards.queries.ts';
import { offerReward } from './rewards.ts';

export interface PromotionCaller {
  brandId: string;
  accountId: string;
  currency: string;
  ip: string | null;
}

const DAY_MS = 86_400_000;

/** Everyone's status of a promotion: coming, running or over. */
function publicStatus(p: PromotionRow, now: Date): PromotionStatus {
  if (p.startsAt > now) return 'comingSoon';
  if (p.status !== 'live' || (p.endsAt && p.endsAt <= now)) return 'Close';
  return 'Join';
}

export function toCard(p: PromotionRow, status: PromotionStatus): PromotionCard {
  return {
    id: p.id,
    kind: p.kind,
    category: p.category,
    title: p.title,
    summary: p.summary,
    imageUrl: p.imageUrl,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt?.toISOString() ?? null,
    status,
  };
}

/** Shown within `days` before or after now: running then, or starting or ending within the span. */
function withinDays(p: PromotionRow, now: Date, days: number): boolean {
  const from = now.getTime() - days * DAY_MS;
  const to = now.getTime() + days * DAY_MS;
  return p.startsAt.getTime() <= to && (!p.endsAt || p.endsAt.getTime() >= from);
}

type ServiceDeps = { db: Db; clock: Clock; walletEvents: Pick<WalletEventBus, 'publish'> };

type Statuses = {
  application?: 'applying' | 'issued' | 'rejected';
  reward?: { status: string; wagering: string | null };
  enteredToday: boolean;
};

/** The player's status of one promotion from what everyone sees, its application, its reward and today's entry. */
function playerStatus(p: PromotionRow, now: Date, mine: Statuses): PromotionStatus {
  const everyone = publicStatus(p, now);
  const r = mine.reward;
  const claimed = () => (r?.wagering === 'open' ? 'Process' : 'Claimed');
  // A Zalo reward is an application too: the player claims, staff confirm (decision 075).
  const applied = p.kind === 'apply' || p.kind === 'zalo';
  if (r?.status === 'claimable') return applied ? 'Issued' : 'Claim';
  if (everyone !== 'Join') return r?.status === 'claimed' ? claimed() : everyone;
  if (applied) {
    const a = mine.application;
    return a === 'applying' ? 'Applying' : a === 'rejected' ? 'Rejected' : r?.status === 'claimed' ? claimed() : 'Join';
  }
  if (p.kind === 'checkin' || p.kind === 'raffle') return mine.enteredToday ? 'Joined' : 'Join';
  if (p.kind === 'info') return 'Join';
  // Automatic promotions: everyone is in; a paid reward shows its wagering.
  return r?.status === 'claimed' ? claimed() : 'Joined';
}

/** The player's status of each listed promotion. */
async function mine({ db, clock }: ServiceDeps, caller: PromotionCaller): Promise<Record<string, PromotionStatus>> {
  const now = clock.now();
  const promotions = await selectLivePromotions(db, caller.brandId);
  if (promotions.length === 0) return {};
  const ids = promotions.map((p) => p.id);
  const [applications, rewards, entries] = await Promise.all([
    selectLatestApplications(db, caller.accountId, ids),
    selectPromotionRewards(db, caller.accountId, ids),
    selectEnteredOn(db, caller.accountId, dayOf(now)),
  ]);
  const application = new Map(applications.map((row) => [row.promotionId, row.status]));
  const reward = new Map(rewards.map((row) => [row.promotionId, row]));
  const enteredToday = new Set(entries);
  const statuses: Record<string, PromotionStatus> = {};
  for (const p of promotions) {
    statuses[p.id] = playerStatus(p, now, {
      application: application.get(p.id),
      reward: reward.get(p.id),
      enteredToday: enteredToday.has(p.id),
    });
  }
  return statuses;
}

/** A running promotion of one of the kinds, or the error a player should read. */
async function runningOf(
  tx: Queryable,
  clock: Clock,
  caller: PromotionCaller,
  id: string,
  kinds: readonly PromotionKind[],
): Promise<PromotionRow> {
  const p = await selectPromotion(tx, caller.brandId, id);
  if (!p || p.status === 'draft') throw new AppError('promotion_not_found');
  if (!kinds.includes(p.kind) || !isRunning(p, clock.now())) throw new AppError('promotion_closed');
  return p;
}

async function apply(
  { db, clock }: ServiceDeps,
  caller: PromotionCaller,
  input: { promotionId: string; comment: string },
  images: CleanImage[],
) {
  const at = clock.now();
  return db.transaction(async (tx) => {
    await runningOf(tx, clock, caller, input.promotionId, ['apply']);
    if (await lockOpenApplication(tx, input.promotionId, caller.accountId)) throw new AppError('promotion_already_joined');
    const imageIds = await insertUploads(tx, { brandId: caller.brandId, accountId: caller.accountId, purpose: 'activity', at }, images);
    const written = await insertApplication(tx, {
      brandId: caller.brandId,
      promotionId: input.promotionId,
      accountId: caller.accountId,
      comment: input.comment,
      imageIds,
      at,
    });
    // A second application racing this one: the unique index keeps one.
    if (!written) throw new AppError('promotion_already_joined');
    return { status: 'Applying' as const };
  });
}

/**
 * Claims a Zalo reward (decision 075): the player's Zalo number joins the applications queue, where
 * staff confirm it among the brand's official account's followers and issue the reward, or refuse
 * with a reason (then the player may claim again). The number is linked to the player's profile.
 * One pending or issued claim a player (the applications' unique index): two at once make one.
 */
async function claimZalo({ db, clock }: ServiceDeps, caller: PromotionCaller, input: { promotionId: string; zalo: string }) {
  const at = clock.now();
  return db.transaction(async (tx) => {
    await runningOf(tx, clock, caller, input.promotionId, ['zalo']);
    if (await lockOpenApplication(tx, input.promotionId, caller.accountId)) throw new AppError('promotion_already_joined');
    const written = await insertApplication(tx, {
      brandId: caller.brandId,
      promotionId: input.promotionId,
      accountId: caller.accountId,
      comment: '',
      imageIds: [],
      zalo: input.zalo,
      at,
    });
    if (!written) throw new AppError('promotion_already_joined');
    await setProfileZalo(tx, caller.accountId, input.zalo, at);
    return { status: 'Applying' as const };
  });
}

/** Whether the player's valid bets yesterday reach a check-in's minimum (no minimum: yes). */
async function betEnoughYesterday(tx: Queryable, caller: PromotionCaller, today: string, minBet: bigint): Promise<boolean> {
  if (minBet <= 0n) return true;
  const yesterday = addDays(today, -1);
  const bets = await validBetsInWindow(tx, {
    brandId: caller.brandId,
    currency: caller.currency,
    start: startOfDay(yesterday),
    end: startOfDay(today),
    accountIds: [caller.accountId],
  });
  return bets.reduce((sum, row) => sum + row.validBetMinor, 0n) >= minBet;
}

/**
 * Today's check-in: the streak continues from yesterday's entry; the day's amount is paid at once
 * (claimRewardIn: the wagering lock before the ledger rows, as the reward centre's Claim), under
 * the ledger's retry, so a deadlock or key race lost to the player's other calls runs again.
 */
async function checkin(deps: ServiceDeps, caller: PromotionCaller, promotionId: string): Promise<{ streak: number; reward: RewardRow }> {
  const { db, clock } = deps;
  const at = clock.now();
  const today = dayOf(at);
  const paid = await withLedgerTransaction(db, async (tx) => {
    const p = await runningOf(tx, clock, caller, promotionId, ['checkin']);
    const rules = promotionRules.checkin.parse(p.rules);
    if (!(await betEnoughYesterday(tx, caller, today, BigInt(rules.minValidBetMinor))))
      throw new AppError('promotion_not_eligible', 'valid bets yesterday');
    const streak = ((await selectStreak(tx, promotionId, caller.accountId, addDays(today, -1))) ?? 0) + 1;
    const entry = { brandId: caller.brandId, promotionId, accountId: caller.accountId, day: today, streak, at };
    if (!(await insertCheckin(tx, entry))) throw new AppError('promotion_already_joined');
    const amounts = rules.amountsMinor;
    const amount = BigInt(amounts[Math.min(streak, amounts.length) - 1]!);
    const { reward } = await offerReward(tx, {
      brandId: caller.brandId,
      accountId: caller.accountId,
      currency: caller.currency,
      source: 'checkin',
      key: `checkin:${promotionId}:${today}:${caller.accountId}`,
      amountMinor: amount,
      wageringBp: p.wageringBp,
      promotionId,
      detail: p.title,
      autoClaim: true,
      at,
    });
    await setEntryReward(tx, promotionId, caller.accountId, today, reward.id);
    return { streak, reward };
  });
  // The day's amount was paid at once: the player's balance streams show it.
  deps.walletEvents.publish({ brandId: caller.brandId, accountId: caller.accountId, code: 'bonus' });
  return paid;
}

/**
 * Today's raffle draw: for a player whose deposits today reach the rule's minimum, one prize by
 * weight from a cryptographic source; a prize is offered to the reward centre (claimed there).
 */
async function raffle(
  { db, clock }: ServiceDeps,
  caller: PromotionCaller,
  promotionId: string,
): Promise<{ prizeMinor: bigint; reward: RewardRow | null }> {
  const at = clock.now();
  const today = dayOf(at);
  return db.transaction(async (tx) => {
    const p = await runningOf(tx, clock, caller, promotionId, ['raffle']);
    const rules = promotionRules.raffle.parse(p.rules);
    const minDeposit = BigInt(rules.minDepositTodayMinor);
    if (minDeposit > 0n) {
      const deposits = await depositsInWindow(tx, {
        brandId: caller.brandId,
        currency: caller.currency,
        start: startOfDay(today),
        end: new Date(at.getTime() + 1),
        accountIds: [caller.accountId],
      });
      if (deposits.reduce((sum, d) => sum + d.amountMinor, 0n) < minDeposit) throw new AppError('promotion_not_eligible', 'deposit today');
    }
    const prize = drawPrize(rules.prizes);
    const entry = { brandId: caller.brandId, promotionId, accountId: caller.accountId, day: today, prizeMinor: prize, at };
    if (!(await insertDraw(tx, entry))) throw new AppError('promotion_already_joined');
    if (prize === 0n) return { prizeMinor: 0n, reward: null };
    const { reward } = await offerReward(tx, {
      brandId: caller.brandId,
      accountId: caller.accountId,
      currency: caller.currency,
      source: 'raffle',
      key: `raffle:${promotionId}:${today}:${caller.accountId}`,
      amountMinor: prize,
      wageringBp: p.wageringBp,
      promotionId,
      detail: p.title,
      expiresAt: new Date(at.getTime() + 7 * DAY_MS),
      at,
    });
    // The prize as offered: at most the brand's largest single reward (decision 051).
    await setDrawReward(tx, promotionId, caller.accountId, today, reward);
    return { prizeMinor: reward.amountMinor, reward };
  });
}

export function createPromotionsService(deps: ServiceDeps) {
  const { db, clock } = deps;

  async function list(brandId: string, q: { category?: string; days?: '7' | '30' }): Promise<PromotionList> {
    const now = clock.now();
    const all = (await selectLivePromotions(db, brandId)).filter(
      (p) => !p.endsAt || p.endsAt > now || (q.days && withinDays(p, now, Number(q.days))),
    );
    const shown = all.filter((p) => (!q.days || withinDays(p, now, Number(q.days))) && (!q.category || p.category === q.category));
    const categories = [...new Set(all.map((p) => p.category))];
    return { categories, list: shown.map((p) => toCard(p, publicStatus(p, now))) };
  }

  async function detail(brandId: string, id: string): Promise<PromotionDetail> {
    const p = await selectPromotion(db, brandId, id);
    if (!p || p.status === 'draft') throw new AppError('promotion_not_found');
    return { ...toCard(p, publicStatus(p, clock.now())), content: p.content, wageringBp: p.wageringBp, rules: p.rules };
  }

  return {
    list,
    detail,
    /** The player's status of each listed promotion. */
    mine: (caller: PromotionCaller) => mine(deps, caller),
    apply: (caller: PromotionCaller, input: { promotionId: string; comment: string }, images: CleanImage[]) =>
      apply(deps, caller, input, images),
    claimZalo: (caller: PromotionCaller, input: { promotionId: string; zalo: string }) => claimZalo(deps, caller, input),
    checkin: (caller: PromotionCaller, promotionId: string) => checkin(deps, caller, promotionId),
    raffle: (caller: PromotionCaller, promotionId: string) => raffle(deps, caller, promotionId),
  };
}

/** One prize by weight (crypto.randomInt: uniform, no modulo bias). */
export function drawPrize(prizes: readonly { amountMinor: string; weight: number }[]): bigint {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  let pick = randomInt(total);
  for (const p of prizes) {
    if (pick < p.weight) return BigInt(p.amountMinor);
    pick -= p.weight;
  }
  return 0n;
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
