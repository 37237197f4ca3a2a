import type { MissionBadgeValue, MissionClaimValue, MissionLeaderboardValue, MissionsValue } from '@pkg/contracts/missions';
import { API } from '@pkg/contracts/routes';
import { wpsGet, wpsSend } from '../../../lib/api-client';

/**
 * Every missions query sits under one key, under the account's 'member' key (lib/wallet-keys.ts),
 * so a claim refreshes the list, the leaderboard and the badge together, and a logout drops them.
 */
export const MISSIONS_KEY = ['member', 'missions'] as const;
export const missionKeys = {
  list: [...MISSIONS_KEY, 'list'] as const,
  leaderboard: [...MISSIONS_KEY, 'leaderboard'] as const,
  badge: [...MISSIONS_KEY, 'badge'] as const,
};

export const fetchMissions = () => wpsGet<MissionsValue>(API.missions);
export const fetchLeaderboard = () => wpsGet<MissionLeaderboardValue>(API.missionLeaderboard);
export const fetchBadge = () => wpsGet<MissionBadgeValue>(API.missionBadge);
export const claimMission = (id: string) => wpsSend<MissionClaimValue>('POST', API.missionClaim.replace(':id', encodeURIComponent(id)));
