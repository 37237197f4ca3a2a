/**
 * The reward centre's core (decision 030): every bonus a player may claim, whatever pays it
 * (promotions, rebates, check-ins, raffles, VIP, missions, referrals), is offered here under a
 * deterministic key, and claimed here: the money moves from the brand's bonus account to the
 * player's main wallet through the ledger (key `reward:<id>`), and a turnover requirement starts
 * when the reward asks for one. Other modules call offerReward in their own transaction.
 */
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { openBonusAccount, openPlayerWallet, transfer } from '../../ledger/index.ts';
import { withdrewSinceFirstDeposit } from './promotions.queries.ts';
import { insertReward, lockPlayerReward, markClaimed, selectRewardByKey, type RewardRow, type RewardSource } from './rewards.queries.ts';
import { grantWagering, lockWagering } from './wagering.ts';

export interface RewardOffer {
  brandId: string;
  accountId: string;
  currency: string;
  source: RewardSource;
  /** Deterministic: the same key offers the reward once (`vip-upgrade:<account>:<level>`). */
  key: string;
  amountMinor: bigint;
  /** Turnover asked before the bonus may leave, in basis points of it (0 none, 10000 = 1x). */
  wageringBp: number;
  /** `rebate` for rebates on bets, `bonus` for everything else. */
  ledgerCode?: 'bonus' | 'rebate';
  promotionId?: string | null;
  /** What the player reads under the source's name (a promotion's title, a VIP level, a mission). */
  detail?: string;
  expiresAt?: Date | null;
  /** Pays at once instead of waiting in the reward centre (automatic credits). */
  autoClaim?: boolean;
  at: Date;
}

/** The turnover a bonus asks for: the bonus times wageringBp / 10000, rounded up to the minor unit. */
export function requiredTurnover(amountMinor: bigint, wageringBp: number): bigint {
  return (amountMinor * BigInt(wageringBp) + 9_999n) / 10_000n;
}

/**
 * Offers a reward in the caller's transaction; a key offered before answers the first offer
 * (created false) and changes nothing. With autoClaim the reward is paid at once. The amount
 * offered is at most the brand's largest single reward (cappedRewardSql, decision 051).
 */
export async function offerReward(tx: Queryable, offer: RewardOffer): Promise<{ reward: RewardRow; created: boolean }> {
  if (offer.amountMinor <= 0n) throw new AppError('bad_request', 'a reward must be positive');
  const inserted = await insertReward(tx, {
    brandId: offer.brandId,
    accountId: offer.accountId,
    key: offer.key,
    source: offer.source,
    promotionId: offer.promotionId ?? null,
    detail: (offer.detail ?? '').slice(0, 200),
    currency: offer.currency,
    amountMinor: offer.amountMinor,
    ledgerCode: offer.ledgerCode ?? 'bonus',
    wageringBp: offer.wageringBp,
    expiresAt: offer.expiresAt ?? null,
    at: offer.at,
  });
  if (inserted) {
    if (offer.autoClaim) return { reward: await claimRewardIn(tx, offer.brandId, offer.accountId, inserted.id, offer.at), created: true };
    return { reward: inserted, created: true };
  }
  return { reward: await selectRewardByKey(tx, offer.brandId, offer.key), created: false };
}

/**
 * Pays a claimable reward of the player in the caller's transaction: reward_not_found when it is
 * not theirs, reward_not_claimable when claimed meanwhile or expired, reward_after_withdrawal for a
 * first-deposit bonus after a withdrawal (nothing moves). Every claim takes the player's wagering
 * lock first, then the reward row, then the ledger rows: one order
 * for the reward centre's Claim and a check-in's automatic claim, so the two cannot deadlock.
 */
export async function claimRewardIn(tx: Queryable, brandId: string, accountId: string, rewardId: string, at: Date): Promise<RewardRow> {
  if (!/^\d{1,18}$/.test(rewardId)) throw new AppError('reward_not_found');
  await lockWagering(tx, accountId);
  const payable = await lockPlayerReward(tx, brandId, accountId, rewardId);
  if (!payable) throw new AppError('reward_not_found');
  const { ledgerCode, ...reward } = payable;
  if (reward.status !== 'claimable' || (reward.expiresAt && reward.expiresAt <= at)) throw new AppError('reward_not_claimable');
  if (reward.source === 'first_deposit' && (await withdrewSinceFirstDeposit(tx, brandId, accountId)))
    throw new AppError('reward_after_withdrawal');
  const bonus = await openBonusAccount(tx, brandId, reward.currency, at);
  const wallet = await openPlayerWallet(tx, brandId, reward.currency, accountId, at);
  const moved = await transfer(tx, {
    brandId,
    currency: reward.currency,
    code: ledgerCode,
    idempotencyKey: `reward:${reward.id}`,
    fromAccountId: bonus.id,
    toAccountId: wallet.id,
    amountMinor: reward.amountMinor,
    memo: `${reward.source} ${reward.detail}`.trim().slice(0, 200),
    metadata: { rewardId: reward.id, source: reward.source, ...(reward.promotionId ? { promotionId: reward.promotionId } : {}) },
    actor: 'system',
    ip: null,
    at,
  });
  if (reward.wageringBp > 0) {
    const scope = { brandId, accountId, currency: reward.currency };
    await grantWagering(tx, scope, {
      rewardId: reward.id,
      bonusMinor: reward.amountMinor,
      requiredMinor: requiredTurnover(reward.amountMinor, reward.wageringBp),
      at,
    });
  }
  await markClaimed(tx, reward.id, at, moved.transfer.id);
  return { ...reward, status: 'claimed', claimedAt: at };
}
