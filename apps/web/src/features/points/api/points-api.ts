import { API } from '@pkg/contracts/routes';
import type {
  ConvertResult,
  PointBalance,
  PointConfig,
  PointGoodsList,
  PointJournalPage,
  RedemptionPage,
  RedemptionView,
} from '@pkg/contracts/points';
import { wpsGet, wpsPostIdempotent } from '../../../lib/api-client';

/**
 * Query keys of the points mall. The player's own figures sit under the site's 'member' key, which
 * a login or logout drops; the goods and configuration are public. A redemption or conversion
 * refreshes both groups.
 */
export const POINTS_KEY = ['points'] as const;
export const MEMBER_POINTS_KEY = ['member', 'points'] as const;
export const BALANCE_KEY = [...MEMBER_POINTS_KEY, 'balance'] as const;
export const HISTORY_KEY = [...MEMBER_POINTS_KEY, 'history'] as const;
export const JOURNAL_KEY = [...MEMBER_POINTS_KEY, 'journal'] as const;
export const GOODS_KEY = [...POINTS_KEY, 'goods'] as const;
export const CONFIG_KEY = [...POINTS_KEY, 'config'] as const;

export const PAGE_SIZE = 10;

export const fetchBalance = () => wpsGet<PointBalance>(API.pointBalance);
export const fetchGoods = () => wpsGet<PointGoodsList>(API.pointReward);
export const fetchConfig = () => wpsGet<PointConfig>(API.pointConfig);

export function fetchHistory(pageNo: number): Promise<RedemptionPage> {
  return wpsGet<RedemptionPage>(`${API.redeemPointList}?pageNo=${pageNo}&pageSize=${PAGE_SIZE}`);
}

/** The points journal between two GMT+8 days (yyyy-MM-dd, both included). */
export function fetchJournal(pageNo: number, startDate: string, endDate: string): Promise<PointJournalPage> {
  const query = new URLSearchParams({ pageNo: String(pageNo), pageSize: String(PAGE_SIZE), startDate, endDate });
  return wpsGet<PointJournalPage>(`${API.pointJournal}?${query.toString()}`);
}

export function redeemGoods(
  body: { goodsId: string; quantity: number; address?: string; paymentPassword: string },
  key: string,
): Promise<RedemptionView> {
  return wpsPostIdempotent<RedemptionView>(API.redeemPointReward, body, key);
}

export function convertPoints(body: { points: string; paymentPassword: string }, key: string): Promise<ConvertResult> {
  return wpsPostIdempotent<ConvertResult>(API.convertPoint, body, key);
}
