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
import { depositsInWindow, isRunning, selectLivePromotions, selectPromotion, type PromotionRow } from './promotions.queries.ts';
import { offerReward, type RewardRow } from './rewards.ts';

export interface PromotionCaller {
  merchantId: string;
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

export function createPromotionsService(deps: { db: Db; clock: Clock; walletEvents: Pick<WalletEventBus, 'publish'> }) {
  const { db, clock } = deps;

  async function list(merchantId: string, q: { category?: string; days?: '7' | '30' }): Promise<PromotionList> {
    const now = clock.now();
    const all = (await selectLivePromotions(db, merchantId)).filter(
      (p) => !p.endsAt || p.endsAt > now || (q.days && withinDays(p, now, Number(q.days))),
    );
    const shown = all.filter((p) => (!q.days || withinDays(p, now, Number(q.days))) && (!q.category || p.category === q.category));
    const categories = [...new Set(all.map((p) => p.category))];
    return { categories, list: shown.map((p) => toCard(p, publicStatus(p, now))) };
  }

  async function detail(merchantId: string, id: string): Promise<PromotionDetail> {
    const p = await selectPromotion(db, merchantId, id);
    if (!p || p.status === 'draft') throw new AppError('promotion_not_found');
    return { ...toCard(p, publicStatus(p, clock.now())), content: p.content, wageringBp: p.wageringBp, rules: p.rules };
  }

  /** The player's status of each listed promotion. */
  async function mine(caller: PromotionCaller): Promise<Record<string, PromotionStatus>> {
    const now = clock.now();
    const promotions = await selectLivePromotions(db, caller.merchantId);
    if (promotions.length === 0) return {};
    const ids = promotions.map((p) => p.id);
    const [applications, rewards, entries] = await Promise.all([
      db.query<{ promotion_id: string; status: 'applying' | 'issued' | 'rejected' }>(
        `select distinct on (promotion_id) promotion_id::text, status from promotion_applications
          where account_id = $1 and promotion_id = any($2::bigint[]) order by promotion_id, id desc`,
        [caller.accountId, ids],
      ),
      db.query<{ promotion_id: string; status: 'claimable' | 'claimed' | 'expired'; wagering: string | null }>(
        `select distinct on (r.promotion_id) r.promotion_id::text, r.status, w.status as wagering
           from player_rewards r left join bonus_wagering w on w.reward_id = r.id
          where r.account_id = $1 and r.promotion_id = any($2::bigint[]) order by r.promotion_id, (r.status = 'claimable') desc, r.id desc`,
        [caller.accountId, ids],
      ),
      db.query<{ promotion_id: string }>(`select promotion_id::text from promotion_entries where account_id = $1 and day = $2`, [
        caller.accountId,
        dayOf(now),
      ]),
    ]);
    const application = new Map(applications.map((row) => [row.promotion_id, row.status]));
    const reward = new Map(rewards.map((row) => [row.promotion_id, row]));
    const enteredToday = new Set(entries.map((row) => row.promotion_id));
    const statuses: Record<string, PromotionStatus> = {};
    for (const p of promotions) {
      const everyone = publicStatus(p, now);
      const r = reward.get(p.id);
      if (r?.status === 'claimable') statuses[p.id] = p.kind === 'apply' ? 'Issued' : 'Claim';
      else if (everyone !== 'Join') statuses[p.id] = r?.status === 'claimed' ? (r.wagering === 'open' ? 'Process' : 'Claimed') : everyone;
      else if (p.kind === 'apply') {
        const a = application.get(p.id);
        statuses[p.id] =
          a === 'applying'
            ? 'Applying'
            : a === 'rejected'
              ? 'Rejected'
              : r?.status === 'claimed'
                ? r.wagering === 'open'
                  ? 'Process'
                  : 'Claimed'
                : 'Join';
      } else if (p.kind === 'checkin' || p.kind === 'raffle') statuses[p.id] = enteredToday.has(p.id) ? 'Joined' : 'Join';
      else if (p.kind === 'info') statuses[p.id] = 'Join';
      // Automatic promotions: everyone is in; a paid reward shows its wagering.
      else statuses[p.id] = r?.status === 'claimed' ? (r.wagering === 'open' ? 'Process' : 'Claimed') : 'Joined';
    }
    return statuses;
  }

  /** A running promotion of one of the kinds, or the error a player should read. */
  async function runningOf(tx: Queryable, caller: PromotionCaller, id: string, kinds: readonly PromotionKind[]): Promise<PromotionRow> {
    const p = await selectPromotion(tx, caller.merchantId, id);
    if (!p || p.status === 'draft') throw new AppError('promotion_not_found');
    if (!kinds.includes(p.kind) || !isRunning(p, clock.now())) throw new AppError('promotion_closed');
    return p;
  }

  async function apply(caller: PromotionCaller, input: { promotionId: string; comment: string }, images: CleanImage[]) {
    const at = clock.now();
    return db.transaction(async (tx) => {
      await runningOf(tx, caller, input.promotionId, ['apply']);
      const pending = await tx.query(
        `select 1 from promotion_applications where promotion_id = $1 and account_id = $2 and status <> 'rejected' for update`,
        [input.promotionId, caller.accountId],
      );
      if (pending.length > 0) throw new AppError('promotion_already_joined');
      const imageIds = await insertUploads(
        tx,
        { merchantId: caller.merchantId, accountId: caller.accountId, purpose: 'activity', at },
        images,
      );
      try {
        await tx.query(
          `insert into promotion_applications (merchant_id, promotion_id, account_id, comment, image_ids, created_at)
           values ($1, $2, $3, $4, $5::uuid[], $6)`,
          [caller.merchantId, input.promotionId, caller.accountId, input.comment, imageIds, at.toISOString()],
        );
      } catch (error) {
        // A second application racing this one: the unique index keeps one.
        if ((error as { code?: string }).code === '23505') throw new AppError('promotion_already_joined');
        throw error;
      }
      return { status: 'Applying' as const };
    });
  }

  /**
   * Today's check-in: the streak continues from yesterday's entry; the day's amount is paid at once
   * (claimRewardIn: the wagering lock before the ledger rows, as the reward centre's Claim), under
   * the ledger's retry, so a deadlock or key race lost to the player's other calls runs again.
   */
  async function checkin(caller: PromotionCaller, promotionId: string): Promise<{ streak: number; reward: RewardRow }> {
    const at = clock.now();
    const today = dayOf(at);
    const paid = await withLedgerTransaction(db, async (tx) => {
      const p = await runningOf(tx, caller, promotionId, ['checkin']);
      const rules = promotionRules.checkin.parse(p.rules);
      const minBet = BigInt(rules.minValidBetMinor);
      if (minBet > 0n) {
        const yesterday = addDays(today, -1);
        const bets = await validBetsInWindow(tx, {
          merchantId: caller.merchantId,
          currency: caller.currency,
          start: startOfDay(yesterday),
          end: startOfDay(today),
          accountIds: [caller.accountId],
        });
        if (bets.reduce((sum, row) => sum + row.validBetMinor, 0n) < minBet)
          throw new AppError('promotion_not_eligible', 'valid bets yesterday');
      }
      const [previous] = await tx.query<{ streak: number }>(
        `select streak from promotion_entries where promotion_id = $1 and account_id = $2 and day = $3`,
        [promotionId, caller.accountId, addDays(today, -1)],
      );
      const streak = (previous?.streak ?? 0) + 1;
      const entered = await tx.query(
        `insert into promotion_entries (merchant_id, promotion_id, account_id, day, streak, created_at) values ($1, $2, $3, $4, $5, $6)
         on conflict do nothing returning 1`,
        [caller.merchantId, promotionId, caller.accountId, today, streak, at.toISOString()],
      );
      if (entered.length === 0) throw new AppError('promotion_already_joined');
      const amounts = rules.amountsMinor;
      const amount = BigInt(amounts[Math.min(streak, amounts.length) - 1]!);
      const { reward } = await offerReward(tx, {
        merchantId: caller.merchantId,
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
      await tx.query(`update promotion_entries set reward_id = $4 where promotion_id = $1 and account_id = $2 and day = $3`, [
        promotionId,
        caller.accountId,
        today,
        reward.id,
      ]);
      return { streak, reward };
    });
    // The day's amount was paid at once: the player's balance streams show it.
    deps.walletEvents.publish({ brandId: caller.merchantId, accountId: caller.accountId, code: 'bonus' });
    return paid;
  }

  /**
   * Today's raffle draw: for a player whose deposits today reach the rule's minimum, one prize by
   * weight from a cryptographic source; a prize is offered to the reward centre (claimed there).
   */
  async function raffle(caller: PromotionCaller, promotionId: string): Promise<{ prizeMinor: bigint; reward: RewardRow | null }> {
    const at = clock.now();
    const today = dayOf(at);
    return db.transaction(async (tx) => {
      const p = await runningOf(tx, caller, promotionId, ['raffle']);
      const rules = promotionRules.raffle.parse(p.rules);
      const minDeposit = BigInt(rules.minDepositTodayMinor);
      if (minDeposit > 0n) {
        const deposits = await depositsInWindow(tx, {
          merchantId: caller.merchantId,
          currency: caller.currency,
          start: startOfDay(today),
          end: new Date(at.getTime() + 1),
          accountIds: [caller.accountId],
        });
        if (deposits.reduce((sum, d) => sum + d.amountMinor, 0n) < minDeposit)
          throw new AppError('promotion_not_eligible', 'deposit today');
      }
      const prize = drawPrize(rules.prizes);
      const entered = await tx.query(
        `insert into promotion_entries (merchant_id, promotion_id, account_id, day, prize_minor, created_at) values ($1, $2, $3, $4, $5, $6)
         on conflict do nothing returning 1`,
        [caller.merchantId, promotionId, caller.accountId, today, prize.toString(), at.toISOString()],
      );
      if (entered.length === 0) throw new AppError('promotion_already_joined');
      if (prize === 0n) return { prizeMinor: 0n, reward: null };
      const { reward } = await offerReward(tx, {
        merchantId: caller.merchantId,
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
      await tx.query(
        `update promotion_entries set reward_id = $4, prize_minor = $5 where promotion_id = $1 and account_id = $2 and day = $3`,
        [promotionId, caller.accountId, today, reward.id, reward.amountMinor.toString()],
      );
      return { prizeMinor: reward.amountMinor, reward };
    });
  }

  return { list, detail, mine, apply, checkin, raffle };
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
