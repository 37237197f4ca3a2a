import { BO_API } from '@pkg/contracts/backoffice-routes';
import type { BoVipPlayer, BoVipTable } from '@pkg/contracts/vip';
import { bo } from '../lib/api';

/** The VIP desk's queries; every change refreshes those under vipKeys.all. */
export const vipKeys = {
  all: ['bo', 'vip'] as const,
  table: (brandId: string) => ['bo', 'vip', 'table', brandId] as const,
  player: (brandId: string, username: string) => ['bo', 'vip', 'player', brandId, username] as const,
};

/** A brand's VIP levels table. */
export const fetchVipTable = (brandId: string) => bo<BoVipTable>(BO_API.vipLevels, { query: { brandId } });

/** Saves a brand's levels table. */
export const saveVipTable = (body: object) => bo<BoVipTable>(BO_API.vipLevels, { method: 'POST', body });

/** A player's level and progress. */
export const fetchVipPlayer = (brandId: string, username: string) => bo<BoVipPlayer>(BO_API.vipPlayers, { query: { brandId, username } });

/** Sets a player's level by hand (a reason; optionally paying the levels' bonuses). */
export const setVipLevel = (accountId: string, body: { brandId: string; level: number; reason: string; payBonuses: boolean }) =>
  bo<BoVipPlayer>(BO_API.vipPlayerLevel, { params: { id: accountId }, method: 'POST', body });
