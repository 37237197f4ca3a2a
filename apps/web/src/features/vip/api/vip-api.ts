import { API } from '@pkg/contracts/routes';
import type { VipHistoryValue, VipStatusValue, VipTableValue } from '@pkg/contracts/vip';
import { wpsGet } from '../../../lib/api-client';

/**
 * The player's VIP queries sit under the site's 'member' key (like the wallet's), so a logout or a
 * login as someone else drops them; the public table has its own key per language-free brand.
 */
export const VIP_MEMBER_KEY = ['member', 'vip'] as const;
export const vipKeys = {
  table: ['vip', 'table'] as const,
  status: [...VIP_MEMBER_KEY, 'status'] as const,
  history: [...VIP_MEMBER_KEY, 'history'] as const,
};

export const fetchVipTable = () => wpsGet<VipTableValue>(API.vipLevels);
export const fetchVipStatus = () => wpsGet<VipStatusValue>(API.vipStatus);
export const fetchVipHistory = () => wpsGet<VipHistoryValue>(`${API.vipHistory}?pageNo=1&pageSize=5`);
