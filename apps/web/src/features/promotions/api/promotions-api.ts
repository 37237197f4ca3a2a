import type { PromotionDetail, PromotionList, PromotionStatus, RewardItem, RewardList, WageringValue } from '@pkg/contracts/promotions';
import { API } from '@pkg/contracts/routes';
import { wpsGet, wpsSend, wpsSendForm } from '../../../lib/api-client';

/**
 * The promotions and reward centre calls (decision 030). The public list and details sit under
 * their own key; the player's statuses, rewards and wagering under the account's 'member' key
 * (lib/wallet-keys.ts), which a login or logout drops, so another account never sees them.
 */
export const PROMOTIONS_KEY = ['promotions'] as const;
export const listKey = (category: string | null, days: '7' | '30' | null) => [...PROMOTIONS_KEY, 'list', category, days] as const;
export const detailKey = (id: string) => [...PROMOTIONS_KEY, 'detail', id] as const;
export const MINE_KEY = ['member', 'promotions', 'mine'] as const;
export const REWARDS_KEY = ['member', 'rewards'] as const;
export const rewardsKey = (view: 'claimable' | 'history', pageNo: number) => [...REWARDS_KEY, view, pageNo] as const;
export const REWARD_BADGE_KEY = [...REWARDS_KEY, 'badge'] as const;
export const WAGERING_KEY = ['member', 'bonus-wagering'] as const;

export const REWARDS_PAGE_SIZE = 10;

export function fetchPromotions(category: string | null, days: '7' | '30' | null): Promise<PromotionList> {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (days) query.set('days', days);
  const search = query.toString();
  return wpsGet<PromotionList>(search ? `${API.promotions}?${search}` : API.promotions);
}

export const fetchPromotion = (id: string) => wpsGet<PromotionDetail>(`${API.promotionDetail}?id=${encodeURIComponent(id)}`);

export const fetchMine = () => wpsGet<{ statuses: Record<string, PromotionStatus> }>(API.promotionsMine);

/** Applies to an `apply` promotion: the comment and up to three images (multipart, as the deposit receipts). */
export function applyToPromotion(promotionId: string, comment: string, images: readonly File[]): Promise<{ status: 'Applying' }> {
  const form = new FormData();
  form.append('promotionId', promotionId);
  form.append('comment', comment);
  for (const image of images) form.append('images', image, image.name);
  return wpsSendForm<{ status: 'Applying' }>('POST', API.promotionApply, form);
}

/** Claims a Zalo reward with the player's Zalo number; staff confirm it (decision 075). */
export const claimZaloReward = (promotionId: string, zalo: string) =>
  wpsSend<{ status: 'Applying' }>('POST', API.promotionZalo, { promotionId, zalo });

export const checkIn = (promotionId: string) =>
  wpsSend<{ streak: number; reward: RewardItem }>('POST', API.promotionCheckin, { promotionId });

export const drawRaffle = (promotionId: string) =>
  wpsSend<{ prizeMinor: string; reward: RewardItem | null }>('POST', API.raffleClaim, { promotionId });

export const fetchRewards = (view: 'claimable' | 'history', pageNo: number, pageSize = REWARDS_PAGE_SIZE) =>
  wpsGet<RewardList>(`${API.rewards}?view=${view}&pageNo=${pageNo}&pageSize=${pageSize}`);

export const claimReward = (rewardId: string) =>
  wpsSend<{ reward: RewardItem; balanceMinor: string }>('POST', API.rewardClaim, { rewardId });

export const fetchWagering = () => wpsGet<WageringValue>(API.bonusWagering);
