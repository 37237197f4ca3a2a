/**
 * Missions for players (decision 035): the brand's running missions with the caller's exact
 * progress in each one's current period, the claim that offers a completed mission's reward to the
 * reward centre once, the leaderboard of the ranking mission, and the menu badge.
 */
import type { MissionClaimValue, MissionLeaderboardValue, MissionsValue, MissionState, MissionView } from '@pkg/contracts/missions';
import { MISSION_LIMITS } from '@pkg/contracts/missions';
import type { GameType } from '@pkg/contracts/game-types';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Brand } from '../brands/index.ts';
import { offerReward } from '../rewards/index.ts';
import { maskUsername } from '../vendor-wallet/index.ts';
import { missionWindowAt, type MissionWindow } from './mission-periods.ts';
import { progressInWindow } from './mission-progress.ts';
import {
  insertClaim,
  lockMissionClaim,
  selectClaimTimes,
  selectMission,
  selectRunningMissions,
  selectUsernames,
  type MissionRow,
} from './missions.queries.ts';

/** Who asks: the brand, the (real) account and the language titles are shown in. */
export interface MissionCaller {
  brand: Brand;
  account: { id: string };
  language: string;
}

/** The reward centre key of a mission's reward: one per mission, period and account. */
export function missionRewardKey(missionId: string, periodKey: string, accountId: string): string {
  return `mission:${missionId}:${periodKey}:${accountId}`;
}

/** The title in the language, else English (always present), else any. */
export function titleOf(mission: Pick<MissionRow, 'titles'>, language: string): string {
  return mission.titles[language] ?? mission.titles.EN ?? Object.values(mission.titles)[0] ?? '';
}

interface Ranked {
  at: number;
  ranking: { accountId: string; progress: bigint }[];
}

interface ServiceDeps {
  db: Db;
  clock: Clock;
  leaderboardCacheMs: number;
}

function viewOf(mission: MissionRow, window: MissionWindow, caller: MissionCaller, progress: bigint, claimedAt: Date | null): MissionView {
  const state: MissionState = claimedAt ? 'claimed' : progress >= mission.target ? 'completed' : 'in_progress';
  return {
    id: mission.id,
    title: titleOf(mission, caller.language),
    period: mission.period,
    goal: mission.goal,
    gameType: mission.gameType as GameType | null,
    target: mission.target.toString(),
    progress: progress.toString(),
    rewardMinor: mission.rewardMinor.toString(),
    wageringBp: mission.wageringBp,
    currency: caller.brand.currency.code,
    periodKey: window.key,
    periodStart: window.start.toISOString(),
    periodEnd: window.end.toISOString(),
    state,
    claimedAt: claimedAt?.toISOString() ?? null,
    leaderboard: mission.leaderboard,
  };
}

const scopeOf = (caller: MissionCaller) => ({ brandId: caller.brand.id, currency: caller.brand.currency.code });

async function listMissions({ db, clock }: ServiceDeps, caller: MissionCaller): Promise<MissionsValue> {
  const at = clock.now();
  const running = (await selectRunningMissions(db, caller.brand.id, at)).map((mission) => ({
    mission,
    window: missionWindowAt(mission, at)!,
  }));
  const claims = await selectClaimTimes(
    db,
    caller.account.id,
    running.map(({ mission, window }) => ({ missionId: mission.id, periodKey: window.key })),
  );
  const list: MissionView[] = [];
  for (const { mission, window } of running) {
    const progress = (await progressInWindow(db, scopeOf(caller), mission, window, [caller.account.id])).get(caller.account.id) ?? 0n;
    list.push(viewOf(mission, window, caller, progress, claims.get(`${mission.id}:${window.key}`) ?? null));
  }
  return { list, available: list.filter((view) => view.state === 'completed').length };
}

/**
 * Claims a mission for the caller's current period: in one transaction, serialised per mission,
 * period and account, it checks the mission runs, that it is not claimed yet (mission_claimed),
 * counts the progress on the server (mission_not_complete below the target), offers the reward
 * to the reward centre under missionRewardKey and records the claim. A refused claim changes nothing.
 */
async function claimMission({ db, clock }: ServiceDeps, caller: MissionCaller, missionId: string): Promise<MissionClaimValue> {
  const at = clock.now();
  const accountId = caller.account.id;
  return db.transaction(async (tx) => {
    const mission = await selectMission(tx, caller.brand.id, missionId);
    const window = mission?.enabled ? missionWindowAt(mission, at) : null;
    if (!mission || !window) throw new AppError('mission_not_found');
    const key = missionRewardKey(mission.id, window.key, accountId);
    await lockMissionClaim(tx, key);
    const claimed = await selectClaimTimes(tx, accountId, [{ missionId: mission.id, periodKey: window.key }]);
    if (claimed.size > 0) throw new AppError('mission_claimed');
    const progress = (await progressInWindow(tx, scopeOf(caller), mission, window, [accountId])).get(accountId) ?? 0n;
    if (progress < mission.target) throw new AppError('mission_not_complete', `${progress} of ${mission.target}`);
    const { reward, created } = await offerReward(tx, {
      brandId: caller.brand.id,
      accountId,
      currency: caller.brand.currency.code,
      source: 'mission',
      key,
      amountMinor: mission.rewardMinor,
      wageringBp: mission.wageringBp,
      detail: titleOf(mission, caller.language),
      at,
    });
    // The claim row and the reward are written together, so a reward under this key means a claim.
    if (!created) throw new AppError('mission_claimed');
    await insertClaim(tx, {
      brandId: caller.brand.id,
      missionId: mission.id,
      periodKey: window.key,
      accountId,
      progress,
      rewardId: reward.id,
      at,
    });
    return { mission: viewOf(mission, window, caller, progress, at), rewardId: reward.id };
  });
}

/** The ranking of a leaderboard mission's period, kept for `leaderboardCacheMs`: it sums the whole brand's bets. */
function createRankings({ clock, leaderboardCacheMs }: ServiceDeps) {
  const rankings = new Map<string, Ranked>();
  return async function rankingOf(q: Queryable, caller: MissionCaller, mission: MissionRow, window: MissionWindow) {
    const cacheKey = `${mission.id}:${window.key}:${mission.updatedAt.getTime()}`;
    const now = clock.now().getTime();
    const cached = rankings.get(cacheKey);
    if (cached && now - cached.at < leaderboardCacheMs) return cached.ranking;
    const progress = await progressInWindow(q, scopeOf(caller), mission, window);
    const ranking = [...progress]
      .map(([accountId, amount]) => ({ accountId, progress: amount }))
      // Most progress first; a tie goes to the older account (the smaller id), so the order is stable.
      .sort((a, b) => (a.progress === b.progress ? Number(BigInt(a.accountId) - BigInt(b.accountId)) : a.progress > b.progress ? -1 : 1));
    if (leaderboardCacheMs > 0) {
      for (const [stored, value] of rankings) if (now - value.at >= leaderboardCacheMs) rankings.delete(stored);
      rankings.set(cacheKey, { at: now, ranking });
    }
    return ranking;
  };
}

async function leaderboardOf(
  { db, clock }: ServiceDeps,
  rankingOf: ReturnType<typeof createRankings>,
  caller: MissionCaller,
): Promise<MissionLeaderboardValue> {
  const at = clock.now();
  const mission = (await selectRunningMissions(db, caller.brand.id, at)).find((row) => row.leaderboard);
  if (!mission) return { mission: null, list: [], me: { rank: null, progress: '0' } };
  const window = missionWindowAt(mission, at)!;
  const ranking = await rankingOf(db, caller, mission, window);
  const top = ranking.slice(0, MISSION_LIMITS.leaderboardSize);
  const names = await selectUsernames(
    db,
    caller.brand.id,
    top.map((line) => line.accountId),
  );
  const mine = ranking.findIndex((line) => line.accountId === caller.account.id);
  return {
    mission: {
      id: mission.id,
      title: titleOf(mission, caller.language),
      goal: mission.goal,
      gameType: mission.gameType as GameType | null,
      currency: caller.brand.currency.code,
      periodKey: window.key,
      periodStart: window.start.toISOString(),
      periodEnd: window.end.toISOString(),
    },
    list: top.map((line, index) => ({
      rank: index + 1,
      username: maskUsername(names.get(line.accountId) ?? ''),
      progress: line.progress.toString(),
    })),
    me: mine < 0 ? { rank: null, progress: '0' } : { rank: mine + 1, progress: ranking[mine]!.progress.toString() },
  };
}

export function createMissionService(deps: ServiceDeps) {
  const rankingOf = createRankings(deps);
  const list = (caller: MissionCaller) => listMissions(deps, caller);
  return {
    list,
    claim: (caller: MissionCaller, missionId: string) => claimMission(deps, caller, missionId),
    leaderboard: (caller: MissionCaller) => leaderboardOf(deps, rankingOf, caller),
    /** The member centre badge: missions completed and not claimed in their current period. */
    async badge(caller: MissionCaller): Promise<{ count: number }> {
      return { count: (await list(caller)).available };
    },
  };
}

export type MissionService = ReturnType<typeof createMissionService>;
