/** The demo seeds' writes of missions (seedDemoMissions): only what is missing. */
import type { Queryable } from '../db/client.ts';

/**
 * Adds a mission enabled unless its code exists in the brand; a leaderboard mission is added
 * enabled only while no other enabled one ranks the brand's board.
 */
export async function insertMissionIfMissing(
  tx: Queryable,
  mission: {
    brandId: string;
    code: string;
    titles: Record<string, string>;
    period: string;
    startsAt: string;
    goal: string;
    target: bigint;
    gameType: string | null;
    rewardMinor: bigint;
    wageringBp: number;
    leaderboard: boolean;
    sort: number;
  },
): Promise<void> {
  await tx.query(
    `insert into missions (merchant_id, code, titles, period, starts_at, goal_kind, goal_target, game_type, reward_minor, wagering_bp,
        leaderboard, enabled, sort, created_at, updated_at)
     select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
            not ($11 and exists (select 1 from missions where merchant_id = $1 and leaderboard and enabled)), $12, now(), now()
     on conflict (merchant_id, code) do nothing`,
    [
      mission.brandId,
      mission.code,
      JSON.stringify(mission.titles),
      mission.period,
      mission.startsAt,
      mission.goal,
      mission.target.toString(),
      mission.gameType,
      mission.rewardMinor.toString(),
      mission.wageringBp,
      mission.leaderboard,
      mission.sort,
    ],
  );
}
